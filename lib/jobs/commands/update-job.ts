import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobCollaborators, jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import type { JobStatus } from "../constants";
import { ASSIGNEE_ROLES, COLLABORATOR_ROLES } from "../queries";
import type { JobInput } from "../schemas";
import { checkDepartment, checkUsers, collaboratorIdsOf, columnsOf, diff, futureDue, lockJob, logJobActivity, snapshot } from "./shared";

export async function updateJob(actor: Actor, jobId: string, input: JobInput, now: Date = new Date()): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    const before = await lockJob(tx, actor.companyId, jobId);
    const due = futureDue(input.dueDate, now);
    await checkDepartment(tx, actor.companyId, input.departmentId);
    if (input.assigneeId && input.assigneeId !== before.assigneeId) await checkUsers(tx, actor.companyId, [input.assigneeId], ASSIGNEE_ROLES);
    const oldCollaborators = await collaboratorIdsOf(tx, jobId);
    const added = input.collaboratorIds.filter((id) => !oldCollaborators.includes(id));
    const removed = oldCollaborators.filter((id) => !input.collaboratorIds.includes(id));
    await checkUsers(tx, actor.companyId, added, COLLABORATOR_ROLES);
    // A new future due date brings an expired job back, like extending it would.
    const status: JobStatus = before.status === "expired" ? "active" : before.status;
    const [after] = await tx
      .update(jobs)
      .set({ ...columnsOf(input), dueDate: due, status, updatedAt: now })
      .where(and(eq(jobs.id, jobId), eq(jobs.companyId, actor.companyId)))
      .returning();
    if (removed.length) await tx.delete(jobCollaborators).where(and(eq(jobCollaborators.jobId, jobId), inArray(jobCollaborators.userId, removed)));
    if (added.length) await tx.insert(jobCollaborators).values(added.map((userId) => ({ jobId, userId }))).onConflictDoNothing();
    await logJobActivity(tx, actor, "jobs.update", jobId, diff(snapshot(before, oldCollaborators), snapshot(after, input.collaboratorIds)));
    return { id: jobId };
  });
}
