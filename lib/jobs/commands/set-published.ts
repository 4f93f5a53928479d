import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isLive } from "../rules";
import { lockJob, logJobActivity } from "./shared";

/** Career page: only a live job (active, not past due) can be published (10334). */
export async function setPublished(actor: Actor, jobId: string, published: boolean, now: Date = new Date()): Promise<{ publishedAt: string | null }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    if (published && !isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    // Spec §6: applicants cannot be added against unassigned jobs, so a job goes on the career
    // page (where visitors apply) only once someone owns it.
    if (published && !job.assigneeId) throw appError(ERROR_CODES.applicantsOnUnassignedJobs);
    const publishedAt = published ? (job.publishedAt ?? now) : null;
    await tx.update(jobs).set({ publishedAt, updatedAt: now }).where(eq(jobs.id, job.id));
    await logJobActivity(tx, actor, published ? "jobs.publish" : "jobs.unpublish", job.id, {
      before: { publishedAt: job.publishedAt?.toISOString() ?? null },
      after: { publishedAt: publishedAt?.toISOString() ?? null },
    });
    return { publishedAt: publishedAt?.toISOString() ?? null };
  });
}
