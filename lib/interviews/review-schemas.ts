import { z } from "zod";
import { messageKeyOf } from "@/lib/i18n/message-keys";
import { CRITERION_SCALE } from "@/lib/talent/rating";
import { hasNoNul } from "@/lib/text/nul";

/**
 * The interview review form (second document §3 Review, §5 messages, §9 limits; decision D47).
 * The spec's texts are exact; the length and criterion texts are ours. The form and the server
 * action parse with the same schema; screens translate a text by key (`reviews.validation.{key}`).
 */
export const REVIEW_MESSAGES = {
  recommendationRequired: "Please select a recommendation option",
  commentsRequired: "Please enter review comment",
  commentsTooLong: "Comments must be at most 2000 characters",
  duplicateCriteria: "Duplicate criteria not allowed",
  personalNoteRequired: "Personal note and comments are required",
  personalNoteTooLong: "Personal note must be at most 500 characters",
  criterionNameRequired: "Please enter criteria name",
  criterionNameTooLong: "Criteria name must be at most 100 characters",
  criterionScoreInvalid: "Score must be a whole number from 0 to 10",
  criteriaRequired: "Please add at least one criterion",
  criteriaTooMany: "At most 20 criteria can be scored",
} as const;

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;
export const reviewMessageKey = messageKeyOf(REVIEW_MESSAGES);

export const RECOMMENDATIONS = ["Recommend", "Not Recommend", "Hold"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Second document §9: general text limits 500 and 2000 — comments are the long text, the note the short one. */
export const COMMENTS_MAX = 2000;
export const PERSONAL_NOTE_MAX = 500;
export const CRITERION_NAME_MAX = 100;
export const CRITERIA_MAX = 20;

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
