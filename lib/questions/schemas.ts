import { z } from "zod";
import { hasNoNul } from "@/lib/text/nul";
import {
  CODE_LANGUAGES,
  CODE_MAX,
  DIFFICULTIES,
  LONG_MAX,
  QUESTION_MESSAGES as M,
  QUESTION_PAGE_SIZES,
  RESPONSE_SECONDS_MAX,
  RESPONSE_SECONDS_MIN,
  SEARCH_MAX,
  SHORT_MAX,
  STARTER_CODE_MAX,
  TAG_MAX,
  TAGS_MAX,
} from "./limits";

export * from "./limits";

/**
 * Zod schemas of the question bank, shared by the forms (react-hook-form resolver) and the server
 * actions. Text is trimmed, then capped; a megabyte is refused before anything else, and "   " is
 * a missing value. A NUL is refused by the safe-action client before any schema runs.
 */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .max(max * 4, { message: tooLong, abort: true })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, tooLong)
    .refine(hasNoNul, required);
}

function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .max(max * 4, { message: tooLong, abort: true })
    .trim()
    .max(max, tooLong)
    .refine(hasNoNul, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
}

const idField = z.uuid();
export const difficultyField = z.enum(DIFFICULTIES, { error: M.difficultyRequired });

const tooLongFor = (max: number) => (max === SHORT_MAX ? M.tooLong500 : M.tooLong2000);

/** The tag stack: a comma-separated line (the form) or a list (an API client); trimmed, de-duplicated. */
export const tagsField = z
  .union([z.string().max(TAGS_MAX * (TAG_MAX + 2) * 4, M.tooManyTags), z.array(z.string().max(TAG_MAX * 4, M.tooManyTags)).max(TAGS_MAX * 4, M.tooManyTags)])
  .nullish()
  .transform((v) => {
    const list = v == null ? [] : typeof v === "string" ? v.split(",") : v;
    const seen = new Map<string, string>();
    for (const raw of list) {
      const tag = raw.trim();
      if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
    }
    return [...seen.values()];
  })
  .refine((tags) => tags.length <= TAGS_MAX, M.tooManyTags)
  .refine((tags) => tags.every((t) => t.length <= TAG_MAX && hasNoNul(t)), M.tagTooLong);

// ─── Recruiter-assist questions ──────────────────────────────────────────────────────────────

export const assistQuestionSchema = z.object({
  questionnaireTitle: requiredText(M.questionnaireTitleRequired, SHORT_MAX, tooLongFor(SHORT_MAX)),
  question: requiredText(M.questionRequired, LONG_MAX, tooLongFor(LONG_MAX)),
  answer: requiredText(M.answerRequired, LONG_MAX, tooLongFor(LONG_MAX)),
  difficulty: difficultyField,
  tags: tagsField,
  category: optionalText(SHORT_MAX, tooLongFor(SHORT_MAX)),
});
export type AssistQuestionInput = z.input<typeof assistQuestionSchema>;
export type AssistQuestionValues = z.output<typeof assistQuestionSchema>;

// ─── OSI questions ───────────────────────────────────────────────────────────────────────────

/** A minutes or seconds box: empty is null; anything else must be a whole number. */
const timePart = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? null : typeof v === "string" ? Number(v.trim()) : v),
    z.number({ error: M.responseTimeRange }).int(M.responseTimeRange).min(0, M.responseTimeRange).max(max, M.responseTimeRange).nullable(),
  );

const osiFields = z.object({
  question: requiredText(M.questionRequired, LONG_MAX, tooLongFor(LONG_MAX)),
  minutes: timePart(60),
  seconds: timePart(59),
});

/**
 * The form asks minutes and seconds; the store keeps seconds, 1 s to 60 min. Written as one
 * transform because zod skips an object's refinements once a field failed, and an empty form must
 * show the question's and the response time's messages together.
 */
export const osiQuestionSchema = z.looseObject({}).transform((raw, ctx): { question: string; responseSeconds: number } => {
  const parsed = osiFields.safeParse(raw);
  const input = raw as Record<string, unknown>;
  const minutes = osiFields.shape.minutes.safeParse(input.minutes);
  const seconds = osiFields.shape.seconds.safeParse(input.seconds);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
  if (minutes.success && seconds.success) {
    if (minutes.data === null && seconds.data === null) ctx.addIssue({ code: "custom", message: M.responseTimeRequired, path: ["minutes"] });
    else {
      const total = (minutes.data ?? 0) * 60 + (seconds.data ?? 0);
      if (total < RESPONSE_SECONDS_MIN || total > RESPONSE_SECONDS_MAX) ctx.addIssue({ code: "custom", message: M.responseTimeRange, path: ["minutes"] });
    }
  }
  if (!parsed.success || ctx.issues.length) return z.NEVER;
  return { question: parsed.data.question, responseSeconds: (parsed.data.minutes ?? 0) * 60 + (parsed.data.seconds ?? 0) };
});
export type OsiQuestionInput = { question: string; minutes: number | string | null; seconds: number | string | null };
export type OsiQuestionValues = z.output<typeof osiQuestionSchema>;

// ─── Code questions ──────────────────────────────────────────────────────────────────────────

/** Codes are short list keys (ARR-001); stored upper-case so "arr-001" and "ARR-001" are one code. */
export const codeField = requiredText(M.codeRequired, CODE_MAX, M.codeTooLong)
  .refine((v) => /^[A-Za-z0-9._-]+$/.test(v), M.codeFormat)
  .transform((v) => v.toUpperCase());

export const codeQuestionSchema = z.object({
  code: codeField,
  title: requiredText(M.titleRequired, SHORT_MAX, tooLongFor(SHORT_MAX)),
  difficulty: difficultyField,
  tag: optionalText(TAG_MAX, M.tagTooLong),
  prompt: requiredText(M.promptRequired, LONG_MAX, tooLongFor(LONG_MAX)),
  language: z.enum(CODE_LANGUAGES, { error: M.languageRequired }),
  starterCode: z
    .string()
    .max(STARTER_CODE_MAX, M.starterCodeTooLong)
    .refine(hasNoNul, M.starterCodeTooLong)
    .nullish()
    .transform((v) => v ?? ""),
});
export type CodeQuestionInput = z.input<typeof codeQuestionSchema>;
export type CodeQuestionValues = z.output<typeof codeQuestionSchema>;

// ─── Action inputs ───────────────────────────────────────────────────────────────────────────

export const questionIdSchema = z.object({ id: idField });
export const updateAssistSchema = z.object({ id: idField, values: assistQuestionSchema });
export const updateOsiSchema = z.object({ id: idField, values: osiQuestionSchema });
export const updateCodeSchema = z.object({ id: idField, values: codeQuestionSchema });

export const jobQuestionSchema = z.object({ jobId: z.string().max(64), questionId: idField });
export const moveJobQuestionSchema = jobQuestionSchema.extend({ direction: z.enum(["up", "down"]) });
export type MoveDirection = z.infer<typeof moveJobQuestionSchema>["direction"];

/** The attach picker's search: the bank's OSI questions matching the text, not yet on the job. */
export const pickerSearchSchema = z.object({ jobId: z.string().max(64), q: z.string().max(SEARCH_MAX).default("") });

/** A list's address bar: anything odd falls back to the defaults instead of failing the page. */
export const questionListQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX).refine(hasNoNul).catch("").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (QUESTION_PAGE_SIZES as readonly number[]).includes(n))
    .catch(10)
    .default(10),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;
