import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import type { RoomSocketContext, RoomSocketHandler } from "@/realtime/rooms";
import type { RealtimeServer } from "@/realtime/server";
import { roomSocketUrl } from "@/lib/interview-room/client";
import { startSidecar, tokenFor, upgradeStatus } from "../support/realtime";

/**
 * The sidecar's gate for the interview room protocols (issue 15): `/whiteboard/{id}` and
 * `/code/{id}` open only with a room token naming that very interview, and the handler receives
 * the token's company, user, role and read-only flag. The handlers themselves are tested in their
 * own files; here a recording handler stands in for them.
 */
const SECRET = "room-gate-secret-0123456789abcdef";
const company = randomUUID();
const user = randomUUID();
const interviewId = randomUUID();

let server: RealtimeServer;
const seen: { kind: string; ctx: RoomSocketContext }[] = [];

function recorder(kind: string): RoomSocketHandler {
  return {
    maxPayload: 1024,
    onConnection(ws, ctx) {
      seen.push({ kind, ctx });
      ws.on("message", (data) => ws.send(`echo:${data.toString()}`));
    },
    async close() {},
  };
}

beforeAll(async () => {
  server = await startSidecar({ secret: SECRET, bus: { kind: "redis", redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" }, roomHandlers: { whiteboard: recorder("whiteboard"), code: recorder("code") } });
});
afterAll(async () => {
  await server?.close();
});

const base = () => `ws://127.0.0.1:${server.port}/?tenant=demo`;
const roomToken = (id: string, role: "moderator" | "talent" = "talent", readonly = false, ttl?: number) =>
  tokenFor(SECRET, { companyId: company, userId: user, portal: "talent", interview: { id, role, readonly } }, ttl);

describe("interview room paths on the sidecar", () => {
  it("hands a socket with a token for that interview to the protocol's handler, with the token's role and read-only flag", async () => {
    const url = roomSocketUrl({ url: base(), token: roomToken(interviewId, "moderator", true) }, "code", interviewId);
    expect(new URL(url).pathname).toBe(`/code/${interviewId}`);
    const ws = new WebSocket(url);
    await new Promise((r, j) => (ws.once("open", r), ws.once("error", j)));
    const echoed = new Promise<string>((r) => ws.once("message", (d) => r(d.toString())));
    ws.send("hello");
    expect(await echoed).toBe("echo:hello");
    const last = seen.at(-1)!;
    expect(last.kind).toBe("code");
    expect(last.ctx).toMatchObject({ interviewId, companyId: company, userId: user, role: "moderator", readonly: true });
    ws.close();
  });

  it("refuses a channel token, a token for another interview, an expired or forged token, and an unknown room kind", async () => {
    const channelOnly = tokenFor(SECRET, { companyId: company, userId: user });
    const other = roomToken(randomUUID());
    // Flip the signature's first character (its last one may only carry padding bits).
    const good = roomToken(interviewId);
    const dot = good.indexOf(".");
    const forged = `${good.slice(0, dot + 1)}${good[dot + 1] === "A" ? "B" : "A"}${good.slice(dot + 2)}`;
    const wb = (token: string) => roomSocketUrl({ url: base(), token }, "whiteboard", interviewId);
    expect(await upgradeStatus(wb(channelOnly))).toBe(403);
    expect(await upgradeStatus(wb(other))).toBe(403);
    expect(await upgradeStatus(wb(forged))).toBe(401);
    const expired = roomToken(interviewId, "talent", false, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await upgradeStatus(wb(expired))).toBe(401);
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/video/${interviewId}?token=${roomToken(interviewId)}`)).toBe(404);
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/code/not-a-uuid?token=${roomToken("not-a-uuid")}`)).toBe(404);
    // A room token still opens the plain channel socket of its user (it is a realtime token).
    expect(await upgradeStatus(`${base()}&token=${roomToken(interviewId)}`)).toBe(101);
  });

  it("closes a room socket whose frame exceeds the protocol's limit, and only that socket", async () => {
    const open = async () => {
      const ws = new WebSocket(roomSocketUrl({ url: base(), token: roomToken(interviewId) }, "whiteboard", interviewId));
      await new Promise((r, j) => (ws.once("open", r), ws.once("error", j)));
      return ws;
    };
    const [big, calm] = await Promise.all([open(), open()]);
    const closed = new Promise<number>((r) => big.once("close", (code) => r(code)));
    big.send("x".repeat(4096));
    expect(await closed).toBe(1009);
    const echoed = new Promise<string>((r) => calm.once("message", (d) => r(d.toString())));
    calm.send("still here");
    expect(await echoed).toBe("echo:still here");
    calm.close();
  });
});
