import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { extraSlotRequests, interviewInvitations, interviews, invitationSlots } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isValidReason } from "../rules";
import { notifyMany } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { transitionEntry } from "./entry";
import { deactivateBusy, inBookingTx, interviewerIdsOf, lockLiveInterview, lockOpenInvitation, sendCalendarMails, type CalendarMailPlan, type MailContext, type StaffViewer } from "./booking-shared";
import { lockGuardedEntry } from "./guard";

/**
 * Cancel (reason required: 'Please add reason', 10167, capped): the open invitation is canceled
 * and its slots voided, the interview (if booked) becomes canceled with the reason, its busy
 * rows are released (the interviewers' time is free again), pending slot requests are closed,
 * and the entry becomes INTERVIEW CANCELED. A booked interview's talent and interviewers get a
 * METHOD:CANCEL .ics with the same UID and a higher SEQUENCE.
 */
export async function cancelInterview(viewer: StaffViewer, input: { entryId: string; reason: string }, ctx: MailContext, now: Date = new Date()): Promise<{ entryId: string; interviewId: string | null }> {
  if (!isValidReason(input.reason)) throw appError(ERROR_CODES.reasonRequired);
  const reason = input.reason.trim();
  const done = await inBookingTx(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId, "interviews.schedule");
    const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
    const interview = await lockLiveInterview(tx, entry.id, entry.round);
    await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, "cancel", "recruiter", { reason });
    if (invitation) {
      await tx.update(invitationSlots).set({ status: "voided" }).where(and(eq(invitationSlots.invitationId, invitation.id), inArray(invitationSlots.status, ["offered", "booked"])));
      await tx.update(interviewInvitations).set({ status: "canceled", cancelReason: reason, updatedAt: now }).where(eq(interviewInvitations.id, invitation.id));
      await tx
        .update(extraSlotRequests)
        .set({ status: "rejected", rejectReason: reason, decidedById: viewer.userId, decidedAt: now })
        .where(and(eq(extraSlotRequests.invitationId, invitation.id), eq(extraSlotRequests.status, "pending")));
    }
    const plans: CalendarMailPlan[] = [];
    if (interview) {
      await deactivateBusy(tx, interview.id);
      await tx
        .update(interviews)
        .set({ status: "canceled", cancellationReason: reason, canceledAt: now, canceledById: viewer.userId, sequence: interview.sequence + 1, updatedAt: now })
        .where(eq(interviews.id, interview.id));
      plans.push({ kind: "canceled", interviewId: interview.id, reason });
    }
    if (invitation || interview) {
      const facts = await interviewFacts(tx, { jobId: entry.jobId, candidateId: entry.candidateId, entryId: entry.id });
      const interviewerIds = invitation ? await interviewerIdsOf(tx, invitation.id) : [];
      await notifyMany(tx, {
        companyId: viewer.companyId,
        userIds: [entry.candidateId, ...interviewerIds],
        exceptUserId: viewer.userId,
        kind: "interview.canceled",
        payload: { ...facts, reason, interviewId: interview?.id ?? null },
      });
    }
    return { entryId: entry.id, interviewId: interview?.id ?? null, plans };
  });
  await sendCalendarMails(done.plans, ctx, viewer.userId);
  return { entryId: done.entryId, interviewId: done.interviewId };
}
