import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviews } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { canTransition } from "../rules";
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

/**
 * The live room concludes an interview by itself (issue 15: the last moderator left, or LiveKit
 * finished the room): the same door as the recruiter's conclusion, taken by the system. The caller
 * has locked the entry and the interview and decided the outcome (completed when the talent ever
 * joined, else no show). An entry that already moved on (a recruiter concluded by hand, another
 * round started) keeps its status: the transition is only taken when the state machine allows it.
 * Returns whether the entry moved.
 */
export async function concludeBySystem(tx: Tx, companyId: string, entry: EntryRow | null, interviewId: string, name: Conclusion, now: Date = new Date()): Promise<boolean> {
  let moved = false;
  if (entry && canTransition(entry.status, name, "system")) {
    await transitionEntry(tx, { companyId, actorUserId: null }, entry, name, "system");
    moved = true;
  }
  await tx
    .update(interviews)
    .set({ status: "ended", endedAt: now, updatedAt: now })
    .where(and(eq(interviews.id, interviewId), eq(interviews.companyId, companyId), eq(interviews.status, "scheduled")));
  return moved;
}
