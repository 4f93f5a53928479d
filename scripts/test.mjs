#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
// lint → typecheck → Vitest (unit, components, integration) → next build → Playwright (Chromium).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(wanted)) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("[test] Chromium missing: installing Debian's chromium package");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const r = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit" });
    if (r.status === 0 && existsSync(wanted)) return;
  }
  console.error(`[test] Chromium not found at ${wanted}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const steps = [
  ["lint", [bin("eslint"), "--max-warnings=0", "."]],
  ["typecheck", [bin("tsc"), "--noEmit"]],
  ["vitest", [bin("vitest"), "run"]],
  ["build", [process.execPath, path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"]],
  ["e2e", [bin("playwright"), "test"]],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  if (name === "e2e") ensureChromium();
  const started = Date.now();
  console.log(`\n[test] ── ${name} ──`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: name === "build" ? "production" : process.env.NODE_ENV } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${name} ${r.status === 0 ? "ok" : "FAILED"} (${secs}s)`);
  if (r.status !== 0) {
    console.error(`\n[test] ${results.join(" · ")}`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n[test] ${results.join(" · ")}`);
