import { messageKeyOf } from "@/lib/i18n/message-keys";

/**
 * The one-time-code forms' texts and caps without zod (code-schemas.ts builds its schemas from
 * them and re-exports them), so a client form imports these without loading zod (decision D48).
 */

/**
 * Our own texts (the spec names none for these forms). Forms translate them through
 * `codeMessageKey` → `authCode.validation.{key}`; the English file holds the same words.
 */
export const CODE_MESSAGES = {
  codeInvalid: "Enter the 6-digit code from the email",
  nameRequired: "Please enter your full name",
  nameInvalid: "Enter a name of at most 100 characters",
} as const;

export type CodeMessageKey = keyof typeof CODE_MESSAGES;

/** The translation key of a schema message, or undefined for a text that is not ours. */
export const codeMessageKey = messageKeyOf(CODE_MESSAGES);

export const CODE_LENGTH = 6;
export const NAME_MAX = 100;
