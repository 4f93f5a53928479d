import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { extraSlotRequests, invitationSlots } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { notify } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { transitionEntry } from "./entry";
import { inBookingTx, insertSlots, interviewerIdsOf, lockOpenInvitation, mailInvitation, slotsFor, type MailContext, type StaffViewer } from "./booking-shared";
import { lockGuardedEntry } from "./guard";

/**
 * The recruiter answers "request another slot" by adding slots: the interviewers' common free
 * time is computed again (from now to the invitation's last date, or `lastDate` when the recruiter
 * moves it later, still one day before the job's due date) and the slots not yet offered are
 * added. Nothing new and nothing still open to book → 10566 (no common free time). The pending
 * request is accepted, the entry goes back to INVITATION SENT, and the talent is e-mailed.
 */
export async function addSlots(viewer: StaffViewer, input: { entryId: string }, ctx: MailContext, now: Date = new Date()): Promise<{ entryId: string; added: number }> {
  return inBookingTx(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId, "interviews.schedule");
    const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
    if (!invitation || invitation.status !== "invited" || !invitation.lastDate) throw appError(ERROR_CODES.invitationClosed);
    const interviewerIds = await interviewerIdsOf(tx, invitation.id);
    const slots = await slotsFor(viewer.companyId, interviewerIds, invitation.durationMinutes, invitation.lastDate, now);
    const added = await insertSlots(tx, viewer.companyId, invitation.id, slots);
    const stillOpen = await tx
      .select({ id: invitationSlots.id })
      .from(invitationSlots)
      .where(and(eq(invitationSlots.invitationId, invitation.id), eq(invitationSlots.status, "offered"), gt(invitationSlots.startsAt, now)))
      .limit(1);
    if (!added && !stillOpen.length) throw appError(ERROR_CODES.timeSelectionRequired, undefined, { reason: "noSlots" });
    await tx
      .update(extraSlotRequests)
      .set({ status: "accepted", decidedById: viewer.userId, decidedAt: now })
      .where(and(eq(extraSlotRequests.invitationId, invitation.id), eq(extraSlotRequests.status, "pending")));
    await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, "addSlots", "recruiter");
    await mailInvitation(tx, viewer, invitation, "slotsAdded", ctx);
    const facts = await interviewFacts(tx, { jobId: invitation.jobId, candidateId: invitation.candidateId, entryId: entry.id });
    await notify(tx, { companyId: viewer.companyId, userId: invitation.candidateId, kind: "slot.answered", payload: { ...facts, answer: "added", added } });
    return { entryId: entry.id, added };
  });
}
