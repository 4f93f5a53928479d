import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { JobStatus } from "../constants";
import { canExtendDueDate } from "../rules";
import { futureDue, lockJob, logJobActivity } from "./shared";

/** A new future due date (10124 otherwise). An expired job becomes active again. */
export async function extendDueDate(actor: Actor, jobId: string, day: string, now: Date = new Date()): Promise<{ dueDate: string; status: JobStatus }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const due = futureDue(day, now);
    if (!canExtendDueDate(job.status)) throw appError(ERROR_CODES.activeJobsOnly);
    const status: JobStatus = job.status === "expired" ? "active" : job.status;
    await tx.update(jobs).set({ dueDate: due, status, updatedAt: now }).where(eq(jobs.id, job.id));
    await logJobActivity(tx, actor, "jobs.extendDueDate", job.id, {
      before: { dueDate: job.dueDate.toISOString(), status: job.status },
      after: { dueDate: due.toISOString(), status },
    });
    return { dueDate: due.toISOString(), status };
  });
}
