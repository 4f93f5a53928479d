import "server-only";
import { and, eq } from "drizzle-orm";
import { interviewCandidates, interviewStageEvents, jobApplications } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { isUuid } from "@/lib/text/uuid";
import { ENTRY_STATUS, applicationStatusFor, applyTransition, type TransitionActor, type TransitionName } from "../rules";

/**
 * The one way a pipeline entry changes status (decision D42). Every interview command — the
 * recruiter's actions, the board, booking, reviews — locks the entry, asks the state machine
 * (lib/interviews/rules.ts), writes the new status, a stage event (the detail's timeline) and the
 * job application's status, all in the caller's transaction: a refused move writes nothing.
 */
export type EntryRow = typeof interviewCandidates.$inferSelect;

/** The entry of this company, locked FOR UPDATE until the transaction ends. 10404 otherwise (malformed id, another tenant's). */
export async function lockEntry(tx: Tx, companyId: string, entryId: string): Promise<EntryRow> {
  if (!isUuid(entryId)) throw appError(ERROR_CODES.recordNotFound);
  const rows = await tx
    .select()
    .from(interviewCandidates)
    .where(and(eq(interviewCandidates.id, entryId), eq(interviewCandidates.companyId, companyId)))
    .for("update");
  if (!rows[0]) throw appError(ERROR_CODES.recordNotFound);
  return rows[0];
}

/** The entry of a talent on a job, locked; null when the talent is not on the job's interview list. */
export async function lockEntryOf(tx: Tx, companyId: string, jobId: string, candidateId: string): Promise<EntryRow | null> {
  const rows = await tx
    .select()
    .from(interviewCandidates)
    .where(and(eq(interviewCandidates.companyId, companyId), eq(interviewCandidates.jobId, jobId), eq(interviewCandidates.candidateId, candidateId)))
    .for("update");
  return rows[0] ?? null;
}

export type TransitionOptions = {
  reason?: string | null;
  /** The version the caller saw (board moves): a different stored version answers 10573. */
  expectedVersion?: number;
};

/**
 * Applies a named transition to a locked entry. Throws the state machine's refusal (10560,
 * 10569, 10167) or 10573 for a stale version; returns the updated row.
 */
export async function transitionEntry(tx: Tx, actor: Actor, entry: EntryRow, name: TransitionName, by: TransitionActor, opts: TransitionOptions = {}): Promise<EntryRow> {
  if (opts.expectedVersion !== undefined && opts.expectedVersion !== entry.version) throw appError(ERROR_CODES.staleBoardMove);
  const next = applyTransition({ status: entry.status, round: entry.round, blocked: entry.blocked }, name, by, opts.reason);
  const now = new Date();
  const [updated] = await tx
    .update(interviewCandidates)
    .set({ status: next.status, round: next.round, version: entry.version + 1, updatedAt: now })
    .where(eq(interviewCandidates.id, entry.id))
    .returning();
  await recordStage(tx, actor, updated!, { from: entry.status, transition: name, reason: opts.reason?.trim() || null, at: now });
  return updated!;
}

/**
 * Puts a talent on the job's interview list (status screening, round 1). The caller has checked
 * the talent is shortlisted on the job; a talent already on the list answers 10560.
 */
export async function createEntry(tx: Tx, actor: Actor, input: { jobId: string; candidateId: string }): Promise<EntryRow> {
  const inserted = await tx
    .insert(interviewCandidates)
    .values({ companyId: actor.companyId, jobId: input.jobId, candidateId: input.candidateId, status: ENTRY_STATUS, addedById: actor.actorUserId })
    .onConflictDoNothing()
    .returning();
  if (!inserted[0]) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { transition: "moveToInterviewList", reason: "alreadyOnList" });
  await recordStage(tx, actor, inserted[0], { from: null, transition: "moveToInterviewList", reason: null, at: inserted[0].createdAt });
  return inserted[0];
}

/** Block or unblock (the BLOCKED label): a flag, kept in the timeline like a move. */
export async function setEntryBlocked(tx: Tx, actor: Actor, entry: EntryRow, blocked: boolean): Promise<EntryRow> {
  const now = new Date();
  const [updated] = await tx
    .update(interviewCandidates)
    .set({ blocked, version: entry.version + 1, updatedAt: now })
    .where(eq(interviewCandidates.id, entry.id))
    .returning();
  await recordStage(tx, actor, updated!, { from: entry.status, transition: blocked ? "block" : "unblock", reason: null, at: now });
  return updated!;
}

async function recordStage(tx: Tx, actor: Actor, entry: EntryRow, e: { from: EntryRow["status"] | null; transition: string; reason: string | null; at: Date }): Promise<void> {
  await tx.insert(interviewStageEvents).values({
    companyId: entry.companyId,
    pipelineId: entry.id,
    round: entry.round,
    fromStatus: e.from,
    toStatus: entry.status,
    transition: e.transition,
    actorId: actor.actorUserId,
    reason: e.reason,
    at: e.at,
  });
  await tx
    .update(jobApplications)
    .set({ status: applicationStatusFor(entry.status), updatedAt: e.at })
    .where(and(eq(jobApplications.companyId, entry.companyId), eq(jobApplications.jobId, entry.jobId), eq(jobApplications.candidateId, entry.candidateId)));
  await logActivity(tx, {
    companyId: entry.companyId,
    actorUserId: actor.actorUserId,
    action: `interviews.${e.transition}`,
    entityType: "interviewEntry",
    entityId: entry.id,
    before: e.from ? { status: e.from } : null,
    after: { status: entry.status, round: entry.round, blocked: entry.blocked },
  });
}
