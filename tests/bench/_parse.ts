// `npm run bench:parse` (issue 11 §1): does one hostile document still freeze the server?
//
// Starts the production server (`node scripts/start.mjs`, so `next start` on the existing build)
// on a fresh database (`talent_bench_parse_<ts>` on DATABASE_URL's server, dropped at the end),
// then for each document: sends it to POST /api/admin/jobs/parse-file as a signed-in recruiter,
// and, while that request runs, calls GET /api/health back to back. Prints the parse's answer
// and time, and the health latency p50/p95/max measured during the parse. Goal: parse ≤ 2 s
// (finished or refused), health ≤ 100 ms. Then the same for the resume pipeline: the document is
// uploaded by a candidate and the background parse (queue → worker thread) is timed from the
// upload to its failed/parsed status, health measured meanwhile.
//
// The file starts with "_" so scripts/bench.mjs does not load it as a scenario module; it runs
// under tsx to share the fixture builders of tests/support/zip.ts with the tests.
// Env: DATABASE_URL (required: a PostgreSQL server) · BENCH_PORT (3210) · BENCH_ROUNDS (3).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensureAuthSecret } from "../../scripts/lib/auth-secret.mjs";
import { readFileSync } from "node:fs";
import { longTextDocx, lyingDocx, manyParagraphsDocx, proseText, zip64Docx } from "../support/zip";
import { sessionCookie } from "./_session.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3210);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const base = `http://127.0.0.1:${port}`;
const log = (m: string) => console.error(`[bench:parse] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pct(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** GET /api/health back to back until `stop` resolves; the latencies in ms. */
async function healthDuring(stop: Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    out.push(performance.now() - t);
    await sleep(5);
  }
  return out;
}

async function parseFile(bytes: Uint8Array, cookie: string): Promise<{ status: number; code: number | null; ms: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "job.docx");
  const t = performance.now();
  const res = await fetch(`${base}/api/admin/jobs/parse-file`, { method: "POST", body: form, headers: { cookie, "x-tenant": "demo", origin: base } });
  const json = (await res.json().catch(() => ({}))) as { code?: number };
  return { status: res.status, code: json.code ?? null, ms: performance.now() - t };
}

async function pipeline(bytes: Uint8Array, cookie: string, db: pg.Client): Promise<{ status: string; code: number | null; ms: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "cv.docx");
  const t = performance.now();
  const res = await fetch(`${base}/api/candidate/uploads?kind=resume`, { method: "POST", body: form, headers: { cookie, "x-tenant": "demo", origin: base } });
  const json = (await res.json()) as { code?: number; results?: { fileId: string } };
  if (!json.results) return { status: `upload ${res.status}`, code: json.code ?? null, ms: performance.now() - t };
  for (;;) {
    const { rows } = await db.query("select status, error_code from resume_parses where file_id = $1", [json.results.fileId]);
    if (rows[0] && (rows[0].status === "parsed" || rows[0].status === "failed")) return { status: rows[0].status, code: rows[0].error_code, ms: performance.now() - t };
    if (performance.now() - t > 60_000) return { status: rows[0]?.status ?? "none", code: null, ms: performance.now() - t };
    await sleep(25);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, 10_000).unref();
  });
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL (a PostgreSQL server) is required");
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("no production build: run `next build` first");
  const name = `talent_bench_parse_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const authSecret = ensureAuthSecret(root);
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, QUEUE_POLL_SECONDS: "0.5", LOG_LEVEL: "warn" },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const until = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > until) throw new Error("server did not become healthy within 180 s");
      await sleep(500);
    }
    await db.connect();
    const ctx = { databaseUrl, authSecret };
    const recruiter = await sessionCookie(ctx, { slug: "demo", email: "recruiter@demo.test", portal: "admin" });
    const { rows } = await db.query("select u.email from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.role = 'talent' order by u.email limit 1");
    const talent = rows[0] ? await sessionCookie(ctx, { slug: "demo", email: rows[0].email, portal: "talent" }) : null;

    const documents: [string, Uint8Array][] = [
      ['900 KB-text DOCX ("React " repeated)', await longTextDocx()],
      ["900 KB-text DOCX (prose, 3000 paragraphs)", await longTextDocx({ word: proseText(900), kilobytes: 900, paragraphs: 3000 })],
      ["ZIP64 DOCX unpacking to 80 MB", zip64Docx({ megabytes: 80, classic: "markers" })],
      ["DOCX lying about its sizes (50 MB)", lyingDocx({ megabytes: 50 })],
      // For comparison: a real résumé, and a document that is slow for the Word reader on purpose
      // (300,000 empty paragraphs): it runs into the request's 10 s limit while /api/health is timed.
      ["a real résumé (alex-morgan.docx)", new Uint8Array(readFileSync(path.join(root, "tests/fixtures/resumes/alex-morgan.docx")))],
      ["slow DOCX (300,000 empty paragraphs)", manyParagraphsDocx()],
    ];
    // Warm the route and the parse thread once (the first request compiles nothing in production, but loads the reader).
    await parseFile(documents[0][1], recruiter);
    const idle = await healthDuring(sleep(2000));
    console.log(`\nidle  /api/health  p50 ${pct(idle, 50).toFixed(1)} ms · p95 ${pct(idle, 95).toFixed(1)} ms · max ${Math.max(...idle).toFixed(1)} ms (${idle.length} calls)\n`);
    console.log("POST /api/admin/jobs/parse-file");
    for (const [label, bytes] of documents) {
      for (let r = 0; r < (label.startsWith("slow") ? 1 : rounds); r++) {
        const parse = parseFile(bytes, recruiter);
        const health = await healthDuring(parse);
        const p = await parse;
        console.log(
          `  ${label.padEnd(44)} ${String(p.status)} ${String(p.code ?? "-").padEnd(5)} parse ${p.ms.toFixed(0).padStart(5)} ms · health p50 ${pct(health, 50).toFixed(1)} p95 ${pct(health, 95).toFixed(1)} max ${Math.max(...health).toFixed(1)} ms (${health.length} calls)`,
        );
      }
    }
    if (talent) {
      console.log("\nresume pipeline (upload → queue → parse thread → status)");
      for (const [label, bytes] of documents) {
        const run = pipeline(bytes, talent, db);
        const health = await healthDuring(run);
        const p = await run;
        console.log(
          `  ${label.padEnd(44)} ${p.status.padEnd(8)} ${String(p.code ?? "-").padEnd(5)} total ${p.ms.toFixed(0).padStart(5)} ms · health p50 ${pct(health, 50).toFixed(1)} p95 ${pct(health, 95).toFixed(1)} max ${Math.max(...health).toFixed(1)} ms (${health.length} calls)`,
        );
      }
    }
  } finally {
    await db.end().catch(() => {});
    await stop(server);
    await admin.query(`drop database if exists ${name} with (force)`).catch((e) => log(`drop failed: ${e}`));
    await admin.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
