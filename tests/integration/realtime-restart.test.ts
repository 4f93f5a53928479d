import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { createBus, type Bus } from "@/lib/realtime/bus";
import { RealtimeClient, type RealtimeState, type SocketFactory } from "@/lib/realtime/client";
import type { RealtimeMessage } from "@/lib/realtime/events";
import { mintRealtimeToken } from "@/lib/realtime/token";
import { buildRealtime } from "../../scripts/lib/realtime-sidecar.mjs";

/**
 * The production sidecar (the esbuild bundle `npm start` runs) killed and restarted under a live
 * browser client (lib/realtime/client.ts, the code components/realtime mounts), over real sockets
 * and real Redis: the client is back within 3 s of the restart and gets messages again.
 */
const SECRET = "restart-test-secret";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let bundle: string;
let port: number;
let publisher: Bus;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

function startSidecarProcess(): Promise<ChildProcess> {
  const child = fork(bundle, [], {
    env: { ...process.env, AUTH_SECRET: SECRET, REALTIME_PORT: String(port), REALTIME_HOST: "127.0.0.1", REALTIME_BUS: "redis", REDIS_URL, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`sidecar exited (${code})`)));
  });
}

function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const t = setInterval(() => {
      if (check()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() > until) {
        clearInterval(t);
        reject(new Error("timed out"));
      }
    }, 10);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "realtime-bundle-"));
  bundle = await buildRealtime(root, path.join(dir, "server.cjs"));
  port = await freePort();
  publisher = createBus({ kind: "redis", redisUrl: REDIS_URL, onMessage: () => {} });
  await publisher.ready();
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await publisher.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the browser client across a sidecar restart", () => {
  it("is back within 3 s of a killed sidecar's restart, runs onConnected on every connect, and receives again", async () => {
    const company = randomUUID();
    const user = randomUUID();
    let first = await startSidecarProcess();
    const states: RealtimeState[] = [];
    let connected = 0;
    let tokens = 0;
    const received: RealtimeMessage[] = [];
    const client = new RealtimeClient({
      // What POST /api/realtime/token answers (tested in realtime.test.ts), a fresh token each time.
      fetchToken: async () => {
        tokens++;
        return { token: mintRealtimeToken({ tenant: "demo", companyId: company, userId: user, portal: "talent" }, SECRET).token, url: `ws://127.0.0.1:${port}/?tenant=demo` };
      },
      createSocket: ((url: string) => new WebSocket(url)) as unknown as SocketFactory,
      onState: (s) => states.push(s),
      onConnected: () => connected++,
    });
    client.subscribe("notification", (m) => received.push(m));
    client.start();
    try {
      await waitFor(() => client.connectionState === "open", 5000);
      expect(connected).toBe(1);
      await publisher.publish([{ channel: { kind: "user", companyId: company, userId: user }, message: { type: "notification", id: 1 } }]);
      await waitFor(() => received.length === 1, 2000);

      first.kill("SIGKILL");
      await waitFor(() => client.connectionState === "reconnecting", 2000);
      // Down for a while: the client keeps retrying with backoff.
      await new Promise((r) => setTimeout(r, 1500));
      const second = startSidecarProcess();
      first = await second;
      const restartedAt = Date.now();
      await waitFor(() => client.connectionState === "open", 3000);
      const backAfter = Date.now() - restartedAt;
      console.log(`[realtime] client back ${backAfter} ms after the sidecar restarted`);
      expect(backAfter).toBeLessThanOrEqual(3000);
      expect(connected).toBe(2);
      expect(tokens).toBeGreaterThanOrEqual(2);

      await publisher.publish([{ channel: { kind: "user", companyId: company, userId: user }, message: { type: "notification", id: 2 } }]);
      await waitFor(() => received.length === 2, 2000);
      expect(received.map((m) => m.id)).toEqual([1, 2]);

      // A closed tab (pagehide → stop) closes its socket on the server too.
      client.stop();
      const health = async () => ((await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { sockets: number }).sockets;
      const until = Date.now() + 2000;
      while ((await health()) !== 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(await health()).toBe(0);
      expect(states.at(-1)).toBe("stopped");
    } finally {
      client.stop();
      if (first.exitCode === null) await new Promise((r) => (first.once("exit", r), first.kill("SIGKILL")));
    }
  }, 30_000);

  it("stops a sidecar gracefully on SIGTERM, closing its sockets with 1001", async () => {
    const child = await startSidecarProcess();
    const token = mintRealtimeToken({ tenant: "demo", companyId: randomUUID(), userId: randomUUID(), portal: "admin" }, SECRET).token;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?tenant=demo&token=${token}`);
    await new Promise((r) => ws.once("message", r));
    const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    child.kill("SIGTERM");
    expect(await closed).toBe(1001);
    expect(await exited).toBe(0);
  });
});
