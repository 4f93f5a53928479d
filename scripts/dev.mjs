#!/usr/bin/env node
// `npm run dev`: next dev with the same embedded-database fallback as `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAuthSecret } from "./lib/auth-secret.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-pg.mjs";
import { buildRealtime, realtimePort, spawnRealtime } from "./lib/realtime-sidecar.mjs";
import { copyTldrawAssets } from "./copy-tldraw-assets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The whiteboard's self-hosted tldraw assets (public/tldraw-assets), copied when missing.
copyTldrawAssets(root);
const env = { ...process.env };
env.AUTH_SECRET ??= ensureAuthSecret(root);
let embedded = null;
if (!env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dataDir: env.PGLITE_DIR ?? path.join(root, ".data", "pglite-dev") });
  env.DATABASE_URL = embedded.url;
  env.DB_POOL_MAX ??= "4";
  env.DATABASE_EMBEDDED = "1";
}
env.REALTIME_PORT = realtimePort(env);
const child = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "dev", "-p", env.PORT ?? "3000"], { cwd: root, stdio: "inherit", env });
// The realtime sidecar, rebuilt on every `npm run dev` (esbuild, well under a second); restart dev after changing realtime/.
const realtime = spawnRealtime(root, env, await buildRealtime(root));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => [child, realtime].forEach((c) => c.kill(sig)));
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  for (const c of [child, realtime]) if (c.exitCode === null && c.signalCode === null) c.kill("SIGTERM");
  if (embedded) await embedded.stop().catch(() => {});
  process.exit(code ?? 0);
};
child.on("exit", (code) => stop(code));
realtime.on("exit", (code) => stop(code));
