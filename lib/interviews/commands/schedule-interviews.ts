import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { companies, interviewCandidates, interviewInvitations, invitationInterviewers, users } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { lockJob } from "@/lib/jobs/commands/shared";
import { sendMail } from "@/lib/mail";
import { isUuid } from "@/lib/text/uuid";
import { notify } from "@/lib/notifications/notify";
import { invitationMail, recipientLocale } from "../booking-mail";
import { lastDateAllowed, schedulingBlock } from "../rules";
import { transitionEntry } from "./entry";
import {
  DURATIONS,
  INTERVIEWER_ROLES,
  endOfDayIn,
  inBookingTx,
  insertSlots,
  isTimeZone,
  schedulePath,
  slotsFor,
  type MailContext,
  type Slot,
  type StaffViewer,
} from "./booking-shared";
import { guardJob } from "./guard";

export type ScheduleInput = {
  jobId: string;
  entryIds: readonly string[];
  interviewerIds: readonly string[];
  durationMinutes: number | null | undefined;
  /** The last interview day, YYYY-MM-DD, in `timeZone`. */
  lastDate: string | null | undefined;
  timeZone: string;
};

export type ScheduleOutcome = { invited: string[]; skipped: string[]; slots: number; invitationIds: string[] };

/**
 * The recruiter's "Schedule" (second document §5 selection rules): the selected entries of one
 * job — at least one in screening, all of one round (10561, 10562) — minus those already invited
 * (none left: 10563); at least one interviewer (10565), each an active recruiter or collaborator of
 * this company (10577); a slot length and a last date (10566), the date at least one day before the
 * job's due date (10564), in a known zone (10567). Every talent of the batch gets an invitation
 * offering the SAME slots (the interviewers' common free time from now to the last date; none:
 * 10566, shown by the dialog as "no common free time"), the interviewers, the sendInvitation move,
 * and the invitation e-mail — sent inside the transaction, so a mail failure (10202) writes nothing.
 */
export async function scheduleInterviews(viewer: StaffViewer, input: ScheduleInput, ctx: MailContext, now: Date = new Date()): Promise<ScheduleOutcome> {
  if (!isTimeZone(input.timeZone)) throw appError(ERROR_CODES.invalidTimeZone);
  const interviewerIds = [...new Set(input.interviewerIds.map((id) => id.toLowerCase()))];
  if (!interviewerIds.length) throw appError(ERROR_CODES.collaboratorRequired);
  if (!input.durationMinutes || !(DURATIONS as readonly number[]).includes(input.durationMinutes) || !input.lastDate) throw appError(ERROR_CODES.timeSelectionRequired);
  const lastDate = endOfDayIn(input.lastDate, input.timeZone);
  const entryIds = [...new Set(input.entryIds.map((id) => id.toLowerCase()))];
  if (!entryIds.length || !entryIds.every(isUuid)) throw appError(ERROR_CODES.schedulingNeedsScreening);
  if (!interviewerIds.every(isUuid)) throw appError(ERROR_CODES.collaboratorNotOnJob);

  return inBookingTx(async (tx) => {
    await guardJob(tx, viewer, input.jobId, "interviews.schedule");
    const job = await lockJob(tx, viewer.companyId, input.jobId);
    const entries = await tx
      .select()
      .from(interviewCandidates)
      .where(and(eq(interviewCandidates.companyId, viewer.companyId), eq(interviewCandidates.jobId, job.id), inArray(interviewCandidates.id, entryIds)))
      .orderBy(interviewCandidates.createdAt)
      .for("update");
    if (entries.length !== entryIds.length) throw appError(ERROR_CODES.recordNotFound);
    const block = schedulingBlock(entries);
    if (block !== null) throw appError(block);
    // Already invited: a talent no longer in screening, or one with an open invitation this round.
    const open = await tx
      .select({ pipelineId: interviewInvitations.pipelineId })
      .from(interviewInvitations)
      .where(and(inArray(interviewInvitations.pipelineId, entryIds), inArray(interviewInvitations.status, ["invited", "accepted"])));
    const invitedAlready = new Set(open.map((o) => o.pipelineId));
    const toInvite = entries.filter((e) => e.status === "screening" && !invitedAlready.has(e.id) && !e.blocked);
    if (!toInvite.length) throw appError(ERROR_CODES.invitationNoneToInvite);

    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, interviewerIds), eq(users.companyId, viewer.companyId), inArray(users.role, [...INTERVIEWER_ROLES]), eq(users.state, "active")));
    if (people.length !== interviewerIds.length) throw appError(ERROR_CODES.collaboratorNotOnJob);

    if (lastDate.getTime() <= now.getTime() || !lastDateAllowed(lastDate, job.dueDate)) throw appError(ERROR_CODES.invitationLastDateTooLate);

    const slots: Slot[] = await slotsFor(viewer.companyId, interviewerIds, input.durationMinutes!, lastDate, now);
    if (!slots.length) throw appError(ERROR_CODES.timeSelectionRequired, undefined, { reason: "noSlots" });

    const talents = await tx
      .select({ id: users.id, email: users.email, name: users.fullName, locale: users.locale })
      .from(users)
      .where(inArray(users.id, toInvite.map((e) => e.candidateId)));
    const talentById = new Map(talents.map((t) => [t.id, t]));
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, viewer.companyId));

    const invitationIds: string[] = [];
    for (const entry of toInvite) {
      const [invitation] = await tx
        .insert(interviewInvitations)
        .values({
          companyId: viewer.companyId,
          jobId: job.id,
          candidateId: entry.candidateId,
          pipelineId: entry.id,
          round: entry.round,
          durationMinutes: input.durationMinutes!,
          lastDate,
          createdById: viewer.userId,
        })
        .returning({ id: interviewInvitations.id });
      invitationIds.push(invitation.id);
      await tx.insert(invitationInterviewers).values(interviewerIds.map((userId) => ({ invitationId: invitation.id, userId })));
      await insertSlots(tx, viewer.companyId, invitation.id, slots);
      await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, "sendInvitation", "recruiter");
      const talent = talentById.get(entry.candidateId);
      if (!talent) throw appError(ERROR_CODES.recordNotFound);
      if (!ctx.origin) throw appError(ERROR_CODES.smtpError);
      const locale = recipientLocale(talent, { userId: viewer.userId, locale: ctx.locale });
      const lastDay = new Intl.DateTimeFormat(locale, { timeZone: input.timeZone, dateStyle: "long" }).format(new Date(lastDate.getTime() - 1));
      await sendMail(
        invitationMail({ locale, to: talent.email, name: talent.name, company: company?.name ?? "", job: job.title, link: `${ctx.origin}${schedulePath(job.id)}`, lastDate: lastDay, kind: "invite" }),
      );
      await notify(tx, {
        companyId: viewer.companyId,
        userId: talent.id,
        kind: "invitation.sent",
        payload: { jobId: job.id, entryId: entry.id, job: job.title, company: company?.name ?? "", lastDate: lastDate.toISOString() },
      });
    }
    return {
      invited: toInvite.map((e) => e.id),
      skipped: entries.filter((e) => !toInvite.includes(e)).map((e) => e.id),
      slots: slots.length,
      invitationIds,
    };
  });
}
