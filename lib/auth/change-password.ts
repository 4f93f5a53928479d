import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { SessionUser } from "./identity";
import { hashPassword, verifyPassword } from "./password";
import { hit, reset } from "./rate-limit";
import { AUTH_MESSAGES, PASSWORD_MAX, adminPasswordField, fieldErrors, talentPasswordField } from "./schemas";
import { revokeUserSessionsTx } from "./session-revoke";

/** Spec-free choice, like login (D11): 5 wrong current passwords per user per 15 minutes. */
export const CHANGE_PASSWORD_LIMITS = { windowSec: 15 * 60, perUser: 5 } as const;

export function changePasswordKey(userId: string): string {
  return `changePassword:user:${userId}`;
}

const currentPassword = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, { message: AUTH_MESSAGES.currentPasswordRequired, abort: true })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong, abort: true });

const confirmPassword = z.string({ error: AUTH_MESSAGES.newPasswordMismatch }).max(PASSWORD_MAX, { message: AUTH_MESSAGES.newPasswordMismatch, abort: true });

/**
 * The server's schemas leave out the forms' "old and new cannot be same" refinement on purpose:
 * the server answers that case with its catalogue code 10004, after the current password has been
 * verified (so a wrong current password is always 10003, whatever the new one).
 */
function serverSchema(newPassword: typeof adminPasswordField | typeof talentPasswordField) {
  return z
    .object({ currentPassword, newPassword, confirmPassword })
    .refine((v) => v.newPassword === v.confirmPassword, { message: AUTH_MESSAGES.newPasswordMismatch, path: ["confirmPassword"] });
}

/** The floor every portal shares (admin rule: at least 6); the action's input schema. */
export const changePasswordRequestSchema = serverSchema(adminPasswordField);
const talentRequestSchema = serverSchema(talentPasswordField);

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export type ChangePasswordActor = Pick<SessionUser, "userId" | "companyId" | "portal" | "sid">;

/**
 * Changes the signed-in user's password. Talent get the talent rule, everyone else the admin
 * rule (second document §5). Checks, in order: input (10001, with the spec text as message),
 * the per-user limit (10429), the current password (10003), new equal to current (10004).
 * Then, in one transaction: new argon2id hash, isSecurePassword on, every other session of the
 * user revoked (the current one stays signed in) and an activity entry with no password material.
 */
export async function changePassword(actor: ChangePasswordActor, raw: unknown): Promise<{ revokedSessions: number }> {
  const parsed = (actor.portal === "talent" ? talentRequestSchema : changePasswordRequestSchema).safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw appError(ERROR_CODES.invalidRequest, Object.values(errors)[0], { fieldErrors: errors });
  }
  const input = parsed.data;

  const key = changePasswordKey(actor.userId);
  const limit = await hit(key, CHANGE_PASSWORD_LIMITS.perUser, CHANGE_PASSWORD_LIMITS.windowSec);
  if (!limit.allowed) throw appError(ERROR_CODES.tooManyAttempts);

  const scope = actor.companyId ? eq(users.companyId, actor.companyId) : isNull(users.companyId);
  const [row] = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, actor.userId), scope, eq(users.state, "active")))
    .limit(1);
  if (!row) throw appError(ERROR_CODES.sessionExpired);
  const stored = row.passwordHash;
  if (!stored || !(await verifyPassword(stored, input.currentPassword))) throw appError(ERROR_CODES.currentPasswordInvalid);
  // The right current password ends the run of failures, whatever happens next.
  await reset(key);
  if (input.newPassword === input.currentPassword) throw appError(ERROR_CODES.newPasswordSameAsOld);

  // Hashing is slow on purpose; done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(input.newPassword);
  return getDb().transaction(async (tx) => {
    // Conditional on the hash just verified: if another request changed the password meanwhile,
    // the current password given here is no longer the current one.
    const updated = await tx
      .update(users)
      .set({ passwordHash, isSecurePassword: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.userId), scope, eq(users.passwordHash, stored)))
      .returning({ id: users.id });
    if (!updated.length) throw appError(ERROR_CODES.currentPasswordInvalid);
    const revokedSessions = await revokeUserSessionsTx(tx, actor.userId, actor.sid);
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      action: "auth.changePassword",
      entityType: "user",
      entityId: actor.userId,
      after: { revokedSessions },
    });
    return { revokedSessions };
  });
}
