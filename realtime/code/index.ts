import { ChangeSet, type Text } from "@codemirror/state";
import { WebSocket, type RawData } from "ws";
import { codeLanguage, isCodeLanguage, questionText, type CodeLanguage } from "@/lib/code-editor/languages";
import { clientMessage, type ClientMessage, type ServerMessage, type WireUpdate } from "@/lib/code-editor/protocol";
import { ROOM_CLOSE, type RoomSocketContext, type RoomSocketHandler } from "../rooms";
import { CodeAuthority, type PreparedUpdate } from "./authority";
import * as defaultStore from "./store";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
type Store = typeof defaultStore;

/**
 * The code room of the realtime sidecar (issue 15, decisions D61…): one @codemirror/collab
 * authority per interview on this instance (realtime/code/authority.ts), loaded from PostgreSQL
 * (code_sessions + the code_updates past its version) when its first socket arrives.
 *
 * Every message of a room runs in one queue, so the log is written in the authority's order: a
 * push at the authority's version is stored (one transaction, the primary key refuses a racing
 * writer: then the room reloads from the log and resyncs its sockets), committed in memory and
 * broadcast to every socket of the room (the pusher's copy is its confirmation). code_sessions is
 * saved debounced at 1000 ms (spec §9; at most 5 s late under continuous typing), and flushed when
 * the last socket leaves and in close().
 *
 * A room must be owned by one sidecar instance (the lead routes /code/{interviewId} by interview
 * with several instances); two owners would not corrupt the log (the primary key) but would
 * resync each other on every conflict.
 *
 * Bad input closes that socket only: malformed JSON or a message outside the protocol 4400, a
 * frame over maxPayload 1009 (ws), binary 1003, a flood 1008, a change set that does not fit the
 * document or a document over CODE_DOC_MAX_CHARS 4400, a write from a read-only socket 4405.
 */
export const CODE_MAX_PAYLOAD = 256 * 1024;
export const CODE_SAVE_DEBOUNCE_MS = 1000;
const CODE_SAVE_MAX_WAIT_MS = 5000;
const RATE_BURST = 120;
const RATE_PER_SECOND = 60;

type Peer = { ws: WebSocket; ctx: RoomSocketContext; tokens: number; refilledAt: number };

type Room = {
  interviewId: string;
  companyId: string;
  authority: CodeAuthority;
  language: CodeLanguage;
  peers: Set<Peer>;
  queue: Promise<void>;
  timer: NodeJS.Timeout | null;
  dirtySince: number | null;
  savedVersion: number;
  savedLanguage: CodeLanguage;
};

export type CodeHandlerOptions = { log: Log; store?: Store; saveDebounceMs?: number };

export function createCodeHandler(opts: { log: Log } & Partial<CodeHandlerOptions>): RoomSocketHandler & { roomCount(): number } {
  const log = opts.log;
  const store = opts.store ?? defaultStore;
  const debounceMs = opts.saveDebounceMs ?? CODE_SAVE_DEBOUNCE_MS;
  const rooms = new Map<string, Promise<Room | null>>();
  let closing = false;

  const send = (ws: WebSocket, m: ServerMessage) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
  };
  const broadcast = (room: Room, m: ServerMessage, only?: (p: Peer) => boolean) => {
    const text = JSON.stringify(m);
    for (const p of room.peers) if ((!only || only(p)) && p.ws.readyState === WebSocket.OPEN) p.ws.send(text);
  };

  const build = async (interviewId: string, companyId: string): Promise<Room | null> => {
    const loaded = await store.loadRoom(interviewId, companyId);
    if (!loaded) return null;
    const authority = new CodeAuthority(loaded.doc, loaded.version);
    authority.replay(loaded.tail);
    return {
      interviewId,
      companyId,
      authority,
      language: loaded.language,
      peers: new Set(),
      queue: Promise.resolve(),
      timer: null,
      dirtySince: null,
      savedVersion: loaded.version,
      savedLanguage: loaded.language,
    };
  };

  const roomFor = (ctx: RoomSocketContext): Promise<Room | null> => {
    let p = rooms.get(ctx.interviewId);
    if (!p) {
      p = build(ctx.interviewId, ctx.companyId);
      rooms.set(ctx.interviewId, p);
      p.then(
        (r) => {
          if (!r && rooms.get(ctx.interviewId) === p) rooms.delete(ctx.interviewId);
        },
        () => {
          if (rooms.get(ctx.interviewId) === p) rooms.delete(ctx.interviewId);
        },
      );
    }
    return p;
  };

  const save = async (room: Room) => {
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
    room.dirtySince = null;
    const state = { doc: room.authority.doc.toString(), version: room.authority.version, language: room.language };
    if (state.version === room.savedVersion && state.language === room.savedLanguage) return;
    await store.saveSession(room, state);
    room.savedVersion = state.version;
    room.savedLanguage = state.language;
  };

  const scheduleSave = (room: Room) => {
    const now = Date.now();
    room.dirtySince ??= now;
    if (room.timer) clearTimeout(room.timer);
    const delay = Math.max(0, Math.min(debounceMs, room.dirtySince + CODE_SAVE_MAX_WAIT_MS - now));
    room.timer = setTimeout(() => {
      room.timer = null;
      enqueue(room, () => save(room)).catch(() => {});
    }, delay);
    room.timer.unref?.();
  };

  const enqueue = (room: Room, fn: () => Promise<void>): Promise<void> => {
    const next = room.queue.then(fn);
    room.queue = next.catch((err) => log.warn({ err, interviewId: room.interviewId }, "code room task failed"));
    return next;
  };

  /** Another writer took a version (a second instance): read the log again and bring every socket up to it. */
  const resync = async (room: Room) => {
    const before = room.authority.version;
    const fresh = await build(room.interviewId, room.companyId);
    if (!fresh) return;
    const missing = await store.updatesBetween(room, before, fresh.authority.version);
    room.authority = fresh.authority;
    room.language = fresh.language;
    room.savedVersion = fresh.savedVersion;
    if (missing.length) broadcast(room, { type: "updates", version: before, updates: missing });
  };

  const commit = async (room: Room, userId: string | null, doc: Text, updates: PreparedUpdate[]): Promise<boolean> => {
    const from = room.authority.version;
    try {
      await store.insertUpdates(room, from, userId, updates);
    } catch (err) {
      if (err instanceof store.VersionConflict) {
        log.warn({ interviewId: room.interviewId, version: from }, "code update version taken by another writer: resyncing");
        await resync(room);
        return false;
      }
      throw err;
    }
    const { version, wire } = room.authority.commit(doc, updates);
    broadcast(room, { type: "updates", version, updates: wire });
    scheduleSave(room);
    return true;
  };

  const handle = async (room: Room, peer: Peer, m: ClientMessage) => {
    const { ctx, ws } = peer;
    const writes = m.type === "push" || m.type === "language" || m.type === "question";
    if (writes && ctx.readonly) return ws.close(ROOM_CLOSE.readonly, "read-only");
    switch (m.type) {
      case "pull": {
        const a = room.authority;
        if (m.version > a.version) return send(ws, init(room, ctx));
        const updates: WireUpdate[] = a.since(m.version) ?? (await store.updatesBetween(room, m.version, a.version));
        return send(ws, { type: "updates", version: m.version, updates });
      }
      case "push": {
        const check = room.authority.check(m.version, m.clientID, m.updates.map((u) => u.changes));
        if (!check.ok) {
          if (check.reason === "stale") return send(ws, { type: "pushRefused", version: room.authority.version });
          log.warn({ interviewId: room.interviewId, userId: ctx.userId, reason: check.reason, detail: check.detail }, "code push refused");
          return ws.close(ROOM_CLOSE.badMessage, check.reason === "tooLarge" ? "document too large" : "invalid changes");
        }
        if (!(await commit(room, ctx.userId, check.doc, check.updates))) send(ws, { type: "pushRefused", version: room.authority.version });
        return;
      }
      case "language": {
        if (ctx.role !== "moderator") return send(ws, { type: "error", code: "forbidden" });
        if (!isCodeLanguage(m.name)) return send(ws, { type: "error", code: "languageUnknown" });
        if (m.name === room.language) return;
        const from = room.language;
        await store.insertEvent(room, { userId: ctx.userId, kind: "language", version: room.authority.version, detail: { from, to: m.name } });
        room.language = m.name;
        broadcast(room, { type: "language", name: m.name, userId: ctx.userId });
        return scheduleSave(room);
      }
      case "attempt": {
        // Only the candidate is blocked; a moderator's copy is not an attempt.
        if (ctx.role !== "talent" || ctx.readonly) return;
        const version = room.authority.version;
        const at = await store.insertEvent(room, { userId: ctx.userId, kind: m.kind, version });
        return broadcast(room, { type: "attempt", attempt: { kind: m.kind, userId: ctx.userId, version, at: at.toISOString() } }, (p) => p.ctx.role === "moderator");
      }
      case "question": {
        if (ctx.role !== "moderator") return send(ws, { type: "error", code: "forbidden" });
        const q = await store.findQuestion(room.companyId, m.questionId);
        if (!q) return send(ws, { type: "error", code: "questionNotFound" });
        const doc = room.authority.doc;
        const changes = ChangeSet.of({ from: 0, to: doc.length, insert: questionText(q) }, doc.length);
        const check = room.authority.check(room.authority.version, `server:${ctx.userId.slice(0, 8)}`, [changes.toJSON() as unknown[]]);
        if (!check.ok) return send(ws, { type: "error", code: "conflict" });
        if (!(await commit(room, ctx.userId, check.doc, check.updates))) return send(ws, { type: "error", code: "conflict" });
        const language = isCodeLanguage(q.language) ? q.language : room.language;
        await store.insertEvent(room, { userId: ctx.userId, kind: "question", version: room.authority.version, detail: { questionId: q.id, code: q.code, title: q.title, language } });
        if (language !== room.language) {
          await store.insertEvent(room, { userId: ctx.userId, kind: "language", version: room.authority.version, detail: { from: room.language, to: language } });
          room.language = language;
          broadcast(room, { type: "language", name: language, userId: ctx.userId });
        }
        broadcast(room, { type: "question", questionId: q.id, code: q.code, title: q.title });
        return scheduleSave(room);
      }
    }
  };

  const init = (room: Room, ctx: RoomSocketContext): ServerMessage => ({
    type: "init",
    doc: room.authority.doc.toString(),
    version: room.authority.version,
    language: codeLanguage(room.language).key,
    role: ctx.role,
    readonly: ctx.readonly,
  });

  const takeToken = (p: Peer): boolean => {
    const now = Date.now();
    p.tokens = Math.min(RATE_BURST, p.tokens + ((now - p.refilledAt) / 1000) * RATE_PER_SECOND);
    p.refilledAt = now;
    if (p.tokens < 1) return false;
    p.tokens -= 1;
    return true;
  };

  const leave = async (room: Room, peer: Peer) => {
    room.peers.delete(peer);
    if (room.peers.size > 0) return;
    // The last socket left: save now, then forget the room unless somebody came back meanwhile.
    await enqueue(room, () => save(room)).catch(() => {});
    if (room.peers.size === 0 && !closing) {
      const current = rooms.get(room.interviewId);
      if (current && (await current) === room) rooms.delete(room.interviewId);
    }
  };

  return {
    maxPayload: CODE_MAX_PAYLOAD,
    roomCount: () => rooms.size,
    onConnection(ws, ctx) {
      const peer: Peer = { ws, ctx, tokens: RATE_BURST, refilledAt: Date.now() };
      const pending: RawData[] = [];
      let room: Room | null = null;
      let gone = false;

      const onFrame = (data: RawData, isBinary: boolean) => {
        if (!takeToken(peer)) return ws.close(1008, "rate limit");
        if (isBinary) return ws.close(1003, "text frames only");
        if (!room) return void pending.push(data);
        let parsed: ClientMessage;
        try {
          const r = clientMessage.safeParse(JSON.parse(data.toString()));
          if (!r.success) return ws.close(ROOM_CLOSE.badMessage, "not a code message");
          parsed = r.data;
        } catch {
          return ws.close(ROOM_CLOSE.badMessage, "malformed json");
        }
        const r = room;
        enqueue(r, async () => {
          if (ws.readyState !== WebSocket.OPEN) return;
          await handle(r, peer, parsed);
        }).catch((err) => {
          log.warn({ err, interviewId: ctx.interviewId }, "code message failed");
          ws.close(1011, "internal error");
        });
      };
      ws.on("message", onFrame);
      ws.on("close", () => {
        gone = true;
        if (room) void leave(room, peer);
      });

      if (closing) return ws.close(1001, "server shutting down");
      roomFor(ctx).then(
        async (r) => {
          if (gone) {
            // Left while the room loaded: forget it again if nobody else is in it.
            if (r && r.peers.size === 0) void leave(r, peer);
            return;
          }
          if (!r || r.companyId !== ctx.companyId) return ws.close(ROOM_CLOSE.forbidden, "not this company's interview");
          room = r;
          r.peers.add(peer);
          await enqueue(r, async () => {
            const message = init(r, ctx);
            if (ctx.role === "moderator" && message.type === "init") message.attempts = await store.recentAttempts(r);
            send(ws, message);
          });
          for (const data of pending.splice(0)) onFrame(data, false);
        },
        (err) => {
          log.warn({ err, interviewId: ctx.interviewId }, "code room failed to load");
          ws.close(1011, "unavailable");
        },
      );
    },
    async close() {
      closing = true;
      const all = await Promise.all([...rooms.values()].map((p) => p.catch(() => null)));
      await Promise.all(all.map((r) => (r ? enqueue(r, () => save(r)).catch((err) => log.warn({ err }, "code room save failed")) : null)));
      rooms.clear();
    },
  };
}
