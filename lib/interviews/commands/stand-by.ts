import "server-only";
import { runRecruiterTransition, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

/** After the review: put the talent on stand by (STAND BY), from review completed or shortlisted. */
export function standByAfterReview(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return runRecruiterTransition(viewer, input, "standBy");
}
