import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewCandidates, jobShortlists, users } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { lockJob } from "@/lib/jobs/commands/shared";
import { isLive } from "@/lib/jobs/rules";
import { isUuid } from "@/lib/text/uuid";
import { MAX_MOVE_BATCH } from "../limits";
import { createEntry } from "./entry";
import { actorOf, guardJob, outcomeOf, runRecruiterTransition, type EntryCommandInput, type EntryOutcome, type PipelineViewer } from "./guard";


/**
 * Move to interview list (recruiter action), from the job's shortlist: every selected talent must
 * be a talent of this company (10404), shortlisted on this job with status shortListed and not yet
 * on its interview list (10560, details name them); the job must be live (10334). All or nothing,
 * under the job-row lock so two recruiters' concurrent moves run one after the other.
 */
export function moveShortlistedToInterviewList(viewer: PipelineViewer, input: { jobId: string; candidateIds: readonly string[] }, now: Date = new Date()): Promise<{ jobId: string; entries: EntryOutcome[] }> {
  const ids = [...new Set(input.candidateIds.map((id) => id.toLowerCase()))];
  return getDb().transaction(async (tx) => {
    await guardJob(tx, viewer, input.jobId);
    const job = await lockJob(tx, viewer.companyId, input.jobId);
    if (!isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    if (!ids.length || ids.length > MAX_MOVE_BATCH || !ids.every(isUuid)) throw appError(ERROR_CODES.recordNotFound);
    const talents = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.companyId, viewer.companyId), eq(users.role, "talent")));
    if (talents.length !== ids.length) throw appError(ERROR_CODES.recordNotFound);
    const shortlisted = await tx
      .select({ id: jobShortlists.candidateId })
      .from(jobShortlists)
      .where(and(eq(jobShortlists.jobId, job.id), eq(jobShortlists.companyId, viewer.companyId), eq(jobShortlists.status, "shortListed"), inArray(jobShortlists.candidateId, ids)));
    const onList = await tx
      .select({ id: interviewCandidates.candidateId })
      .from(interviewCandidates)
      .where(and(eq(interviewCandidates.jobId, job.id), inArray(interviewCandidates.candidateId, ids)));
    const ok = new Set(shortlisted.map((r) => r.id));
    const already = new Set(onList.map((r) => r.id));
    const refused = ids.filter((id) => !ok.has(id) || already.has(id));
    if (refused.length) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { transition: "moveToInterviewList", candidateIds: refused });
    const entries: EntryOutcome[] = [];
    for (const candidateId of ids) entries.push(outcomeOf(await createEntry(tx, actorOf(viewer), { jobId: job.id, candidateId })));
    return { jobId: job.id, entries };
  });
}

/** Move to interview list (recruiter action), for a canceled or no-show talent: back to screening, same round. */
export function returnToInterviewList(viewer: PipelineViewer, input: EntryCommandInput): Promise<EntryOutcome> {
  return runRecruiterTransition(viewer, input, "moveToInterviewList");
}
