import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, Pool, type PoolClient } from "pg";
// @ts-expect-error plain ESM helper shared with scripts/start.mjs
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-pg.mjs";

/**
 * The embedded database (no DATABASE_URL) is one PGlite session shared by every connection. Its
 * wire server must keep each connection's extended-protocol exchange (Parse/Bind/Execute/Sync) and
 * each open transaction together, or concurrent pg clients corrupt each other's unnamed statement
 * and portal ("bind message supplies 4 parameters, but prepared statement "" requires 2").
 */

let embedded: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  const c = new Client({ connectionString: embedded.url });
  await c.connect();
  await c.query("create table kv (k text primary key, v int not null)");
  await c.end();
}, 60_000);

function newPool(max: number): Pool {
  const pool = new Pool({ connectionString: embedded.url, max });
  pool.on("error", () => {}); // an idle client's socket closing is not what these tests look at
  return pool;
}

afterAll(async () => {
  await embedded?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Settles to "pending" when `p` has not settled within `ms`. */
async function stateAfter<T>(p: Promise<T>, ms: number): Promise<"pending" | "settled"> {
  return Promise.race([p.then(() => "settled" as const, () => "settled" as const), sleep(ms).then(() => "pending" as const)]);
}

async function count(pool: Pool, prefix: string): Promise<number> {
  const r = await pool.query<{ n: number }>("select count(*)::int as n from kv where k like $1", [`${prefix}%`]);
  return r.rows[0].n;
}

// --- a minimal raw protocol client, to send what pg never sends on its own (Flush, no Sync) ---
function frame(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => { const b = Buffer.alloc(2); b.writeInt16BE(n); return b; };
const int32 = (n: number) => { const b = Buffer.alloc(4); b.writeInt32BE(n); return b; };
const parseMsg = (sql: string) => frame("P", Buffer.concat([cstr(""), cstr(sql), int16(0)]));
const bindMsg = (params: string[]) =>
  frame("B", Buffer.concat([cstr(""), cstr(""), int16(0), int16(params.length), ...params.flatMap((p) => [int32(Buffer.byteLength(p)), Buffer.from(p)]), int16(0)]));
const executeMsg = () => frame("E", Buffer.concat([cstr(""), int32(0)]));
const syncMsg = () => frame("S", Buffer.alloc(0));
const flushMsg = () => frame("H", Buffer.alloc(0));

class RawConn {
  private buf = Buffer.alloc(0);
  readonly messages: { type: string; body: Buffer }[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly socket: net.Socket) {
    socket.on("data", (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      while (this.buf.length >= 5 && this.buf.length >= 1 + this.buf.readInt32BE(1)) {
        const len = this.buf.readInt32BE(1);
        this.messages.push({ type: String.fromCharCode(this.buf[0]), body: this.buf.subarray(5, 1 + len) });
        this.buf = this.buf.subarray(1 + len);
      }
      for (const w of this.waiters.splice(0)) w();
    });
  }
  static async open(url: string): Promise<RawConn> {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    const conn = new RawConn(socket);
    const params = Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), Buffer.from([0])]);
    socket.write(Buffer.concat([int32(params.length + 8), int32(196608), params]));
    await conn.waitFor("Z");
    return conn;
  }
  send(...msgs: Buffer[]) {
    this.socket.write(Buffer.concat(msgs));
  }
  /** Resolves with the first message of `type` received from now on (earlier ones are dropped). */
  async waitFor(type: string, timeoutMs = 5_000): Promise<{ type: string; body: Buffer }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type);
      if (i >= 0) return this.messages.splice(0, i + 1)[i];
      if (Date.now() > deadline) throw new Error(`no '${type}' message; got ${this.messages.map((m) => m.type).join("")}`);
      await Promise.race([new Promise<void>((r) => this.waiters.push(r)), sleep(50)]);
    }
  }
}

describe("embedded PostgreSQL wire server under concurrent connections", () => {
  it("answers 2,000 parameterised queries from 8 pooled connections, with concurrent transactions, all correctly", async () => {
    const pool = newPool(8);
    const errors: string[] = [];
    const wrong: string[] = [];
    const committed: string[] = [];
    const rolledBack: string[] = [];

    async function transaction(i: number) {
      const rollback = i % 100 === 4; // 20 transactions roll back, the other 380 commit
      const key = `tx-${i}`;
      let client: PoolClient | undefined;
      try {
        client = await pool.connect();
        await client.query("begin");
        await client.query("insert into kv (k, v) values ($1, $2)", [key, i]);
        await client.query("update kv set v = v + $2 where k = $1", [key, 1]);
        const seen = await client.query<{ v: number; n: number }>(
          "select v, (select count(*)::int from kv where k = $1) as n from kv where k = $1 and v > $2 and $3::text = 'x'",
          [key, -1, "x"],
        );
        if (seen.rows[0]?.v !== i + 1 || seen.rows[0]?.n !== 1) wrong.push(`${key}: ${JSON.stringify(seen.rows)}`);
        await client.query(rollback ? "rollback" : "commit");
        (rollback ? rolledBack : committed).push(key);
      } finally {
        client?.release();
      }
    }

    const jobs: Promise<void>[] = [];
    for (let i = 0; i < 2_000; i++) {
      const job = (async () => {
        switch (i % 5) {
          case 0: {
            const r = await pool.query<{ v: number }>("select $1::int + $2::int as v", [i, 2 * i]);
            if (r.rows[0].v !== 3 * i) wrong.push(`sum ${i}: ${r.rows[0].v}`);
            break;
          }
          case 1: {
            const r = await pool.query<{ v: string }>("select $1::text || $2::text || $3::text as v", [`a${i}`, "-", `b${i}`]);
            if (r.rows[0].v !== `a${i}-b${i}`) wrong.push(`concat ${i}: ${r.rows[0].v}`);
            break;
          }
          case 2: {
            const r = await pool.query<{ v: number }>("select $1::int * $2::int - $3::int + $4::int as v", [i, 2, i, 7]);
            if (r.rows[0].v !== i + 7) wrong.push(`arith ${i}: ${r.rows[0].v}`);
            break;
          }
          case 3: {
            const r = await pool.query<{ n: number; s: string }>("select count(*)::int as n, $1::text as s from generate_series(1, $2::int)", [`s${i}`, i % 17]);
            if (r.rows[0].n !== i % 17 || r.rows[0].s !== `s${i}`) wrong.push(`series ${i}: ${JSON.stringify(r.rows)}`);
            break;
          }
          default:
            await transaction(i);
        }
      })().catch((e: Error) => {
        errors.push(`${i}: ${e.message}`);
      });
      jobs.push(job);
    }
    await Promise.all(jobs);

    expect({ count: errors.length, first: errors.slice(0, 10) }).toEqual({ count: 0, first: [] });
    expect({ count: wrong.length, first: wrong.slice(0, 10) }).toEqual({ count: 0, first: [] });
    expect(committed.length + rolledBack.length).toBe(400);
    expect(rolledBack.length).toBe(20);
    const rows = await pool.query<{ k: string }>("select k from kv where k like 'tx-%'");
    expect(rows.rows.map((r) => r.k).sort()).toEqual([...committed].sort());
    await pool.end();
  }, 120_000);

  it("keeps a transaction's uncommitted row from other connections until it commits, and drops it on rollback", async () => {
    const pool = newPool(4);
    const a = await pool.connect();
    await a.query("begin");
    await a.query("insert into kv (k, v) values ($1, $2)", ["iso-commit", 1]);
    // Another connection's read cannot see (nor interleave with) the open transaction: it waits.
    const readDuring = count(pool, "iso-commit");
    expect(await stateAfter(readDuring, 300)).toBe("pending");
    await a.query("commit");
    expect(await readDuring).toBe(1);

    await a.query("begin");
    await a.query("insert into kv (k, v) values ($1, $2)", ["iso-rollback", 1]);
    const readDuring2 = count(pool, "iso-rollback");
    expect(await stateAfter(readDuring2, 300)).toBe("pending");
    await a.query("rollback");
    expect(await readDuring2).toBe(0);
    a.release();
    await pool.end();
  });

  it("rolls back the transaction of a client that closes mid-transaction and stays usable", async () => {
    const pool = newPool(2);

    // A client that ends (Terminate) inside its transaction.
    const ending = new Client({ connectionString: embedded.url });
    await ending.connect();
    await ending.query("begin");
    await ending.query("insert into kv (k, v) values ($1, $2)", ["closed-end", 1]);
    const waiting = pool.query<{ v: number }>("select $1::int + $2::int as v", [40, 2]);
    expect(await stateAfter(waiting, 200)).toBe("pending");
    await ending.end();
    expect((await waiting).rows[0].v).toBe(42);
    expect(await count(pool, "closed-end")).toBe(0);

    // A client whose socket drops inside its transaction.
    const dropped = new Client({ connectionString: embedded.url });
    dropped.on("error", () => {});
    await dropped.connect();
    await dropped.query("begin");
    await dropped.query("insert into kv (k, v) values ($1, $2)", ["closed-drop", 1]);
    (dropped as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect(await count(pool, "closed-drop")).toBe(0);

    // A raw connection that drops after Parse/Bind/Execute of an insert, before its Sync.
    const raw = await RawConn.open(embedded.url);
    raw.send(parseMsg("insert into kv (k, v) values ($1, 1)"), bindMsg(["closed-nosync"]), executeMsg(), flushMsg());
    await raw.waitFor("C");
    raw.socket.destroy();
    expect(await count(pool, "closed-nosync")).toBe(0);

    const after = await pool.query<{ v: string }>("select $1::text || $2::text as v", ["still", "-usable"]);
    expect(after.rows[0].v).toBe("still-usable");
    await pool.end();
  });

  it("keeps a connection's unnamed statement across a Flush while other connections wait", async () => {
    const pool = newPool(2);
    const raw = await RawConn.open(embedded.url);
    raw.send(parseMsg("select $1::int * 10 as v"), flushMsg());
    await raw.waitFor("1"); // ParseComplete
    // This three-parameter query must not run (and replace the unnamed statement) in between.
    const other = pool.query<{ v: string }>("select $1::text || $2::text || $3::text as v", ["x", "y", "z"]);
    expect(await stateAfter(other, 200)).toBe("pending");
    raw.send(bindMsg(["7"]), executeMsg(), syncMsg());
    const row = await raw.waitFor("D");
    expect(row.body.subarray(6).toString()).toBe("70");
    await raw.waitFor("Z");
    expect(raw.messages.filter((m) => m.type === "E")).toEqual([]);
    expect((await other).rows[0].v).toBe("xyz");
    raw.socket.destroy();
    await pool.end();
  });
});
