import { canBlock, canTransition, type PipelineState } from "./rules";

/** The recruiter actions an entry's detail offers as buttons (decision D43), in this order. */
export const ENTRY_ACTIONS = ["moveToInterviewList", "complete", "markNoShow", "shortlist", "standBy", "recommend", "sendToNextRound", "unblock", "block"] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

/** Which of them apply now: the table's recruiter rows, conclusions once the interview started, block/unblock by the flag. */
export function entryActionsFor(state: PipelineState, interviewStarted: boolean): EntryAction[] {
  return ENTRY_ACTIONS.filter((a) => {
    if (a === "block") return canBlock(state);
    if (a === "unblock") return state.blocked;
    if (a === "complete" || a === "markNoShow") return interviewStarted && canTransition(state.status, a, "recruiter");
    return canTransition(state.status, a, "recruiter");
  });
}
