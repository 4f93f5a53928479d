import { z } from "zod";
import { PORTALS } from "./identity";
import { messageKeyOf } from "@/lib/i18n/message-keys";

/**
 * Spec texts (second document §5), exact. Forms translate them through `authMessageKey` →
 * `auth.validation.{key}`; the English file holds the same words. The two length texts are ours:
 * the spec sets no maximum, but a megabyte of input must be refused before it is hashed or matched.
 */
export const AUTH_MESSAGES = {
  emailInvalid: "Please enter valid Email Id",
  passwordRequired: "Please enter password",
  passwordInvalid: "Enter a valid password",
  passwordsMismatch: "Passwords do not match",
  currentPasswordRequired: "Current password is required",
  newPasswordMismatch: "New password and confirm password mismatch",
  passwordSameAsOld: "Old password and new password cannot be same",
  passwordTooLong: "Password must be at most 128 characters",
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The translation key of a schema message, or undefined for a text that is not ours. */
export const authMessageKey = messageKeyOf(AUTH_MESSAGES);

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
/** Far above any passphrase, far below what would make argon2 or a regex expensive. */
export const PASSWORD_MAX = 128;
/** Spec §9: password minimum 6 (talent rule and admin change-password). */
export const PASSWORD_MIN = 6;

// Linear on its input (no nested quantifiers over the same characters), and only run once the
// length cap has passed.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Number, lowercase, uppercase, special symbol, no spaces, at least 6 (spec §5, talent). */
const TALENT_PASSWORD_PATTERN = /^(?=[^\d]*\d)(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[A-Za-z0-9]*[^A-Za-z0-9\s])\S{6,}$/;

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
