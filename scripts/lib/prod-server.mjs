import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `node scripts/start.mjs` (the production server, building first when there is no build) on a
 * fresh database with the demo seed: a new database on DATABASE_URL's server (dropped by the
 * cleanup), else an embedded PGlite in a temp dir. Resolves to the base URL once /api/health
 * answers. Used by the page benches (bench-weight.mjs, bench-lcp.mjs) and bench-booking.mjs, which
 * also needs the database's URL (`onDatabase`, called with it on a Postgres server).
 */
export async function startProductionServer({ port, log = () => {}, onDatabase }, onCleanup) {
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "1" };
  delete env.PGLITE_DIR;
  if (env.DATABASE_URL) {
    const name = `talent_weight_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const serverUrl = env.DATABASE_URL;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    onCleanup(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    onDatabase?.(env.DATABASE_URL);
    log(`database ${name} (dropped at the end)`);
  } else {
    env.PGLITE_DIR = mkdtempSync(path.join(os.tmpdir(), "talent-weight-pglite-"));
    onCleanup(async () => rmSync(env.PGLITE_DIR, { recursive: true, force: true }));
    log(`embedded PGlite in ${env.PGLITE_DIR}`);
  }
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
  onCleanup(async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    for (let i = 0; i < 100 && child.exitCode === null; i++) await sleep(100);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) {
        log(`server ready at ${baseUrl}`);
        return baseUrl;
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error("the server did not answer /api/health within 10 minutes");
}


/**
 * Runs a bench's `run(onCleanup)` and exits with its code, running every registered cleanup
 * (servers, databases) on the way out, on failure and on Ctrl-C too.
 */
export async function runBench(label, run) {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()().catch((e) => console.error(`[${label}] cleanup failed: ${e.message}`));
  };
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => cleanup().finally(() => process.exit(130)));
  let code = 1;
  try {
    code = await run((fn) => cleanups.push(fn));
  } catch (e) {
    console.error(`[${label}] FAILED: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
