import "server-only";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { transitionEntry } from "./entry";
import { inBookingTx, lockOpenInvitation, mailInvitation, type MailContext, type StaffViewer } from "./booking-shared";
import { lockGuardedEntry } from "./guard";

/**
 * "Resend invitation": the invitation e-mail again, for an invitation still waiting for a booking
 * (10570 otherwise); the entry shows INVITATION SENT again (resendInvitation).
 */
export async function resendInvitation(viewer: StaffViewer, input: { entryId: string }, ctx: MailContext): Promise<{ entryId: string }> {
  return inBookingTx(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId, "interviews.schedule");
    const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
    if (!invitation || invitation.status !== "invited") throw appError(ERROR_CODES.invitationClosed);
    await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, "resendInvitation", "recruiter");
    await mailInvitation(tx, viewer, invitation, "resend", ctx);
    return { entryId: entry.id };
  });
}
