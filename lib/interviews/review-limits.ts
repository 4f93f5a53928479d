import { messageKeyOf } from "@/lib/i18n/message-keys";

/**
 * The interview review form (second document §3 Review, §5 messages, §9 limits; decision D47).
 * The spec's texts are exact; the length and criterion texts are ours. The form and the server
 * action parse with the same schema; screens translate a text by key (`reviews.validation.{key}`).
 * Zod-free, so the form's first load carries no zod (decision D48); review-schemas.ts re-exports it.
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

