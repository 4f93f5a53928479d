// The login and password rules without zod (lib/auth/schemas.ts builds its schemas from these):
// client forms import this module so that a page's first load carries no validation library.

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
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Number, lowercase, uppercase, special symbol, no spaces, at least 6 (spec §5, talent). */
export const TALENT_PASSWORD_PATTERN = /^(?=[^\d]*\d)(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[A-Za-z0-9]*[^A-Za-z0-9\s])\S{6,}$/;

export type LoginFieldErrors = { email?: string; password?: string };

/**
 * What `loginSchema` says about a login form, as its first message per field (tested to agree
 * with the schema): the address trimmed, at most 254 characters and shaped like an address; the
 * password present and at most 128 characters.
 */
export function loginFieldErrors(values: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = values.email.length > EMAIL_MAX + 64 ? null : values.email.trim();
  if (email === null || email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (values.password.length < 1) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (values.password.length > PASSWORD_MAX) errors.password = AUTH_MESSAGES.passwordTooLong;
  return errors;
}
