// `npm run bench:realtime` (issue 14): 5,000 open sockets on one realtime sidecar.
//
// Builds the production sidecar (the esbuild bundle `npm start` runs) into a temp dir and starts
// it as its own process (with --expose-gc, so its memory is measured after a collection), opens
// BENCH_SOCKETS sockets (5,000) for as many users, then publishes through the real bus the way
// the app does (lib/realtime/bus.ts publish):
//   1. paced: one message per user, BENCH_RATE per second (1,000),
//   2. burst: one message to every user in a single publish call.
// Each message carries its publish time; each socket records publish → receipt. Prints p50, p95,
// p99 and max per phase, and the sidecar's memory per socket ((RSS and heap after − before) ÷
// sockets). Goal (issue 14): p99 ≤ 50 ms. Publisher and the 5,000 client sockets share this
// process, so the figures include this process's own event-loop delay: an upper bound.
//
// Env: BENCH_BUS (redis | pg | poll; default redis when REDIS_URL or the local Redis answers) ·
// REDIS_URL (redis://127.0.0.1:6379) · DATABASE_URL (pg/poll) · BENCH_SOCKETS (5000) · BENCH_RATE (1000).
// The npm script raises the open-file limit (ulimit -n) first: each socket is a descriptor on
// both sides. The file starts with "_" so scripts/bench.mjs does not load it as a scenario module.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { WebSocket } from "ws";
import { createBus, type BusKind } from "../../lib/realtime/bus";
import type { RealtimeEvent } from "../../lib/realtime/events";
import { mintRealtimeToken } from "../../lib/realtime/token";
import { buildRealtime } from "../../scripts/lib/realtime-sidecar.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const KIND = (process.env.BENCH_BUS ?? "redis") as BusKind;
const SECRET = `bench-${randomUUID()}`;
const COMPANY = randomUUID();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name: string, latencies: number[], expected: number): string {
  const s = [...latencies].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `${name.padEnd(8)} received ${s.length}/${expected} · p50 ${f(pct(s, 50))} · p95 ${f(pct(s, 95))} · p99 ${f(pct(s, 99))} · max ${f(s[s.length - 1])}`;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-realtime-"));
  const bundle = await buildRealtime(root, path.join(dir, "server.cjs"));
  const port = await freePort();
  const child = fork(bundle, [], {
    execArgv: ["--expose-gc"],
    env: {
      ...process.env,
      AUTH_SECRET: SECRET,
      REALTIME_PORT: String(port),
      REALTIME_HOST: "127.0.0.1",
      REALTIME_BUS: KIND,
      REDIS_URL,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`sidecar exited (${code})`)));
  });
  const health = async () => (await (await fetch(`http://127.0.0.1:${port}/health?gc=1`)).json()) as { rss: number; heapUsed: number; sockets: number };
  const publisher = createBus({ kind: KIND, redisUrl: REDIS_URL, databaseUrl: process.env.DATABASE_URL, onMessage: () => {} });
  await publisher.ready();

  const before = await health();
  const users = Array.from({ length: SOCKETS }, () => randomUUID());
  const latencies = new Map<string, number[]>();
  let phase = "warmup";
  const sockets: WebSocket[] = [];
  const t0 = performance.now();
  const BATCH = 250;
  for (let i = 0; i < users.length; i += BATCH) {
    await Promise.all(
      users.slice(i, i + BATCH).map(
        (userId) =>
          new Promise<void>((resolve, reject) => {
            const token = mintRealtimeToken({ tenant: "bench", companyId: COMPANY, userId, portal: "talent" }, SECRET).token;
            const ws = new WebSocket(`ws://127.0.0.1:${port}/?tenant=bench&token=${token}`, { perMessageDeflate: false });
            ws.on("message", (data) => {
              const m = JSON.parse(data.toString()) as { type: string; t?: number };
              if (m.type === "ready") return resolve();
              if (m.type === "bench" && typeof m.t === "number") {
                const list = latencies.get(phase) ?? [];
                list.push(performance.now() - m.t);
                latencies.set(phase, list);
              }
            });
            ws.once("error", reject);
            sockets.push(ws);
          }),
      ),
    );
  }
  const openMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const after = await health();

  const event = (userId: string): RealtimeEvent => ({ channel: { kind: "user", companyId: COMPANY, userId }, message: { type: "bench", t: performance.now() } });
  const settle = async (name: string, expected: number) => {
    const until = Date.now() + 10_000;
    while ((latencies.get(name)?.length ?? 0) < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  };

  // Warm-up (not counted): every socket's first message, so no phase measures first-use costs.
  await publisher.publish(users.map(event));
  await new Promise((r) => setTimeout(r, 2000));

  // Paced: BENCH_RATE messages a second, in 10 ms slices, one per user.
  phase = "paced";
  const perSlice = Math.max(1, Math.round(RATE / 100));
  for (let i = 0; i < users.length; i += perSlice) {
    const sliceStart = performance.now();
    await publisher.publish(users.slice(i, i + perSlice).map(event));
    const wait = 10 - (performance.now() - sliceStart);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await settle("paced", users.length);

  // Burst: every user at once.
  phase = "burst";
  await publisher.publish(users.map(event));
  await settle("burst", users.length);

  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`\nrealtime sidecar · bus ${KIND} · ${after.sockets} sockets open (asked ${SOCKETS}) in ${(openMs / 1000).toFixed(1)} s · ${os.cpus().length} CPUs · Node ${process.version}`);
  console.log(summary("paced", latencies.get("paced") ?? [], users.length) + `  (${RATE} msg/s)`);
  console.log(summary("burst", latencies.get("burst") ?? [], users.length) + `  (${users.length} in one publish)`);
  console.log(
    `memory   sidecar RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} · per socket: RSS ${kb((after.rss - before.rss) / SOCKETS)}, heap ${kb((after.heapUsed - before.heapUsed) / SOCKETS)}`,
  );
  const p99 = Math.max(pct([...(latencies.get("paced") ?? [Infinity])].sort((a, b) => a - b), 99));
  console.log(`goal     paced p99 ≤ 50 ms: ${p99 <= 50 ? "met" : "NOT met"}`);

  for (const ws of sockets) ws.terminate();
  await publisher.close();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
