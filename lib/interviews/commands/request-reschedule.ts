import "server-only";
import { eq } from "drizzle-orm";
import { interviewInvitations, interviews, invitationInterviewers, invitationSlots } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";
import { notifyMany } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { lockEntryOf, transitionEntry } from "./entry";
import {
  deactivateBusy,
  inBookingTx,
  insertSlots,
  interviewerIdsOf,
  lockLiveInterview,
  lockOpenInvitation,
  sendCalendarMails,
  slotsFor,
  type CalendarMailPlan,
  type MailContext,
  type Slot,
  type TalentActor,
} from "./booking-shared";

/** How far ahead a reschedule offers slots when the old last date has passed. */
const RESCHEDULE_HORIZON_DAYS = 14;

/**
 * The talent asks to reschedule a booked interview (first document §4.1: "a reschedule request
 * voids the existing invitation and chosen slot"), in one transaction: the accepted invitation and
 * its booked slot are voided, the interview's busy rows released, the interview row kept (same
 * calendar UID) with status rescheduling and SEQUENCE + 1, and a NEW invitation for the same
 * interviewers offers fresh slots — the old time among them, since it is free again. The entry
 * moves to interviewRescheduled; everyone gets a METHOD:CANCEL for the old time (D45). Booking
 * one of the new slots updates the same interview row (bookSlot).
 */
export async function requestReschedule(talent: TalentActor, input: { jobId: string }, ctx: MailContext, now: Date = new Date()): Promise<{ invitationId: string; slots: number }> {
  if (!isUuid(input.jobId)) throw appError(ERROR_CODES.invitationClosed);
  const done = await inBookingTx(async (tx) => {
    const entry = await lockEntryOf(tx, talent.companyId, input.jobId, talent.userId);
    if (!entry) throw appError(ERROR_CODES.invitationClosed);
    const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
    const interview = await lockLiveInterview(tx, entry.id, entry.round);
    if (!invitation || invitation.status !== "accepted" || !interview || interview.status !== "scheduled") throw appError(ERROR_CODES.invitationClosed);
    if (entry.blocked) throw appError(ERROR_CODES.interviewBlocked);
    await transitionEntry(tx, { companyId: talent.companyId, actorUserId: talent.userId }, entry, "requestReschedule", "talent");

    await tx.update(invitationSlots).set({ status: "voided" }).where(eq(invitationSlots.invitationId, invitation.id));
    await tx.update(interviewInvitations).set({ status: "voided", updatedAt: now }).where(eq(interviewInvitations.id, invitation.id));
    await deactivateBusy(tx, interview.id);
    await tx.update(interviews).set({ status: "rescheduling", sequence: interview.sequence + 1, updatedAt: now }).where(eq(interviews.id, interview.id));

    const interviewerIds = await interviewerIdsOf(tx, invitation.id);
    const minLast = new Date(now.getTime() + RESCHEDULE_HORIZON_DAYS * 86_400_000);
    const lastDate = invitation.lastDate && invitation.lastDate > now ? invitation.lastDate : minLast;
    const [fresh] = await tx
      .insert(interviewInvitations)
      .values({
        companyId: talent.companyId,
        jobId: invitation.jobId,
        candidateId: talent.userId,
        pipelineId: entry.id,
        round: entry.round,
        durationMinutes: invitation.durationMinutes,
        lastDate,
        createdById: invitation.createdById,
      })
      .returning({ id: interviewInvitations.id });
    if (interviewerIds.length) await tx.insert(invitationInterviewers).values(interviewerIds.map((userId) => ({ invitationId: fresh.id, userId })));
    // The busy rows were released above, but the engine reads committed data: the old time is
    // free again once this commits, so it is offered explicitly when still ahead.
    const computed: Slot[] = await slotsFor(talent.companyId, interviewerIds, invitation.durationMinutes, lastDate, now);
    const old: Slot[] = interview.startsAt.getTime() > now.getTime() ? [{ startsAt: interview.startsAt, endsAt: interview.endsAt }] : [];
    const slots = [...old, ...computed.filter((s) => !(s.startsAt.getTime() < interview.endsAt.getTime() && s.endsAt.getTime() > interview.startsAt.getTime()) || s.startsAt.getTime() === interview.startsAt.getTime())];
    const offered = await insertSlots(tx, talent.companyId, fresh.id, slots);
    const facts = await interviewFacts(tx, { jobId: invitation.jobId, candidateId: talent.userId, entryId: entry.id });
    await notifyMany(tx, {
      companyId: talent.companyId,
      userIds: [...interviewerIds, invitation.createdById],
      exceptUserId: talent.userId,
      kind: "interview.rescheduled",
      payload: { ...facts, phase: "requested", interviewId: interview.id, startsAt: interview.startsAt.toISOString() },
    });
    const plans: CalendarMailPlan[] = [{ kind: "rescheduleRequested", interviewId: interview.id }];
    return { invitationId: fresh.id, slots: offered, plans };
  });
  await sendCalendarMails(done.plans, ctx, talent.userId);
  return { invitationId: done.invitationId, slots: done.slots };
}
