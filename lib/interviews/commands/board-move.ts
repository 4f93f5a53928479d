import "server-only";
import { getDb } from "@/db/client";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { boardTransition, type PipelineStatus } from "../rules";
import { concludeLocked } from "./conclude";
import { transitionEntry } from "./entry";
import { actorOf, lockGuardedEntry, outcomeOf, type EntryOutcome, type PipelineViewer } from "./guard";

/**
 * A card moved on the job's board (decision D43): the board names the entry, the column it was
 * dropped on and the version it showed. A different stored version is 10573 (someone else moved
 * it: refresh); otherwise the move is the ONE board transition from the current status to that
 * column (lib/interviews/rules.ts boardTransition), through the same door as every other command,
 * or 10560 when there is none.
 */
export function boardMove(viewer: PipelineViewer, input: { entryId: string; target: PipelineStatus; expectedVersion: number }, now: Date = new Date()): Promise<EntryOutcome & { transition: string }> {
  return getDb().transaction(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId);
    if (entry.version !== input.expectedVersion) throw appError(ERROR_CODES.staleBoardMove);
    const name = boardTransition(entry.status, input.target);
    if (!name) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { from: entry.status, to: input.target });
    const updated =
      name === "complete" || name === "markNoShow"
        ? await concludeLocked(tx, viewer, entry, name, { expectedVersion: input.expectedVersion, now })
        : await transitionEntry(tx, actorOf(viewer), entry, name, "recruiter", { expectedVersion: input.expectedVersion });
    return { ...outcomeOf(updated), transition: name };
  });
}
