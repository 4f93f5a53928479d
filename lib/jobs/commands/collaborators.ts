import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobCollaborators } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";
import { COLLABORATOR_ROLES } from "../queries";
import { isLive } from "../rules";
import { checkUsers, collaboratorIdsOf, lockJob, logJobActivity } from "./shared";

export async function addCollaborator(actor: Actor, jobId: string, userId: string, now: Date = new Date()): Promise<{ added: boolean }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    if (!isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    await checkUsers(tx, actor.companyId, [userId], COLLABORATOR_ROLES);
    const before = await collaboratorIdsOf(tx, job.id);
    const inserted = await tx.insert(jobCollaborators).values({ jobId: job.id, userId }).onConflictDoNothing().returning({ userId: jobCollaborators.userId });
    if (inserted.length) {
      await logJobActivity(tx, actor, "jobs.addCollaborator", job.id, { before: { collaboratorIds: before.sort() }, after: { collaboratorIds: [...before, userId].sort() } });
    }
    return { added: inserted.length > 0 };
  });
}

export async function removeCollaborator(actor: Actor, jobId: string, userId: string): Promise<{ removed: boolean }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const before = await collaboratorIdsOf(tx, job.id);
    if (!isUuid(userId) || !before.includes(userId)) return { removed: false };
    await tx.delete(jobCollaborators).where(and(eq(jobCollaborators.jobId, job.id), eq(jobCollaborators.userId, userId)));
    await logJobActivity(tx, actor, "jobs.removeCollaborator", job.id, {
      before: { collaboratorIds: before.sort() },
      after: { collaboratorIds: before.filter((id) => id !== userId).sort() },
    });
    return { removed: true };
  });
}
