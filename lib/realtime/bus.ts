import { Redis } from "ioredis";
import pg from "pg";
import type { RealtimeEvent, RealtimeMessage } from "./events";
import { channelKey } from "./events";

/**
 * The bus between whoever publishes (the app's outbox, a sidecar relaying a room message) and the
 * sidecar instances holding sockets (issue 14, D50). One interface, three drivers:
 * - redis: PUBLISH on `rt:<channel key>`; each sidecar SUBSCRIBEs the keys it has sockets for on a
 *   dedicated connection (ioredis re-subscribes by itself after a reconnect).
 * - pg: one NOTIFY channel (`realtime`) carrying `{c, m}`; a message over NOTIFY's 8000-byte limit
 *   goes into realtime_events and the notification carries only its id. Each sidecar LISTENs on a
 *   dedicated pg.Client (TCP keepalive, a heartbeat query that checks pg_listening_channels(), and
 *   a reconnect + re-LISTEN when either fails) and filters by the keys it holds.
 * - poll: the embedded database (PGlite's wire server shares one session, so LISTEN cannot be
 *   relied on): events are rows of realtime_events that every sidecar reads past its last id.
 * Every driver is at most once: what is lost while a sidecar reconnects is caught up by the client
 * from the notifications table on its own (re)connect.
 *
 * No server-only import: the sidecar bundles this file.
 */
export type BusKind = "redis" | "pg" | "poll";
export type BusHandler = (key: string, message: RealtimeMessage) => void;

export interface Bus {
  readonly kind: BusKind;
  /** Starts delivering `key`'s messages to the handler (idempotent). */
  subscribe(key: string): Promise<void>;
  unsubscribe(key: string): Promise<void>;
  publish(events: readonly RealtimeEvent[]): Promise<void>;
  /** Resolves once the driver is ready to deliver (connected, listening, polling from the current end). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Reads REALTIME_BUS, REDIS_URL, DATABASE_EMBEDDED. */
export type BusEnv = Record<string, string | undefined>;

/**
 * REALTIME_BUS names a driver explicitly; otherwise REDIS_URL → redis; the embedded database
 * (DATABASE_EMBEDDED=1, set by scripts/start.mjs, dev.mjs and e2e-server.mjs) → poll; a real
 * PostgreSQL server → pg.
 */
export function busKindFromEnv(env: BusEnv = process.env): BusKind {
  const explicit = env.REALTIME_BUS?.trim().toLowerCase();
  if (explicit === "redis" || explicit === "pg" || explicit === "poll") return explicit;
  if (env.REDIS_URL) return "redis";
  if (env.DATABASE_EMBEDDED === "1") return "poll";
  return "pg";
}

export const PG_CHANNEL = "realtime";
/** NOTIFY refuses payloads of 8000 bytes and more; stay clear of it. */
export const PG_NOTIFY_MAX_BYTES = 7900;
const REDIS_PREFIX = "rt:";

/** Something that runs one SQL statement (a pg.Pool, a pg.Client, the app's pool). */
export type SqlRunner = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

// ── publishing, shared by the drivers and the app's publisher ────────────────────────────────

export async function publishRedis(redis: Redis, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const pipeline = redis.pipeline();
  for (const e of events) pipeline.publish(REDIS_PREFIX + channelKey(e.channel), JSON.stringify(e.message));
  const results = await pipeline.exec();
  const failed = results?.find(([err]) => err);
  if (failed) throw failed[0];
}

export async function publishPg(db: SqlRunner, events: readonly RealtimeEvent[]): Promise<void> {
  // Small messages go in one statement (one round trip for a whole batch). Within one transaction
  // PostgreSQL delivers byte-identical notifications once: two identical messages to the same
  // channel in one batch arrive as one, which carries no less information.
  const small: string[] = [];
  const large: RealtimeEvent[] = [];
  for (const e of events) {
    const payload = JSON.stringify({ c: channelKey(e.channel), m: e.message });
    if (Buffer.byteLength(payload) <= PG_NOTIFY_MAX_BYTES) small.push(payload);
    else large.push(e);
  }
  if (small.length === 1) await db.query("select pg_notify($1, $2)", [PG_CHANNEL, small[0]]);
  else if (small.length > 1) await db.query("select pg_notify($1, p) from unnest($2::text[]) as t(p)", [PG_CHANNEL, small]);
  for (const e of large) {
    // NOTIFY is transactional: the row is visible by the time a listener reads it.
    await db.query(
      "with e as (insert into realtime_events (channel, message) values ($1, $2) returning id) select pg_notify($3, json_build_object('id', e.id)::text) from e",
      [channelKey(e.channel), JSON.stringify(e.message), PG_CHANNEL],
    );
  }
}

export async function publishPoll(db: SqlRunner, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((e, i) => {
    values.push(channelKey(e.channel), JSON.stringify(e.message));
    return `($${2 * i + 1}, $${2 * i + 2}::jsonb)`;
  });
  await db.query(`insert into realtime_events (channel, message) values ${rows.join(", ")}`, values);
}

/** How long a realtime_events row is kept: enough for every poller to have read it. */
export const REALTIME_EVENTS_KEEP_SECONDS = 300;

export async function pruneRealtimeEvents(db: SqlRunner): Promise<void> {
  await db.query(`delete from realtime_events where created_at < now() - interval '${REALTIME_EVENTS_KEEP_SECONDS} seconds'`);
}

// ── drivers ───────────────────────────────────────────────────────────────────────────────────

type Log = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
export type BusOptions = {
  kind: BusKind;
  onMessage: BusHandler;
  redisUrl?: string;
  databaseUrl?: string;
  /** poll: how often realtime_events is read (ms). */
  pollMs?: number;
  /** pg: how often the LISTEN connection is checked (ms). */
  heartbeatMs?: number;
  log?: Log;
};

const silent: Log = { warn: () => {} };

function parseMessage(raw: unknown): RealtimeMessage | null {
  const m = typeof raw === "string" ? safeJson(raw) : raw;
  return m && typeof m === "object" && !Array.isArray(m) && typeof (m as { type?: unknown }).type === "string" ? (m as RealtimeMessage) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createBus(opts: BusOptions): Bus {
  if (opts.kind === "redis") return redisBus(opts);
  if (opts.kind === "pg") return pgBus(opts);
  return pollBus(opts);
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new Error(`realtime bus: ${name} is not set`);
  return value;
}

/** pg and poll receive every channel's messages and keep those of the keys this instance holds. */
function localFilter(keys: Set<string>): Pick<Bus, "subscribe" | "unsubscribe"> {
  return {
    subscribe: async (key) => void keys.add(key),
    unsubscribe: async (key) => void keys.delete(key),
  };
}

function redisBus(opts: BusOptions): Bus {
  const url = need(opts.redisUrl, "REDIS_URL");
  const log = opts.log ?? silent;
  // A subscriber connection can run nothing but (P)SUBSCRIBE: publishing needs its own.
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null, enableReadyCheck: true });
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  for (const [name, client] of [["subscriber", sub], ["publisher", pub]] as const) {
    client.on("error", (err) => log.warn({ err, connection: name }, "realtime redis error"));
  }
  sub.on("message", (channel: string, raw: string) => {
    if (!channel.startsWith(REDIS_PREFIX)) return;
    const m = parseMessage(raw);
    if (m) opts.onMessage(channel.slice(REDIS_PREFIX.length), m);
  });
  const readyPromise = new Promise<void>((resolve) => {
    if (sub.status === "ready") resolve();
    else sub.once("ready", () => resolve());
  });
  return {
    kind: "redis",
    async subscribe(key) {
      await sub.subscribe(REDIS_PREFIX + key);
    },
    async unsubscribe(key) {
      await sub.unsubscribe(REDIS_PREFIX + key);
    },
    publish: (events) => publishRedis(pub, events),
    ready: () => readyPromise,
    async close() {
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}

function pgBus(opts: BusOptions): Bus {
  const connectionString = need(opts.databaseUrl, "DATABASE_URL");
  const log = opts.log ?? silent;
  const keys = new Set<string>();
  const pool = new pg.Pool({ connectionString, max: 2, application_name: "talent-realtime-publish" });
  pool.on("error", () => {});
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let heartbeat: NodeJS.Timeout | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((r) => (resolveReady = r));

  const deliver = (key: string, raw: unknown) => {
    if (!keys.has(key)) return;
    const m = parseMessage(raw);
    if (m) opts.onMessage(key, m);
  };

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== PG_CHANNEL || !n.payload) return;
    const p = safeJson(n.payload) as { c?: unknown; m?: unknown; id?: unknown } | null;
    if (!p) return;
    if (typeof p.c === "string") deliver(p.c, p.m);
    else if (typeof p.id === "number") {
      // A large message: read its row (on the pool, so the listening connection stays free).
      void pool
        .query<{ channel: string; message: unknown }>("select channel, message from realtime_events where id = $1", [p.id])
        .then((r) => r.rows[0] && deliver(r.rows[0].channel, r.rows[0].message))
        .catch((err) => log.warn({ err }, "realtime pg: large message read failed"));
    }
  };

  const scheduleReconnect = (why: string, err?: unknown) => {
    if (closed || reconnectTimer) return;
    const old = client;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    old?.removeAllListeners("notification");
    old?.end().catch(() => {});
    const delay = Math.min(5000, 100 * 2 ** attempt++) * Math.random();
    log.warn({ err, why, delay }, "realtime pg: LISTEN connection lost, reconnecting");
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000, application_name: "talent-realtime-listen" });
    c.on("error", (err) => scheduleReconnect("error", err));
    c.on("end", () => {
      if (client === c) scheduleReconnect("end");
    });
    c.on("notification", onNotification);
    try {
      await c.connect();
      await c.query(`listen ${PG_CHANNEL}`);
    } catch (err) {
      client = c;
      scheduleReconnect("connect", err);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    attempt = 0;
    resolveReady();
    // A half-open socket or a server restart can leave a LISTEN connection that never errors
    // (node-postgres #3003): check that the server still lists our channel.
    heartbeat = setInterval(() => {
      if (client !== c) return;
      c.query<{ n: number }>("select count(*)::int as n from pg_listening_channels() as ch where ch = $1", [PG_CHANNEL]).then(
        (r) => {
          if (r.rows[0]?.n !== 1) scheduleReconnect("not listening");
        },
        (err) => scheduleReconnect("heartbeat", err),
      );
    }, opts.heartbeatMs ?? 10_000);
    heartbeat.unref?.();
  };
  void connect();

  return {
    kind: "pg",
    ...localFilter(keys),
    publish: (events) => publishPg(pool, events),
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await client?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

function pollBus(opts: BusOptions): Bus {
  const connectionString = need(opts.databaseUrl, "DATABASE_URL");
  const log = opts.log ?? silent;
  const keys = new Set<string>();
  // One connection is enough, and the embedded database runs one query at a time anyway.
  const pool = new pg.Pool({ connectionString, max: 1, application_name: "talent-realtime-poll" });
  pool.on("error", () => {});
  const every = opts.pollMs ?? 500;
  let last: number | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((r) => (resolveReady = r));
  let failures = 0;

  const tick = async () => {
    try {
      if (last === null) {
        // Start from the current end: earlier events were for sockets that no longer exist.
        const r = await pool.query<{ max: string | null }>("select max(id)::text as max from realtime_events");
        last = Number(r.rows[0]?.max ?? 0);
        resolveReady();
      }
      for (;;) {
        const r: pg.QueryResult<{ id: string; channel: string; message: unknown }> = await pool.query(
          "select id::text as id, channel, message from realtime_events where id > $1 order by id limit 500",
          [last],
        );
        for (const row of r.rows) {
          last = Number(row.id);
          if (keys.has(row.channel)) {
            const m = parseMessage(row.message);
            if (m) opts.onMessage(row.channel, m);
          }
        }
        if (r.rows.length < 500) break;
      }
      failures = 0;
    } catch (err) {
      // The table may not exist yet (the app migrates at start) or the database is restarting.
      const missing = (err as { code?: string }).code === "42P01";
      if (failures++ % 20 === 0) log.warn(missing ? {} : { err }, missing ? "realtime poll: waiting for the app to create realtime_events" : "realtime poll failed");
    }
  };

  const loop = () => {
    if (closed) return;
    running = tick().finally(() => {
      running = null;
      if (!closed) timer = setTimeout(loop, every);
    });
  };
  loop();

  return {
    kind: "poll",
    ...localFilter(keys),
    publish: (events) => publishPoll(pool, events),
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
