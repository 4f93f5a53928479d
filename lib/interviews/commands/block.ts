import "server-only";
import { getDb } from "@/db/client";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { canBlock, canUnblock } from "../rules";
import { setEntryBlocked } from "./entry";
import { actorOf, lockGuardedEntry, outcomeOf, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

/**
 * Block or unblock an interview (the BLOCKED label; "unblock interview" is a recruiter action).
 * Only an entry with an open invitation or booking can be blocked, only a blocked one unblocked:
 * anything else is 10560, a stale version 10573. Kept in the timeline like a move.
 */
export function setInterviewBlocked(viewer: PipelineViewer, input: EntryCommandInput & { blocked: boolean }): Promise<EntryOutcome> {
  return getDb().transaction(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId);
    if (input.expectedVersion !== undefined && input.expectedVersion !== entry.version) throw appError(ERROR_CODES.staleBoardMove);
    const state = { status: entry.status, round: entry.round, blocked: entry.blocked };
    if (input.blocked ? !canBlock(state) : !canUnblock(state)) {
      throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { from: entry.status, transition: input.blocked ? "block" : "unblock" });
    }
    return outcomeOf(await setEntryBlocked(tx, actorOf(viewer), entry, input.blocked));
  });
}

export function unblockInterview(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return setInterviewBlocked(viewer, { ...input, blocked: false });
}

export function blockInterview(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return setInterviewBlocked(viewer, { ...input, blocked: true });
}
