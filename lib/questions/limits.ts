import { messageKeyOf } from "@/lib/i18n/message-keys";

// The question bank's texts, caps and options without zod: schemas.ts builds its schemas from
// them, and client screens import them from here so zod stays out of their first load (D48).

/**
 * Second document §5: "Question bank: question, questionnaire title, answer and difficulty level
 * are required." The spec gives no words, so these say it plainly; the length texts follow §9's
 * general limits (500 and 2000). Forms translate them via `questionMessageKey` →
 * `questionBank.validation.{key}`; the English file holds the same words.
 */
export const QUESTION_MESSAGES = {
  questionRequired: "Please enter question",
  questionnaireTitleRequired: "Please enter questionnaire title",
  answerRequired: "Please enter answer",
  difficultyRequired: "Please select difficulty level",
  responseTimeRequired: "Please enter response time",
  responseTimeRange: "Response time must be between 1 second and 60 minutes",
  codeRequired: "Please enter code",
  codeFormat: "Code may contain letters, digits, dots, dashes and underscores only",
  titleRequired: "Please enter title",
  promptRequired: "Please enter prompt",
  languageRequired: "Please select language",
  tooLong500: "Must be at most 500 characters",
  tooLong2000: "Must be at most 2000 characters",
  codeTooLong: "Must be at most 20 characters",
  tagTooLong: "Each tag must be at most 60 characters",
  tooManyTags: "At most 10 tags",
  starterCodeTooLong: "Starter code must be at most 10000 characters",
} as const;

export type QuestionMessageKey = keyof typeof QUESTION_MESSAGES;
export const questionMessageKey = messageKeyOf(QUESTION_MESSAGES);

export const DIFFICULTIES = ["BEGINNER", "INTERMEDIATE", "EXPERT"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The live room editor's languages (fixed list; the code questions name one of them). */
export const CODE_LANGUAGES = ["javascript", "typescript", "python", "java", "cpp", "go", "sql"] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const QUESTION_KINDS = ["assist", "osi", "code"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Spec §9 general text limits: 500 for a line, 2000 for a text. */
export const SHORT_MAX = 500;
export const LONG_MAX = 2000;
export const CODE_MAX = 20;
export const TAG_MAX = 60;
export const TAGS_MAX = 10;
/** Starter code is code, not prose: larger than the prose cap, still bounded. */
export const STARTER_CODE_MAX = 10_000;

/** OSI response time: 1 second to 60 minutes (the table's check says the same). */
export const RESPONSE_SECONDS_MIN = 1;
export const RESPONSE_SECONDS_MAX = 3600;

/** At most this many questions attached to one job (10522). */
export const JOB_QUESTIONS_MAX = 20;

export const QUESTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_MAX = 100;

/** "m:ss" for a response time in seconds. */
export function formatResponseTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** The minutes and seconds the form shows for a stored response time. */
export function splitResponseTime(seconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
