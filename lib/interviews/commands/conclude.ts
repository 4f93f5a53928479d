import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviews } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { transitionEntry, type EntryRow } from "./entry";
import { actorOf, lockGuardedEntry, outcomeOf, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

export type Conclusion = "complete" | "markNoShow";

/**
 * A recruiter concludes an interview by hand (the live room, a later issue, will do it itself):
 * completed with the talent present, or no show. A meeting can only start at or after its start
 * time (first document §4.1), so the entry's interview of the current round must exist and have
 * started; otherwise 10560 and nothing is written. The interview row ends with the entry.
 */
export async function concludeLocked(tx: Tx, viewer: PipelineViewer, entry: EntryRow, name: Conclusion, opts: { expectedVersion?: number; now?: Date } = {}): Promise<EntryRow> {
  const now = opts.now ?? new Date();
  if (opts.expectedVersion !== undefined && opts.expectedVersion !== entry.version) throw appError(ERROR_CODES.staleBoardMove);
  const [meeting] = await tx
    .select({ id: interviews.id, startsAt: interviews.startsAt })
    .from(interviews)
    .where(and(eq(interviews.pipelineId, entry.id), eq(interviews.companyId, entry.companyId), eq(interviews.round, entry.round), eq(interviews.status, "scheduled"), lte(interviews.startsAt, now)))
    .orderBy(desc(interviews.startsAt))
    .limit(1)
    .for("update");
  // The state machine speaks first (a wrong status is 10560 whatever the interview), then the clock.
  const updated = await transitionEntry(tx, actorOf(viewer), entry, name, "recruiter", { expectedVersion: opts.expectedVersion });
  if (!meeting) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { from: entry.status, transition: name, reason: "notStarted" });
  await tx.update(interviews).set({ status: "ended", endedAt: now, updatedAt: now }).where(eq(interviews.id, meeting.id));
  return updated;
}

export function concludeInterview(viewer: PipelineViewer, input: EntryCommandInput & { outcome: Conclusion }, now: Date = new Date()): Promise<EntryOutcome> {
  return getDb().transaction(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId);
    return outcomeOf(await concludeLocked(tx, viewer, entry, input.outcome, { expectedVersion: input.expectedVersion, now }));
  });
}

export function completeInterview(viewer: PipelineViewer, input: EntryCommandInput, now?: Date): Promise<EntryOutcome> {
  return concludeInterview(viewer, { ...input, outcome: "complete" }, now);
}

export function markNoShow(viewer: PipelineViewer, input: EntryCommandInput, now?: Date): Promise<EntryOutcome> {
  return concludeInterview(viewer, { ...input, outcome: "markNoShow" }, now);
}
