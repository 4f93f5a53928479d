import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { companies, departments, interviewInvitations, interviews, jobApplications, jobCollaborators, jobTemplates, jobs, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import type { UserRole } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { JobStatus } from "./constants";
import { ASSIGNEE_ROLES, COLLABORATOR_ROLES, isUuid } from "./queries";
import { STATUS_AFTER, canChangeStatus, canExtendDueDate, clearsUpcoming, dueMomentOf, formatJdId, isLive, isPastDue, needsNewDueDate, type StatusAction } from "./rules";
import type { JobDraft, JobInput } from "./schemas";

/**
 * Write side of jobs. Each command runs in one transaction with its activity-log entry (who,
 * what, when, before → after), takes the acting company first, and touches only rows of that
 * company: another tenant's job id answers 10078 exactly like a job that was deleted.
 */
export type JobActor = { companyId: string; actorUserId: string | null };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type JobRow = typeof jobs.$inferSelect;

/** Thrown when a template name is taken; actions turn it into the templateName field message. */
export class TemplateNameTakenError extends Error {
  constructor() {
    super("template name taken");
  }
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/** Locks the job row for the rest of the transaction; 10078 when it is not this company's or was deleted. */
async function lockJob(tx: Tx, actor: JobActor, jobId: string): Promise<JobRow> {
  if (!isUuid(jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
  const rows = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, actor.companyId), ne(jobs.status, "deleted")))
    .for("update");
  if (!rows[0]) throw appError(ERROR_CODES.jobNoLongerExists);
  return rows[0];
}

async function checkDepartment(tx: Tx, companyId: string, departmentId: string): Promise<void> {
  const rows = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)));
  if (!rows[0]) throw appError(ERROR_CODES.recordNotFound);
}

/** Active, invitation-accepted users of the company with one of the roles; 10404 otherwise. */
async function checkUsers(tx: Tx, companyId: string, ids: readonly string[], roles: readonly string[]): Promise<void> {
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

function futureDue(day: string, now: Date): Date {
  const due = dueMomentOf(day);
  if (!due || isPastDue(due, now)) throw appError(ERROR_CODES.dueDateMustBeFuture);
  return due;
}

/** The stored columns of a job's editable fields. */
function columnsOf(input: JobInput | (JobDraft & { title: string; departmentId: string })) {
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

function snapshot(row: Partial<JobRow>, collaboratorIds?: string[]): Snapshot {
  const out: Snapshot = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === "companyId" || k === "createdAt" || k === "updatedAt" || k === "searchCriteria") continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  if (collaboratorIds) out.collaboratorIds = [...collaboratorIds].sort();
  return out;
}

/** Only what changed, as before and after halves of the log entry. */
function diff(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
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

/** Takes the company's next job number; the row lock makes parallel creates queue, never collide. */
async function nextJdNumber(tx: Tx, companyId: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    update ${companies} set next_jd_number = next_jd_number + 1 where id = ${companyId} returning next_jd_number - 1 as n`);
  const n = rows.rows[0]?.n;
  if (n === undefined) throw appError(ERROR_CODES.unknownCompany);
  return Number(n);
}

export type CreateSource = "manual" | "ai" | "file" | "template" | "repost";

export async function createJob(
  actor: JobActor,
  input: JobInput,
  opts: { source?: CreateSource; templateId?: string; repostOf?: string; now?: Date } = {},
): Promise<{ id: string; jdNumber: number; jdId: string }> {
  const now = opts.now ?? new Date();
  const due = futureDue(input.dueDate, now);
  return getDb().transaction(async (tx) => {
    await checkDepartment(tx, actor.companyId, input.departmentId);
    if (input.assigneeId) await checkUsers(tx, actor.companyId, [input.assigneeId], ASSIGNEE_ROLES);
    await checkUsers(tx, actor.companyId, input.collaboratorIds, COLLABORATOR_ROLES);
    const jdNumber = await nextJdNumber(tx, actor.companyId);
    const [row] = await tx
      .insert(jobs)
      .values({ ...columnsOf(input), companyId: actor.companyId, jdNumber, dueDate: due, status: "active", postedOn: now, createdById: actor.actorUserId })
      .returning();
    if (input.collaboratorIds.length) await tx.insert(jobCollaborators).values(input.collaboratorIds.map((userId) => ({ jobId: row.id, userId })));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "jobs.create",
      entityType: "job",
      entityId: row.id,
      before: null,
      after: { ...snapshot(row, input.collaboratorIds), source: opts.source ?? "manual", ...(opts.templateId ? { templateId: opts.templateId } : {}), ...(opts.repostOf ? { repostOf: opts.repostOf } : {}) },
    });
    return { id: row.id, jdNumber, jdId: formatJdId(jdNumber) };
  });
}

async function collaboratorIdsOf(tx: Tx, jobId: string): Promise<string[]> {
  const rows = await tx.select({ userId: jobCollaborators.userId }).from(jobCollaborators).where(eq(jobCollaborators.jobId, jobId));
  return rows.map((r) => r.userId);
}

export async function updateJob(actor: JobActor, jobId: string, input: JobInput, now: Date = new Date()): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    const before = await lockJob(tx, actor, jobId);
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
    const change = diff(snapshot(before, oldCollaborators), snapshot(after, input.collaboratorIds));
    await logActivity(tx, { companyId: actor.companyId, actorUserId: actor.actorUserId, action: "jobs.update", entityType: "job", entityId: jobId, ...change });
    return { id: jobId };
  });
}

// ── Templates ────────────────────────────────────────────────────────────────

export async function saveTemplate(actor: JobActor, templateName: string, draft: JobDraft): Promise<{ id: string }> {
  try {
    return await getDb().transaction(async (tx) => {
      // A department of another company is dropped rather than stored.
      let payload = draft;
      if (draft.departmentId) {
        const own = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.id, draft.departmentId), eq(departments.companyId, actor.companyId)));
        if (!own[0]) payload = { ...draft, departmentId: null };
      }
      const [row] = await tx
        .insert(jobTemplates)
        .values({ companyId: actor.companyId, templateName, payload: payload as unknown as Record<string, unknown>, createdById: actor.actorUserId })
        .returning({ id: jobTemplates.id });
      await logActivity(tx, {
        companyId: actor.companyId,
        actorUserId: actor.actorUserId,
        action: "jobs.saveTemplate",
        entityType: "jobTemplate",
        entityId: row.id,
        before: null,
        after: { templateName, title: payload.title },
      });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new TemplateNameTakenError();
    throw e;
  }
}

/** A job from a template: the form shows the template's fields, the user completes them, this creates it. */
export async function createFromTemplate(actor: JobActor, templateId: string, input: JobInput, now: Date = new Date()) {
  if (!isUuid(templateId)) throw appError(ERROR_CODES.recordNotFound);
  const found = await getDb()
    .select({ id: jobTemplates.id })
    .from(jobTemplates)
    .where(and(eq(jobTemplates.id, templateId), eq(jobTemplates.companyId, actor.companyId)));
  if (!found[0]) throw appError(ERROR_CODES.recordNotFound);
  return createJob(actor, input, { source: "template", templateId, now });
}

// ── Status ───────────────────────────────────────────────────────────────────

export type ChangeStatusResult = { status: JobStatus; deletedInterviews: number; deletedInvitations: number };

/**
 * Suspend or fulfil: deletes the job's upcoming interviews (scheduled, starting after now) and
 * open invitations (status invited) in the same transaction, and takes the job off the career
 * page. Nothing else is touched: past interviews and other jobs' records stay.
 * Activate or restart: back to active; a job past its due date needs a new one (10124).
 */
export async function changeStatus(
  actor: JobActor,
  input: { jobId: string; action: StatusAction; confirmed: boolean; dueDate: string | null },
  now: Date = new Date(),
): Promise<ChangeStatusResult> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, input.jobId);
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
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: `jobs.${input.action}`,
      entityType: "job",
      entityId: job.id,
      before: { status: job.status, dueDate: job.dueDate.toISOString(), publishedAt: job.publishedAt?.toISOString() ?? null },
      after: { status: after.status, dueDate: after.dueDate.toISOString(), publishedAt: after.publishedAt?.toISOString() ?? null, deletedInterviews, deletedInvitations },
    });
    return { status: after.status, deletedInterviews, deletedInvitations };
  });
}

/** A new future due date (10124 otherwise). An expired job becomes active again. */
export async function extendDueDate(actor: JobActor, jobId: string, day: string, now: Date = new Date()): Promise<{ dueDate: string; status: JobStatus }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, jobId);
    const due = futureDue(day, now);
    if (!canExtendDueDate(job.status)) throw appError(ERROR_CODES.activeJobsOnly);
    const status: JobStatus = job.status === "expired" ? "active" : job.status;
    await tx.update(jobs).set({ dueDate: due, status, updatedAt: now }).where(eq(jobs.id, job.id));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "jobs.extendDueDate",
      entityType: "job",
      entityId: job.id,
      before: { dueDate: job.dueDate.toISOString(), status: job.status },
      after: { dueDate: due.toISOString(), status },
    });
    return { dueDate: due.toISOString(), status };
  });
}

/** Career page: only a live job (active, not past due) can be published (10334). */
export async function setPublished(actor: JobActor, jobId: string, published: boolean, now: Date = new Date()): Promise<{ publishedAt: string | null }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, jobId);
    if (published && !isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    // Spec §6: applicants cannot be added against unassigned jobs, so a job goes on the career
    // page (where visitors apply) only once someone owns it.
    if (published && !job.assigneeId) throw appError(ERROR_CODES.applicantsOnUnassignedJobs);
    const publishedAt = published ? (job.publishedAt ?? now) : null;
    await tx.update(jobs).set({ publishedAt, updatedAt: now }).where(eq(jobs.id, job.id));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: published ? "jobs.publish" : "jobs.unpublish",
      entityType: "job",
      entityId: job.id,
      before: { publishedAt: job.publishedAt?.toISOString() ?? null },
      after: { publishedAt: publishedAt?.toISOString() ?? null },
    });
    return { publishedAt: publishedAt?.toISOString() ?? null };
  });
}

// ── People on a job ──────────────────────────────────────────────────────────

/** Spec §6: recruiters cannot be added to an expired job (10334 for any job that is not live). */
export async function assignJob(actor: JobActor, jobId: string, assigneeId: string, now: Date = new Date()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, jobId);
    if (!isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    await checkUsers(tx, actor.companyId, [assigneeId], ASSIGNEE_ROLES);
    await tx.update(jobs).set({ assigneeId, updatedAt: now }).where(eq(jobs.id, job.id));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "jobs.assign",
      entityType: "job",
      entityId: job.id,
      before: { assigneeId: job.assigneeId },
      after: { assigneeId },
    });
  });
}

export async function addCollaborator(actor: JobActor, jobId: string, userId: string, now: Date = new Date()): Promise<{ added: boolean }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, jobId);
    if (!isLive(job, now)) throw appError(ERROR_CODES.activeJobsOnly);
    await checkUsers(tx, actor.companyId, [userId], COLLABORATOR_ROLES);
    const before = await collaboratorIdsOf(tx, job.id);
    const inserted = await tx.insert(jobCollaborators).values({ jobId: job.id, userId }).onConflictDoNothing().returning({ userId: jobCollaborators.userId });
    if (inserted.length) {
      await logActivity(tx, {
        companyId: actor.companyId,
        actorUserId: actor.actorUserId,
        action: "jobs.addCollaborator",
        entityType: "job",
        entityId: job.id,
        before: { collaboratorIds: before.sort() },
        after: { collaboratorIds: [...before, userId].sort() },
      });
    }
    return { added: inserted.length > 0 };
  });
}

export async function removeCollaborator(actor: JobActor, jobId: string, userId: string): Promise<{ removed: boolean }> {
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, actor, jobId);
    const before = await collaboratorIdsOf(tx, job.id);
    if (!isUuid(userId) || !before.includes(userId)) return { removed: false };
    await tx.delete(jobCollaborators).where(and(eq(jobCollaborators.jobId, job.id), eq(jobCollaborators.userId, userId)));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "jobs.removeCollaborator",
      entityType: "job",
      entityId: job.id,
      before: { collaboratorIds: before.sort() },
      after: { collaboratorIds: before.filter((id) => id !== userId).sort() },
    });
    return { removed: true };
  });
}

/** Repost: a new job (new JD number) with the same fields and a new due date; the original is left as it is. */
export async function repostJob(actor: JobActor, jobId: string, day: string, now: Date = new Date()) {
  if (!isUuid(jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
  const rows = await getDb()
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, actor.companyId), ne(jobs.status, "deleted")));
  const job = rows[0];
  if (!job) throw appError(ERROR_CODES.jobNoLongerExists);
  const collaboratorIds = (await getDb().select({ userId: jobCollaborators.userId }).from(jobCollaborators).where(eq(jobCollaborators.jobId, job.id))).map((r) => r.userId);
  const input: JobInput = {
    title: job.title,
    departmentId: job.departmentId,
    dueDate: day,
    openings: job.openings,
    companyLocation: job.companyLocation,
    description: job.description,
    mustHaveSkills: job.mustHaveSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    designation: job.designation,
    domains: job.domains,
    experienceFrom: job.experienceFrom,
    experienceTo: job.experienceTo,
    workplaceType: job.workplaceType,
    jobType: job.jobType,
    contractType: job.contractType,
    jobLocations: job.jobLocations,
    candidateLocations: job.candidateLocations,
    availability: job.availability,
    salary: { currency: "USD", from: job.salaryFrom, to: job.salaryTo, interval: job.salaryInterval as "day" | "month" | "year" | null },
    introVideoUrl: job.introVideoUrl,
    postInterviewVideoUrl: job.postInterviewVideoUrl,
    booleanQuery: job.booleanQuery,
    assigneeId: job.assigneeId,
    collaboratorIds,
  };
  return createJob(actor, input, { source: "repost", repostOf: formatJdId(job.jdNumber), now });
}

// ── Applications ─────────────────────────────────────────────────────────────

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
      await logActivity(tx, {
        companyId: tenant.id,
        actorUserId: candidateId,
        action: "jobs.apply",
        entityType: "jobApplication",
        entityId: inserted[0].id,
        before: null,
        after: { jobId: job.id, candidateId, status: "APPLIED" },
      });
      return { applicationId: inserted[0].id, created: true, jobTitle: job.title };
    }
    const existing = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.candidateId, candidateId)));
    return { applicationId: existing[0].id, created: false, jobTitle: job.title };
  });
}
