import "server-only";
import { and, eq } from "drizzle-orm";
import { extraSlotRequests } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { pgErrorOf } from "@/lib/errors/pg";
import { isUuid } from "@/lib/text/uuid";
import { notifyMany } from "@/lib/notifications/notify";
import { interviewFacts } from "@/lib/notifications/facts";
import { lockEntryOf, transitionEntry } from "./entry";
import { inBookingTx, interviewerIdsOf, lockOpenInvitation, type TalentActor } from "./booking-shared";

export const NOTE_MAX = 500;

/**
 * "Request another slot" (NEW SLOT REQUESTED): the talent's open invitation for the job (10570
 * otherwise) gets one pending request with an optional note (one at a time: 10575); the entry
 * moves to invitationRequested. A blocked entry answers 10569.
 */
export async function requestSlot(talent: TalentActor, input: { jobId: string; note?: string | null }): Promise<{ requestId: string }> {
  if (!isUuid(input.jobId)) throw appError(ERROR_CODES.invitationClosed);
  const note = input.note?.trim() ? input.note.trim().slice(0, NOTE_MAX) : null;
  try {
    return await inBookingTx(async (tx) => {
      const entry = await lockEntryOf(tx, talent.companyId, input.jobId, talent.userId);
      if (!entry) throw appError(ERROR_CODES.invitationClosed);
      const invitation = await lockOpenInvitation(tx, entry.id, entry.round);
      if (!invitation || invitation.status !== "invited") throw appError(ERROR_CODES.invitationClosed);
      const pending = await tx
        .select({ id: extraSlotRequests.id })
        .from(extraSlotRequests)
        .where(and(eq(extraSlotRequests.invitationId, invitation.id), eq(extraSlotRequests.status, "pending")));
      if (pending.length) throw appError(ERROR_CODES.slotRequestPending);
      if (entry.blocked) throw appError(ERROR_CODES.interviewBlocked);
      const [row] = await tx.insert(extraSlotRequests).values({ companyId: talent.companyId, invitationId: invitation.id, note }).returning({ id: extraSlotRequests.id });
      await transitionEntry(tx, { companyId: talent.companyId, actorUserId: talent.userId }, entry, "requestSlot", "talent");
      const facts = await interviewFacts(tx, { jobId: invitation.jobId, candidateId: talent.userId, entryId: entry.id });
      await notifyMany(tx, {
        companyId: talent.companyId,
        userIds: [...(await interviewerIdsOf(tx, invitation.id)), invitation.createdById],
        exceptUserId: talent.userId,
        kind: "slot.requested",
        payload: { ...facts, note },
      });
      return { requestId: row.id };
    });
  } catch (e) {
    const pg = pgErrorOf(e);
    if (pg?.code === "23505" && pg.constraint === "extra_slot_requests_one_pending_key") throw appError(ERROR_CODES.slotRequestPending);
    throw e;
  }
}
