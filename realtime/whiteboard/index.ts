import { InMemorySyncStorage, TLSocketRoom, type RoomSnapshot, type WebSocketMinimal } from "@tldraw/sync-core";
import type { TLRecord } from "@tldraw/tlschema";
import { WebSocket, type RawData } from "ws";
import { ROOM_CLOSE, type RoomSocketContext, type RoomSocketHandler } from "../rooms";
import { createFrameReader } from "./messages";
import { interviewPhase, loadSnapshot, saveSnapshot } from "./store";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type WhiteboardOptions = {
  log: Log;
  /** Quiet time after a change before the snapshot is written (2 s). */
  saveDebounceMs?: number;
  /** A long burst of drawing is still written at least this often (10 s). */
  saveMaxWaitMs?: number;
  /** At most one replay version per this much activity (15 s). */
  versionEveryMs?: number;
  /** How often an open room re-reads its interview (ended → writers reconnect read-only) (30 s). */
  phaseCheckMs?: number;
};

/** A frame: 1 MiB of UTF-8 is what the tldraw client's 256 K-character chunks can reach; 2 MiB leaves room. */
export const WHITEBOARD_MAX_PAYLOAD = 2 * 1024 * 1024;
/** A chunked message assembled from frames: 8 M characters (a paste of a few thousand shapes is ~1–2 M). */
export const WHITEBOARD_MAX_MESSAGE_CHARS = 8 * 1024 * 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Meta = { userId: string; role: "moderator" | "talent" };

type Held = {
  interviewId: string;
  companyId: string;
  room: TLSocketRoom<TLRecord, Meta>;
  storage: InMemorySyncStorage<TLRecord>;
  /** Raw sockets by (namespaced) session id, to close the socket itself with our own codes. */
  sockets: Map<string, WebSocket>;
  dirty: boolean;
  dirtySince: number;
  saveTimer: NodeJS.Timeout | null;
  lastVersionAt: number;
  lastVersionClock: number;
  ended: boolean;
  phaseTimer: NodeJS.Timeout;
  /** Flushes run one after another, so an older snapshot never lands after a newer one. */
  chain: Promise<void>;
  closed: boolean;
};

/**
 * The whiteboard rooms this sidecar instance holds (issue 15, D65): one TLSocketRoom per
 * interview, created on the first socket and dropped after the last session leaves (once its
 * document is written). The document lives in memory (InMemorySyncStorage) seeded from
 * whiteboard_snapshots, so a restarted sidecar serves what was saved; changes are written after
 * 2 s of quiet (at most 10 s apart), a replay version at most every 15 s, and always on the last
 * session leaving and on close() (SIGTERM).
 *
 * Hosting pattern of tldraw's own server template: the message listener is attached before any
 * await, messages that arrive while the interview is checked and the room loaded are kept and
 * replayed after handleSocketConnect. We do not let TLSocketRoom listen on the socket itself:
 * every frame goes through createFrameReader first (bad frames close that socket with 4400).
 */
export function createWhiteboardHandler(opts: WhiteboardOptions): RoomSocketHandler {
  const { log } = opts;
  const saveDebounceMs = opts.saveDebounceMs ?? 2000;
  const saveMaxWaitMs = opts.saveMaxWaitMs ?? 10_000;
  const versionEveryMs = opts.versionEveryMs ?? 15_000;
  const phaseCheckMs = opts.phaseCheckMs ?? 30_000;
  const rooms = new Map<string, Promise<Held>>();
  /** Rooms being written and closed: a new room of the same interview loads only after that write. */
  const dropping = new Map<string, Promise<void>>();
  let closing = false;

  const flush = (held: Held, final = false): Promise<void> => {
    held.chain = held.chain.then(async () => {
      if (held.saveTimer) clearTimeout(held.saveTimer);
      held.saveTimer = null;
      const snapshot = held.storage.getSnapshot();
      const clock = snapshot.documentClock ?? 0;
      const versionDue = clock !== held.lastVersionClock && (final || Date.now() - held.lastVersionAt >= versionEveryMs);
      if (!held.dirty && !versionDue) return;
      held.dirty = false;
      try {
        await saveSnapshot(held.companyId, held.interviewId, snapshot, { version: versionDue });
        if (versionDue) {
          held.lastVersionAt = Date.now();
          held.lastVersionClock = clock;
        }
      } catch (err) {
        log.warn({ err, interviewId: held.interviewId }, "whiteboard snapshot not saved; retrying");
        held.dirty = true;
        if (!held.closed) scheduleSave(held);
      }
    });
    return held.chain;
  };

  function scheduleSave(held: Held): void {
    if (!held.dirty) held.dirtySince = Date.now();
    held.dirty = true;
    if (held.saveTimer) clearTimeout(held.saveTimer);
    const wait = Math.max(0, Math.min(saveDebounceMs, held.dirtySince + saveMaxWaitMs - Date.now()));
    held.saveTimer = setTimeout(() => void flush(held), wait);
    held.saveTimer.unref?.();
  }

  /** Writes what is left, closes the room and forgets it (last session gone, or shutdown). */
  function drop(held: Held): Promise<void> {
    if (held.closed) return dropping.get(held.interviewId) ?? Promise.resolve();
    held.closed = true;
    clearInterval(held.phaseTimer);
    const done = (async () => {
      try {
        await flush(held, true);
      } finally {
        held.room.close();
        for (const ws of held.sockets.values()) ws.close(1001, "room closed");
      }
    })();
    const settled = done.catch(() => {}).finally(() => {
      if (dropping.get(held.interviewId) === settled) dropping.delete(held.interviewId);
      const entry = rooms.get(held.interviewId);
      void entry?.then((h) => {
        if (h === held && rooms.get(held.interviewId) === entry) rooms.delete(held.interviewId);
      });
    });
    dropping.set(held.interviewId, settled);
    return done;
  }

  async function checkPhase(held: Held): Promise<void> {
    const phase = await interviewPhase(held.companyId, held.interviewId);
    if (phase !== "ended" && phase !== null) return;
    held.ended = true;
    // Writers reconnect (non-fatal close); their new token, and the check at connect, make them read-only.
    for (const s of held.room.getSessions()) if (!s.isReadonly) held.room.closeSession(s.sessionId);
  }

  async function open(interviewId: string, companyId: string): Promise<Held> {
    await dropping.get(interviewId);
    const snapshot = await loadSnapshot(companyId, interviewId);
    const held = {} as Held;
    const storage = new InMemorySyncStorage<TLRecord>({
      ...(snapshot ? { snapshot } : {}),
      onChange: () => {
        if (!held.closed) scheduleSave(held);
      },
    });
    const room = new TLSocketRoom<TLRecord, Meta>({
      storage,
      log: { warn: (...args: unknown[]) => log.warn({ interviewId, args: args.map(String) }, "whiteboard sync warning"), error: (...args: unknown[]) => log.warn({ interviewId, args: args.map(String) }, "whiteboard sync error") },
      onSessionRemoved(_room, { sessionId, numSessionsRemaining }) {
        held.sockets.delete(sessionId);
        if (numSessionsRemaining === 0 && !closing) {
          void drop(held).catch((err) => log.warn({ err, interviewId }, "whiteboard room drop failed"));
        }
      },
    });
    guardAsyncHandler(room, (sessionId, err) => {
      log.warn({ err, interviewId, sessionId }, "whiteboard message failed");
      held.sockets.get(sessionId)?.close(ROOM_CLOSE.badMessage, "bad message");
    });
    const clock = snapshot?.documentClock ?? 0;
    Object.assign(held, {
      interviewId,
      companyId,
      room,
      storage,
      sockets: new Map(),
      dirty: false,
      dirtySince: 0,
      saveTimer: null,
      lastVersionAt: snapshot ? Date.now() : 0,
      lastVersionClock: clock,
      ended: false,
      phaseTimer: setInterval(() => void checkPhase(held).catch((err) => log.warn({ err, interviewId }, "whiteboard phase check failed")), phaseCheckMs),
      chain: Promise.resolve(),
      closed: false,
    } satisfies Held);
    held.phaseTimer.unref?.();
    return held;
  }

  /** The room of this interview on this instance, opened once even when sockets arrive together. */
  async function roomFor(interviewId: string, companyId: string): Promise<Held> {
    for (;;) {
      let pending = rooms.get(interviewId);
      if (!pending) {
        pending = open(interviewId, companyId);
        rooms.set(interviewId, pending);
        pending.catch(() => rooms.delete(interviewId));
      }
      const held = await pending;
      // A room being dropped (its last session just left) is replaced by a fresh one.
      if (!held.closed) return held;
      if (rooms.get(interviewId) === pending) rooms.delete(interviewId);
    }
  }

  return {
    maxPayload: WHITEBOARD_MAX_PAYLOAD,
    onConnection(ws: WebSocket, ctx: RoomSocketContext) {
      const url = new URL(ctx.req.url ?? "/", "http://sidecar.invalid");
      const tabSession = url.searchParams.get("sessionId") ?? "";
      if (closing) return ws.close(1001, "server shutting down");
      if (!SESSION_ID.test(tabSession)) return ws.close(ROOM_CLOSE.badMessage, "session id");
      // Namespaced by user: nobody can take over another person's session by reusing its id.
      const sessionId = `${ctx.userId}.${tabSession}`;
      const read = createFrameReader(WHITEBOARD_MAX_MESSAGE_CHARS);
      let held: Held | null = null;
      const caught: { data: RawData; isBinary: boolean }[] = [];

      const onFrame = (data: RawData, isBinary: boolean) => {
        if (!held) return void caught.push({ data, isBinary });
        if (isBinary) return ws.close(ROOM_CLOSE.badMessage, "text frames only");
        const text = Array.isArray(data) ? Buffer.concat(data).toString("utf8") : (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString("utf8");
        const r = read(text);
        if (r.kind === "bad") {
          log.warn({ interviewId: ctx.interviewId, userId: ctx.userId, reason: r.reason }, "whiteboard frame refused");
          return ws.close(ROOM_CLOSE.badMessage, r.reason);
        }
        if (r.kind === "message") held.room.handleSocketMessage(sessionId, r.text);
      };
      // Attached before any await: nothing the client sends while we load is lost.
      ws.on("message", onFrame);
      ws.on("close", () => {
        if (held && held.sockets.get(sessionId) === ws) held.room.handleSocketClose(sessionId);
      });

      void (async () => {
        const phase = await interviewPhase(ctx.companyId, ctx.interviewId);
        // Another company's interview, a deleted one, or one not open yet: nothing is served.
        if (phase === null || phase === "early") return ws.close(ROOM_CLOSE.forbidden, "forbidden");
        const h = await roomFor(ctx.interviewId, ctx.companyId);
        if (ws.readyState !== WebSocket.OPEN) {
          if (h.room.getNumActiveSessions() === 0) await drop(h);
          return;
        }
        const isReadonly = ctx.readonly || phase === "ended" || h.ended;
        const socket: WebSocketMinimal = {
          send: (d: string) => ws.send(d),
          close: (code?: number, reason?: string) => ws.close(code, reason),
          get readyState() {
            return ws.readyState;
          },
        };
        h.sockets.get(sessionId)?.close(1000, "replaced");
        h.sockets.set(sessionId, ws);
        h.room.handleSocketConnect({ sessionId, socket, isReadonly, meta: { userId: ctx.userId, role: ctx.role } });
        held = h;
        for (const m of caught.splice(0)) onFrame(m.data, m.isBinary);
      })().catch((err) => {
        log.warn({ err, interviewId: ctx.interviewId }, "whiteboard connection failed");
        if (ws.readyState === WebSocket.OPEN) ws.close(1011, "unavailable");
      });
    },
    async close() {
      closing = true;
      const all = await Promise.allSettled([...rooms.values()]);
      await Promise.all(all.map((r) => (r.status === "fulfilled" ? drop(r.value).catch((err) => log.warn({ err }, "whiteboard flush on close failed")) : null)));
      rooms.clear();
    },
  };
}

/**
 * TLSocketRoom.handleSocketMessage calls the async TLSyncRoom.handleMessage without awaiting it: a
 * throw that is not a TLSyncError (a bug, or a message our check let through) would become an
 * unhandled rejection and end the sidecar with every room in it. The room's inner handler is
 * wrapped so such a failure closes that socket only. tldraw is pinned at 5.1.1 (D65); if the
 * internals move, the wrapper does nothing and the structural check in messages.ts still stands.
 */
function guardAsyncHandler(room: TLSocketRoom<TLRecord, Meta>, onError: (sessionId: string, err: unknown) => void): void {
  const inner = (room as unknown as { room?: { handleMessage?: (sessionId: string, message: unknown) => Promise<void> } }).room;
  if (!inner || typeof inner.handleMessage !== "function") return;
  const original = inner.handleMessage.bind(inner);
  inner.handleMessage = (sessionId, message) => {
    try {
      return Promise.resolve(original(sessionId, message)).catch((err: unknown) => onError(sessionId, err));
    } catch (err) {
      onError(sessionId, err);
      return Promise.resolve();
    }
  };
}

export type { RoomSnapshot };
