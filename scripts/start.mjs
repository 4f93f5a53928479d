#!/usr/bin/env node
// `npm start`: serve the production build at PORT (default 3000), building it first when none
// exists. Without DATABASE_URL an embedded PostgreSQL (PGlite under .data/) is started and the
// app talks to it over the wire protocol; migrations and the demo seed run inside the app.
// The realtime sidecar (realtime/, D50) runs beside Next on REALTIME_PORT (default PORT + 1) with
// the same env and database; stopping `npm start` (or the web server exiting) stops both, and a
// sidecar that dies on its own is restarted.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAuthSecret } from "./lib/auth-secret.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-pg.mjs";
import { ensureRealtimeBuilt, realtimePort, spawnRealtime } from "./lib/realtime-sidecar.mjs";
import { copyTldrawAssets } from "./copy-tldraw-assets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env };
const port = env.PORT ?? "3000";

// The whiteboard's self-hosted tldraw assets (public/tldraw-assets): copied when missing, before a build.
copyTldrawAssets(root);

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.log("[start] no production build found: building first (npm run build)");
  const r = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Sessions are signed with AUTH_SECRET; locally one is generated once under .data/.
env.AUTH_SECRET ??= ensureAuthSecret(root);

let embedded = null;
if (!env.DATABASE_URL) {
  const dataDir = env.PGLITE_DIR ?? path.join(root, ".data", "pglite");
  embedded = await startEmbeddedPostgres({ dataDir, port: env.PGLITE_PORT ? Number(env.PGLITE_PORT) : 0 });
  env.DATABASE_URL = embedded.url;
  // PGlite runs one query at a time (our wire server queues whole exchanges); a small pool keeps
  // the app from holding many idle connections to one embedded database.
  env.DB_POOL_MAX ??= "4";
  // The realtime sidecar must not LISTEN on the embedded database (one shared session): it polls.
  env.DATABASE_EMBEDDED = "1";
  console.log(`[start] no DATABASE_URL: embedded PostgreSQL (PGlite) at ${dataDir}`);
}
env.REALTIME_PORT = realtimePort(env);

const realtimeBundle = await ensureRealtimeBuilt(root);

const child = spawn(process.execPath, [nextBin, "start", "-p", port, ...(env.HOSTNAME ? ["-H", env.HOSTNAME] : [])], { cwd: root, stdio: "inherit", env });
console.log(`[start] realtime sidecar on port ${env.REALTIME_PORT}`);

const running = (c) => c && c.exitCode === null && c.signalCode === null;
let stopping = false;
let realtime = null;
// A sidecar that dies on its own (a crash, a kill) is started again while the web server keeps
// serving; browsers reconnect within seconds. Five deaths within a minute stop everything.
const deaths = [];
function startRealtime() {
  realtime = spawnRealtime(root, env, realtimeBundle);
  realtime.on("exit", (code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && now - deaths[0] > 60_000) deaths.shift();
    if (deaths.length >= 5) {
      console.error("[start] the realtime sidecar keeps dying: stopping");
      void stop(code ?? 1);
      return;
    }
    console.warn(`[start] realtime sidecar exited (${signal ?? code}): restarting`);
    setTimeout(() => !stopping && startRealtime(), restartDelayMs);
  });
}
// REALTIME_RESTART_DELAY_MS (200): the e2e run lengthens it to publish while the sidecar is down.
const restartDelayMs = Number(env.REALTIME_RESTART_DELAY_MS ?? 200);
startRealtime();

async function stop(code) {
  if (stopping) return;
  stopping = true;
  // One command brings both up, and stopping it stops both.
  const children = [child, realtime];
  for (const c of children) if (running(c)) c.kill("SIGTERM");
  await Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.once("exit", r)) : null)));
  if (embedded) await embedded.stop().catch(() => {});
  process.exit(code);
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => void stop(0));
child.on("exit", (code, signal) => stop(code ?? (signal ? 0 : 1)));
