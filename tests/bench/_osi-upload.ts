// `npm run bench:osi-upload` (issue 16): how long does a 20 MB one-sided interview answer take to
// upload and be stored, on loopback?
//
// A fresh database (`talent_bench_osi_<ts>` on DATABASE_URL's server, migrated, dropped at the
// end), a real HTTP server (node:http) in front of the real route handlers of
// app/api/osi/[token]/…, and a client that does what the recorder's uploader does: start, then
// PUT the answer in 5 MiB chunks with Content-Range, to the last one, which sniffs, stores
// (local disk driver, a temporary STORAGE_DIR) and completes. Printed per run and p50/max over
// BENCH_ROUNDS runs (default 5), each a new answer. Goal: ≤ 2 s. Printed figures, not a timed test.
//
// The file starts with "_" so scripts/bench.mjs does not load it as an HTTP scenario; it runs
// under tsx with the react-server condition (the handlers import "server-only").
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { NextRequest } from "next/server";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { freshDatabase } from "./_fresh-db.mjs";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const SIZE = 20 * 1024 * 1024;
const log = (m: string) => console.error(`[bench:osi-upload] ${m}`);

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL (a PostgreSQL server) is required");
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64");
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-osi-"));
  process.env.STORAGE_DIR = path.join(scratch, "storage");
  process.env.OSI_STAGING_DIR = path.join(scratch, "staging");
  const fresh = await freshDatabase(serverUrl, "osi");
  process.env.DATABASE_URL = fresh.url;
  const { getDb, closeDb } = await import("@/db/client");
  const server = createServer();
  try {
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    await runMigrations(drizzle(client, { schema }) as never);
    await client.end();

    const db = getDb();
    const slug = `bench-${randomBytes(3).toString("hex")}`;
    const [company] = await db.insert(schema.companies).values({ slug, name: "Bench Co." }).returning();
    const [recruiter] = await db.insert(schema.users).values({ companyId: company!.id, email: "r@bench.test", fullName: "Rec", role: "recruiter" }).returning();
    const [dept] = await db.insert(schema.departments).values({ companyId: company!.id, name: "Engineering" }).returning();
    const [job] = await db
      .insert(schema.jobs)
      .values({ companyId: company!.id, jdNumber: 1, title: "Bench job", departmentId: dept!.id, dueDate: new Date(Date.now() + 30 * 86_400_000), assigneeId: recruiter!.id })
      .returning();
    const { sealOsiLink } = await import("@/lib/osi/links");
    const upload = await import("@/app/api/osi/[token]/questions/[questionId]/upload/route");
    const start = await import("@/app/api/osi/[token]/questions/[questionId]/start/route");
    const consent = await import("@/app/api/osi/[token]/consent/route");

    // The handlers behind a real HTTP server: the request streams in as a NextRequest.
    server.on("request", async (req: IncomingMessage, res) => {
      const m = /^\/api\/osi\/([^/]+)(?:\/questions\/([^/]+)\/(start|upload)|\/(consent))$/.exec(req.url ?? "");
      if (!m) return void res.writeHead(404).end();
      const body = req.method === "GET" ? undefined : (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      headers.set("x-tenant", slug);
      const nreq = new NextRequest(`http://127.0.0.1${req.url}`, { method: req.method, headers, body, duplex: "half" } as unknown as ConstructorParameters<typeof NextRequest>[1]);
      const params = Promise.resolve({ token: m[1]!, questionId: m[2] ?? "" });
      const handler = m[4] ? consent.POST : m[3] === "start" ? start.POST : req.method === "GET" ? upload.GET : upload.PUT;
      const out = await handler(nreq, { params });
      res.writeHead(out.status, { "content-type": out.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await out.arrayBuffer()));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;

    // A 20 MB "recording": a WebM header, then noise (what the storage sniffer reads is the head).
    const bytes = new Uint8Array(randomBytes(SIZE));
    bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...new TextEncoder().encode("webm")]);

    const times: number[] = [];
    for (let r = 0; r < rounds + 1; r++) {
      const [talent] = await db.insert(schema.users).values({ companyId: company!.id, email: `t${r}@bench.test`, fullName: `Talent ${r}`, role: "talent" }).returning();
      const expiresAt = new Date(Date.now() + 86_400_000);
      const [inv] = await db.insert(schema.osiInvitations).values({ companyId: company!.id, jobId: job!.id, candidateId: talent!.id, expiresAt }).returning();
      const [q] = await db.insert(schema.osiInvitationQuestions).values({ invitationId: inv!.id, companyId: company!.id, position: 1, question: "Tell us about a hard bug.", responseSeconds: 600 }).returning();
      const token = sealOsiLink(slug, inv!.id, expiresAt);
      await fetch(`${base}/api/osi/${token}/consent`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const t0 = performance.now();
      const s = await fetch(`${base}/api/osi/${token}/questions/${q!.id}/start`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mime: "video/webm" }) });
      const { results: grant } = (await s.json()) as { results: { chunkBytes: number } };
      let last: unknown;
      for (let at = 0; at < SIZE; at += grant.chunkBytes) {
        const end = Math.min(SIZE, at + grant.chunkBytes);
        const res = await fetch(`${base}/api/osi/${token}/questions/${q!.id}/upload`, {
          method: "PUT",
          headers: { "content-type": "video/webm", "content-range": `bytes ${at}-${end - 1}/${SIZE}`, "x-duration-ms": "300000" },
          body: bytes.subarray(at, end),
        });
        last = await res.json();
        if (!res.ok) throw new Error(`chunk at ${at}: ${res.status} ${JSON.stringify(last)}`);
      }
      const ms = performance.now() - t0;
      if (!(last as { results?: { complete?: boolean } }).results?.complete) throw new Error("the last chunk did not complete the answer");
      if (r === 0) log(`warm-up ${ms.toFixed(0)} ms`);
      else {
        times.push(ms);
        log(`run ${r}: ${ms.toFixed(0)} ms`);
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`20 MB answer, start + 4 chunks of 5 MiB over HTTP, stored: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms   max ${sorted[sorted.length - 1]!.toFixed(0)} ms   (${rounds} runs; goal ≤ 2000 ms)`);
  } finally {
    server.close();
    await closeDb();
    await fresh.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
