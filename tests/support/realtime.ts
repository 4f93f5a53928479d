import { request } from "node:http";
import { WebSocket } from "ws";
import type { RealtimeMessage } from "@/lib/realtime/events";
import { mintRealtimeToken, type RealtimeClaims } from "@/lib/realtime/token";
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from "@/realtime/server";

/** Real sockets against real sidecars, for the realtime tests and the bench. */
export type TestSocket = {
  ws: WebSocket;
  messages: RealtimeMessage[];
  /** Resolves with the next message of that type (already received ones count), rejects after `ms`. */
  next(type: string, ms?: number): Promise<RealtimeMessage>;
  closed: Promise<{ code: number; reason: string }>;
};

export function sidecarUrl(server: { port: number }, params: Record<string, string> = {}): string {
  const u = new URL(`ws://127.0.0.1:${server.port}/`);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function tokenFor(secret: string, claims: Partial<Omit<RealtimeClaims, "aud" | "iat" | "exp">> & { companyId: string; userId: string }, ttlSec?: number): string {
  return mintRealtimeToken({ tenant: "demo", portal: "admin", ...claims }, secret, { ttlSec }).token;
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: RealtimeMessage[] = [];
    const waiters: { type: string; resolve: (m: RealtimeMessage) => void }[] = [];
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.on("close", (code, reason) => r({ code, reason: reason.toString() })));
    ws.on("message", (data) => {
      const m = JSON.parse(data.toString()) as RealtimeMessage;
      messages.push(m);
      for (const w of [...waiters]) {
        if (w.type === m.type) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    const socket: TestSocket = {
      ws,
      messages,
      closed,
      next(type, ms = 3000) {
        const got = messages.find((m) => m.type === type && !(m as { __taken?: boolean }).__taken);
        if (got) {
          Object.defineProperty(got, "__taken", { value: true });
          return Promise.resolve(got);
        }
        return new Promise((res, rej) => {
          const t = setTimeout(() => rej(new Error(`no "${type}" message within ${ms} ms (got ${JSON.stringify(messages.map((x) => x.type))})`)), ms);
          waiters.push({
            type,
            resolve: (m) => {
              clearTimeout(t);
              Object.defineProperty(m, "__taken", { value: true });
              res(m);
            },
          });
        });
      },
    };
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** Opens a socket and waits until the server says its channel is subscribed. */
export async function openReady(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const s = await openSocket(url, headers);
  await s.next("ready");
  return s;
}

/** The HTTP status the sidecar answers an upgrade with (101 when it accepts). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(url.replace(/^ws/, "http"));
    const req = request(u, {
      headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==", ...headers },
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Nothing of that type arrives within `ms`. */
export async function expectSilence(s: TestSocket, type: string, ms = 300): Promise<boolean> {
  await new Promise((r) => setTimeout(r, ms));
  return !s.messages.some((m) => m.type === type);
}

export async function startSidecar(opts: Omit<RealtimeServerOptions, "port"> & { port?: number }): Promise<RealtimeServer> {
  return startRealtimeServer({ port: 0, host: "127.0.0.1", ...opts });
}
