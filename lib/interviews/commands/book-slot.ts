import "server-only";
import { and, eq } from "drizzle-orm";
import { interviewInvitations, interviewParticipants, interviewerBusy, interviews, invitationSlots } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";
import { notify, notifyMany } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { lockEntry, transitionEntry } from "./entry";
import { inBookingTx, interviewerIdsOf, lockLiveInterview, sendCalendarMails, type CalendarMailPlan, type MailContext, type TalentActor } from "./booking-shared";

export type BookOutcome = { interviewId: string; startsAt: Date; endsAt: Date; sequence: number; rescheduled: boolean };

/**
 * The talent books one offered slot of their open invitation for a job, in ONE transaction:
 *  - the slot must be one of this talent's invitations for this job, of this company (else 10295);
 *  - the invitation must still be open (10570), the entry not blocked (10569);
 *  - the slot must be offered and in the future (10295);
 *  - the slot is taken by a conditional update (status offered → booked): 0 rows means a
 *    concurrent request took it first → 10598;
 *  - the interview row is inserted — or, after a reschedule request, the SAME row is updated
 *    (same calendar UID, SEQUENCE + 1);
 *  - one busy row per interviewer and one for the talent: the exclusion constraint
 *    interviewer_busy_no_overlap refuses an overlap with any other booking of the same people
 *    (23P01 → 10598), whatever was read before.
 * The same talent clicking twice gets the first booking back, never a second interview.
 */
export async function bookSlot(talent: TalentActor, input: { jobId: string; slotId: string }, ctx: MailContext, now: Date = new Date()): Promise<BookOutcome> {
  if (!isUuid(input.slotId) || !isUuid(input.jobId)) throw appError(ERROR_CODES.slotUnavailable);
  const done = await inBookingTx(async (tx) => {
    const [found] = await tx
      .select({ slot: invitationSlots, invitation: interviewInvitations })
      .from(invitationSlots)
      .innerJoin(interviewInvitations, eq(interviewInvitations.id, invitationSlots.invitationId))
      .where(
        and(
          eq(invitationSlots.id, input.slotId),
          eq(invitationSlots.companyId, talent.companyId),
          eq(interviewInvitations.companyId, talent.companyId),
          eq(interviewInvitations.candidateId, talent.userId),
          eq(interviewInvitations.jobId, input.jobId),
        ),
      );
    if (!found || !found.invitation.pipelineId) throw appError(ERROR_CODES.slotUnavailable);
    // The entry lock serialises this talent's own requests (a double click waits here).
    const entry = await lockEntry(tx, talent.companyId, found.invitation.pipelineId);
    const [invitation] = await tx.select().from(interviewInvitations).where(eq(interviewInvitations.id, found.invitation.id)).for("update");
    const [slot] = await tx.select().from(invitationSlots).where(eq(invitationSlots.id, found.slot.id));
    if (invitation.status === "accepted" && slot.status === "booked") {
      // A second click on the slot this talent just booked: the same booking, nothing new.
      const [existing] = await tx.select().from(interviews).where(and(eq(interviews.slotId, slot.id), eq(interviews.status, "scheduled")));
      if (existing) return { outcome: { interviewId: existing.id, startsAt: existing.startsAt, endsAt: existing.endsAt, sequence: existing.sequence, rescheduled: false }, plans: [] };
    }
    if (invitation.status !== "invited") throw appError(ERROR_CODES.invitationClosed);
    if (entry.blocked) throw appError(ERROR_CODES.interviewBlocked);
    if (slot.status !== "offered" || slot.startsAt.getTime() <= now.getTime()) throw appError(ERROR_CODES.slotUnavailable);

    const taken = await tx
      .update(invitationSlots)
      .set({ status: "booked" })
      .where(and(eq(invitationSlots.id, slot.id), eq(invitationSlots.status, "offered")))
      .returning({ id: invitationSlots.id });
    if (!taken.length) throw appError(ERROR_CODES.slotAlreadyBooked);
    await tx.update(interviewInvitations).set({ status: "accepted", updatedAt: now }).where(eq(interviewInvitations.id, invitation.id));

    const interviewerIds = await interviewerIdsOf(tx, invitation.id);
    const previous = await lockLiveInterview(tx, entry.id, entry.round);
    let interviewId: string;
    let sequence = 0;
    if (previous && previous.status === "rescheduling") {
      sequence = previous.sequence + 1;
      await tx
        .update(interviews)
        .set({ status: "scheduled", startsAt: slot.startsAt, endsAt: slot.endsAt, slotId: slot.id, invitationId: invitation.id, sequence, updatedAt: now })
        .where(eq(interviews.id, previous.id));
      interviewId = previous.id;
      await tx.delete(interviewParticipants).where(eq(interviewParticipants.interviewId, interviewId));
    } else if (previous) {
      throw appError(ERROR_CODES.slotAlreadyBooked);
    } else {
      const [row] = await tx
        .insert(interviews)
        .values({
          companyId: talent.companyId,
          jobId: invitation.jobId,
          candidateId: talent.userId,
          pipelineId: entry.id,
          invitationId: invitation.id,
          slotId: slot.id,
          round: entry.round,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
        })
        .returning({ id: interviews.id });
      interviewId = row.id;
    }
    if (interviewerIds.length) await tx.insert(interviewParticipants).values(interviewerIds.map((userId) => ({ interviewId, userId }))).onConflictDoNothing();
    await tx.insert(interviewerBusy).values(
      [...interviewerIds, talent.userId].map((userId) => ({ companyId: talent.companyId, userId, interviewId, source: "interview", startsAt: slot.startsAt, endsAt: slot.endsAt })),
    );
    await transitionEntry(tx, { companyId: talent.companyId, actorUserId: talent.userId }, entry, "book", "talent");
    const rescheduled = sequence > 0;
    const facts = await interviewFacts(tx, { jobId: invitation.jobId, candidateId: talent.userId, entryId: entry.id });
    const payload = { ...facts, interviewId, startsAt: slot.startsAt.toISOString() };
    await notifyMany(tx, { companyId: talent.companyId, userIds: [...interviewerIds, invitation.createdById], exceptUserId: talent.userId, kind: rescheduled ? "interview.rescheduled" : "slot.booked", payload });
    await notify(tx, { companyId: talent.companyId, userId: talent.userId, kind: rescheduled ? "interview.rescheduled" : "interview.scheduled", payload });
    const plans: CalendarMailPlan[] = [{ kind: rescheduled ? "rescheduled" : "booked", interviewId }];
    return { outcome: { interviewId, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence, rescheduled }, plans };
  });
  await sendCalendarMails(done.plans, ctx, talent.userId);
  return done.outcome;
}

