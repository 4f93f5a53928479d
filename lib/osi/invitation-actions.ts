"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import type { SessionUser } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { assertAssociatedWithJob } from "@/lib/interviews/access";
import { bookingMailContext } from "@/lib/interviews/booking-context";
import { invitableTalents } from "./invitation-queries";
import { blockInvitationSchema, invitableTalentsSchema, invitationIdSchema, inviteTalentsSchema } from "./invitation-schemas";
import { blockInvitation, inviteTalents, resendOsiInvitation, unblockInvitation } from "./invitations";

/**
 * Server actions of the recruiter's one-sided interview invitations (issue 16, D71). The one
 * safe-action client checks tenant → admin session → role permission (interviews.schedule, as the
 * live interview invitations) → zod; each command checks the stored permission and the job
 * association again in its own transaction.
 */
const MANAGE = { portal: ["admin"] as const, permission: "interviews.schedule" as const };

function staff(user: SessionUser | null) {
  const u = requireUser(user);
  if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
  return { userId: u.userId, role: u.role, companyId: u.companyId };
}

export const inviteOsiTalentsAction = actionClient
  .metadata({ name: "osi.invite", access: MANAGE })
  .inputSchema(inviteTalentsSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => inviteTalents(staff(user), parsedInput, await bookingMailContext(tenant)));

export const blockOsiInvitationAction = actionClient
  .metadata({ name: "osi.block", access: MANAGE })
  .inputSchema(blockInvitationSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const r = await blockInvitation(staff(user), parsedInput);
    return { invitationId: r.invitationId, status: r.status };
  });

export const unblockOsiInvitationAction = actionClient
  .metadata({ name: "osi.unblock", access: MANAGE })
  .inputSchema(invitationIdSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const r = await unblockInvitation(staff(user), parsedInput);
    return { invitationId: r.invitationId, status: r.status };
  });

export const resendOsiInvitationAction = actionClient
  .metadata({ name: "osi.resend", access: MANAGE })
  .inputSchema(invitationIdSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => {
    const r = await resendOsiInvitation(staff(user), parsedInput, await bookingMailContext(tenant));
    return { invitationId: r.invitationId, status: r.status, expiresAt: r.expiresAt.toISOString() };
  });

/** The invite dialog's talent search (inviting needs the manage permission, so the search too). */
export const searchOsiTalentsAction = actionClient
  .metadata({ name: "osi.talents", access: MANAGE })
  .inputSchema(invitableTalentsSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const viewer = staff(user);
    await assertAssociatedWithJob(viewer, parsedInput.jobId);
    return { talents: await invitableTalents(viewer.companyId, parsedInput.jobId, parsedInput.q) };
  });
