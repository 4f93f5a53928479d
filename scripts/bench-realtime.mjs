#!/usr/bin/env node
// `npm run bench:realtime`: runs tests/bench/_realtime.ts under tsx with the open-file limit raised
// (5,000 sockets are 5,000 descriptors in the sidecar and as many in the bench process).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const script = path.join(root, "tests", "bench", "_realtime.ts");
// `ulimit -n` raises the soft limit up to the hard one; a lower hard limit is reported, not fatal.
const r = spawnSync("sh", ["-c", `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; echo "[bench] open files: $(ulimit -n)"; exec "$0" "$1" "$2"`, process.execPath, tsx, script], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
process.exit(r.status ?? 1);
