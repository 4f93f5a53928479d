import { z } from "zod";
import { messageKeyOf } from "@/lib/i18n/message-keys";

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

const M = MOCK_TALENT_MESSAGES;

/**
 * The count, as a number or the text of the field. Blank or missing is "required"; anything
 * else that is not a whole number in range (0, 1001, "abc", "2.5", a megabyte of digits) is
 * "invalid". Text longer than any valid count is refused before it is looked at.
 */
export const countField = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const t = v.length > 16 ? v : v.trim();
    if (t === "") return undefined;
    return /^\d{1,7}$/.test(t) ? Number(t) : t;
  },
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.countRequired : M.countInvalid) })
    .int(M.countInvalid)
    .min(MOCK_COUNT_MIN, M.countInvalid)
    .max(MOCK_COUNT_MAX, M.countInvalid),
);

// A missing or non-object body has no count either.
export const generateMockTalentsSchema = z.object({ count: countField }, { error: M.countRequired });
export type GenerateMockTalentsInput = z.infer<typeof generateMockTalentsSchema>;
