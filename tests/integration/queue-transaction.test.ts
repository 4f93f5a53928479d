import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { enqueue, openQueue, positionalSql, queueDbOf } from "@/lib/queue";
import { NOTIFICATION_EMAIL_QUEUE } from "@/lib/queue/queues";

/**
 * A job enqueued through a drizzle transaction (queueDbOf, drizzle's public execute) exists only
 * if the transaction commits: the notification e-mail and the resume parse rely on it.
 */
let boss: PgBoss;

beforeAll(async () => {
  boss = await openQueue();
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => {});
  await closeDb();
});

async function jobCount(marker: string): Promise<number> {
  const res = await getDb().execute(sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATION_EMAIL_QUEUE} and data ->> 'marker' = ${marker}`);
  return (res.rows[0] as { n: number }).n;
}

describe("enqueueing inside a drizzle transaction", () => {
  it("binds pg-boss's numbered placeholders in order, reused or not, and refuses one without a value", () => {
    const q = positionalSql("select $1::int + $2::int + $1::int as n where $10 is null", [1, 2, 3, 4, 5, 6, 7, 8, 9, null]);
    expect(q.queryChunks.length).toBeGreaterThan(4);
    expect(() => positionalSql("select $2", [1])).toThrow(/\$2/);
  });

  it("runs the bound query on the transaction's connection", async () => {
    const rows = await getDb().transaction(async (tx) => (await queueDbOf(tx).executeSql("select $1::int + $2::int + $1::int as n", [20, 2])).rows);
    expect(rows).toEqual([{ n: 42 }]);
    // An array is one parameter, not a list (pg-boss binds arrays when it sends several jobs).
    const arr = await getDb().transaction(async (tx) => (await queueDbOf(tx).executeSql("select cardinality($1::text[]) as n", [["a", "b", "c"]])).rows);
    expect(arr).toEqual([{ n: 3 }]);
  });

  it("keeps the job of a committed transaction and drops the job of one that rolls back", async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    await getDb().transaction(async (tx) => {
      await enqueue(NOTIFICATION_EMAIL_QUEUE, { notificationId: -1, companyId: randomUUID(), marker: kept }, { boss, db: queueDbOf(tx) });
    });
    await expect(
      getDb().transaction(async (tx) => {
        await enqueue(NOTIFICATION_EMAIL_QUEUE, { notificationId: -1, companyId: randomUUID(), marker: dropped }, { boss, db: queueDbOf(tx) });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await jobCount(kept)).toBe(1);
    expect(await jobCount(dropped)).toBe(0);
    await getDb().execute(sql`delete from pgboss.job where data ->> 'marker' = ${kept}`);
  });
});
