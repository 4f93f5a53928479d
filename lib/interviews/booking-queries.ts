import "server-only";
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { extraSlotRequests, interviewCandidates, interviewInvitations, interviews, invitationSlots, jobApplications, jobs, osiInvitations, users } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { ApplicationStatus } from "@/lib/jobs/application-status";
import type { OsiStatus } from "@/lib/osi/rules";
import { isUuid } from "@/lib/text/uuid";
import { assertAssociatedWithJob, type StaffViewer } from "./access";
import { DURATIONS, INTERVIEWER_ROLES, endOfDayIn, isTimeZone, slotsFor } from "./commands/booking-shared";
import { FILTER_STATUS_MATCH, displayLabel, type FilterStatus, type PipelineStatus } from "./rules";
import type { AdminLabel } from "./statuses";

/**
 * Read side of the booking flow: the job's interview candidate list (paginated in the database),
 * the interviewer picker, the scheduling dialog's slot preview and the talent's schedule page.
 * Every query is scoped by company; staff queries check the association with the job first.
 */
export const INTERVIEW_PAGE_SIZE = 20;

export type InterviewListRow = {
  entryId: string;
  candidateId: string;
  name: string;
  email: string;
  status: PipelineStatus;
  label: AdminLabel;
  round: number;
  blocked: boolean;
  applicationStatus: ApplicationStatus | null;
  invitation: { id: string; status: string; lastDate: string | null; offered: number } | null;
  pendingRequest: { note: string | null } | null;
  interview: { id: string; startsAt: string; endsAt: string; status: string } | null;
  /** The talent's one-sided interview status for this job (decision D75); null when not invited. */
  osiStatus: OsiStatus | null;
};

export type InterviewListFilter = { status?: FilterStatus | null; applicationStatus?: ApplicationStatus | null; page?: number };

export async function jobInterviewList(viewer: StaffViewer, jobId: string, filter: InterviewListFilter = {}): Promise<{ rows: InterviewListRow[]; total: number; page: number; pageSize: number }> {
  await assertAssociatedWithJob(viewer, jobId);
  const db = getDb();
  const page = Math.max(1, Math.min(10_000, Math.trunc(filter.page ?? 1) || 1));
  const where: SQL[] = [eq(interviewCandidates.companyId, viewer.companyId), eq(interviewCandidates.jobId, jobId)];
  if (filter.status) where.push(eq(interviewCandidates.status, FILTER_STATUS_MATCH[filter.status]));
  if (filter.applicationStatus) where.push(eq(jobApplications.status, filter.applicationStatus));
  const base = db
    .select({
      entryId: interviewCandidates.id,
      candidateId: interviewCandidates.candidateId,
      name: users.fullName,
      email: users.email,
      status: interviewCandidates.status,
      round: interviewCandidates.round,
      blocked: interviewCandidates.blocked,
      applicationStatus: jobApplications.status,
      osiStatus: osiInvitations.status,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(interviewCandidates)
    .innerJoin(users, eq(users.id, interviewCandidates.candidateId))
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, interviewCandidates.jobId), eq(jobApplications.candidateId, interviewCandidates.candidateId)))
    // At most one invitation per job and talent (unique index), so the join never repeats a row.
    .leftJoin(osiInvitations, and(eq(osiInvitations.jobId, interviewCandidates.jobId), eq(osiInvitations.candidateId, interviewCandidates.candidateId), eq(osiInvitations.companyId, viewer.companyId)))
    .where(and(...where))
    .orderBy(desc(interviewCandidates.updatedAt), asc(interviewCandidates.id))
    .limit(INTERVIEW_PAGE_SIZE)
    .offset((page - 1) * INTERVIEW_PAGE_SIZE);
  const entries = await base;
  const ids = entries.map((e) => e.entryId);
  const [invs, ints] = ids.length
    ? await Promise.all([
        db
          .select({
            id: interviewInvitations.id,
            pipelineId: interviewInvitations.pipelineId,
            round: interviewInvitations.round,
            status: interviewInvitations.status,
            lastDate: interviewInvitations.lastDate,
            offered: sql<number>`(select count(*)::int from invitation_slots s where s.invitation_id = ${interviewInvitations.id} and s.status = 'offered' and s.starts_at > now())`,
            note: extraSlotRequests.note,
            pending: extraSlotRequests.id,
          })
          .from(interviewInvitations)
          .leftJoin(extraSlotRequests, and(eq(extraSlotRequests.invitationId, interviewInvitations.id), eq(extraSlotRequests.status, "pending")))
          .where(and(inArray(interviewInvitations.pipelineId, ids), inArray(interviewInvitations.status, ["invited", "accepted"]))),
        db
          .select({ id: interviews.id, pipelineId: interviews.pipelineId, round: interviews.round, startsAt: interviews.startsAt, endsAt: interviews.endsAt, status: interviews.status })
          .from(interviews)
          .where(and(inArray(interviews.pipelineId, ids), inArray(interviews.status, ["scheduled", "rescheduling"]))),
      ])
    : [[], []];
  const now = Date.now();
  const rows = entries.map((e): InterviewListRow => {
    const inv = invs.find((i) => i.pipelineId === e.entryId && i.round === e.round);
    const iv = ints.find((i) => i.pipelineId === e.entryId && i.round === e.round);
    const expired = !!inv && inv.status === "invited" && !!inv.lastDate && inv.lastDate.getTime() < now;
    return {
      entryId: e.entryId,
      candidateId: e.candidateId,
      name: e.name,
      email: e.email,
      status: e.status,
      label: displayLabel({ status: e.status, blocked: e.blocked, invitationExpired: expired }),
      round: e.round,
      blocked: e.blocked,
      applicationStatus: e.applicationStatus ?? null,
      invitation: inv ? { id: inv.id, status: inv.status, lastDate: inv.lastDate?.toISOString() ?? null, offered: inv.offered } : null,
      pendingRequest: inv?.pending ? { note: inv.note } : null,
      interview: iv ? { id: iv.id, startsAt: iv.startsAt.toISOString(), endsAt: iv.endsAt.toISOString(), status: iv.status } : null,
      osiStatus: e.osiStatus ?? null,
    };
  });
  return { rows, total: entries[0]?.total ?? 0, page, pageSize: INTERVIEW_PAGE_SIZE };
}

export type InterviewerOption = { id: string; name: string; role: string; onJob: boolean };

/** The interviewer picker: the company's active recruiters and collaborators, the job's own first. */
export async function interviewerOptions(companyId: string, jobId: string): Promise<InterviewerOption[]> {
  if (!isUuid(jobId)) return [];
  const rows = await getDb()
    .select({
      id: users.id,
      name: users.fullName,
      role: users.role,
      onJob: sql<boolean>`(exists (select 1 from job_collaborators c where c.job_id = ${jobId} and c.user_id = ${users.id}) or exists (select 1 from jobs j where j.id = ${jobId} and j.assignee_id = ${users.id}))`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...INTERVIEWER_ROLES]), eq(users.state, "active")))
    .orderBy(users.fullName)
    .limit(200);
  return rows.sort((a, b) => Number(b.onJob) - Number(a.onJob));
}

/** The scheduling dialog's preview: the slots every talent of the batch would be offered. */
export async function previewSlots(
  viewer: StaffViewer,
  input: { jobId: string; interviewerIds: string[]; durationMinutes: number; lastDate: string; timeZone: string },
  now: Date = new Date(),
): Promise<{ total: number; slots: { startsAt: string; endsAt: string }[] }> {
  await assertAssociatedWithJob(viewer, input.jobId);
  if (!isTimeZone(input.timeZone)) throw appError(ERROR_CODES.invalidTimeZone);
  if (!(DURATIONS as readonly number[]).includes(input.durationMinutes)) throw appError(ERROR_CODES.timeSelectionRequired);
  const ids = [...new Set(input.interviewerIds.map((i) => i.toLowerCase()))];
  const people = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.companyId, viewer.companyId), inArray(users.role, [...INTERVIEWER_ROLES]), eq(users.state, "active")));
  if (people.length !== ids.length) throw appError(ERROR_CODES.collaboratorNotOnJob);
  const slots = await slotsFor(viewer.companyId, ids, input.durationMinutes, endOfDayIn(input.lastDate, input.timeZone), now);
  return { total: slots.length, slots: slots.slice(0, 50).map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })) };
}

export type TalentSchedule = {
  job: { id: string; title: string };
  status: PipelineStatus;
  blocked: boolean;
  invitation: { id: string; status: string; durationMinutes: number; lastDate: string | null } | null;
  slots: { id: string; startsAt: string; endsAt: string }[];
  interview: { id: string; startsAt: string; endsAt: string; status: string } | null;
  pendingRequest: boolean;
};

/** The talent's own invitation for a job (their entries only); null when they are not on its interview list. */
export async function talentSchedule(talent: { companyId: string; userId: string }, jobId: string, now: Date = new Date()): Promise<TalentSchedule | null> {
  if (!isUuid(jobId)) return null;
  const db = getDb();
  const [entry] = await db
    .select({ entry: interviewCandidates, title: jobs.title })
    .from(interviewCandidates)
    .innerJoin(jobs, eq(jobs.id, interviewCandidates.jobId))
    .where(and(eq(interviewCandidates.companyId, talent.companyId), eq(interviewCandidates.jobId, jobId), eq(interviewCandidates.candidateId, talent.userId)));
  if (!entry) return null;
  const { round, id } = entry.entry;
  const [invitation] = await db
    .select()
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.pipelineId, id), eq(interviewInvitations.round, round), inArray(interviewInvitations.status, ["invited", "accepted"])));
  const [interview] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.pipelineId, id), eq(interviews.round, round), inArray(interviews.status, ["scheduled", "rescheduling"])));
  const slots =
    invitation?.status === "invited"
      ? await db
          .select({ id: invitationSlots.id, startsAt: invitationSlots.startsAt, endsAt: invitationSlots.endsAt })
          .from(invitationSlots)
          .where(
            and(
              eq(invitationSlots.invitationId, invitation.id),
              eq(invitationSlots.status, "offered"),
              gt(invitationSlots.startsAt, now),
              // A time another booking took (an interviewer's or the talent's own busy time) is no longer shown.
              sql`not exists (select 1 from interviewer_busy b where b.active and b.starts_at < ${invitationSlots.endsAt} and b.ends_at > ${invitationSlots.startsAt}
                and (b.user_id = ${talent.userId} or b.user_id in (select ii.user_id from invitation_interviewers ii where ii.invitation_id = ${invitation.id})))`,
            ),
          )
          .orderBy(invitationSlots.startsAt)
          .limit(500)
      : [];
  const pending = invitation
    ? await db
        .select({ id: extraSlotRequests.id })
        .from(extraSlotRequests)
        .where(and(eq(extraSlotRequests.invitationId, invitation.id), eq(extraSlotRequests.status, "pending")))
    : [];
  return {
    job: { id: jobId, title: entry.title },
    status: entry.entry.status,
    blocked: entry.entry.blocked,
    invitation: invitation ? { id: invitation.id, status: invitation.status, durationMinutes: invitation.durationMinutes, lastDate: invitation.lastDate?.toISOString() ?? null } : null,
    slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    interview: interview ? { id: interview.id, startsAt: interview.startsAt.toISOString(), endsAt: interview.endsAt.toISOString(), status: interview.status } : null,
    pendingRequest: pending.length > 0,
  };
}

/** The job's title, JD id and due date for the interview list's header (this company, not deleted). */
export async function jobHeader(companyId: string, jobId: string): Promise<{ id: string; title: string; jdNumber: number; dueDate: Date } | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await getDb()
    .select({ id: jobs.id, title: jobs.title, jdNumber: jobs.jdNumber, dueDate: jobs.dueDate })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), sql`${jobs.status} <> 'deleted'`));
  return row ?? null;
}

/** The first day the scheduling dialog's picker offers as a last date (tomorrow, UTC calendar). */
export function firstLastDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}
