#!/usr/bin/env node
// `npm run bench`: HTTP throughput and latency of the production server on loopback.
//
// 1. builds the app when there is no production build (waiting for a `next build` already
//    running in this tree instead of building concurrently);
// 2. creates a fresh database: a new `talent_bench_<ts>` on DATABASE_URL's server, or, without
//    DATABASE_URL, an embedded PGlite in a temp dir (run in a helper process so the WASM database
//    does not share the load generator's event loop);
// 3. starts `node scripts/start.mjs` against it (migrations and the demo seed run at start) and
//    waits for /api/health;
// 4. loads the scenario modules in tests/bench/ (contract: tests/bench/http-scenarios.mjs),
//    warms each scenario up, then measures it with autocannon;
// 5. prints a table, writes .data/bench/latest.json, and always stops the server and drops the
//    database (try/finally plus signal handlers). Exits non-zero on any failure.
//
// Env: BENCH_DURATION (s, 10) · BENCH_CONNECTIONS (10) · BENCH_WARMUP (s, 3) · BENCH_PORT (3200,
// another free port when taken) · BENCH_SCENARIOS (comma-separated names; the baseline always
// runs) · BENCH_BUILD=1 (rebuild first) · BENCH_STRICT=1 (fail on any non-2xx or socket error) ·
// BENCH_START_TIMEOUT (s, 300) · BENCH_OUTPUT (JSON path, .data/bench/latest.json) · BENCH_MODULES
// (comma-separated tests/bench module names to load; the baseline's module always loads).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EMBEDDED_DB_FLAG = "--embedded-db";

// ─── embedded database helper (child process) ──────────────────────────────────────────────

/** Serves PGlite from dataDir, prints `{ url }` on stdout, stops on SIGTERM or when the parent goes. */
async function embeddedDbHelper(dataDir) {
  const { startEmbeddedPostgres } = await import("./lib/embedded-pg.mjs");
  const db = await startEmbeddedPostgres({ dataDir });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await db.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The parent holds our stdin open; EOF means it is gone (even after SIGKILL).
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ url: db.url })}\n`);
}

// ─── main ─────────────────────────────────────────────────────────────────────────────────

function envNumber(name, fallback, { min = 0 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return n;
}

const log = (msg) => console.error(`[bench] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const cleanups = [];
  let cleaning = null;
  const cleanupAll = () =>
    (cleaning ??= (async () => {
      while (cleanups.length) {
        const { label, fn } = cleanups.pop();
        try {
          await fn();
        } catch (e) {
          log(`cleanup "${label}" failed: ${e instanceof Error ? e.message : e}`);
        }
      }
    })());
  const onCleanup = (label, fn) => cleanups.push({ label, fn });

  let signalled = false;
  for (const [sig, num] of [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]]) {
    process.on(sig, () => {
      if (signalled) return; // cleanup already under way; a second signal does not cut it short
      signalled = true;
      log(`${sig}: stopping the server and dropping the database`);
      cleanupAll().finally(() => process.exit(128 + num));
    });
  }

  let exitCode = 0;
  try {
    exitCode = await run(onCleanup);
  } catch (e) {
    console.error(`[bench] FAILED: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
    exitCode = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(exitCode);
}

async function run(onCleanup) {
  const config = {
    duration: envNumber("BENCH_DURATION", 10, { min: 1 }),
    connections: envNumber("BENCH_CONNECTIONS", 10, { min: 1 }),
    warmup: envNumber("BENCH_WARMUP", 3, { min: 0 }),
    startTimeoutMs: envNumber("BENCH_START_TIMEOUT", 300, { min: 1 }) * 1000,
  };
  const outFile = path.resolve(root, process.env.BENCH_OUTPUT ?? path.join(".data", "bench", "latest.json"));
  const only = (process.env.BENCH_SCENARIOS ?? "").split(",").map((s) => s.trim()).filter(Boolean);

  const loadAtStart = os.loadavg();
  // Fail on bad scenario modules before spending minutes on a build and a seed.
  const modules = await loadScenarioModules();

  await ensureBuild(onCleanup);

  const port = await choosePort(envNumber("BENCH_PORT", 3200, { min: 1 }));
  const baseUrl = `http://127.0.0.1:${port}`;

  const db = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL, onCleanup) : await startEmbeddedDatabase(onCleanup);
  log(`database: ${db.label}`);

  // A throwaway session secret for this run's throwaway database, unless one is given.
  const authSecret = process.env.AUTH_SECRET || randomBytes(32).toString("base64url");
  const server = await startServer({ port, databaseUrl: db.url, embedded: db.kind === "pglite", authSecret, timeoutMs: config.startTimeoutMs }, onCleanup);
  log(`server ready at ${baseUrl}`);

  // Scenario modules: setup hooks, then the scenario lists.
  const scenarios = [];
  for (const mod of modules) {
    const ctx = { databaseUrl: db.url, baseUrl, database: db.kind, authSecret, root, state: undefined };
    if (typeof mod.exports.setup === "function") {
      log(`setup: ${mod.file}`);
      ctx.state = await mod.exports.setup({ ...ctx });
    }
    if (typeof mod.exports.teardown === "function") onCleanup(`teardown ${mod.file}`, () => mod.exports.teardown({ ...ctx }));
    const list = typeof mod.exports.scenarios === "function" ? await mod.exports.scenarios({ ...ctx }) : mod.exports.scenarios;
    for (const s of validateScenarios(list, mod.file)) scenarios.push({ ...s, module: mod.file });
  }
  const selected = selectScenarios(scenarios, only);

  const ourPids = () => [process.pid, ...db.pids(), ...server.pids()];
  const results = [];
  for (const sc of selected) {
    const probe = await probeScenario(baseUrl, sc);
    log(`${sc.name}: ${sc.method ?? "GET"} ${sc.path} → ${probe.status ?? probe.error}${config.warmup ? `; warming up ${config.warmup}s` : ""}`);
    // A scenario may fix its own connection count (e.g. 1, to time one request alone rather than a queue).
    const connections = sc.connections ?? config.connections;
    if (config.warmup > 0) await measure(baseUrl, sc, { duration: config.warmup, connections });
    server.assertAlive(`while warming up ${sc.name}`);
    await sleep(500);
    log(`${sc.name}: measuring ${config.duration}s × ${connections} connections`);
    const cpuBefore = cpuSnapshot(ourPids());
    const m = await measure(baseUrl, sc, { duration: config.duration, connections });
    const cpu = cpuShares(cpuBefore, cpuSnapshot(ourPids()));
    server.assertAlive(`while measuring ${sc.name}`);
    results.push({ ...summarise(sc, probe, m), connections, cpu });
    await sleep(500);
  }

  const baseline = results.find((r) => r.baseline);
  for (const r of results) {
    r.vsBaseline = {
      p50: baseline && baseline.latencyMs.p50 > 0 && r.latencyMs.p50 !== null ? round(r.latencyMs.p50 / baseline.latencyMs.p50, 2) : null,
      rps: baseline && baseline.rps > 0 ? round(r.rps / baseline.rps, 3) : null,
    };
  }

  const report = {
    generatedAt: new Date().toISOString(),
    commit: gitCommit(),
    buildId: readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim(),
    next: readJson(path.join(root, "node_modules", "next", "package.json"))?.version ?? null,
    node: process.version,
    host: {
      platform: process.platform,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMb: Math.round(os.totalmem() / 2 ** 20),
      // 1/5/15-minute load averages when the bench started (before its own build and server).
      loadavgAtStart: loadAtStart.map((n) => round(n)),
    },
    database: db.kind,
    config: { durationSec: config.duration, connections: config.connections, warmupSec: config.warmup, pipelining: 1, loopback: baseUrl },
    notes: [
      "Latency percentiles are exact (every response's latency recorded), over all responses, whatever their status.",
      "rps = completed responses / measured seconds. Load generator, server and database share this machine.",
      "cpu.ourPct / cpu.otherPct: share of the machine's total CPU used during the measured window by the bench's own processes (load generator, server, embedded database) and by everything else (Linux only).",
    ],
    scenarios: results,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

  printTable(report);
  console.log(`\nJSON: ${path.relative(root, outFile) || outFile}`);

  const busy = results.filter((r) => r.cpu && r.cpu.otherPct >= 10);
  if (busy.length) {
    console.log(
      `WARNING other processes used ${busy.map((r) => `${r.cpu.otherPct}% (${r.name})`).join(", ")} of the machine's CPU while measuring (1-min load average ${report.host.loadavgAtStart[0]} on ${report.host.cpus} CPUs at start): absolute figures are depressed and noisy; rerun on a quiet machine before comparing.`,
    );
  }
  const problems = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  for (const r of problems) {
    const codes = Object.entries(r.statusCodes).filter(([c]) => !c.startsWith("2")).map(([c, n]) => `${c}×${n}`).join(", ");
    console.log(`WARNING ${r.name}: ${r.non2xx}/${r.requests} responses non-2xx${codes ? ` (${codes})` : ""}, ${r.errors} socket errors, ${r.timeouts} timeouts: its figures measure that outcome, not the intended response.`);
  }
  const dead = results.filter((r) => r.requests === 0);
  if (dead.length) {
    console.error(`[bench] no response at all for: ${dead.map((r) => r.name).join(", ")}`);
    return 1;
  }
  if (baseline && (baseline.non2xx > 0 || baseline.errors > 0)) {
    console.error("[bench] the baseline did not answer 2xx throughout: the ratios are meaningless");
    return 1;
  }
  if (process.env.BENCH_STRICT === "1" && problems.length) {
    console.error("[bench] BENCH_STRICT=1: failing on non-2xx responses / errors");
    return 1;
  }
  return 0;
}

// ─── build ────────────────────────────────────────────────────────────────────────────────

/**
 * Who is building this tree right now: the holder of `.next/lock` (the lock `next build` takes,
 * seen in /proc/locks), or a process titled `next build` / `next-build (vX)` whose working
 * directory is this tree (it takes the lock only after loading next.config). Linux only.
 */
function otherNextBuilds() {
  if (process.platform !== "linux") return [];
  const found = new Set();
  try {
    const ino = String(statSync(path.join(root, ".next", "lock")).ino);
    for (const line of readFileSync("/proc/locks", "utf8").split("\n")) {
      const m = line.match(/^\d+:\s+(?:->\s+)?\S+\s+\S+\s+\S+\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/);
      if (m && m[2] === ino) found.add(Number(m[1]));
    }
  } catch {
    // no lock file, or no /proc/locks
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // Process titles replace argv with one space-padded string, so match the joined text.
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").replace(/['"]/g, "");
      if (!/(^|[\s/])next(\s+build|-build \(v)/.test(cmd)) continue;
      if (readlinkSync(`/proc/${entry}/cwd`) !== root) continue;
      found.add(Number(entry));
    } catch {
      // process gone or not ours to read
    }
  }
  return [...found];
}

async function waitForOtherBuilds(deadline) {
  let announced = false;
  for (let pids = otherNextBuilds(); pids.length; pids = otherNextBuilds()) {
    if (!announced) log(`a \`next build\` is running in this tree (pid ${pids.join(", ")}): waiting for it instead of building concurrently`);
    announced = true;
    if (Date.now() > deadline) throw new Error("gave up waiting for the other `next build` after 20 minutes");
    await sleep(3000);
  }
  if (announced) log("the other build finished");
}

function buildHasPing() {
  const manifest = readJson(path.join(root, ".next", "server", "app-paths-manifest.json"));
  return Boolean(manifest && "/api/ping/route" in manifest);
}

async function ensureBuild(onCleanup) {
  const deadline = Date.now() + 20 * 60_000;
  for (let attempt = 1; ; attempt++) {
    await waitForOtherBuilds(deadline);
    const reason =
      process.env.BENCH_BUILD === "1" && attempt === 1
        ? "BENCH_BUILD=1"
        : !existsSync(path.join(root, ".next", "BUILD_ID"))
          ? "no production build (.next/BUILD_ID missing)"
          : !buildHasPing()
            ? "the build predates app/api/ping (the baseline)"
            : null;
    if (!reason) {
      const ageMin = Math.round((Date.now() - statSync(path.join(root, ".next", "BUILD_ID")).mtimeMs) / 60_000);
      log(`using the existing production build (.next, built ${ageMin} min ago); BENCH_BUILD=1 rebuilds`);
      return;
    }
    log(`building: ${reason}`);
    const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
    const child = spawn(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    onCleanup("next build", () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    });
    const code = await new Promise((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0))));
    if (code === 0) {
      if (!buildHasPing()) throw new Error("the build has no /api/ping route: is app/api/ping/route.ts present?");
      return;
    }
    // Lost a race with a build started meanwhile: wait for it, then look again.
    if (attempt < 3 && otherNextBuilds().length) continue;
    throw new Error(`next build failed (exit ${code})`);
  }
}

// ─── database ─────────────────────────────────────────────────────────────────────────────

async function createServerDatabase(serverUrl, onCleanup) {
  const name = `talent_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup(`drop database ${name}`, async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
      log(`dropped database ${name}`);
    } finally {
      await c.end();
    }
  });
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { kind: "postgres", url: u.toString(), label: `${name} on ${u.host} (dropped at the end)`, pids: () => [] };
}

async function startEmbeddedDatabase(onCleanup) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "talent-bench-pglite-"));
  onCleanup("remove PGlite dir", () => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), EMBEDDED_DB_FLAG, dataDir], { cwd: root, stdio: ["pipe", "pipe", "inherit"] });
  onCleanup("stop embedded PostgreSQL", () => stopChild(child, { group: false, graceMs: 10_000 }));
  let stopping = false;
  onCleanup("mark embedded PostgreSQL stopping", () => (stopping = true));
  child.on("exit", (code, signal) => {
    if (!stopping) log(`embedded PostgreSQL exited unexpectedly (code ${code}, signal ${signal})`);
  });
  const url = await new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error("embedded PostgreSQL did not start within 60 s")), 60_000);
    rl.on("line", (line) => {
      try {
        const msg = JSON.parse(line);
        if (msg.url) {
          clearTimeout(timer);
          resolve(msg.url);
        }
      } catch {
        // not our message
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded PostgreSQL exited during start-up (code ${code})`));
    });
  });
  return { kind: "pglite", url, label: `embedded PGlite in ${dataDir} (removed at the end)`, pids: () => [child.pid] };
}

// ─── server ───────────────────────────────────────────────────────────────────────────────

async function choosePort(preferred) {
  const free = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(null));
      srv.listen(port, "127.0.0.1", () => {
        const p = srv.address().port;
        srv.close(() => resolve(p));
      });
    });
  const p = await free(preferred);
  if (p) return p;
  const other = await free(0);
  if (!other) throw new Error("no free port on 127.0.0.1");
  log(`port ${preferred} is taken: using ${other}`);
  return other;
}

async function startServer({ port, databaseUrl, embedded, authSecret, timeoutMs }, onCleanup) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1", // start.mjs passes it to `next start -H`; keep the server on loopback
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    // A throwaway session secret for this run's throwaway database, unless one is given.
    AUTH_SECRET: authSecret,
  };
  // Same pool size `npm start` gives the embedded database (PGlite runs one query at a time).
  if (embedded) env.DB_POOL_MAX ??= "4";
  // Its own process group, so the whole tree (start.mjs → next start) can be stopped at once.
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let stopping = false;
  onCleanup("stop server", () => {
    stopping = true;
    return stopChild(child, { group: true, graceMs: 15_000 });
  });

  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      process.stderr.write(`[server] ${line}\n`);
    });
  }
  let exited = null;
  child.on("exit", (code, signal) => {
    exited = { code, signal };
    if (!stopping) log(`the server process exited unexpectedly (code ${code}, signal ${signal})`);
  });
  const handle = {
    /** Every process in the server's group (start.mjs, next-server, its workers). */
    pids: () => processGroupMembers(child.pid),
    assertAlive(when) {
      if (exited) throw new Error(`the server exited ${when} (code ${exited.code}, signal ${exited.signal}); last output:\n${tail.join("\n")}`);
    },
  };

  const deadline = Date.now() + timeoutMs;
  const url = `http://127.0.0.1:${port}/api/health`;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited during start-up (code ${exited.code}, signal ${exited.signal})\n${tail.join("\n")}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return handle;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await sleep(500);
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/** SIGTERM (the process group when group), then SIGKILL after graceMs; resolves once all are gone. */
async function stopChild(child, { group, graceMs }) {
  const pid = child.pid;
  if (!pid) return;
  const target = group ? -pid : pid;
  const alive = () => {
    try {
      process.kill(target, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  try {
    process.kill(target, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await sleep(100);
  if (alive()) {
    log(`pid ${pid} still running after ${graceMs / 1000} s: SIGKILL`);
    try {
      process.kill(target, "SIGKILL");
    } catch {
      // gone meanwhile
    }
    while (alive()) await sleep(100);
  }
}

// ─── CPU accounting (Linux) ───────────────────────────────────────────────────────────────

function statFields(pid) {
  const st = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after "(comm)": state is field 3, pgrp 5, utime 14, stime 15.
  return st.slice(st.lastIndexOf(")") + 2).split(" ");
}

function processGroupMembers(pgid) {
  if (process.platform !== "linux" || !pgid) return [];
  const out = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(entry)[2]) === pgid) out.push(Number(entry));
    } catch {
      // gone
    }
  }
  return out;
}

/** Machine-wide busy/total CPU ticks and each of our processes' ticks; null off Linux. */
function cpuSnapshot(pids) {
  if (process.platform !== "linux") return null;
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    const busy = total - f[3] - f[4]; // minus idle and iowait
    const ours = new Map();
    for (const pid of pids) {
      try {
        const x = statFields(pid);
        ours.set(pid, Number(x[11]) + Number(x[12]));
      } catch {
        // gone
      }
    }
    return { total, busy, ours };
  } catch {
    return null;
  }
}

function cpuShares(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  let ours = 0;
  for (const [pid, ticks] of after.ours) ours += ticks - (before.ours.get(pid) ?? 0);
  const total = after.total - before.total;
  const busy = after.busy - before.busy;
  const pct = (n) => Math.max(0, Math.min(100, Math.round((n / total) * 100)));
  return { ourPct: pct(ours), otherPct: pct(busy - ours), busyPct: pct(busy) };
}

// ─── scenarios ────────────────────────────────────────────────────────────────────────────

async function loadScenarioModules() {
  const dir = path.join(root, "tests", "bench");
  // BENCH_MODULES=interview-scenarios,admin-scenarios loads only those modules (and the baseline's,
  // http-scenarios), so their setups alone run: the search module seeds 100,000 profiles.
  const wanted = (process.env.BENCH_MODULES ?? "").split(",").map((m) => m.trim().replace(/\.mjs$/, "")).filter(Boolean);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".mjs") && !f.startsWith("_"))
    .filter((f) => !wanted.length || f === "http-scenarios.mjs" || wanted.includes(f.replace(/\.mjs$/, "")))
    .sort();
  const modules = [];
  for (const file of files) {
    const exports = await import(pathToFileURL(path.join(dir, file)).href);
    if (!Array.isArray(exports.scenarios) && typeof exports.scenarios !== "function") {
      throw new Error(`tests/bench/${file}: export \`scenarios\` (an array, or a function returning one)`);
    }
    modules.push({ file: `tests/bench/${file}`, exports });
  }
  if (!modules.length) throw new Error("no scenario modules in tests/bench/");
  return modules;
}

function validateScenarios(list, file) {
  if (!Array.isArray(list)) throw new Error(`${file}: scenarios must be an array`);
  for (const s of list) {
    if (!s || typeof s.name !== "string" || !s.name) throw new Error(`${file}: every scenario needs a name`);
    if (typeof s.path !== "string" || !s.path.startsWith("/")) throw new Error(`${file}: scenario "${s.name}" needs a path starting with /`);
  }
  return list;
}

function selectScenarios(all, only) {
  const names = new Set();
  for (const s of all) {
    if (names.has(s.name)) throw new Error(`duplicate scenario name "${s.name}"`);
    names.add(s.name);
  }
  const baselines = all.filter((s) => s.baseline);
  if (baselines.length !== 1) throw new Error(`exactly one scenario must be the baseline (found ${baselines.length})`);
  const unknown = only.filter((n) => !names.has(n));
  if (unknown.length) throw new Error(`BENCH_SCENARIOS names unknown scenarios: ${unknown.join(", ")} (known: ${[...names].join(", ")})`);
  const rest = all.filter((s) => !s.baseline && (!only.length || only.includes(s.name)));
  return [baselines[0], ...rest];
}

async function probeScenario(baseUrl, sc) {
  try {
    const res = await fetch(baseUrl + sc.path, { method: sc.method ?? "GET", headers: sc.headers, body: sc.body, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const body = await res.arrayBuffer();
    return { status: res.status, contentType: res.headers.get("content-type"), bytes: body.byteLength, location: res.headers.get("location") };
  } catch (e) {
    return { status: null, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One autocannon run; every response's latency is recorded for exact percentiles. */
async function measure(baseUrl, sc, { duration, connections }) {
  const opts = { url: baseUrl + sc.path, method: sc.method ?? "GET", headers: sc.headers ?? {}, connections, duration, pipelining: 1, timeout: 30 };
  if (sc.body !== undefined) opts.body = sc.body;
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ result, latencies })));
    instance.on("response", (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const round = (n, digits = 2) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);

function summarise(sc, probe, { result, latencies }) {
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.length;
  const mean = total ? sorted.reduce((a, b) => a + b, 0) / total : null;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
  return {
    name: sc.name,
    module: sc.module,
    method: sc.method ?? "GET",
    path: sc.path,
    baseline: Boolean(sc.baseline),
    probe,
    requests: total,
    seconds: result.duration,
    rps: round(total / result.duration, 1),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(total ? sorted[total - 1] : null),
      mean: round(mean),
    },
    // autocannon's own histogram (2xx responses only), for reference
    autocannonLatencyMs: { p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    statusCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function printTable(report) {
  const rows = report.scenarios.map((r) => [
    r.name,
    String(r.connections ?? report.config.connections),
    r.rps.toFixed(1),
    fmt(r.latencyMs.p50),
    fmt(r.latencyMs.p95),
    fmt(r.latencyMs.p99),
    String(r.errors + r.timeouts),
    r.non2xx ? `${r.non2xx} (${Object.keys(r.statusCodes).filter((c) => !c.startsWith("2")).join(",")})` : "0",
    r.vsBaseline.p50 === null ? "-" : `${r.vsBaseline.p50.toFixed(2)}×`,
    r.vsBaseline.rps === null ? "-" : `${r.vsBaseline.rps.toFixed(3)}×`,
    r.cpu ? `${r.cpu.otherPct}%` : "-",
  ]);
  const head = ["scenario", "conns", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "non-2xx", "p50 vs base", "req/s vs base", "other CPU"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(
    `\n${report.database} · ${report.config.connections} connections unless a row says otherwise · ${report.config.durationSec}s per scenario (after ${report.config.warmupSec}s warm-up) · ${report.host.cpus} CPUs (load ${report.host.loadavgAtStart[0]} at start) · Node ${report.node} · Next ${report.next}`,
  );
  console.log(line(head));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
  console.log(
    `(exact percentiles over every response, whatever its status; baseline = ${report.scenarios.find((r) => r.baseline)?.name}; other CPU = machine CPU used by processes outside the bench while measuring)`,
  );
}

const fmt = (n) => (n === null ? "-" : n.toFixed(2));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

// Last, so every module-level const above is initialised before it runs.
if (process.argv[2] === EMBEDDED_DB_FLAG) {
  await embeddedDbHelper(process.argv[3]);
} else {
  await main();
}
