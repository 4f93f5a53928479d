import "server-only";
import { Redis } from "ioredis";
import { getPool } from "@/db/client";
import { logger } from "@/lib/log";
import { busKindFromEnv, publishPg, publishPoll, publishRedis, pruneRealtimeEvents } from "./bus";
import type { RealtimeEvent } from "./events";

/**
 * Hands events to the bus the sidecars listen on (lib/realtime/bus.ts picks it from the env):
 * Redis PUBLISH when REDIS_URL is set; pg_notify on a real PostgreSQL (a message too large for
 * NOTIFY goes through realtime_events); with the embedded database a realtime_events row that the
 * sidecars poll. Called by the outbox after the command's transaction committed, on the app's own
 * pool (or one shared Redis connection), so publishing costs no new connection per command.
 */
type Holder = { redis?: Redis; lastPrune?: number };
const holder = ((globalThis as unknown as { __talentRealtime?: Holder }).__talentRealtime ??= {});
const PRUNE_EVERY_MS = 60_000;

function redis(): Redis {
  if (!holder.redis) {
    holder.redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2, lazyConnect: false });
    holder.redis.on("error", (err) => logger.warn({ err }, "realtime redis publisher error"));
  }
  return holder.redis;
}

export async function publishEvents(events: RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const kind = busKindFromEnv();
  if (kind === "redis") return publishRedis(redis(), events);
  const pool = getPool();
  if (kind === "pg") await publishPg(pool, events);
  else await publishPoll(pool, events);
  // realtime_events is a relay, not a record: keep it short (the pg driver uses it for large messages).
  const now = Date.now();
  if (!holder.lastPrune || now - holder.lastPrune > PRUNE_EVERY_MS) {
    holder.lastPrune = now;
    await pruneRealtimeEvents(pool).catch((err) => logger.warn({ err }, "realtime_events prune failed"));
  }
}

/** Closes the shared Redis connection (tests, graceful shutdown). */
export async function closePublisher(): Promise<void> {
  const r = holder.redis;
  holder.redis = undefined;
  await r?.quit().catch(() => r.disconnect());
}
