import { z } from "zod";

export { MOCK_COUNT_MAX, MOCK_COUNT_MIN, MOCK_TALENT_MESSAGES, mockTalentMessageKey, type MockTalentMessageKey } from "./mock-rules";
import { MOCK_COUNT_MAX, MOCK_COUNT_MIN, MOCK_TALENT_MESSAGES } from "./mock-rules";

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
