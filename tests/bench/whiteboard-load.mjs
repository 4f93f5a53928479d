#!/usr/bin/env node
// Bench (issue 15): a whiteboard with 2,000 shapes loads in a second browser — target ≤ 1 s.
// Prints figures; not a timed test. Starts the e2e server (scripts/e2e-server.mjs: a fresh database,
// `npm start`'s production build and its realtime sidecar) unless BENCH_BASE_URL names a running one
// (then DATABASE_URL must be that server's database).
//
//   E2E_PORT=3420 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres /work/bin/heavy node tests/bench/whiteboard-load.mjs
//
// The board is seeded straight into whiteboard_snapshots (2,000 rectangles validated against
// tldraw's schema). Browser 1 (the interviewer) opens it first: the sidecar loads the room from
// PostgreSQL. Browser 2 (the candidate) then opens the same board: "load" is the time from the
// navigation to the board connected and all 2,000 shapes in the DOM. Runs RUNS times (3).
// TRACE_FRAMES=1 prints the second browser's first whiteboard frames with their times; PROFILE=1
// prints the 40 functions with the most self time (CDP sampling profiler) of each load.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { chromium } from "@playwright/test";
import { createTLSchema, DocumentRecordType, PageRecordType, TLDOCUMENT_ID } from "@tldraw/tlschema";
import { getIndices } from "@tldraw/utils";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.E2E_PORT ?? 3420);
const SHAPES = Number(process.env.SHAPES ?? 2000);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function waitHealthy(url, ms = 600_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("server did not start");
}

function snapshotWith(n) {
  const schema = createTLSchema();
  const shapeType = schema.types.shape;
  const page = PageRecordType.create({ id: "page:page", name: "Page 1", index: "a1" });
  const indices = getIndices(n);
  const shapes = indices.map((index, i) => {
    const rec = {
      id: `shape:bench${i}`,
      typeName: "shape",
      type: "geo",
      parentId: page.id,
      index,
      x: (i % 50) * 100,
      y: Math.floor(i / 50) * 70,
      rotation: 0,
      isLocked: false,
      opacity: 1,
      meta: {},
      props: {
        geo: "rectangle",
        dash: "draw",
        url: "",
        w: 80,
        h: 50,
        growY: 0,
        scale: 1,
        labelColor: "black",
        color: "black",
        fill: "none",
        size: "m",
        font: "draw",
        align: "middle",
        verticalAlign: "middle",
        richText: { type: "doc", content: [{ type: "paragraph" }] },
      },
    };
    shapeType.validate(rec);
    return rec;
  });
  const docs = [DocumentRecordType.create({ id: TLDOCUMENT_ID }), page, ...shapes].map((state) => ({ state, lastChangedClock: 1 }));
  return { documentClock: 1, tombstoneHistoryStartsAtClock: 1, documents: docs, tombstones: {}, schema: schema.serialize() };
}

async function seed(db, snapshot) {
  const tag = randomBytes(3).toString("hex");
  const company = (await db.query("select id from companies where slug = 'demo'")).rows[0].id;
  const person = async (email) => (await db.query("select id from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0].id;
  const recruiter = await person("recruiter@demo.test");
  const talent = await person("talent@demo.test");
  const department = (await db.query("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0].id;
  const jobId = (
    await db.query(
      `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
       values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
      [company, `Bench Board ${tag}`, department, recruiter],
    )
  ).rows[0].id;
  const entryId = (await db.query(`insert into interview_candidates (company_id, job_id, candidate_id, status, added_by_id) values ($1, $2, $3, 'interviewScheduled', $4) returning id`, [company, jobId, talent, recruiter])).rows[0].id;
  const interviewId = (
    await db.query(
      `insert into interviews (company_id, job_id, candidate_id, pipeline_id, round, starts_at, ends_at) values ($1, $2, $3, $4, 1, now() - interval '5 minutes', now() + interval '55 minutes') returning id`,
      [company, jobId, talent, entryId],
    )
  ).rows[0].id;
  await db.query("insert into interview_participants (interview_id, user_id) values ($1, $2)", [interviewId, recruiter]);
  await db.query("insert into whiteboard_snapshots (interview_id, company_id, document_clock, snapshot) values ($1, $2, 1, $3)", [interviewId, company, JSON.stringify(snapshot)]);
  return { jobId, entryId, interviewId };
}

async function signedIn(browser, base, email, password, portal) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}${portal === "admin" ? "/admin/login" : "/login"}`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((u) => !u.pathname.includes("/login"));
  return page;
}

/** Navigation → board connected and `n` shapes in the DOM, in ms. */
async function timeLoad(page, url, n) {
  let socketAt = null;
  const frames = [];
  const onSocket = (ws) => {
    if (ws.url().includes("/whiteboard/") && socketAt === null) {
      socketAt = Date.now();
      if (process.env.TRACE_FRAMES) {
        ws.on("framesent", (f) => frames.push(`sent +${Date.now() - socketAt} ms ${String(f.payload).slice(0, 40)} (${String(f.payload).length} chars)`));
        ws.on("framereceived", (f) => frames.push(`recv +${Date.now() - socketAt} ms ${String(f.payload).slice(0, 40)} (${String(f.payload).length} chars)`));
      }
    }
  };
  page.on("websocket", onSocket);
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector('[data-testid="whiteboard"][data-connection="online"]', { timeout: 60_000 });
  const connected = Date.now() - t0;
  await page.waitForFunction((want) => document.querySelectorAll(".tl-shape").length >= want, n, { timeout: 60_000, polling: 16 });
  const done = Date.now();
  if (cdp) {
    const { profile } = await cdp.send("Profiler.stop");
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const f = n.callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log(top.map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join("\n"));
    await cdp.detach();
  }
  page.off("websocket", onSocket);
  if (frames.length) console.log(frames.slice(0, 20).join("\n"));
  // `sync`: from the whiteboard socket opening to every shape in the DOM (the board's own load,
  // without the page, the tldraw bundle and the token request).
  return { connected, shapes: done - t0, sync: socketAt === null ? NaN : done - socketAt };
}

let server = null;
let base = process.env.BENCH_BASE_URL;
let dbUrl = process.env.DATABASE_URL;
try {
  if (!base) {
    base = `http://localhost:${PORT}`;
    server = spawn(process.execPath, [path.join(root, "scripts", "e2e-server.mjs")], { cwd: root, env: { ...process.env, PORT: String(PORT) }, stdio: ["ignore", "ignore", "inherit"] });
    await waitHealthy(base);
    dbUrl = readFileSync(path.join(root, ".data", "e2e-database-url"), "utf8").trim();
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const snapshot = snapshotWith(SHAPES);
  console.log(`[whiteboard-load] snapshot of ${SHAPES} shapes: ${(JSON.stringify(snapshot).length / 1024).toFixed(0)} kB`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const staff = await signedIn(browser, base, "recruiter@demo.test", "Recruiter#2026", "admin");
  const talent = await signedIn(browser, base, "talent@demo.test", "Talent#2026", "talent");
  const results = [];
  const syncs = [];
  for (let run = 1; run <= RUNS; run++) {
    const s = await seed(db, snapshot);
    const first = await timeLoad(staff, `${base}/admin/interviews/${s.entryId}/whiteboard/${s.interviewId}`, SHAPES);
    const second = await timeLoad(talent, `${base}/${s.jobId}/whiteboard/${s.interviewId}`, SHAPES);
    results.push(second.shapes);
    syncs.push(second.sync);
    console.log(
      `[whiteboard-load] run ${run}: first browser (room loaded from PostgreSQL) connected ${first.connected} ms, ${SHAPES} shapes ${first.shapes} ms; ` +
        `second browser connected ${second.connected} ms, ${SHAPES} shapes ${second.shapes} ms (socket → shapes ${second.sync} ms)`,
    );
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`[whiteboard-load] second browser, navigation → ${SHAPES} shapes on screen: median ${med(results)} ms (target ≤ 1000 ms) ${med(results) <= 1000 ? "OK" : "OVER TARGET"}`);
  console.log(`[whiteboard-load] second browser, whiteboard socket → ${SHAPES} shapes on screen: median ${med(syncs)} ms (target ≤ 1000 ms) ${med(syncs) <= 1000 ? "OK" : "OVER TARGET"}`);
  await browser.close();
  await db.end();
} finally {
  if (server) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}
