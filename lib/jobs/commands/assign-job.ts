import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { ASSIGNEE_ROLES } from "../queries";
import { isLive } from "../rules";
import { notify } from "@/lib/notifications/notify";
import { checkUsers, lockJob, logJobActivity } from "./shared";

/** Spec §6: recruiters cannot be added to an expired job (10334 for any job that is not live). */
export async function assignJob(actor: Actor, jobId: string, assigneeId: string, now: Date = new Date()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    if (!isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    await checkUsers(tx, actor.companyId, [assigneeId], ASSIGNEE_ROLES);
    await tx.update(jobs).set({ assigneeId, updatedAt: now }).where(eq(jobs.id, job.id));
    await logJobActivity(tx, actor, "jobs.assign", job.id, { before: { assigneeId: job.assigneeId }, after: { assigneeId } });
    if (assigneeId !== job.assigneeId && assigneeId !== actor.actorUserId) {
      await notify(tx, { companyId: actor.companyId, userId: assigneeId, kind: "job.assigned", payload: { jobId: job.id, job: job.title } });
    }
  });
}
