import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { createBus, type Bus, type BusKind } from "@/lib/realtime/bus";
import { channelKey, type RealtimeEvent, type RealtimeMessage } from "@/lib/realtime/events";
import { verifyRealtimeToken, type RealtimeClaims } from "@/lib/realtime/token";
import type { RoomKind, RoomSocketHandler } from "./rooms";

/**
 * The realtime sidecar (issue 14, D50): a websocket server on its own port, beside the Next
 * server, sharing lib/. A browser connects with a token the app minted for its signed-in user
 * (lib/realtime/token.ts); the upgrade is refused (401/403, never a socket) for anything else.
 * Each socket is subscribed to its user's channel; rooms (the live interview, a later issue) are
 * joined by message once authorizeRoom allows it. Messages from the bus go to the sockets of that
 * channel on this instance only; every instance gets every channel's messages from the bus.
 *
 * Client → server frames are JSON with a `type`: ping, join {room}, leave {room},
 * room {room, data} (relayed to the room's other members across instances). Anything else is an
 * error message; malformed JSON closes that socket (1007), a frame over maxPayload closes it
 * (1009, by ws), a binary frame 1003, a flood 1008. Server → client: ready, pong, joined, left,
 * error, and whatever the app publishes.
 */
export type RealtimeServerOptions = {
  port: number;
  host?: string;
  secret: string;
  bus: { kind: BusKind; redisUrl?: string; databaseUrl?: string; pollMs?: number; heartbeatMs?: number };
  /** Largest accepted frame (bytes). */
  maxPayload?: number;
  /** How often sockets are pinged; a socket that did not answer the previous ping is dropped. */
  pingIntervalMs?: number;
  /** Token bucket per socket: burst size and refill per second. */
  rateBurst?: number;
  ratePerSecond?: number;
  /** Room access hook (a later issue checks the interview's participants in the database). */
  authorizeRoom?: (claims: RealtimeClaims, room: string) => boolean | Promise<boolean>;
  /**
   * Interview room protocols on their own paths (issue 15): `/whiteboard/{interviewId}` (tldraw
   * sync) and `/code/{interviewId}` (CodeMirror collab). The upgrade is checked here (token,
   * tenant, origin, and the token's interview claim naming that interview); the handler owns the
   * socket from then on.
   */
  roomHandlers?: Partial<Record<RoomKind, RoomSocketHandler>>;
  log?: Log;
};

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type RealtimeServer = {
  port: number;
  server: Server;
  bus: Bus;
  /** Open sockets on this instance. */
  socketCount(): number;
  /** Closes every socket (1001), the bus and the listener. */
  close(): Promise<void>;
};

export const DEFAULT_MAX_PAYLOAD = 16 * 1024;
export const DEFAULT_PING_INTERVAL_MS = 30_000;
const ROOM_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Until the interview rooms land: a socket may join only the rooms its token names. */
export function authorizeRoomFromToken(claims: RealtimeClaims, room: string): boolean {
  return Array.isArray(claims.rooms) && claims.rooms.includes(room);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith("::ffff:") ? address.slice(7) : address;
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

type Client = {
  ws: WebSocket;
  claims: RealtimeClaims;
  keys: Set<string>;
  alive: boolean;
  tokens: number;
  refilledAt: number;
};

function refuse(socket: Duplex, status: 401 | 403 | 404 | 400, reason: string): void {
  const text = JSON.stringify({ error: reason });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : status === 403 ? "Forbidden" : status === 404 ? "Not Found" : "Bad Request"}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
  socket.destroy();
}

const ROOM_PATH = /^\/(whiteboard|code)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export type UpgradeTarget = { kind: "channel" } | { kind: "room"; room: RoomKind; interviewId: string };

/** Why an upgrade request is refused, or its claims and what it opens. */
export function checkUpgrade(
  req: IncomingMessage,
  secret: string,
  now = Date.now(),
): { ok: true; claims: RealtimeClaims; target: UpgradeTarget } | { ok: false; status: 401 | 403 | 404; reason: string } {
  const url = new URL(req.url ?? "/", "http://sidecar.invalid");
  const roomMatch = ROOM_PATH.exec(url.pathname);
  if (url.pathname !== "/" && url.pathname !== "/ws" && !roomMatch) return { ok: false, status: 404, reason: "not found" };
  const target: UpgradeTarget = roomMatch ? { kind: "room", room: roomMatch[1] as RoomKind, interviewId: roomMatch[2] } : { kind: "channel" };
  const check = verifyRealtimeToken(url.searchParams.get("token"), secret, now);
  if (!check.ok) return { ok: false, status: 401, reason: check.reason };
  const { claims } = check;
  // The token is bound to the tenant the page is on: presented for another tenant it is refused.
  const tenant = url.searchParams.get("tenant");
  if (tenant !== null && tenant !== claims.tenant) return { ok: false, status: 403, reason: "tenant" };
  // A browser always sends Origin: it must be the page that asked for the token (a token minted
  // without one, by a client that is no browser, cannot be used from a web page).
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== claims.origin) return { ok: false, status: 403, reason: "origin" };
  // A room socket needs a room token for that very interview (a channel token opens no room).
  if (target.kind === "room" && claims.interview?.id !== target.interviewId) return { ok: false, status: 403, reason: "interview" };
  return { ok: true, claims, target };
}

export async function startRealtimeServer(opts: RealtimeServerOptions): Promise<RealtimeServer> {
  const log: Log = opts.log ?? { info: () => {}, warn: () => {} };
  const authorizeRoom = opts.authorizeRoom ?? authorizeRoomFromToken;
  const burst = opts.rateBurst ?? 30;
  const perSecond = opts.ratePerSecond ?? 15;
  /** channel key → sockets on this instance. */
  const channels = new Map<string, Set<Client>>();
  const clients = new Set<Client>();

  const send = (c: Client, m: RealtimeMessage) => {
    if (c.ws.readyState === WebSocket.OPEN) c.ws.send(JSON.stringify(m));
  };

  const bus = createBus({
    ...opts.bus,
    log,
    onMessage(key, message) {
      const set = channels.get(key);
      if (!set) return;
      const text = JSON.stringify(message);
      for (const c of set) if (c.ws.readyState === WebSocket.OPEN) c.ws.send(text);
    },
  });

  const join = async (c: Client, key: string) => {
    let set = channels.get(key);
    if (!set) {
      channels.set(key, (set = new Set()));
      await bus.subscribe(key);
    }
    set.add(c);
    c.keys.add(key);
  };

  const leave = async (c: Client, key: string) => {
    c.keys.delete(key);
    const set = channels.get(key);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) {
      channels.delete(key);
      await bus.unsubscribe(key).catch((err) => log.warn({ err }, "realtime unsubscribe failed"));
    }
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayload ?? DEFAULT_MAX_PAYLOAD, perMessageDeflate: false });
  // Each room protocol has its own frame limit (a whiteboard push can carry many shapes).
  const roomServers = new Map<RoomKind, WebSocketServer>();
  for (const [kind, handler] of Object.entries(opts.roomHandlers ?? {}) as [RoomKind, RoomSocketHandler][]) {
    roomServers.set(kind, new WebSocketServer({ noServer: true, maxPayload: handler.maxPayload, perMessageDeflate: false }));
  }
  const roomSockets = new Set<WebSocket>();

  const takeToken = (c: Client): boolean => {
    const now = Date.now();
    c.tokens = Math.min(burst, c.tokens + ((now - c.refilledAt) / 1000) * perSecond);
    c.refilledAt = now;
    if (c.tokens < 1) return false;
    c.tokens -= 1;
    return true;
  };

  const onFrame = async (c: Client, data: RawData, isBinary: boolean) => {
    if (!takeToken(c)) return c.ws.close(1008, "rate limit");
    if (isBinary) return c.ws.close(1003, "text frames only");
    let msg: unknown;
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return c.ws.close(1007, "malformed json");
    }
    if (!msg || typeof msg !== "object" || Array.isArray(msg) || typeof (msg as { type?: unknown }).type !== "string") {
      return c.ws.close(1008, "message without type");
    }
    const m = msg as RealtimeMessage;
    const room = typeof m.room === "string" && ROOM_NAME.test(m.room) ? m.room : null;
    const roomKey = room ? channelKey({ kind: "room", companyId: c.claims.companyId, room }) : null;
    switch (m.type) {
      case "ping":
        return send(c, { type: "pong" });
      case "join":
        if (!room || !roomKey || !(await authorizeRoom(c.claims, room))) return send(c, { type: "error", code: "room_denied", room: m.room ?? null });
        await join(c, roomKey);
        return send(c, { type: "joined", room });
      case "leave":
        if (roomKey && c.keys.has(roomKey)) await leave(c, roomKey);
        return send(c, { type: "left", room });
      case "room": {
        // Relayed to the room (every instance) as { type: "room", room, from, data }.
        if (!roomKey || !c.keys.has(roomKey)) return send(c, { type: "error", code: "not_joined", room: m.room ?? null });
        const event: RealtimeEvent = {
          channel: { kind: "room", companyId: c.claims.companyId, room: room! },
          message: { type: "room", room: room!, from: c.claims.userId, data: m.data ?? null },
        };
        return bus.publish([event]).catch((err) => log.warn({ err }, "realtime room relay failed"));
      }
      default:
        return send(c, { type: "error", code: "unknown_type" });
    }
  };

  const server = createServer((req, res) => {
    if (req.method === "GET" && (req.url === "/health" || req.url?.startsWith("/health?"))) {
      // The memory bench starts the sidecar with --expose-gc and asks for a collection first.
      const gc = (globalThis as { gc?: () => void }).gc;
      if (gc && req.url.includes("gc=1")) gc();
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      // The public port answers liveness only; the process figures (pid, memory, counts) are for
      // the machine itself (the supervisor, benches, tests), never for a caller on the network.
      if (!isLoopback(req.socket.remoteAddress)) return void res.end(JSON.stringify({ status: "ok" }));
      const mem = process.memoryUsage();
      res.end(JSON.stringify({ status: "ok", bus: bus.kind, pid: process.pid, sockets: clients.size, roomSockets: roomSockets.size, channels: channels.size, rss: mem.rss, heapUsed: mem.heapUsed }));
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "not found" }));
  });

  server.on("upgrade", (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    const check = checkUpgrade(req, opts.secret);
    if (!check.ok) return refuse(socket, check.status, check.reason);
    if (check.target.kind === "room") {
      const target = check.target;
      const handler = opts.roomHandlers?.[target.room];
      const rwss = roomServers.get(target.room);
      if (!handler || !rwss) return refuse(socket, 404, "not found");
      const claims = check.claims;
      rwss.handleUpgrade(req, socket, head, (ws) => {
        roomSockets.add(ws);
        ws.on("close", () => roomSockets.delete(ws));
        ws.on("error", () => ws.terminate());
        handler.onConnection(ws, {
          claims,
          interviewId: target.interviewId,
          companyId: claims.companyId,
          userId: claims.userId,
          role: claims.interview!.role,
          readonly: claims.interview!.readonly,
          req,
        });
      });
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c: Client = { ws, claims: check.claims, keys: new Set(), alive: true, tokens: burst, refilledAt: Date.now() };
      clients.add(c);
      ws.on("pong", () => (c.alive = true));
      ws.on("message", (data, isBinary) => {
        onFrame(c, data, isBinary).catch((err) => {
          log.warn({ err }, "realtime frame failed");
          ws.close(1011, "internal error");
        });
      });
      ws.on("error", () => ws.terminate());
      ws.on("close", () => {
        clients.delete(c);
        for (const key of [...c.keys]) void leave(c, key);
      });
      const userKey = channelKey({ kind: "user", companyId: c.claims.companyId, userId: c.claims.userId });
      join(c, userKey).then(
        () => send(c, { type: "ready", userId: c.claims.userId }),
        (err) => {
          log.warn({ err }, "realtime subscribe failed");
          ws.close(1011, "bus unavailable");
        },
      );
    });
  });

  // Heartbeat: a socket that did not answer the previous ping is dead (a closed laptop, a lost
  // network); terminate it so its channel is released.
  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, opts.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "0.0.0.0", () => resolve());
  });
  await bus.ready();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  log.info({ port, bus: bus.kind }, "realtime sidecar listening");

  let closing: Promise<void> | null = null;
  return {
    port,
    server,
    bus,
    socketCount: () => clients.size,
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        for (const c of clients) c.ws.close(1001, "server shutting down");
        // Room handlers flush what they hold (snapshots, code) before their sockets go.
        await Promise.all(Object.values(opts.roomHandlers ?? {}).map((h) => h.close().catch((err) => log.warn({ err }, "room handler close failed"))));
        for (const ws of roomSockets) ws.close(1001, "server shutting down");
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Sockets that do not finish the closing handshake in time are cut.
          setTimeout(() => {
            for (const c of clients) c.ws.terminate();
            for (const ws of roomSockets) ws.terminate();
            server.closeAllConnections?.();
          }, 1000).unref();
        });
        wss.close();
        for (const r of roomServers.values()) r.close();
        await bus.close();
      })();
      return closing;
    },
  };
}
