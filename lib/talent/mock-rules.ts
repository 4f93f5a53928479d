import { messageKeyOf } from "@/lib/i18n/message-keys";

// Without zod: schemas.ts re-exports these, and the mock-talent screen imports them from here so
// zod stays out of its first load (decision D48).

/**
 * Input of the mock-talent screen (second document §5: "Mock talents: count is required"). The
 * spec gives the rule, not its wording; the texts follow its other "… is required" messages.
 * Schemas carry these English texts; the screen shows `mockTalent.validation.{key}`.
 */
export const MOCK_TALENT_MESSAGES = {
  countRequired: "Count is required",
  countInvalid: "Count must be a whole number from 1 to 1000",
} as const;

export type MockTalentMessageKey = keyof typeof MOCK_TALENT_MESSAGES;

/** The translation key of a schema message, or undefined for a text that is not ours. */
export const mockTalentMessageKey = messageKeyOf(MOCK_TALENT_MESSAGES);

/** Talents per run: enough to fill the recruiter screens in a few clicks, small enough for one request. */
export const MOCK_COUNT_MIN = 1;
export const MOCK_COUNT_MAX = 1000;
