import { z } from "zod";
import { CRITERION_SCALE } from "@/lib/talent/rating";
import { hasNoNul } from "@/lib/text/nul";

export * from "./review-limits";
import { COMMENTS_MAX, CRITERIA_MAX, CRITERION_NAME_MAX, PERSONAL_NOTE_MAX, RECOMMENDATIONS, REVIEW_MESSAGES } from "./review-limits";

/** Trim, then cap; a hostile megabyte is refused before it is trimmed. "   " is a missing text. */
function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .max(max * 4, { message: tooLong, abort: true })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, tooLong)
    .refine(hasNoNul, required);
}

/** How two criterion names compare: trimmed, case-insensitive ("Communication" = " communication "). */
export function criterionKey(name: string): string {
  return name.trim().normalize("NFC").toLocaleLowerCase("en");
}

/** Indexes of the rows whose name repeats an earlier row's (the second and later of each group). */
export function duplicateCriterionIndexes(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  names.forEach((n, i) => {
    const k = criterionKey(n);
    if (!k) return;
    if (seen.has(k)) out.push(i);
    else seen.add(k);
  });
  return out;
}

export const criterionSchema = z.object({
  name: requiredText(CRITERION_NAME_MAX, REVIEW_MESSAGES.criterionNameRequired, REVIEW_MESSAGES.criterionNameTooLong),
  score: z
    .number({ error: REVIEW_MESSAGES.criterionScoreInvalid })
    .int(REVIEW_MESSAGES.criterionScoreInvalid)
    .min(0, REVIEW_MESSAGES.criterionScoreInvalid)
    .max(CRITERION_SCALE, REVIEW_MESSAGES.criterionScoreInvalid),
});

export const criteriaSchema = z
  .array(criterionSchema, { error: REVIEW_MESSAGES.criteriaRequired })
  .min(1, REVIEW_MESSAGES.criteriaRequired)
  .max(CRITERIA_MAX, REVIEW_MESSAGES.criteriaTooMany)
  .superRefine((rows, ctx) => {
    const dups = duplicateCriterionIndexes(rows.map((r) => r.name));
    // Beside the repeated name (the form), and on the list itself (the action's flattened errors keep only that level).
    for (const i of dups) ctx.addIssue({ code: "custom", message: REVIEW_MESSAGES.duplicateCriteria, path: [i, "name"] });
    if (dups.length) ctx.addIssue({ code: "custom", message: REVIEW_MESSAGES.duplicateCriteria, path: [] });
  });

/** What the form holds and the action receives (besides the entry). */
export const reviewFormSchema = z.object({
  recommendation: z.enum(RECOMMENDATIONS, { error: REVIEW_MESSAGES.recommendationRequired }),
  comments: requiredText(COMMENTS_MAX, REVIEW_MESSAGES.commentsRequired, REVIEW_MESSAGES.commentsTooLong),
  criteria: criteriaSchema,
  personalNote: requiredText(PERSONAL_NOTE_MAX, REVIEW_MESSAGES.personalNoteRequired, REVIEW_MESSAGES.personalNoteTooLong),
});
export type ReviewFormInput = z.infer<typeof reviewFormSchema>;

export const submitReviewSchema = reviewFormSchema.extend({ entryId: z.uuid() });
export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;
