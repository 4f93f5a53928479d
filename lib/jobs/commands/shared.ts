import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { departments, jobCollaborators, jobs, users } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { logActivity } from "@/lib/audit/commands";
import type { UserRole } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";
import { dueMomentOf, isPastDue } from "../rules";
import type { JobDraft, JobInput } from "../schemas";

/**
 * What the job commands share. Each command (one file a command beside this one) runs in one
 * transaction with its activity-log entry (who, what, when, before → after), takes the acting
 * company first, and touches only rows of that company: another tenant's job id answers 10078
 * exactly like a job that was deleted.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type JobRow = typeof jobs.$inferSelect;

/**
 * The one job-row lock: the row of this company's job, not deleted, locked FOR UPDATE for the rest
 * of the transaction, so two commands on one job run one after the other. 10078 for a malformed
 * id, another company's job or a deleted one. Job commands and the selection's shortlist use it.
 */
export async function lockJob(tx: Tx, companyId: string, jobId: string): Promise<JobRow> {
  if (!isUuid(jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
  const rows = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), ne(jobs.status, "deleted")))
    .for("update");
  if (!rows[0]) throw appError(ERROR_CODES.jobNoLongerExists);
  return rows[0];
}

/** The activity-log entry of a job command, in the command's transaction. */
export async function logJobActivity(
  tx: Tx,
  actor: Actor,
  action: string,
  entityId: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  entityType: "job" | "jobTemplate" | "jobApplication" = "job",
): Promise<void> {
  await logActivity(tx, { companyId: actor.companyId, actorUserId: actor.actorUserId, action, entityType, entityId, before: change.before ?? null, after: change.after ?? null });
}

export async function checkDepartment(tx: Tx, companyId: string, departmentId: string): Promise<void> {
  const rows = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)));
  if (!rows[0]) throw appError(ERROR_CODES.recordNotFound);
}

/** Active, invitation-accepted users of the company with one of the roles; 10404 otherwise. */
export async function checkUsers(tx: Tx, companyId: string, ids: readonly string[], roles: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.companyId, companyId),
        eq(users.state, "active"),
        inArray(users.role, roles as UserRole[]),
        sql`${users.invitationAcceptedAt} is not null`,
      ),
    );
  if (rows.length !== new Set(ids).size) throw appError(ERROR_CODES.recordNotFound);
}

export function futureDue(day: string, now: Date): Date {
  const due = dueMomentOf(day);
  if (!due || isPastDue(due, now)) throw appError(ERROR_CODES.dueDateMustBeFuture);
  return due;
}

/** The stored columns of a job's editable fields. */
export function columnsOf(input: JobInput | (JobDraft & { title: string; departmentId: string })) {
  return {
    title: input.title,
    departmentId: input.departmentId,
    openings: input.openings,
    companyLocation: input.companyLocation,
    description: input.description,
    mustHaveSkills: input.mustHaveSkills,
    niceToHaveSkills: input.niceToHaveSkills,
    designation: input.designation,
    domains: input.domains,
    experienceFrom: input.experienceFrom,
    experienceTo: input.experienceTo,
    workplaceType: input.workplaceType,
    jobType: input.jobType,
    contractType: input.contractType,
    jobLocations: input.jobLocations,
    candidateLocations: input.candidateLocations,
    availability: input.availability,
    salaryCurrency: input.salary.currency,
    salaryFrom: input.salary.from,
    salaryTo: input.salary.to,
    salaryInterval: input.salary.interval,
    introVideoUrl: input.introVideoUrl,
    postInterviewVideoUrl: input.postInterviewVideoUrl,
    booleanQuery: input.booleanQuery,
    assigneeId: input.assigneeId,
  };
}

type Snapshot = Record<string, unknown>;

export function snapshot(row: Partial<JobRow>, collaboratorIds?: string[]): Snapshot {
  const out: Snapshot = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === "companyId" || k === "createdAt" || k === "updatedAt" || k === "searchCriteria") continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  if (collaboratorIds) out.collaboratorIds = [...collaboratorIds].sort();
  return out;
}

/** Only what changed, as before and after halves of the log entry. */
export function diff(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const b: Snapshot = {};
  const a: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

export async function collaboratorIdsOf(tx: Tx, jobId: string): Promise<string[]> {
  const rows = await tx.select({ userId: jobCollaborators.userId }).from(jobCollaborators).where(eq(jobCollaborators.jobId, jobId));
  return rows.map((r) => r.userId);
}
