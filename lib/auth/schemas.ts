import { z } from "zod";
import { PORTALS } from "./identity";
import { AUTH_MESSAGES, EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, TALENT_PASSWORD_PATTERN } from "./rules";

// The texts, caps and patterns live in ./rules (no zod), so client forms can check input without
// shipping zod; re-exported here for the server side.
export { AUTH_MESSAGES, authMessageKey, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, type AuthMessageKey } from "./rules";

// `abort: true` stops at the first failed cap, so an oversized value is never trimmed twice or matched.
export const emailField = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .max(EMAIL_MAX + 64, { message: AUTH_MESSAGES.emailInvalid, abort: true })
  .trim()
  .max(EMAIL_MAX, { message: AUTH_MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .toLowerCase();

/** Login password: anything non-empty up to the cap (old accounts may predate today's rule). */
export const loginPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong, abort: true });

export const talentPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong, abort: true })
  .regex(TALENT_PASSWORD_PATTERN, AUTH_MESSAGES.passwordInvalid);

export const adminPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong, abort: true })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordInvalid);

/** The login form (talent, admin and cloud sections). */
export const loginSchema = z.object({ email: emailField, password: loginPasswordField });
export type LoginInput = z.infer<typeof loginSchema>;

/** What the credentials provider accepts: the form plus the door it came through. */
export const credentialsSchema = loginSchema.extend({ portal: z.enum(PORTALS) });
export type CredentialsInput = z.infer<typeof credentialsSchema>;

/** Talent reset / set password: the talent rule, confirmed. */
export const resetPasswordSchema = z
  .object({
    password: talentPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMismatch }).max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordsMismatch, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsMismatch, path: ["confirmPassword"] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Admin-portal reset / set password: the admin rule (at least 6), confirmed. */
export const adminResetPasswordSchema = z
  .object({
    password: adminPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMismatch }).max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordsMismatch, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsMismatch, path: ["confirmPassword"] });

/** The reset rule of an account: the talent rule behind the talent door, the admin rule elsewhere. */
export function resetPasswordSchemaFor(portal: (typeof PORTALS)[number]) {
  return portal === "talent" ? resetPasswordSchema : adminResetPasswordSchema;
}

/** Forgot password: the address; the door decides which accounts it can mean. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const currentPasswordField = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, { message: AUTH_MESSAGES.currentPasswordRequired, abort: true })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong, abort: true });

const newPasswordConfirmField = z
  .string({ error: AUTH_MESSAGES.newPasswordMismatch })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.newPasswordMismatch, abort: true });

function changePasswordSchema(newPassword: typeof adminPasswordField | typeof talentPasswordField) {
  return z
    .object({ currentPassword: currentPasswordField, newPassword, confirmPassword: newPasswordConfirmField })
    .refine((v) => v.newPassword === v.confirmPassword, { message: AUTH_MESSAGES.newPasswordMismatch, path: ["confirmPassword"] })
    .refine((v) => v.newPassword !== v.currentPassword, { message: AUTH_MESSAGES.passwordSameAsOld, path: ["newPassword"] });
}

/** Admin change-password: current password, new (at least 6), confirmation. */
export const adminChangePasswordSchema = changePasswordSchema(adminPasswordField);
export type ChangePasswordInput = z.infer<typeof adminChangePasswordSchema>;

/** Talent change-password: the same, with the talent rule for the new password. */
export const talentChangePasswordSchema = changePasswordSchema(talentPasswordField);

/** First message per field, for forms and action results. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
