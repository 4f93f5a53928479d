import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/**
 * Jobs expire by UTC time (spec §4.2): an active job whose due moment has passed becomes expired,
 * with one activity-log entry per job (no actor: the system did it). One statement, so a status
 * change and its log entry land together.
 */
/** `companyId` limits a run to one company (tests, or a company-level trigger); the schedule runs them all. */
export type ExpiryScope = { companyId?: string };

function expireStatement(now: Date, scope: ExpiryScope) {
  return sql`
    with expired as (
      update jobs set status = 'expired', updated_at = ${now}
      where status = 'active' and due_date < ${now} ${scope.companyId ? sql`and company_id = ${scope.companyId}` : sql``}
      returning id, company_id, due_date
    ), logged as (
      insert into activity_log (company_id, actor_user_id, action, entity_type, entity_id, before, after)
      select company_id, null, 'jobs.expire', 'job', id::text,
             jsonb_build_object('status', 'active', 'dueDate', due_date),
             jsonb_build_object('status', 'expired')
      from expired
      returning 1
    )
    select count(*)::int as n from logged`;
}

export async function expireDueJobs(now: Date = new Date(), scope: ExpiryScope = {}): Promise<number> {
  const result = await getDb().execute<{ n: number }>(expireStatement(now, scope));
  return result.rows[0]?.n ?? 0;
}

// Any fixed number other than the migration lock's. A transaction-level lock frees itself at
// commit or rollback, so a process that dies mid-run never leaves it held.
const EXPIRY_LOCK = 7_310_205;

/**
 * One scheduled run: only the process that wins the advisory lock expires jobs; the others skip
 * the tick. Null when another process held the lock.
 */
export async function runExpiryOnce(now: Date = new Date(), scope: ExpiryScope = {}): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK}) as ok`);
    if (!lock.rows[0]?.ok) return null;
    const result = await tx.execute<{ n: number }>(expireStatement(now, scope));
    return result.rows[0]?.n ?? 0;
  });
}
