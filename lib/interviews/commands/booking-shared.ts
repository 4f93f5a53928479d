import "server-only";
import { TZDate } from "@date-fns/tz";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  companies,
  interviewInvitations,
  interviewerBusy,
  interviews,
  invitationInterviewers,
  invitationSlots,
  jobs,
  users,
} from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { pgErrorOf } from "@/lib/errors/pg";
import type { Locale } from "@/lib/i18n/config";
import type { Tx } from "@/lib/jobs/commands/shared";
import { logger } from "@/lib/log";
import { sendMail, type OutgoingMail } from "@/lib/mail";
import type { StaffViewer } from "../access";
import { calendarMail, invitationMail, recipientLocale, type CalendarMailKind, type Recipient } from "../booking-mail";
import { MAX_HORIZON_DAYS } from "../availability";
import { computeOfferedSlots } from "../slots";

/**
 * What the booking commands share (issue 13, decision D45): the staff check made again inside
 * the command, the one transaction wrapper that turns the database's refusals into catalogued
 * codes, slot offering, busy rows and the calendar e-mails.
 */
export type { StaffViewer };

/** What the e-mails need from the request: the tenant's own origin (lib/tenancy/origin.ts) and the actor's language. */
export type MailContext = { origin: string | null; locale: Locale };

/** A talent acting on their own invitations. */
export type TalentActor = { companyId: string; userId: string };

export type Slot = { startsAt: Date; endsAt: Date };

/** Slot lengths the scheduling dialog offers, in minutes. */
export const DURATIONS = [30, 45, 60, 90, 120] as const;
/** At most this many slots per invitation (a fortnight of 8-hour days in 30-minute steps is 160). */
export const MAX_SLOTS = 400;
export const INTERVIEWER_ROLES = ["recruiterAdmin", "recruiter", "collaborator"] as const;

/**
 * One transaction; the database's last word mapped: an overlapping busy row (23P01, the
 * exclusion constraint) or a second booked slot / live interview (23505) is 10598.
 */
export async function inBookingTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(fn);
  } catch (e) {
    if (isAppError(e)) throw e;
    const pg = pgErrorOf(e);
    if (pg?.code === "23P01") throw appError(ERROR_CODES.slotAlreadyBooked);
    if (pg?.code === "23505" && (pg.constraint === "invitation_slots_one_booked_key" || pg.constraint === "interviews_pipeline_round_key")) throw appError(ERROR_CODES.slotAlreadyBooked);
    throw e;
  }
}

export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || !tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The end of a calendar day (YYYY-MM-DD) in a zone: the next day's midnight there. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw appError(ERROR_CODES.timeSelectionRequired);
  const d = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1, 0, 0, 0, timeZone);
  if (Number.isNaN(d.getTime())) throw appError(ERROR_CODES.timeSelectionRequired);
  return new Date(d.getTime());
}

/** The common free slots of the interviewers from now to the last date (the availability engine). */
export async function slotsFor(companyId: string, interviewerIds: string[], durationMinutes: number, lastDate: Date, now: Date): Promise<Slot[]> {
  if (lastDate.getTime() <= now.getTime()) return [];
  // The engine's horizon is capped (MAX_HORIZON_DAYS): a later last date offers the first stretch.
  const to = new Date(Math.min(lastDate.getTime(), now.getTime() + (MAX_HORIZON_DAYS - 1) * 86_400_000));
  const slots = await computeOfferedSlots(companyId, { interviewerIds, from: now, to, durationMinutes, now });
  return slots.filter((s) => s.startsAt.getTime() > now.getTime()).slice(0, MAX_SLOTS);
}

export async function insertSlots(tx: Tx, companyId: string, invitationId: string, slots: readonly Slot[]): Promise<number> {
  if (!slots.length) return 0;
  const rows = await tx
    .insert(invitationSlots)
    .values(slots.map((s) => ({ companyId, invitationId, startsAt: s.startsAt, endsAt: s.endsAt })))
    .onConflictDoNothing()
    .returning({ id: invitationSlots.id });
  return rows.length;
}

export async function interviewerIdsOf(tx: Tx, invitationId: string): Promise<string[]> {
  const rows = await tx.select({ id: invitationInterviewers.userId }).from(invitationInterviewers).where(eq(invitationInterviewers.invitationId, invitationId));
  return rows.map((r) => r.id);
}

/** The open invitation (invited or accepted) of an entry's round, locked. */
export async function lockOpenInvitation(tx: Tx, pipelineId: string, round: number) {
  const rows = await tx
    .select()
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.pipelineId, pipelineId), eq(interviewInvitations.round, round), inArray(interviewInvitations.status, ["invited", "accepted"])))
    .for("update");
  return rows[0] ?? null;
}

/** The live interview (scheduled or being rescheduled) of an entry's round, locked. */
export async function lockLiveInterview(tx: Tx, pipelineId: string, round: number) {
  const rows = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.pipelineId, pipelineId), eq(interviews.round, round), inArray(interviews.status, ["scheduled", "rescheduling"])))
    .for("update");
  return rows[0] ?? null;
}

export async function deactivateBusy(tx: Tx, interviewId: string): Promise<void> {
  await tx.update(interviewerBusy).set({ active: false }).where(and(eq(interviewerBusy.interviewId, interviewId), eq(interviewerBusy.active, true)));
}

/** A planned calendar e-mail: built and sent after the transaction commits. */
export type CalendarMailPlan = {
  kind: CalendarMailKind;
  interviewId: string;
  reason?: string | null;
};

/**
 * Sends the calendar e-mails of committed changes: one to the talent and one to each interviewer,
 * each in its reader's language and zone, with the .ics. A delivery failure is logged; the booking
 * stands (the interview is on the platform's calendars either way).
 */
export async function sendCalendarMails(plans: readonly CalendarMailPlan[], ctx: MailContext, actorUserId: string | null): Promise<number> {
  let sent = 0;
  for (const plan of plans) {
    for (const mail of await buildCalendarMails(plan, ctx, actorUserId)) {
      try {
        await sendMail(mail);
        sent += 1;
      } catch (err) {
        logger.warn({ err, interviewId: plan.interviewId, kind: plan.kind }, "interview calendar mail not sent");
      }
    }
  }
  return sent;
}

export async function buildCalendarMails(plan: CalendarMailPlan, ctx: MailContext, actorUserId: string | null): Promise<OutgoingMail[]> {
  const db = getDb();
  const [row] = await db
    .select({ interview: interviews, job: { id: jobs.id, title: jobs.title }, company: { name: companies.name, timezone: companies.timezone, slug: companies.slug } })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(eq(interviews.id, plan.interviewId));
  if (!row) return [];
  const { interview, job, company } = row;
  const interviewerRows = await db
    .select({ id: users.id, email: users.email, name: users.fullName, timeZone: users.timeZone, locale: users.locale })
    .from(sql`interview_participants p`)
    .innerJoin(users, sql`${users.id} = p.user_id`)
    .where(sql`p.interview_id = ${interview.id}`);
  const [talent] = await db.select({ id: users.id, email: users.email, name: users.fullName, timeZone: users.timeZone, locale: users.locale }).from(users).where(eq(users.id, interview.candidateId));
  if (!talent) return [];
  const [invitation] = interview.invitationId
    ? await db.select({ createdById: interviewInvitations.createdById }).from(interviewInvitations).where(eq(interviewInvitations.id, interview.invitationId))
    : [];
  const organizerRow = interviewerRows.find((u) => u.id === invitation?.createdById) ?? interviewerRows[0];
  const organizer = organizerRow ? { name: organizerRow.name, email: organizerRow.email } : { name: company.name, email: talent.email };
  const host = ctx.origin ? new URL(ctx.origin).hostname : `${company.slug}.invalid`;
  const attendees = [talent, ...interviewerRows].map((u) => ({ name: u.name, email: u.email }));
  const toRecipient = (u: { id: string; email: string; name: string; timeZone: string | null }): Recipient => ({ userId: u.id, email: u.email, name: u.name, timeZone: u.timeZone || company.timezone });
  const actor = { userId: actorUserId, locale: ctx.locale };
  const common = {
    kind: plan.kind,
    company: company.name,
    job: job.title,
    candidateName: talent.name,
    interviewId: interview.id,
    host,
    sequence: interview.sequence,
    startsAt: interview.startsAt,
    endsAt: interview.endsAt,
    reason: plan.reason ?? null,
    organizer,
    attendees,
  };
  return [
    calendarMail({ ...common, locale: recipientLocale(talent, actor), recipient: toRecipient(talent), link: ctx.origin ? `${ctx.origin}${schedulePath(job.id)}` : null }),
    ...interviewerRows.map((u) => calendarMail({ ...common, locale: recipientLocale(u, actor), recipient: toRecipient(u), link: ctx.origin ? `${ctx.origin}/admin/jobs/${job.id}/interviews` : null })),
  ];
}

/** The talent's schedule page for a job (app/(talent)/interview/[jobId]/schedule). */
export function schedulePath(jobId: string): string {
  return `/interview/${encodeURIComponent(jobId)}/schedule`;
}

/** The invitation e-mail of an open invitation (resend, slots added), inside the caller's transaction. */
export async function mailInvitation(
  tx: Tx,
  viewer: StaffViewer,
  invitation: { candidateId: string; jobId: string; lastDate: Date | null },
  kind: "invite" | "resend" | "slotsAdded",
  ctx: MailContext,
): Promise<void> {
  if (!ctx.origin) throw appError(ERROR_CODES.smtpError);
  const [row] = await tx
    .select({ email: users.email, name: users.fullName, locale: users.locale, company: companies.name, zone: companies.timezone, job: jobs.title })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(jobs, eq(jobs.id, invitation.jobId))
    .where(eq(users.id, invitation.candidateId));
  if (!row) throw appError(ERROR_CODES.recordNotFound);
  const locale = recipientLocale({ id: invitation.candidateId, locale: row.locale }, { userId: viewer.userId, locale: ctx.locale });
  const lastDate = invitation.lastDate ? new Intl.DateTimeFormat(locale, { timeZone: row.zone, dateStyle: "long" }).format(new Date(invitation.lastDate.getTime() - 1)) : "";
  await sendMail(invitationMail({ locale, to: row.email, name: row.name, company: row.company, job: row.job, link: `${ctx.origin}${schedulePath(invitation.jobId)}`, lastDate, kind }));
}
