import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { connect as netConnect } from "node:net";
import { networkInterfaces } from "node:os";
import pg from "pg";
import { closeDb } from "@/db/client";
import { POST as tokenRoute } from "@/app/api/realtime/token/route";
import { authSecret } from "@/lib/auth/secret";
import { apiRoute } from "@/lib/api/route";
import { type BusKind } from "@/lib/realtime/bus";
import type { RealtimeEvent } from "@/lib/realtime/events";
import { queueRealtime, runWithOutbox } from "@/lib/realtime/outbox";
import { closePublisher, publishEvents } from "@/lib/realtime/publisher";
import { verifyRealtimeToken } from "@/lib/realtime/token";
import { isLoopback, type RealtimeServer } from "@/realtime/server";
import { apiRequest, callRoute } from "../support/api-request";
import { signInAs } from "../support/sessions";
import { expectSilence, openReady, sidecarUrl, startSidecar, tokenFor, upgradeStatus, type TestSocket } from "../support/realtime";

/**
 * The realtime sidecar (issue 14) over real HTTP and real websockets, with the real buses: Redis
 * on 127.0.0.1:6379, PostgreSQL LISTEN/NOTIFY on this run's database, and the polling bus on the
 * same database. Messages are published the way the app publishes them (publishEvents, the outbox).
 */
const SECRET = authSecret();
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const servers: RealtimeServer[] = [];
const sockets: TestSocket[] = [];
const savedEnv = { REALTIME_BUS: process.env.REALTIME_BUS, REDIS_URL: process.env.REDIS_URL };

function useBus(kind: BusKind) {
  process.env.REALTIME_BUS = kind;
  if (kind === "redis") process.env.REDIS_URL = REDIS_URL;
  else delete process.env.REDIS_URL;
}

async function sidecar(kind: BusKind, extra: Partial<Parameters<typeof startSidecar>[0]> = {}): Promise<RealtimeServer> {
  const s = await startSidecar({ secret: SECRET, bus: { kind, redisUrl: REDIS_URL, databaseUrl: process.env.DATABASE_URL, pollMs: 100 }, ...extra });
  servers.push(s);
  return s;
}

async function socketFor(server: RealtimeServer, companyId: string, userId: string, claims: Record<string, unknown> = {}): Promise<TestSocket> {
  const s = await openReady(sidecarUrl(server, { token: tokenFor(SECRET, { companyId, userId, ...claims }), tenant: "demo" }));
  sockets.push(s);
  return s;
}

const toUser = (companyId: string, userId: string, message: RealtimeEvent["message"]): RealtimeEvent => ({ channel: { kind: "user", companyId, userId }, message });

afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await closePublisher();
  await closeDb();
  process.env.REALTIME_BUS = savedEnv.REALTIME_BUS;
  if (savedEnv.REDIS_URL === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedEnv.REDIS_URL;
});

describe("the upgrade admits only a valid token of this tenant", () => {
  let server: RealtimeServer;
  const company = randomUUID();
  const user = randomUUID();
  beforeAll(async () => {
    server = await startSidecar({ secret: SECRET, bus: { kind: "redis", redisUrl: REDIS_URL } });
  });
  afterAll(() => server.close());

  it("opens a socket for a valid token and subscribes it before saying ready", async () => {
    const s = await openReady(sidecarUrl(server, { token: tokenFor(SECRET, { companyId: company, userId: user }), tenant: "demo" }));
    expect(s.messages[0]).toEqual({ type: "ready", userId: user });
    s.ws.terminate();
  });

  it("refuses with 401 an upgrade without a token, with a forged one, an expired one, or one signed with another secret", async () => {
    const good = tokenFor(SECRET, { companyId: company, userId: user });
    const [body, sig] = good.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, userId: randomUUID() })).toString("base64url")}.${sig}`;
    const expired = tokenFor(SECRET, { companyId: company, userId: user }, 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await upgradeStatus(sidecarUrl(server, { tenant: "demo" }))).toBe(401);
    expect(await upgradeStatus(sidecarUrl(server, { token: tampered, tenant: "demo" }))).toBe(401);
    expect(await upgradeStatus(sidecarUrl(server, { token: `${body}.${"A".repeat(43)}`, tenant: "demo" }))).toBe(401);
    expect(await upgradeStatus(sidecarUrl(server, { token: expired, tenant: "demo" }))).toBe(401);
    expect(await upgradeStatus(sidecarUrl(server, { token: tokenFor("another-secret", { companyId: company, userId: user }), tenant: "demo" }))).toBe(401);
    expect(server.socketCount()).toBe(0);
  });

  it("refuses with 403 a token minted on another tenant's host, or presented from another page origin", async () => {
    const acme = tokenFor(SECRET, { companyId: company, userId: user, tenant: "acme" });
    expect(await upgradeStatus(sidecarUrl(server, { token: acme, tenant: "demo" }))).toBe(403);
    const bound = tokenFor(SECRET, { companyId: company, userId: user, origin: "http://demo.localhost:3000" });
    expect(await upgradeStatus(sidecarUrl(server, { token: bound, tenant: "demo" }), { origin: "http://acme.localhost:3000" })).toBe(403);
    expect(await upgradeStatus(sidecarUrl(server, { token: bound, tenant: "demo" }), { origin: "http://demo.localhost:3000" })).toBe(101);
    const unbound = tokenFor(SECRET, { companyId: company, userId: user });
    expect(await upgradeStatus(sidecarUrl(server, { token: unbound, tenant: "demo" }), { origin: "http://demo.localhost:3000" })).toBe(403);
    expect(await upgradeStatus(sidecarUrl(server, { token: bound }).replace("/?", "/elsewhere?"))).toBe(404);
  });

  it("answers GET /health with the bus and the socket count", async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", bus: "redis" });
  });

  it("tells a caller from the network only that it is alive: no pid, memory or counts", async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal);
    if (!external) return; // a machine with loopback only has no network caller to simulate
    const open = await startSidecar({ secret: SECRET, host: "0.0.0.0", bus: { kind: "redis", redisUrl: REDIS_URL } });
    try {
      const res = await fetch(`http://${external.address}:${open.port}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok" });
      const local = (await (await fetch(`http://127.0.0.1:${open.port}/health`)).json()) as Record<string, unknown>;
      expect(local).toHaveProperty("pid");
    } finally {
      await open.close();
    }
    expect(isLoopback("::ffff:127.0.0.1") && isLoopback("::1") && !isLoopback("10.0.0.1") && !isLoopback("::ffff:10.0.0.1")).toBe(true);
  });
});

describe("POST /api/realtime/token", () => {
  it("mints a 60-second token for the signed-in user that opens their channel, with the sidecar address on the tenant's own host", async () => {
    const talent = await signInAs("talent@demo.test", "demo");
    process.env.REALTIME_PORT = "3311";
    const res = await callRoute(tokenRoute, apiRequest("/api/realtime/token", { method: "POST", cookie: talent.cookie, headers: { host: "localhost:3310" } }));
    expect(res.status).toBe(200);
    const { token, url } = (res.json as { results: { token: string; url: string } }).results;
    const check = verifyRealtimeToken(token, SECRET);
    expect(check.ok && check.claims).toMatchObject({ aud: "realtime", tenant: "demo", userId: talent.claims.userId, companyId: talent.claims.companyId, portal: "talent" });
    expect(check.ok && check.claims.exp - check.claims.iat).toBeLessThanOrEqual(60);
    expect(new URL(url).searchParams.get("tenant")).toBe("demo");
    // The page's own loopback host, the sidecar's port.
    expect(url).toBe("ws://localhost:3311/?tenant=demo");

    // Without a Host of its own (an API client on a bare host) the tenant's own host is used.
    const bare = await callRoute(tokenRoute, apiRequest("/api/realtime/token", { method: "POST", cookie: talent.cookie }));
    expect((bare.json as { results: { url: string } }).results.url).toBe("ws://demo.localhost:3311/?tenant=demo");
    delete process.env.REALTIME_PORT;

    // The token opens the user's own channel and nobody else's.
    useBus("redis");
    const server = await sidecar("redis");
    const s = await openReady(`${sidecarUrl(server)}?tenant=demo&token=${encodeURIComponent(token)}`);
    sockets.push(s);
    await publishEvents([toUser(talent.claims.companyId!, talent.claims.userId, { type: "notification", id: 1 })]);
    expect(await s.next("notification")).toEqual({ type: "notification", id: 1 });
  });

  it("refuses a visitor without a session, and a cross-site POST", async () => {
    expect((await callRoute(tokenRoute, apiRequest("/api/realtime/token", { method: "POST" }))).status).toBe(440);
    const talent = await signInAs("talent@demo.test", "demo");
    const cross = await callRoute(tokenRoute, apiRequest("/api/realtime/token", { method: "POST", cookie: talent.cookie, headers: { origin: "https://evil.example" } }));
    expect(cross.status).toBe(403);
  });
});

describe.each<BusKind>(["redis", "pg", "poll"])("fan-out across two sidecar instances on the %s bus", (kind) => {
  it("delivers a message published by the app to the user's socket on either instance, and never to another user or another company's same user id", async () => {
    useBus(kind);
    const a = await sidecar(kind);
    const b = await sidecar(kind);
    const company = randomUUID();
    const otherCompany = randomUUID();
    const alice = randomUUID();
    const bob = randomUUID();
    const aliceOnA = await socketFor(a, company, alice);
    const aliceOnB = await socketFor(b, company, alice);
    const bobOnB = await socketFor(b, company, bob);
    // Same user id, another company: a distinct channel.
    const impostorOnA = await socketFor(a, otherCompany, alice);

    const t0 = Date.now();
    await publishEvents([toUser(company, alice, { type: "notification", id: 42, text: "hello" })]);
    expect(await aliceOnB.next("notification")).toEqual({ type: "notification", id: 42, text: "hello" });
    expect(await aliceOnA.next("notification")).toEqual({ type: "notification", id: 42, text: "hello" });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await expectSilence(bobOnB, "notification")).toBe(true);
    expect(await expectSilence(impostorOnA, "notification")).toBe(true);

    // A batch (one command notifying several users) reaches each its own, in order.
    await publishEvents([toUser(company, bob, { type: "notification", id: 43 }), toUser(company, alice, { type: "notification", id: 44 }), toUser(company, alice, { type: "notification", id: 45 })]);
    expect(await bobOnB.next("notification")).toEqual({ type: "notification", id: 43 });
    expect(await aliceOnB.next("notification")).toEqual({ type: "notification", id: 44 });
    expect(await aliceOnB.next("notification")).toEqual({ type: "notification", id: 45 });
    expect(await expectSilence(impostorOnA, "notification")).toBe(true);
  });

  it("relays a room message from a member on one instance to members on the other, and refuses rooms the token does not name", async () => {
    useBus(kind);
    const a = await sidecar(kind);
    const b = await sidecar(kind);
    const company = randomUUID();
    const room = `interview-${randomUUID()}`;
    const host = await socketFor(a, company, randomUUID(), { rooms: [room] });
    const guest = await socketFor(b, company, randomUUID(), { rooms: [room] });
    const outsider = await socketFor(b, company, randomUUID());
    const otherCompany = await socketFor(b, randomUUID(), randomUUID(), { rooms: [room] });
    for (const s of [host, guest, otherCompany]) s.ws.send(JSON.stringify({ type: "join", room }));
    await Promise.all([host.next("joined"), guest.next("joined"), otherCompany.next("joined")]);
    outsider.ws.send(JSON.stringify({ type: "join", room }));
    expect(await outsider.next("error")).toMatchObject({ code: "room_denied" });

    host.ws.send(JSON.stringify({ type: "room", room, data: { stroke: [1, 2, 3] } }));
    expect(await guest.next("room")).toMatchObject({ type: "room", room, data: { stroke: [1, 2, 3] } });
    expect(await expectSilence(outsider, "room")).toBe(true);
    // A room is the company's: the same room name elsewhere is another channel.
    expect(await expectSilence(otherCompany, "room")).toBe(true);
  });

  if (kind === "pg") {
    it("carries a message larger than NOTIFY's 8000 bytes through realtime_events", async () => {
      useBus("pg");
      const a = await sidecar("pg");
      const company = randomUUID();
      const user = randomUUID();
      const s = await socketFor(a, company, user);
      const big = "x".repeat(12_000);
      await publishEvents([toUser(company, user, { type: "notification", big })]);
      expect(((await s.next("notification")) as unknown as { big: string }).big).toHaveLength(12_000);
    });

    it("listens again after its LISTEN connection is killed on the server", async () => {
      useBus("pg");
      const a = await sidecar("pg", { bus: { kind: "pg", databaseUrl: process.env.DATABASE_URL, heartbeatMs: 200 } });
      const company = randomUUID();
      const user = randomUUID();
      const s = await socketFor(a, company, user);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'talent-realtime-listen' and datname = current_database()");
      expect(killed.rowCount).toBeGreaterThan(0);
      let got = false;
      for (let i = 0; i < 40 && !got; i++) {
        await new Promise((r) => setTimeout(r, 150));
        await publishEvents([toUser(company, user, { type: "notification", i })]);
        got = s.messages.some((m) => m.type === "notification");
      }
      await admin.end();
      expect(got).toBe(true);
    });
  }
});

describe("the poll bus on the embedded database (PGlite over our wire server)", () => {
  it("delivers across two instances reading realtime_events", async () => {
    // @ts-expect-error plain ESM helper shared with scripts/start.mjs
    const { startEmbeddedPostgres } = await import("../../scripts/lib/embedded-pg.mjs");
    const embedded = (await startEmbeddedPostgres()) as { url: string; stop(): Promise<void> };
    const c = new pg.Client({ connectionString: embedded.url });
    await c.connect();
    await c.query("create table realtime_events (id bigserial primary key, channel text not null, message jsonb not null, created_at timestamptz not null default now())");
    try {
      const a = await sidecar("poll", { bus: { kind: "poll", databaseUrl: embedded.url, pollMs: 100 } });
      const b = await sidecar("poll", { bus: { kind: "poll", databaseUrl: embedded.url, pollMs: 100 } });
      const company = randomUUID();
      const user = randomUUID();
      const onA = await socketFor(a, company, user);
      const other = await socketFor(b, company, randomUUID());
      // Published by a third party (the app) as the app's publisher does: a row.
      await b.bus.publish([toUser(company, user, { type: "notification", id: 7 })]);
      expect(await onA.next("notification")).toEqual({ type: "notification", id: 7 });
      expect(await expectSilence(other, "notification")).toBe(true);
    } finally {
      await Promise.all(servers.splice(0).map((s) => s.close()));
      await c.end();
      await embedded.stop();
    }
  });
});

describe("bad input closes only the offending socket", () => {
  it("closes a socket that sends malformed JSON (1007), a frame without type (1008), a binary frame (1003) or an oversized frame (1009), and the user's other socket keeps receiving", async () => {
    useBus("redis");
    const server = await sidecar("redis", { maxPayload: 1024 });
    const company = randomUUID();
    const user = randomUUID();
    const healthy = await socketFor(server, company, user);
    const cases: [string | Buffer, number][] = [
      ["{not json", 1007],
      [JSON.stringify({ no: "type" }), 1008],
      [JSON.stringify(["type"]), 1008],
      [Buffer.from([1, 2, 3]), 1003],
      [JSON.stringify({ type: "ping", pad: "x".repeat(5000) }), 1009],
    ];
    for (const [frame, code] of cases) {
      const bad = await socketFor(server, company, user);
      bad.ws.send(frame, { binary: Buffer.isBuffer(frame) });
      expect((await bad.closed).code).toBe(code);
    }
    healthy.ws.send(JSON.stringify({ type: "ping" }));
    expect(await healthy.next("pong")).toEqual({ type: "pong" });
    await publishEvents([toUser(company, user, { type: "notification", id: 1 })]);
    expect(await healthy.next("notification")).toEqual({ type: "notification", id: 1 });
    expect(server.socketCount()).toBe(1);
  });

  it("rate-limits a flood from one socket (closed 1008) while another socket of the same user goes on", async () => {
    useBus("redis");
    const server = await sidecar("redis", { rateBurst: 10, ratePerSecond: 5 });
    const company = randomUUID();
    const user = randomUUID();
    const calm = await socketFor(server, company, user);
    const flood = await socketFor(server, company, user);
    for (let i = 0; i < 100; i++) flood.ws.send(JSON.stringify({ type: "ping" }));
    const closed = await flood.closed;
    expect(closed).toEqual({ code: 1008, reason: "rate limit" });
    expect(flood.messages.filter((m) => m.type === "pong").length).toBeLessThanOrEqual(11);
    calm.ws.send(JSON.stringify({ type: "ping" }));
    expect(await calm.next("pong")).toEqual({ type: "pong" });
  });

  it("drops a socket that stops answering pings", async () => {
    useBus("redis");
    const server = await sidecar("redis", { pingIntervalMs: 100 });
    const token = tokenFor(SECRET, { companyId: randomUUID(), userId: randomUUID() });
    // A raw TCP client that completes the upgrade and then never answers anything (a dead peer).
    const raw = netConnect(server.port, "127.0.0.1");
    raw.write(
      `GET /?tenant=demo&token=${token} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    raw.on("data", () => {});
    await new Promise((r) => setTimeout(r, 100));
    expect(server.socketCount()).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.socketCount()).toBe(0);
    raw.destroy();
  });
});

describe("the outbox publishes only what a successful command queued", () => {
  it("publishes after runWithOutbox's function returns, and drops the events of one that throws", async () => {
    useBus("redis");
    const server = await sidecar("redis");
    const company = randomUUID();
    const user = randomUUID();
    const s = await socketFor(server, company, user);
    await expect(
      runWithOutbox(async () => {
        queueRealtime(toUser(company, user, { type: "notification", id: "rolled-back" }));
        throw new Error("the transaction rolled back");
      }),
    ).rejects.toThrow();
    await runWithOutbox(async () => {
      queueRealtime(toUser(company, user, { type: "notification", id: "committed" }));
      // Nothing leaves before the command returns.
      await new Promise((r) => setTimeout(r, 100));
      expect(s.messages.some((m) => m.type === "notification")).toBe(false);
    });
    expect(await s.next("notification")).toEqual({ type: "notification", id: "committed" });
    expect(await expectSilence(s, "never")).toBe(true);
    expect(s.messages.filter((m) => m.type === "notification")).toHaveLength(1);
  });

  it("publishes from an apiRoute handler that succeeded, and not from one that answered an error Response", async () => {
    useBus("redis");
    const server = await sidecar("redis");
    const talent = await signInAs("talent@demo.test", "demo");
    const { companyId, userId } = talent.claims;
    const s = await socketFor(server, companyId!, userId);
    const route = (status: number) =>
      apiRoute({ access: "signedIn" }, async () => {
        queueRealtime(toUser(companyId!, userId, { type: "notification", status }));
        return status === 200 ? { ok: true } : new Response("no", { status });
      });
    expect((await callRoute(route(409), apiRequest("/api/x", { method: "POST", cookie: talent.cookie }))).status).toBe(409);
    expect((await callRoute(route(200), apiRequest("/api/x", { method: "POST", cookie: talent.cookie }))).status).toBe(200);
    expect(await s.next("notification")).toEqual({ type: "notification", status: 200 });
    await new Promise((r) => setTimeout(r, 200));
    expect(s.messages.filter((m) => m.type === "notification")).toHaveLength(1);
  });
});

describe("the queue door of the outbox", () => {
  it("publishes what a job handler queued once the handler returned, and nothing from a handler that threw", async () => {
    useBus("redis");
    const server = await sidecar("redis");
    const company = randomUUID();
    const user = randomUUID();
    const s = await socketFor(server, company, user);
    const { openQueue, startWorkers, enqueue } = await import("@/lib/queue");
    process.env.QUEUE_POLL_SECONDS = "0.5";
    const boss = await openQueue();
    try {
      const handled: string[] = [];
      await startWorkers(boss, [
        {
          queue: "resume.parse",
          async handle(job: { data: { label: string } }) {
            queueRealtime(toUser(company, user, { type: "notification", label: job.data.label }));
            handled.push(job.data.label);
            if (job.data.label === "throws") throw new Error("the job failed");
          },
        } as never,
      ]);
      await enqueue("resume.parse", { label: "throws" }, { boss });
      await enqueue("resume.parse", { label: "returns" }, { boss });
      expect(await s.next("notification", 15_000)).toEqual({ type: "notification", label: "returns" });
      const until = Date.now() + 10_000;
      while (!handled.includes("throws") && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(handled).toContain("throws");
      await new Promise((r) => setTimeout(r, 300));
      expect(s.messages.filter((m) => m.type === "notification").map((m) => m.label)).toEqual(["returns"]);
    } finally {
      await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => {});
      delete process.env.QUEUE_POLL_SECONDS;
    }
  }, 40_000);
});
