import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, jobCollaborators, jobs } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { ASSIGNEE_ROLES, COLLABORATOR_ROLES } from "../queries";
import { formatJdId } from "../rules";
import { notify } from "@/lib/notifications/notify";
import type { JobInput } from "../schemas";
import { checkDepartment, checkUsers, columnsOf, futureDue, logJobActivity, snapshot, type Tx } from "./shared";

export type CreateSource = "manual" | "ai" | "file" | "template" | "repost";
export type CreateOptions = { source?: CreateSource; templateId?: string; repostOf?: string; now?: Date };

/** Takes the company's next job number; the row lock makes parallel creates queue, never collide. */
async function nextJdNumber(tx: Tx, companyId: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    update ${companies} set next_jd_number = next_jd_number + 1 where id = ${companyId} returning next_jd_number - 1 as n`);
  const n = rows.rows[0]?.n;
  if (n === undefined) throw appError(ERROR_CODES.unknownCompany);
  return Number(n);
}

/** Creates the job inside the caller's transaction (createJob, repostJob). */
export async function insertJob(tx: Tx, actor: Actor, input: JobInput, opts: CreateOptions = {}): Promise<{ id: string; jdNumber: number; jdId: string }> {
  const now = opts.now ?? new Date();
  const due = futureDue(input.dueDate, now);
  await checkDepartment(tx, actor.companyId, input.departmentId);
  if (input.assigneeId) await checkUsers(tx, actor.companyId, [input.assigneeId], ASSIGNEE_ROLES);
  await checkUsers(tx, actor.companyId, input.collaboratorIds, COLLABORATOR_ROLES);
  const jdNumber = await nextJdNumber(tx, actor.companyId);
  const [row] = await tx
    .insert(jobs)
    .values({ ...columnsOf(input), companyId: actor.companyId, jdNumber, dueDate: due, status: "active", postedOn: now, createdById: actor.actorUserId })
    .returning();
  if (input.collaboratorIds.length) await tx.insert(jobCollaborators).values(input.collaboratorIds.map((userId) => ({ jobId: row.id, userId })));
  await logJobActivity(tx, actor, "jobs.create", row.id, {
    before: null,
    after: { ...snapshot(row, input.collaboratorIds), source: opts.source ?? "manual", ...(opts.templateId ? { templateId: opts.templateId } : {}), ...(opts.repostOf ? { repostOf: opts.repostOf } : {}) },
  });
  // A job created with someone else as its assignee is an assignment like any other (job.assigned).
  if (input.assigneeId && input.assigneeId !== actor.actorUserId) {
    await notify(tx, { companyId: actor.companyId, userId: input.assigneeId, kind: "job.assigned", payload: { jobId: row.id, job: row.title } });
  }
  return { id: row.id, jdNumber, jdId: formatJdId(jdNumber) };
}

export async function createJob(actor: Actor, input: JobInput, opts: CreateOptions = {}): Promise<{ id: string; jdNumber: number; jdId: string }> {
  const now = opts.now ?? new Date();
  futureDue(input.dueDate, now);
  return getDb().transaction((tx) => insertJob(tx, actor, input, { ...opts, now }));
}
