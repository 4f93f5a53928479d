import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewInvitations, interviews, jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { JobStatus } from "../constants";
import { STATUS_AFTER, canChangeStatus, clearsUpcoming, needsNewDueDate, type StatusAction } from "../rules";
import { futureDue, lockJob, logJobActivity } from "./shared";

export type ChangeStatusResult = { status: JobStatus; deletedInterviews: number; deletedInvitations: number };

/**
 * Suspend or fulfil: deletes the job's upcoming interviews (scheduled, starting after now) and
 * open invitations (status invited) in the same transaction, and takes the job off the career
 * page. Nothing else is touched: past interviews and other jobs' records stay.
 * Activate or restart: back to active; a job past its due date needs a new one (10124).
 */
export async function changeStatus(
  actor: Actor,
  input: { jobId: string; action: StatusAction; confirmed: boolean; dueDate: string | null },
  now: Date = new Date(),
): Promise<ChangeStatusResult> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, input.jobId);
    if (!canChangeStatus(job.status, input.action)) {
      throw appError(input.action === "suspend" ? ERROR_CODES.activeJobsOnly : ERROR_CODES.invalidRequest);
    }
    const status = STATUS_AFTER[input.action];
    let deletedInterviews = 0;
    let deletedInvitations = 0;
    const set: Partial<typeof jobs.$inferInsert> = { status, updatedAt: now };
    if (clearsUpcoming(input.action)) {
      if (!input.confirmed) throw appError(ERROR_CODES.invalidRequest);
      const gone = await tx
        .delete(interviews)
        .where(and(eq(interviews.jobId, job.id), eq(interviews.companyId, actor.companyId), eq(interviews.status, "scheduled"), sql`${interviews.startsAt} > ${now}`))
        .returning({ id: interviews.id });
      const goneInvites = await tx
        .delete(interviewInvitations)
        .where(and(eq(interviewInvitations.jobId, job.id), eq(interviewInvitations.companyId, actor.companyId), eq(interviewInvitations.status, "invited")))
        .returning({ id: interviewInvitations.id });
      deletedInterviews = gone.length;
      deletedInvitations = goneInvites.length;
      set.publishedAt = null;
    } else if (input.dueDate) {
      set.dueDate = futureDue(input.dueDate, now);
    } else if (needsNewDueDate(input.action, job.dueDate, now)) {
      throw appError(ERROR_CODES.dueDateMustBeFuture);
    }
    const [after] = await tx.update(jobs).set(set).where(eq(jobs.id, job.id)).returning();
    await logJobActivity(tx, actor, `jobs.${input.action}`, job.id, {
      before: { status: job.status, dueDate: job.dueDate.toISOString(), publishedAt: job.publishedAt?.toISOString() ?? null },
      after: { status: after.status, dueDate: after.dueDate.toISOString(), publishedAt: after.publishedAt?.toISOString() ?? null, deletedInterviews, deletedInvitations },
    });
    return { status: after.status, deletedInterviews, deletedInvitations };
  });
}
