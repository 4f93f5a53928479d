import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobApplications, jobs, users } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";
import { isLive } from "../rules";
import { logJobActivity } from "./shared";

/**
 * Records that a candidate applied to a job of the career page (status APPLIED). Called after an
 * external job login (/login/external/{jobId}) succeeds. The job must be this company's, published,
 * active and not past its due date (10078 otherwise: for the candidate it no longer exists), and
 * must have an assignee (10085). Idempotent: a second call finds the first application.
 */
export async function recordApplication(
  tenant: { id: string },
  candidateId: string,
  jobId: string,
  now: Date = new Date(),
): Promise<{ applicationId: string; created: boolean; jobTitle: string }> {
  if (!isUuid(jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
  if (!isUuid(candidateId)) throw appError(ERROR_CODES.recordNotFound);
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, dueDate: jobs.dueDate, publishedAt: jobs.publishedAt, assigneeId: jobs.assigneeId })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.companyId, tenant.id)))
      .for("share");
    const job = rows[0];
    if (!job || job.publishedAt === null || !isLive(job, now)) throw appError(ERROR_CODES.jobNoLongerExists);
    if (!job.assigneeId) throw appError(ERROR_CODES.applicantsOnUnassignedJobs);
    const candidate = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, candidateId), eq(users.companyId, tenant.id), eq(users.role, "talent")));
    if (!candidate[0]) throw appError(ERROR_CODES.recordNotFound);
    const inserted = await tx
      .insert(jobApplications)
      .values({ companyId: tenant.id, jobId: job.id, candidateId, status: "APPLIED", appliedAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.candidateId] })
      .returning({ id: jobApplications.id });
    if (inserted[0]) {
      await logJobActivity(tx, { companyId: tenant.id, actorUserId: candidateId }, "jobs.apply", inserted[0].id, { before: null, after: { jobId: job.id, candidateId, status: "APPLIED" } }, "jobApplication");
      return { applicationId: inserted[0].id, created: true, jobTitle: job.title };
    }
    const existing = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.candidateId, candidateId)));
    return { applicationId: existing[0].id, created: false, jobTitle: job.title };
  });
}
