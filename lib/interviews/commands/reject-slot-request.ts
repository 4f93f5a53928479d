import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { extraSlotRequests, interviewInvitations, invitationSlots, users, companies, jobs } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { isValidReason } from "../rules";
import { recipientLocale, slotRequestRejectedMail } from "../booking-mail";
import { notify } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { transitionEntry } from "./entry";
import { inBookingTx, lockOpenInvitation, type MailContext, type StaffViewer } from "./booking-shared";
import { lockGuardedEntry } from "./guard";

/**
 * The recruiter rejects a slot request with a reason (10167, at most REASON_MAX characters): no
 * slots are available, so the invitation is canceled (its slots voided) and the entry becomes
 * INTERVIEW CANCELED. The talent is told by e-mail, with the reason.
 */
export async function rejectSlotRequest(viewer: StaffViewer, input: { entryId: string; reason: string }, ctx: MailContext, now: Date = new Date()): Promise<{ entryId: string }> {
  if (!isValidReason(input.reason)) throw appError(ERROR_CODES.reasonRequired);
  const reason = input.reason.trim();
  const mail = await inBookingTx(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId, "interviews.schedule");
    const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
    if (!invitation || invitation.status !== "invited") throw appError(ERROR_CODES.invitationClosed);
    const pending = await tx
      .update(extraSlotRequests)
      .set({ status: "rejected", rejectReason: reason, decidedById: viewer.userId, decidedAt: now })
      .where(and(eq(extraSlotRequests.invitationId, invitation.id), eq(extraSlotRequests.status, "pending")))
      .returning({ id: extraSlotRequests.id });
    if (!pending.length) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { transition: "rejectSlotRequest", reason: "noPendingRequest" });
    await tx.update(invitationSlots).set({ status: "voided" }).where(and(eq(invitationSlots.invitationId, invitation.id), inArray(invitationSlots.status, ["offered"])));
    await tx.update(interviewInvitations).set({ status: "canceled", cancelReason: reason, updatedAt: now }).where(eq(interviewInvitations.id, invitation.id));
    await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, "rejectSlotRequest", "recruiter", { reason });
    const [row] = await tx
      .select({ email: users.email, name: users.fullName, locale: users.locale, company: companies.name, job: jobs.title })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .innerJoin(jobs, eq(jobs.id, invitation.jobId))
      .where(eq(users.id, invitation.candidateId));
    const facts = await interviewFacts(tx, { jobId: invitation.jobId, candidateId: invitation.candidateId, entryId: entry.id });
    await notify(tx, { companyId: viewer.companyId, userId: invitation.candidateId, kind: "slot.answered", payload: { ...facts, answer: "rejected", reason } });
    return { entryId: entry.id, talentId: invitation.candidateId, row };
  });
  if (mail.row) {
    const locale = recipientLocale({ id: mail.talentId, locale: mail.row.locale }, { userId: viewer.userId, locale: ctx.locale });
    await sendMail(slotRequestRejectedMail({ locale, to: mail.row.email, name: mail.row.name, company: mail.row.company, job: mail.row.job, reason })).catch((err) =>
      logger.warn({ err, entryId: mail.entryId }, "slot request rejection mail not sent"),
    );
  }
  return { entryId: mail.entryId };
}
