import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobShortlists, jobs, talentShares, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { lockJob, type Tx } from "@/lib/jobs/commands/shared";
import { formatJdId } from "@/lib/jobs/rules";
import type { Tenant } from "@/lib/tenancy/queries";
import { isUuid } from "@/lib/text/uuid";
import { isShortlistableJob, shortlistTransition, type ShortlistStatus } from "./rules";
import type { ShortlistOutcome } from "./types";

/**
 * Write side of the selection: shortlist, standby, remove and share. Each command runs in one
 * transaction with its activity-log entries, so a refused request writes nothing at all.
 *
 * Order of checks for the job (spec §6, §8): unknown, deleted or another tenant's job → 10078;
 * actor not its assignee → 10333; job not active → 10334. Then the talents: any id that is not a
 * talent of this company → 10404; any already on the list with the asked status → 10336.
 */
export type SelectionActor = { actorUserId: string };
type TenantRef = Pick<Tenant, "id">;

function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * The job row under the one job-row lock (lib/jobs/commands/shared.ts): two recruiters' concurrent
 * shortlists of the same talent then run one after the other, and the second sees the first's row
 * (10336) instead of a key violation. Then the selection's own rules: assignee only, live job.
 */
async function lockJobForShortlist(tx: Tx, companyId: string, actorUserId: string, jobId: string, now: Date) {
  const job = await lockJob(tx, companyId, jobId);
  if (job.assigneeId !== actorUserId) throw appError(ERROR_CODES.onlyAssigneeCanShortlist);
  if (!isShortlistableJob(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
  return job;
}

/** Every id must be a talent of this company; otherwise 10404 naming none of them. */
async function checkTalents(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length || !ids.every(isUuid)) throw appError(ERROR_CODES.recordNotFound);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.companyId, companyId), eq(users.role, "talent")));
  if (rows.length !== ids.length) throw appError(ERROR_CODES.recordNotFound);
}

/**
 * Shortlists talents against a job, or puts them on standby (`status`). A talent on the list with
 * the other status moves; one already with this status makes the whole request 10336 (details
 * name them), and nothing is written.
 */
export async function shortlist(
  tenant: TenantRef,
  actor: SelectionActor,
  input: { jobId: string; candidateIds: readonly string[]; status: ShortlistStatus },
  now: Date = new Date(),
): Promise<ShortlistOutcome> {
  const ids = uniqueIds(input.candidateIds);
  return getDb().transaction(async (tx) => {
    const job = await lockJobForShortlist(tx, tenant.id, actor.actorUserId, input.jobId, now);
    await checkTalents(tx, tenant.id, ids);
    const existing = await tx
      .select({ candidateId: jobShortlists.candidateId, status: jobShortlists.status })
      .from(jobShortlists)
      .where(and(eq(jobShortlists.jobId, job.id), inArray(jobShortlists.candidateId, ids)));
    const current = new Map(existing.map((r) => [r.candidateId, r.status]));
    const plan = ids.map((id) => ({ id, from: current.get(id) ?? null, step: shortlistTransition(current.get(id) ?? null, input.status) }));
    const duplicates = plan.filter((p) => p.step === "duplicate").map((p) => p.id);
    if (duplicates.length) throw appError(ERROR_CODES.alreadyShortlisted, undefined, { candidateIds: duplicates });

    const inserts = plan.filter((p) => p.step === "insert").map((p) => p.id);
    const moves = plan.filter((p) => p.step === "move").map((p) => p.id);
    if (inserts.length) {
      await tx.insert(jobShortlists).values(inserts.map((candidateId) => ({ jobId: job.id, candidateId, companyId: tenant.id, status: input.status, byUserId: actor.actorUserId })));
    }
    if (moves.length) {
      await tx
        .update(jobShortlists)
        .set({ status: input.status, byUserId: actor.actorUserId })
        .where(and(eq(jobShortlists.jobId, job.id), inArray(jobShortlists.candidateId, moves)));
    }
    for (const p of plan) {
      await logActivity(tx, {
        companyId: tenant.id,
        actorUserId: actor.actorUserId,
        action: input.status === "shortListed" ? "selection.shortlisted" : "selection.standby",
        entityType: "talent",
        entityId: p.id,
        before: p.from ? { jobId: job.id, status: p.from } : null,
        after: { jobId: job.id, status: input.status },
      });
    }
    return { jobId: job.id, jdId: formatJdId(job.jdNumber), status: input.status, added: inserts.length, moved: moves.length };
  });
}

/** Takes talents off a job's shortlist or standby list; same job rules as shortlisting, 10404 for a talent not on it. */
export async function removeFromShortlist(
  tenant: TenantRef,
  actor: SelectionActor,
  input: { jobId: string; candidateIds: readonly string[] },
  now: Date = new Date(),
): Promise<{ jobId: string; removed: number }> {
  const ids = uniqueIds(input.candidateIds);
  return getDb().transaction(async (tx) => {
    const job = await lockJobForShortlist(tx, tenant.id, actor.actorUserId, input.jobId, now);
    if (!ids.length || !ids.every(isUuid)) throw appError(ERROR_CODES.recordNotFound);
    const removed = await tx
      .delete(jobShortlists)
      .where(and(eq(jobShortlists.jobId, job.id), eq(jobShortlists.companyId, tenant.id), inArray(jobShortlists.candidateId, ids)))
      .returning({ candidateId: jobShortlists.candidateId, status: jobShortlists.status });
    // All or nothing: a talent that was not on the list undoes the whole request.
    if (removed.length !== ids.length) throw appError(ERROR_CODES.recordNotFound);
    for (const r of removed) {
      await logActivity(tx, {
        companyId: tenant.id,
        actorUserId: actor.actorUserId,
        action: "selection.removed",
        entityType: "talent",
        entityId: r.candidateId,
        before: { jobId: job.id, status: r.status },
        after: null,
      });
    }
    return { jobId: job.id, removed: removed.length };
  });
}

/**
 * Saves a set of talents as a share and returns its id; the link `/admin/talent/shared/{id}`
 * opens only for admin users of this company (getShare is scoped to it). An optional job must be
 * this company's (10078 otherwise); sharing needs no assignment.
 */
export async function createShare(tenant: TenantRef, actor: SelectionActor, input: { candidateIds: readonly string[]; jobId?: string | null }): Promise<{ shareId: string }> {
  const ids = uniqueIds(input.candidateIds);
  return getDb().transaction(async (tx) => {
    if (input.jobId) {
      if (!isUuid(input.jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
      const [job] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, input.jobId), eq(jobs.companyId, tenant.id), ne(jobs.status, "deleted")));
      if (!job) throw appError(ERROR_CODES.jobNoLongerExists);
    }
    await checkTalents(tx, tenant.id, ids);
    const [share] = await tx
      .insert(talentShares)
      .values({ companyId: tenant.id, jobId: input.jobId ?? null, candidateIds: ids, createdById: actor.actorUserId })
      .returning({ id: talentShares.id });
    await logActivity(tx, {
      companyId: tenant.id,
      actorUserId: actor.actorUserId,
      action: "selection.shared",
      entityType: "talentShare",
      entityId: share.id,
      after: { candidateIds: ids, jobId: input.jobId ?? null },
    });
    return { shareId: share.id };
  });
}
