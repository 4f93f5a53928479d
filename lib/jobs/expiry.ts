import "server-only";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, notifications } from "@/db/schema";
import { JOB_NEAR_DUE_HOURS } from "@/lib/notifications/kinds";
import { notifyMany } from "@/lib/notifications/notify";
import { runWithOutbox } from "@/lib/realtime/outbox";
import type { Tx } from "./commands/shared";

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
      returning id, company_id, due_date, title, assignee_id, created_by_id
    ), logged as (
      insert into activity_log (company_id, actor_user_id, action, entity_type, entity_id, before, after)
      select company_id, null, 'jobs.expire', 'job', id::text,
             jsonb_build_object('status', 'active', 'dueDate', due_date),
             jsonb_build_object('status', 'expired')
      from expired
      returning 1
    )
    select id, company_id, title, assignee_id, created_by_id from expired`;
}

type ExpiredRow = { id: string; company_id: string; title: string; assignee_id: string | null; created_by_id: string | null };

/**
 * One run inside the caller's transaction: expire, then tell each expired job's assignee and
 * creator, then tell those of live jobs due within JOB_NEAR_DUE_HOURS (once per job and due date:
 * the notifications table remembers it, so an extended due date is announced again).
 */
async function expireAndNotify(tx: Tx, now: Date, scope: ExpiryScope): Promise<number> {
  const expired = (await tx.execute<ExpiredRow>(expireStatement(now, scope))).rows;
  for (const job of expired) {
    await notifyMany(tx, { companyId: job.company_id, userIds: [job.assignee_id, job.created_by_id], kind: "job.expired", payload: { jobId: job.id, job: job.title } });
  }
  const soon = await tx
    .select({ id: jobs.id, companyId: jobs.companyId, title: jobs.title, dueDate: jobs.dueDate, assigneeId: jobs.assigneeId, createdById: jobs.createdById })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "active"),
        gt(jobs.dueDate, now),
        lte(jobs.dueDate, new Date(now.getTime() + JOB_NEAR_DUE_HOURS * 3_600_000)),
        scope.companyId ? eq(jobs.companyId, scope.companyId) : undefined,
      ),
    )
    .limit(500);
  if (soon.length) {
    const told = await tx
      .select({ jobId: sql<string>`${notifications.payload} ->> 'jobId'`, dueDate: sql<string>`${notifications.payload} ->> 'dueDate'` })
      .from(notifications)
      .where(and(eq(notifications.kind, "job.nearDue"), inArray(notifications.companyId, [...new Set(soon.map((j) => j.companyId))]), inArray(sql`${notifications.payload} ->> 'jobId'`, soon.map((j) => j.id))));
    const done = new Set(told.map((t) => `${t.jobId}|${t.dueDate}`));
    for (const job of soon) {
      const dueDate = job.dueDate.toISOString();
      if (done.has(`${job.id}|${dueDate}`)) continue;
      await notifyMany(tx, { companyId: job.companyId, userIds: [job.assigneeId, job.createdById], kind: "job.nearDue", payload: { jobId: job.id, job: job.title, dueDate } });
    }
  }
  return expired.length;
}

export async function expireDueJobs(now: Date = new Date(), scope: ExpiryScope = {}): Promise<number> {
  return runWithOutbox(() => getDb().transaction((tx) => expireAndNotify(tx, now, scope)));
}

// Any fixed number other than the migration lock's. A transaction-level lock frees itself at
// commit or rollback, so a process that dies mid-run never leaves it held.
const EXPIRY_LOCK = 7_310_205;

/**
 * One scheduled run: only the process that wins the advisory lock expires jobs; the others skip
 * the tick. Null when another process held the lock.
 */
export async function runExpiryOnce(now: Date = new Date(), scope: ExpiryScope = {}): Promise<number | null> {
  // The realtime messages leave once the transaction has committed.
  return runWithOutbox(() =>
    getDb().transaction(async (tx) => {
      const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK}) as ok`);
      if (!lock.rows[0]?.ok) return null;
      return expireAndNotify(tx, now, scope);
    }),
  );
}
