import { z } from "zod";
import { REPHRASE_MAX_CHARS, REPHRASE_MAX_TEXTS, REPHRASE_TOO_SHORT_MESSAGE, canRephrase } from "./rules";

/** `POST /api/rephrase` (spec §7: payload texts, a list of text). */
export const rephraseBodySchema = z.object({
  texts: z
    .array(
      z
        .string()
        .max(REPHRASE_MAX_CHARS, `A text to rephrase may have at most ${REPHRASE_MAX_CHARS} characters`)
        .refine(canRephrase, { message: REPHRASE_TOO_SHORT_MESSAGE }),
    )
    .min(1)
    .max(REPHRASE_MAX_TEXTS),
});

export type RephraseBody = z.infer<typeof rephraseBodySchema>;
