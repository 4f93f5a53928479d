import "server-only";
import { runRecruiterTransition, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";

/** Recommend to hire (recruiter action): from review completed, shortlisted or stand by. */
export function recommendToHire(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return runRecruiterTransition(viewer, input, "recommend");
}
