// A Postgres wire-protocol server in front of ONE PGlite instance, correct under concurrent
// connections. PGlite is a single backend session, so connections take turns: a connection owns
// the session from its first message until it is back to "ready for query, idle" — i.e. for a
// whole extended-protocol exchange (Parse/Bind/Describe/Execute … Sync, including Flush pauses)
// and for a whole transaction. Other connections wait in FIFO order. (pglite-socket 0.2.x queues
// single messages instead, so concurrent Parse/Bind pairs overwrite each other's unnamed statement.)
import net from "node:net";

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const MAX_MESSAGE = 1 << 30;

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ASYNC_MESSAGES = new Set([0x4e, 0x41, 0x53]); // NoticeResponse 'N', NotificationResponse 'A', ParameterStatus 'S'

/** @param {string} type @param {Buffer} [body] */
function frame(type, body = Buffer.alloc(0)) {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, "latin1");
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}
const queryMessage = (sql) => new Uint8Array(frame("Q", Buffer.from(`${sql}\0`)));
const syncMessage = () => new Uint8Array(frame("S"));

/** ErrorResponse + nothing else: for refusing a connection before startup. */
function errorResponse(code, message) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  return frame("E", fields);
}

/** FIFO ownership of the single PGlite session. */
class SessionGate {
  owner = null;
  /** @type {{ conn: object, resolve: () => void }[]} */
  waiting = [];
  /** @param {object} conn */
  acquire(conn) {
    if (this.owner === conn) return Promise.resolve();
    if (this.owner === null) {
      this.owner = conn;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ conn, resolve }));
  }
  /** @param {object} conn */
  release(conn) {
    if (this.owner !== conn) return;
    const next = this.waiting.shift();
    this.owner = next ? next.conn : null;
    next?.resolve();
  }
}

/**
 * Follows the backend's answer stream message by message (answers may arrive in any chunking) to
 * know whether the last message sent was ReadyForQuery and with which status (I, T or E).
 */
class ReplyTracker {
  header = Buffer.alloc(5);
  headerFill = 0;
  remaining = 0; // body bytes still to skip in the current message
  type = 0;
  lastType = 0;
  lastStatus = 0;
  /** @param {Uint8Array} data */
  feed(data) {
    let i = 0;
    while (i < data.length) {
      if (this.remaining > 0) {
        const n = Math.min(this.remaining, data.length - i);
        if (this.type === READY_FOR_QUERY) this.lastStatus = data[i + n - 1];
        this.remaining -= n;
        i += n;
        continue;
      }
      this.header[this.headerFill++] = data[i++];
      if (this.headerFill === 5) {
        this.headerFill = 0;
        this.type = this.header[0];
        // Notices, notifications and parameter changes can come at any time, even after
        // ReadyForQuery: they do not end or reopen an exchange.
        if (!ASYNC_MESSAGES.has(this.type)) this.lastType = this.type;
        this.remaining = this.header.readInt32BE(1) - 4;
      }
    }
  }
  get readyIdle() {
    return this.headerFill === 0 && this.remaining === 0 && this.lastType === READY_FOR_QUERY && this.lastStatus === 0x49; // 'I'
  }
}

/**
 * @param {import("@electric-sql/pglite").PGlite} db
 * @param {{ host?: string, port?: number, maxConnections?: number }} [opts]
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function servePglite(db, opts = {}) {
  await db.waitReady;
  const gate = new SessionGate();
  const maxConnections = opts.maxConnections ?? 64;
  /** @type {Set<Connection>} */
  const connections = new Set();

  /** Runs raw protocol messages on the session; answers go to `onData` (or are dropped). */
  async function run(messages, onData) {
    await db.runExclusive(async () => {
      for (const m of messages) await db.execProtocolRawStream(m, { onRawData: onData ?? (() => {}) });
    });
  }

  class Connection {
    buffer = Buffer.alloc(0);
    started = false;
    closed = false;
    /** complete messages not yet run */
    pending = [];
    /** true while this connection owns the session past a clean boundary (mid-exchange or transaction) */
    dirty = false;
    tracker = new ReplyTracker();
    work = Promise.resolve();

    /** @param {net.Socket} socket */
    constructor(socket) {
      this.socket = socket;
      socket.setNoDelay(true);
      socket.on("data", (chunk) => this.onData(chunk));
      socket.on("error", () => {}); // a reset client is a closed client
      socket.on("close", () => {
        this.closed = true;
        this.schedule(() => this.cleanup());
        this.finished = this.work.then(() => connections.delete(this));
      });
    }

    /** Serialises everything this connection does on the session. */
    schedule(fn) {
      this.work = this.work.then(fn).catch((err) => {
        console.error("[embedded-pg] connection failed:", err);
        this.closed = true;
        this.socket.destroy();
      });
    }

    onData(chunk) {
      if (this.closed) return;
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      let added = false;
      for (;;) {
        if (!this.started) {
          // Untyped messages: SSLRequest, GSSENCRequest, CancelRequest, StartupMessage.
          if (this.buffer.length < 8) break;
          const len = this.buffer.readInt32BE(0);
          const code = this.buffer.readInt32BE(4);
          if (len < 8 || len > 10_000) return this.refuse("08P01", "invalid startup packet length");
          if (this.buffer.length < len) break;
          const msg = this.buffer.subarray(0, len);
          this.buffer = this.buffer.subarray(len);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            this.socket.write("N");
          } else if (code === CANCEL_REQUEST) {
            // Cancelling is not supported (PGlite runs each message to completion): just hang up.
            this.closed = true;
            this.socket.end();
            return;
          } else if (code === PROTOCOL_3) {
            this.started = true;
            this.pending.push(new Uint8Array(msg));
            added = true;
          } else {
            return this.refuse("0A000", `unsupported frontend protocol ${code >>> 16}.${code & 0xffff}`);
          }
          continue;
        }
        if (this.buffer.length < 5) break;
        const len = this.buffer.readInt32BE(1);
        if (len < 4 || len > MAX_MESSAGE) return this.refuse("08P01", "invalid message length");
        if (this.buffer.length < 1 + len) break;
        // A copy: PGlite must not read from a buffer the socket layer may reuse.
        this.pending.push(new Uint8Array(this.buffer.subarray(0, 1 + len)));
        this.buffer = this.buffer.subarray(1 + len);
        added = true;
      }
      if (added) this.schedule(() => this.drain());
    }

    refuse(code, message) {
      this.closed = true;
      this.pending.length = 0;
      this.socket.end(errorResponse(code, message));
    }

    /** Runs pending messages, one unit (… up to Sync, Query or Terminate) at a time. */
    async drain() {
      while (this.pending.length > 0 && !this.closed) {
        await gate.acquire(this);
        if (this.closed) return; // cleanup() frees the session
        let end = this.pending.findIndex((m) => m[0] === SYNC || m[0] === QUERY || m[0] === TERMINATE);
        end = end === -1 ? this.pending.length : end + 1;
        const unit = this.pending.splice(0, end);
        if (unit.at(-1)[0] === TERMINATE) {
          // Not handed to PGlite (its one session outlives every client): run the unit's other
          // messages, then end the connection like a client that hung up.
          unit.pop();
          if (unit.length > 0) await this.runUnit(unit);
          this.closed = true;
          this.socket.end();
          await this.cleanup();
          return;
        }
        await this.runUnit(unit);
        // Hand the session over only at a clean boundary: after ReadyForQuery, outside any
        // transaction. Otherwise (after Flush, a partial exchange, COPY, inside BEGIN … COMMIT)
        // keep it, so no other connection's unit runs in between; they wait in FIFO order.
        if (this.tracker.readyIdle && !db.isInTransaction()) {
          this.dirty = false;
          gate.release(this);
        }
      }
    }

    async runUnit(unit) {
      this.dirty = true;
      await run(unit, (data) => {
        this.tracker.feed(data);
        if (!this.closed && data.length > 0) this.socket.write(Buffer.from(data));
      });
    }

    /** Once the client is gone: undo whatever it left open and free the session. Idempotent. */
    async cleanup() {
      this.pending.length = 0;
      if (gate.owner !== this) return;
      try {
        if (this.dirty) {
          // ROLLBACK aborts an open transaction, or the implicit one of an exchange that never
          // got its Sync; Sync ends such an exchange (after an error it is the only message the
          // backend still listens to); then a transaction still open behind that error is ended.
          await run([queryMessage("ROLLBACK"), syncMessage()]);
          if (db.isInTransaction()) await run([queryMessage("ROLLBACK")]);
        }
      } finally {
        this.dirty = false;
        gate.release(this);
      }
    }
  }

  const server = net.createServer((socket) => {
    if (connections.size >= maxConnections) {
      socket.on("error", () => {});
      socket.end(errorResponse("53300", "sorry, too many clients already"));
      return;
    }
    connections.add(new Connection(socket));
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : Number(opts.port);

  return {
    port,
    close: async () => {
      const closing = new Promise((resolve) => server.close(() => resolve()));
      const open = [...connections];
      for (const c of open) c.socket.destroy();
      // Every connection finishes its running unit and its cleanup before PGlite is closed.
      await Promise.all(open.map((c) => (c.finished ? c.finished : new Promise((resolve) => c.socket.once("close", () => resolve(c.finished))))));
      await closing;
    },
  };
}
