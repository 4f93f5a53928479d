import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/audit/actor";
import { formatJdId } from "../rules";
import type { JobInput } from "../schemas";
import { insertJob } from "./create-job";
import { collaboratorIdsOf, lockJob, type JobRow } from "./shared";

/** The form fields of a stored job, with a new due date: what a repost creates. */
function repostInput(job: JobRow, day: string, collaboratorIds: string[]): JobInput {
  return {
    title: job.title,
    departmentId: job.departmentId,
    dueDate: day,
    openings: job.openings,
    companyLocation: job.companyLocation,
    description: job.description,
    mustHaveSkills: job.mustHaveSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    designation: job.designation,
    domains: job.domains,
    experienceFrom: job.experienceFrom,
    experienceTo: job.experienceTo,
    workplaceType: job.workplaceType,
    jobType: job.jobType,
    contractType: job.contractType,
    jobLocations: job.jobLocations,
    candidateLocations: job.candidateLocations,
    availability: job.availability,
    salary: { currency: "USD", from: job.salaryFrom, to: job.salaryTo, interval: job.salaryInterval as "day" | "month" | "year" | null },
    introVideoUrl: job.introVideoUrl,
    postInterviewVideoUrl: job.postInterviewVideoUrl,
    booleanQuery: job.booleanQuery,
    assigneeId: job.assigneeId,
    collaboratorIds,
  };
}

/**
 * Repost: a new job (new JD number) with the same fields and a new due date; the original is left
 * as it is. The original is read under the job-row lock in the same transaction as the insert, so
 * an edit or delete racing the repost is either wholly before it or wholly after.
 */
export async function repostJob(actor: Actor, jobId: string, day: string, now: Date = new Date()) {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const collaboratorIds = await collaboratorIdsOf(tx, job.id);
    return insertJob(tx, actor, repostInput(job, day, collaboratorIds), { source: "repost", repostOf: formatJdId(job.jdNumber), now });
  });
}
