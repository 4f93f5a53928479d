"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import type { SessionUser } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { bookingMailContext } from "./booking-context";
import { previewSlots } from "./booking-queries";
import { bookSchema, entryReasonSchema, entrySchema, jobOnlySchema, previewSchema, requestSlotSchema, scheduleSchema } from "./booking-schemas";
import { addSlots } from "./commands/add-slots";
import { bookSlot } from "./commands/book-slot";
import { cancelInterview } from "./commands/cancel-interview";
import { rejectSlotRequest } from "./commands/reject-slot-request";
import { requestReschedule } from "./commands/request-reschedule";
import { requestSlot } from "./commands/request-slot";
import { resendInvitation } from "./commands/resend-invitation";
import { scheduleInterviews } from "./commands/schedule-interviews";

/**
 * Server actions of the booking flow (issue 13). The one safe-action client checks tenant →
 * session → role permission → zod; every command checks the permission and the association with
 * the job again (lib/interviews/access.ts) inside its own transaction.
 */
const SCHEDULE = { portal: ["admin"] as const, permission: "interviews.schedule" as const };
const TALENT = { portal: ["talent"] as const, roles: ["talent"] as const, module: "interview" as const };

function staff(user: SessionUser | null) {
  const u = requireUser(user);
  if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
  return { userId: u.userId, role: u.role, companyId: u.companyId };
}

function talentOf(user: SessionUser | null) {
  const u = requireUser(user);
  if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
  return { userId: u.userId, companyId: u.companyId };
}

export const scheduleInterviewsAction = actionClient
  .metadata({ name: "interviews.schedule", access: SCHEDULE })
  .inputSchema(scheduleSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => scheduleInterviews(staff(user), parsedInput, await bookingMailContext(tenant)));

export const previewSlotsAction = actionClient
  .metadata({ name: "interviews.previewSlots", access: SCHEDULE })
  .inputSchema(previewSchema)
  .action(async ({ parsedInput, ctx: { user } }) => previewSlots(staff(user), parsedInput));

export const resendInvitationAction = actionClient
  .metadata({ name: "interviews.resendInvitation", access: SCHEDULE })
  .inputSchema(entrySchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => resendInvitation(staff(user), parsedInput, await bookingMailContext(tenant)));

export const addSlotsAction = actionClient
  .metadata({ name: "interviews.addSlots", access: SCHEDULE })
  .inputSchema(entrySchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => addSlots(staff(user), parsedInput, await bookingMailContext(tenant)));

export const rejectSlotRequestAction = actionClient
  .metadata({ name: "interviews.rejectSlotRequest", access: SCHEDULE })
  .inputSchema(entryReasonSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => rejectSlotRequest(staff(user), parsedInput, await bookingMailContext(tenant)));

export const cancelInterviewAction = actionClient
  .metadata({ name: "interviews.cancel", access: SCHEDULE })
  .inputSchema(entryReasonSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => cancelInterview(staff(user), parsedInput, await bookingMailContext(tenant)));

export const bookSlotAction = actionClient
  .metadata({ name: "interviews.book", access: TALENT })
  .inputSchema(bookSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => {
    const r = await bookSlot(talentOf(user), parsedInput, await bookingMailContext(tenant));
    return { interviewId: r.interviewId, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() };
  });

export const requestSlotAction = actionClient
  .metadata({ name: "interviews.requestSlot", access: TALENT })
  .inputSchema(requestSlotSchema)
  .action(async ({ parsedInput, ctx: { user } }) => requestSlot(talentOf(user), parsedInput));

export const requestRescheduleAction = actionClient
  .metadata({ name: "interviews.requestReschedule", access: TALENT })
  .inputSchema(jobOnlySchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => requestReschedule(talentOf(user), parsedInput, await bookingMailContext(tenant)));
