import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, jobOsiQuestions, jobs, osiInvitationQuestions, osiInvitations, osiQuestions, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { pgErrorOf, PG_UNIQUE_VIOLATION } from "@/lib/errors/pg";
import { recipientLocale } from "@/lib/interviews/booking-mail";
import type { MailContext, StaffViewer } from "@/lib/interviews/commands/booking-shared";
import { guardJob } from "@/lib/interviews/commands/guard";
import { lockJob, type Tx } from "@/lib/jobs/commands/shared";
import { sendMail } from "@/lib/mail";
import { assertOsiInvitesAllowed } from "@/lib/plans/limits";
import { isUuid } from "@/lib/text/uuid";
import { osiInvitationMail } from "./invitation-mail";
import { OSI_INVITE_MAX_TALENTS } from "./invitation-schemas";
import { sealOsiLink, osiPath } from "./links";
import { osiExpiry, osiTransition, type OsiStatus } from "./rules";

/**
 * The recruiter's one-sided interview invitations (issue 16, decision D71). Every command runs in
 * ONE transaction: the actor's permission and job association are checked again inside it
 * (lib/interviews guardJob, "interviews.schedule" as for the live interview invitations), every
 * row is scoped by the company (another tenant's job is 10078, its talents or invitations 10404),
 * and the invitation e-mails are sent inside it, so a mail failure (10202) writes nothing.
 */
export const OSI_MANAGE_PERMISSION = "interviews.schedule" as const;

type InvitationRow = typeof osiInvitations.$inferSelect;

export type InviteOutcome = { invited: string[]; resent: string[]; skipped: string[] };

async function inTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(fn);
  } catch (e) {
    if (isAppError(e)) throw e;
    // Two invites of the same talent racing past the lock-free read: the unique (job, talent) pair.
    const pg = pgErrorOf(e);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === "osi_invitations_job_candidate_key") throw appError(ERROR_CODES.osiTransitionRefused);
    throw e;
  }
}

/** The candidate's link of an invitation: the tenant's own origin + /osi/{sealed id}. */
export function osiInvitationLink(origin: string, tenantSlug: string, invitationId: string, expiresAt: Date, now: Date = new Date()): string {
  return `${origin}${osiPath(sealOsiLink(tenantSlug, invitationId, expiresAt, now))}`;
}

type MailTarget = { invitation: InvitationRow; talent: { id: string; email: string; name: string; locale: string | null }; questions: number };

async function mailInvitations(tx: Tx, viewer: StaffViewer, jobTitle: string, targets: readonly MailTarget[], kind: "invite" | "resend", ctx: MailContext, now: Date): Promise<void> {
  if (!targets.length) return;
  if (!ctx.origin) throw appError(ERROR_CODES.smtpError);
  const [company] = await tx.select({ name: companies.name, slug: companies.slug, zone: companies.timezone }).from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw appError(ERROR_CODES.recordNotFound);
  for (const { invitation, talent, questions } of targets) {
    const locale = recipientLocale(talent, { userId: viewer.userId, locale: ctx.locale });
    const expiresOn = new Intl.DateTimeFormat(locale, { timeZone: company.zone, dateStyle: "long" }).format(invitation.expiresAt);
    await sendMail(
      osiInvitationMail({
        locale,
        to: talent.email,
        name: talent.name,
        company: company.name,
        job: jobTitle,
        questions,
        expiresOn,
        link: osiInvitationLink(ctx.origin, company.slug, invitation.id, invitation.expiresAt, now),
        kind,
      }),
    );
  }
}

/**
 * Invite talents of the company to the job's one-sided interview. At least one talent (10600, spec
 * §5), at most 50 at once (10603); the job needs attached questions (10601). A talent invited
 * before gets the SAME invitation again with a new expiry (rules.ts `resend`); one whose interview
 * is completed or blocked is skipped (a lone such talent: 10602). New invitations count against the
 * monthly limit (lib/plans assertOsiInvitesAllowed: 10303 / 10310) under a per-company lock, and
 * freeze the job's questions in order.
 */
export async function inviteTalents(viewer: StaffViewer, input: { jobId: string; talentIds: readonly string[] }, ctx: MailContext, now: Date = new Date()): Promise<InviteOutcome> {
  const talentIds = [...new Set(input.talentIds.map((id) => id.trim().toLowerCase()))];
  if (!talentIds.length) throw appError(ERROR_CODES.osiTalentRequired);
  if (talentIds.length > OSI_INVITE_MAX_TALENTS) throw appError(ERROR_CODES.osiTooManyTalents, undefined, { max: OSI_INVITE_MAX_TALENTS });
  if (!talentIds.every(isUuid)) throw appError(ERROR_CODES.recordNotFound);

  return inTx(async (tx) => {
    await guardJob(tx, viewer, input.jobId, OSI_MANAGE_PERMISSION);
    const job = await lockJob(tx, viewer.companyId, input.jobId);
    const questions = await tx
      .select({ id: osiQuestions.id, position: jobOsiQuestions.position, question: osiQuestions.question, responseSeconds: osiQuestions.responseSeconds })
      .from(jobOsiQuestions)
      .innerJoin(osiQuestions, eq(osiQuestions.id, jobOsiQuestions.questionId))
      .where(and(eq(jobOsiQuestions.jobId, job.id), eq(jobOsiQuestions.companyId, viewer.companyId)))
      .orderBy(asc(jobOsiQuestions.position));
    if (!questions.length) throw appError(ERROR_CODES.osiJobWithoutQuestions);

    const talents = await tx
      .select({ id: users.id, email: users.email, name: users.fullName, locale: users.locale })
      .from(users)
      .where(and(inArray(users.id, talentIds), eq(users.companyId, viewer.companyId), eq(users.role, "talent"), eq(users.state, "active")));
    if (talents.length !== talentIds.length) throw appError(ERROR_CODES.recordNotFound);

    const existing = await tx
      .select()
      .from(osiInvitations)
      .where(and(eq(osiInvitations.jobId, job.id), inArray(osiInvitations.candidateId, talentIds)))
      .for("update");
    const byTalent = new Map(existing.map((r) => [r.candidateId, r]));
    const fresh = talents.filter((t) => !byTalent.has(t.id));
    const again = talents.filter((t) => {
      const inv = byTalent.get(t.id);
      return inv && osiTransition(inv.status, "resend") !== null;
    });
    const skipped = talents.filter((t) => !fresh.includes(t) && !again.includes(t)).map((t) => byTalent.get(t.id)!.id);
    if (!fresh.length && !again.length) throw appError(ERROR_CODES.osiTransitionRefused);

    await assertOsiInvitesAllowed(tx, viewer.companyId, fresh.length, now);

    const expiresAt = osiExpiry(now);
    const invitedTargets: MailTarget[] = [];
    for (const talent of fresh) {
      const [invitation] = await tx
        .insert(osiInvitations)
        .values({ companyId: viewer.companyId, jobId: job.id, candidateId: talent.id, expiresAt, invitedById: viewer.userId, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(osiInvitationQuestions).values(
        questions.map((q, i) => ({ invitationId: invitation.id, companyId: viewer.companyId, position: i + 1, sourceQuestionId: q.id, question: q.question, responseSeconds: q.responseSeconds })),
      );
      await logActivity(tx, { companyId: viewer.companyId, actorUserId: viewer.userId, action: "osi.invite", entityType: "osiInvitation", entityId: invitation.id, before: null, after: { jobId: job.id, candidateId: talent.id, questions: questions.length } });
      invitedTargets.push({ invitation, talent, questions: questions.length });
    }
    const resentTargets: MailTarget[] = [];
    for (const talent of again) {
      const before = byTalent.get(talent.id)!;
      const [invitation] = await tx.update(osiInvitations).set({ expiresAt, updatedAt: now }).where(eq(osiInvitations.id, before.id)).returning();
      await logActivity(tx, { companyId: viewer.companyId, actorUserId: viewer.userId, action: "osi.resend", entityType: "osiInvitation", entityId: before.id, before: { expiresAt: before.expiresAt.toISOString() }, after: { expiresAt: expiresAt.toISOString() } });
      resentTargets.push({ invitation, talent, questions: await questionCount(tx, before.id) });
    }
    await mailInvitations(tx, viewer, job.title, invitedTargets, "invite", ctx, now);
    await mailInvitations(tx, viewer, job.title, resentTargets, "resend", ctx, now);
    return { invited: invitedTargets.map((t) => t.invitation.id), resent: resentTargets.map((t) => t.invitation.id), skipped };
  });
}

async function questionCount(tx: Tx, invitationId: string): Promise<number> {
  const rows = await tx.select({ id: osiInvitationQuestions.id }).from(osiInvitationQuestions).where(eq(osiInvitationQuestions.invitationId, invitationId));
  return rows.length;
}

/** The invitation of this company, locked, its job guarded for the actor (10404 for another tenant's or a malformed id). */
async function lockGuardedInvitation(tx: Tx, viewer: StaffViewer, invitationId: string): Promise<InvitationRow> {
  if (!isUuid(invitationId)) throw appError(ERROR_CODES.recordNotFound);
  const [row] = await tx
    .select()
    .from(osiInvitations)
    .where(and(eq(osiInvitations.id, invitationId), eq(osiInvitations.companyId, viewer.companyId)))
    .for("update");
  if (!row) throw appError(ERROR_CODES.recordNotFound);
  await guardJob(tx, viewer, row.jobId, OSI_MANAGE_PERMISSION);
  return row;
}

export type InvitationState = { invitationId: string; status: OsiStatus; expiresAt: Date };

async function transition(viewer: StaffViewer, invitationId: string, name: "block" | "unblock", reason: string | null, now: Date): Promise<InvitationState> {
  return inTx(async (tx) => {
    const row = await lockGuardedInvitation(tx, viewer, invitationId);
    const next = osiTransition(row.status, name);
    if (!next) throw appError(ERROR_CODES.osiTransitionRefused, undefined, { status: row.status });
    const set = name === "block" ? { status: next, blockedAt: now, blockReason: reason, updatedAt: now } : { status: next, blockReason: null, updatedAt: now };
    await tx.update(osiInvitations).set(set).where(eq(osiInvitations.id, row.id));
    await logActivity(tx, { companyId: viewer.companyId, actorUserId: viewer.userId, action: `osi.${name}`, entityType: "osiInvitation", entityId: row.id, before: { status: row.status }, after: { status: next, ...(reason ? { reason } : {}) } });
    return { invitationId: row.id, status: next, expiresAt: row.expiresAt };
  });
}

/** Block: the candidate can no longer answer (from invited, started or unblocked; else 10602). */
export function blockInvitation(viewer: StaffViewer, input: { invitationId: string; reason?: string | null }, now: Date = new Date()): Promise<InvitationState> {
  return transition(viewer, input.invitationId, "block", input.reason?.trim() || null, now);
}

/** Unblock: a blocked candidate may answer again through the same link (10602 unless blocked). */
export function unblockInvitation(viewer: StaffViewer, input: { invitationId: string }, now: Date = new Date()): Promise<InvitationState> {
  return transition(viewer, input.invitationId, "unblock", null, now);
}

/** Resend: the same link with a new expiry, e-mailed again (invited, started or unblocked; else 10602). */
export async function resendOsiInvitation(viewer: StaffViewer, input: { invitationId: string }, ctx: MailContext, now: Date = new Date()): Promise<InvitationState> {
  return inTx(async (tx) => {
    const row = await lockGuardedInvitation(tx, viewer, input.invitationId);
    if (osiTransition(row.status, "resend") === null) throw appError(ERROR_CODES.osiTransitionRefused, undefined, { status: row.status });
    const expiresAt = osiExpiry(now);
    const [invitation] = await tx.update(osiInvitations).set({ expiresAt, updatedAt: now }).where(eq(osiInvitations.id, row.id)).returning();
    const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, row.jobId));
    const [talent] = await tx.select({ id: users.id, email: users.email, name: users.fullName, locale: users.locale }).from(users).where(eq(users.id, row.candidateId));
    if (!talent || !job) throw appError(ERROR_CODES.recordNotFound);
    await logActivity(tx, { companyId: viewer.companyId, actorUserId: viewer.userId, action: "osi.resend", entityType: "osiInvitation", entityId: row.id, before: { expiresAt: row.expiresAt.toISOString() }, after: { expiresAt: expiresAt.toISOString() } });
    await mailInvitations(tx, viewer, job.title, [{ invitation, talent, questions: await questionCount(tx, row.id) }], "resend", ctx, now);
    return { invitationId: row.id, status: invitation.status, expiresAt };
  });
}
