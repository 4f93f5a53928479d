import "server-only";
import { runRecruiterTransition, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

/** After the review: shortlist the talent (SHORT LISTED), from review completed or stand by. */
export function shortlistAfterReview(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return runRecruiterTransition(viewer, input, "shortlist");
}
