import "server-only";
import type { Pool } from "pg";
import { getPool } from "@/db/client";

/** Anything that runs a parameterised query: the app pool, a test's own pool, a client. */
export type Queryable = Pick<Pool, "query">;

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: Date };

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `limit`.
 *
 * One statement, so two processes hitting the same key at the same instant cannot both read the
 * old count: the row lock of `on conflict do update` serialises them. The window restarts when
 * the stored one has passed, judged by the database clock so that app hosts need not agree.
 */
export async function hit(key: string, limit: number, windowSec: number, db: Queryable = getPool()): Promise<RateLimitResult> {
  const { rows } = await db.query<{ count: number; reset_at: Date }>(
    `insert into rate_limit_buckets as b (key, count, reset_at)
     values ($1, 1, now() + make_interval(secs => $2))
     on conflict (key) do update set
       count = case when b.reset_at <= now() then 1 else b.count + 1 end,
       reset_at = case when b.reset_at <= now() then excluded.reset_at else b.reset_at end
     returning count, reset_at`,
    [key, windowSec],
  );
  const { count, reset_at } = rows[0];
  return { allowed: count <= limit, count, remaining: Math.max(0, limit - count), resetAt: new Date(reset_at) };
}

/** Forgets a key, e.g. an account's failures after a successful login. */
export async function reset(key: string, db: Queryable = getPool()): Promise<void> {
  await db.query(`delete from rate_limit_buckets where key = $1`, [key]);
}

/**
 * Gives one hit back within the current window. Callers count an attempt before doing the
 * expensive work (so a burst of parallel requests cannot all slip under the limit) and give it
 * back when the attempt turns out not to count, e.g. a successful login from a shared address.
 */
export async function release(key: string, db: Queryable = getPool()): Promise<void> {
  await db.query(`update rate_limit_buckets set count = greatest(count - 1, 0) where key = $1 and reset_at > now()`, [key]);
}

/** Drops windows that have passed; any process may call it now and then (nothing depends on it). */
export async function pruneExpired(db: Queryable = getPool()): Promise<number> {
  const res = await db.query(`delete from rate_limit_buckets where reset_at <= now()`);
  return res.rowCount ?? 0;
}
