import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/audit/actor";
import { draftOf } from "../queries";
import { formatJdId } from "../rules";
import type { JobInput } from "../schemas";
import { insertJob } from "./create-job";
import { collaboratorIdsOf, lockJob, type JobRow } from "./shared";

/** The form fields of a stored job (the same copy as the form's, draftOf), with a new due date: what a repost creates. */
function repostInput(job: JobRow, day: string, collaboratorIds: string[]): JobInput {
  const salary = { currency: "USD" as const, from: job.salaryFrom, to: job.salaryTo, interval: job.salaryInterval as "day" | "month" | "year" | null };
  const draft = draftOf({ ...job, salary, assignee: job.assigneeId ? { id: job.assigneeId } : null, collaborators: collaboratorIds.map((id) => ({ id })) });
  return { ...draft, title: job.title, departmentId: job.departmentId, dueDate: day };
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
