/**
 * What a whiteboard socket may send (tldraw sync protocol 5.1.1, TLSocketClientSentEvent), checked
 * before the room sees it. TLSyncRoom.handleMessage is async and TLSocketRoom does not await it:
 * a message of an unknown type, or a push whose diff is not the protocol's shape, throws inside a
 * promise nobody catches, and an unhandled rejection ends the whole sidecar. So a frame is refused
 * here (the socket is closed with 4400) unless it is structurally one of connect, push or ping;
 * the room still validates every record against the tldraw schema (INVALID_RECORD).
 *
 * Frames are either one JSON message (`{…}`) or chunks of a long one (`<n>_<part>`, n counting
 * down to 0, each at most 256 K characters, see sync-core chunk.ts); chunks are assembled here, with
 * a cap on the assembled size, and the room gets the whole message.
 */
const RECORD_OPS = new Set(["put", "patch", "remove"]);
const MAX_DEPTH = 64;

type Json = unknown;

function isPlainObject(v: Json): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const isFiniteNumber = (v: Json): v is number => typeof v === "number" && Number.isFinite(v);

/** ObjectDiff: { key: ['put', v] | ['delete'] | ['append', array|string, offset] | ['patch', ObjectDiff] }. */
function isObjectDiff(v: Json, depth = 0): boolean {
  if (depth > MAX_DEPTH || !isPlainObject(v)) return false;
  for (const op of Object.values(v)) {
    if (!Array.isArray(op) || typeof op[0] !== "string") return false;
    switch (op[0]) {
      case "put":
        if (op.length !== 2) return false;
        break;
      case "delete":
        if (op.length !== 1) return false;
        break;
      case "append":
        if (op.length !== 3 || !(Array.isArray(op[1]) || typeof op[1] === "string") || !isFiniteNumber(op[2])) return false;
        break;
      case "patch":
        if (op.length !== 2 || !isObjectDiff(op[1], depth + 1)) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

function isRecord(v: Json): boolean {
  return isPlainObject(v) && typeof v.id === "string" && typeof v.typeName === "string";
}

function isRecordOp(op: Json, id: string | null): boolean {
  if (!Array.isArray(op) || typeof op[0] !== "string" || !RECORD_OPS.has(op[0])) return false;
  if (op[0] === "put") return op.length === 2 && isRecord(op[1]) && (id === null || (op[1] as { id: string }).id === id);
  if (op[0] === "patch") return op.length === 2 && isObjectDiff(op[1]);
  return op.length === 1 && id !== null;
}

/** True when `msg` is one of the three client messages, with the shapes the room relies on. */
export function isClientMessage(msg: Json): boolean {
  if (!isPlainObject(msg)) return false;
  switch (msg.type) {
    case "ping":
      return true;
    case "connect":
      return (
        typeof msg.connectRequestId === "string" &&
        msg.connectRequestId.length <= 200 &&
        isFiniteNumber(msg.lastServerClock) &&
        isFiniteNumber(msg.protocolVersion) &&
        isPlainObject(msg.schema) &&
        isFiniteNumber(msg.schema.schemaVersion)
      );
    case "push": {
      if (!isFiniteNumber(msg.clientClock)) return false;
      if (msg.diff !== undefined) {
        if (!isPlainObject(msg.diff)) return false;
        for (const [id, op] of Object.entries(msg.diff)) if (!isRecordOp(op, id)) return false;
      }
      if (msg.presence !== undefined) {
        const p = msg.presence;
        if (!Array.isArray(p) || p.length !== 2) return false;
        if (p[0] === "put" ? !isPlainObject(p[1]) : p[0] === "patch" ? !isObjectDiff(p[1]) : true) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

const CHUNK = /^(\d{1,6})_/;
/** 256 K characters a chunk: 64 chunks is 16 M characters, beyond any cap used here. */
const MAX_CHUNKS = 64;

export type FrameResult = { kind: "message"; text: string } | { kind: "partial" } | { kind: "bad"; reason: string };

/**
 * Per-socket frame reader: returns the whole message once it is complete and valid, `partial`
 * while chunks are still coming, `bad` for anything else (the caller closes the socket).
 */
export function createFrameReader(maxAssembledChars: number) {
  let parts: string[] = [];
  let expected = 0;
  let size = 0;
  const reset = () => {
    parts = [];
    expected = 0;
    size = 0;
  };
  const finish = (text: string): FrameResult => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: "bad", reason: "malformed json" };
    }
    return isClientMessage(parsed) ? { kind: "message", text } : { kind: "bad", reason: "not a sync message" };
  };
  return (frame: string): FrameResult => {
    if (frame.startsWith("{")) {
      if (parts.length) {
        reset();
        return { kind: "bad", reason: "message inside a chunked one" };
      }
      return finish(frame);
    }
    const m = CHUNK.exec(frame);
    if (!m) {
      reset();
      return { kind: "bad", reason: "not a sync frame" };
    }
    const remaining = Number(m[1]);
    const data = frame.slice(m[0].length);
    if (!parts.length) {
      if (remaining >= MAX_CHUNKS) return { kind: "bad", reason: "too many chunks" };
      expected = remaining + 1;
    } else if (remaining !== expected - parts.length - 1) {
      reset();
      return { kind: "bad", reason: "chunks out of order" };
    }
    size += data.length;
    if (size > maxAssembledChars) {
      reset();
      return { kind: "bad", reason: "message too large" };
    }
    parts.push(data);
    if (remaining > 0) return { kind: "partial" };
    const text = parts.join("");
    reset();
    return finish(text);
  };
}
