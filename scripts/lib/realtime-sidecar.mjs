// The realtime sidecar (realtime/main.ts) as `npm start` and `npm run dev` run it: bundled by
// esbuild into one CommonJS file (.next/realtime/server.cjs, with ws, ioredis and pg inside and the
// `@/` paths resolved from tsconfig.json), so production needs neither tsx nor TypeScript and the
// Docker image copies a single file. `npm run build` builds it after Next; start.mjs builds it
// when missing (and deleting .next rebuilds both).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export function realtimeBundlePath(root) {
  return path.join(root, ".next", "realtime", "server.cjs");
}

export async function buildRealtime(root, outfile = realtimeBundlePath(root)) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "realtime", "main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    tsconfig: path.join(root, "tsconfig.json"),
    // Optional native add-ons of ws and pg: absent, they fall back to plain JavaScript.
    external: ["bufferutil", "utf-8-validate", "pg-native"],
    logLevel: "warning",
    legalComments: "none",
  });
  return outfile;
}

export async function ensureRealtimeBuilt(root) {
  if (!existsSync(realtimeBundlePath(root))) await buildRealtime(root);
  return realtimeBundlePath(root);
}

/** Default port: REALTIME_PORT, else the web port + 1 (3000 → 3001), so parallel servers do not collide. */
export function realtimePort(env) {
  if (env.REALTIME_PORT) return env.REALTIME_PORT;
  return String(Number(env.PORT ?? 3000) + 1);
}

export function spawnRealtime(root, env, bundle = realtimeBundlePath(root)) {
  return spawn(process.execPath, [bundle], { cwd: root, stdio: "inherit", env });
}
