import "server-only";
import { runRecruiterTransition, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

/** Send to next round (recruiter action): a reviewed talent goes back to screening with round + 1. */
export function sendToNextRound(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return runRecruiterTransition(viewer, input, "sendToNextRound");
}
