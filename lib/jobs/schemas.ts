import { z } from "zod";
import { isValidBooleanQuery } from "./boolean-check";
import {
  AVAILABILITIES,
  BOOLEAN_QUERY_MAX,
  CONTRACT_TYPES,
  CURRENCIES,
  DESCRIPTION_MAX,
  JOB_TYPES,
  LIST_MAX,
  LIST_TABS,
  OPENINGS_MAX,
  PAGE_SIZES,
  PROMPT_MAX,
  SALARY_INTERVALS,
  SALARY_MAX,
  SEARCH_MAX,
  SHORT_TEXT_MAX,
  SKILLS_MAX,
  STATUS_FILTERS,
  TEMPLATE_NAME_MAX,
  TITLE_MAX,
  WORKPLACE_TYPES,
  YEARS_MAX,
} from "./constants";
import { STATUS_ACTIONS, dueMomentOf, isFutureDueDay, rangeIsValid } from "./rules";
import { UUID_RE } from "@/lib/text/uuid";

export { JOB_MESSAGES, jobMessageKey, type JobMessageKey } from "./messages";
import { JOB_MESSAGES } from "./messages";

const M = JOB_MESSAGES;

const uuid = (message: string) => z.string({ error: message }).regex(UUID_RE, message);
/** Postgres text and jsonb cannot hold U+0000: it is dropped before any check, so it never reaches a query. */
const stripNul = (v: unknown) => (typeof v === "string" ? v.replace(/\u0000/g, "") : v);
const clean = <T extends z.ZodType>(schema: T) => z.preprocess(stripNul, schema);
const text = (max: number, required?: string) =>
  clean(required ? z.string({ error: required }).trim().min(1, required).max(max, M.tooLong) : z.string({ error: M.tooLong }).trim().max(max, M.tooLong));
const optionalText = (max: number) =>
  clean(
    z
      .string({ error: M.tooLong })
      .trim()
      .max(max, M.tooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  );
const optionalOption = (options: readonly string[]) =>
  z
    .string({ error: M.invalidOption })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || options.includes(v), M.invalidOption);
const textList = (max: number) =>
  z
    .array(text(max), { error: M.invalidOption })
    .max(LIST_MAX, M.tooMany)
    .transform((xs) => [...new Set(xs.filter(Boolean))]);
const wholeNumber = (min: number, max: number) => z.number({ error: M.invalidNumber }).int(M.invalidNumber).min(min, M.invalidNumber).max(max, M.invalidNumber);
const httpsUrl = clean(
  z
    .string({ error: M.invalidUrl })
    .trim()
    .max(2000, M.invalidUrl)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), M.invalidUrl),
);

export const skillSchema = z.object({
  stack: text(100, M.skillRequired),
  years: wholeNumber(0, YEARS_MAX),
});

export const salarySchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: M.invalidOption }).default("USD"),
    from: z.number({ error: M.invalidNumber }).min(0, M.invalidNumber).max(SALARY_MAX, M.invalidNumber).nullish().transform((v) => v ?? null),
    to: z.number({ error: M.invalidNumber }).min(0, M.invalidNumber).max(SALARY_MAX, M.invalidNumber).nullish().transform((v) => v ?? null),
    interval: z
      .enum(SALARY_INTERVALS, { error: M.invalidOption })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((s, ctx) => {
    if (!rangeIsValid(s.from, s.to)) ctx.addIssue({ code: "custom", path: ["to"], message: M.salaryRange });
  });

/** Every field of the job form except the three required ones; shared by jobs, templates and drafts. */
const fieldShape = {
  openings: wholeNumber(1, OPENINGS_MAX).default(1),
  companyLocation: optionalText(SHORT_TEXT_MAX),
  description: text(DESCRIPTION_MAX).default(""),
  mustHaveSkills: z.array(skillSchema, { error: M.invalidOption }).max(SKILLS_MAX, M.tooMany).default([]),
  niceToHaveSkills: z.array(skillSchema, { error: M.invalidOption }).max(SKILLS_MAX, M.tooMany).default([]),
  designation: optionalText(100),
  domains: textList(100).default([]),
  experienceFrom: wholeNumber(0, YEARS_MAX).nullish().transform((v) => v ?? null),
  experienceTo: wholeNumber(0, YEARS_MAX).nullish().transform((v) => v ?? null),
  workplaceType: optionalOption(WORKPLACE_TYPES),
  jobType: optionalOption(JOB_TYPES),
  contractType: optionalOption(CONTRACT_TYPES),
  jobLocations: textList(SHORT_TEXT_MAX).default([]),
  candidateLocations: textList(SHORT_TEXT_MAX).default([]),
  availability: optionalOption(AVAILABILITIES),
  salary: salarySchema.default({ currency: "USD", from: null, to: null, interval: null }),
  introVideoUrl: httpsUrl,
  postInterviewVideoUrl: httpsUrl,
  booleanQuery: clean(
    z
      .string({ error: M.booleanQuery })
      .trim()
      .max(BOOLEAN_QUERY_MAX, M.tooLong)
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => isValidBooleanQuery(v), M.booleanQuery),
  ),
  assigneeId: uuid(M.invalidOption)
    .nullish()
    .or(z.literal(""))
    .transform((v) => (v ? v : null)),
  collaboratorIds: z
    .array(uuid(M.invalidOption), { error: M.invalidOption })
    .max(LIST_MAX, M.tooMany)
    .default([])
    .transform((xs) => [...new Set(xs.map((x) => x.toLowerCase()))]),
};

function checkExperience(v: { experienceFrom: number | null; experienceTo: number | null }, ctx: z.RefinementCtx) {
  if (!rangeIsValid(v.experienceFrom, v.experienceTo)) ctx.addIssue({ code: "custom", path: ["experienceTo"], message: M.salaryRange });
}

const titleField = clean(z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(TITLE_MAX, M.titleTooLong));
const departmentField = z.string({ error: M.departmentRequired }).min(1, M.departmentRequired).pipe(uuid(M.departmentRequired));
/** YYYY-MM-DD; the job is due at the end of that day in UTC (rules.dueMomentOf). */
const dueDayField = z.string({ error: M.dueDateRequired }).superRefine((v, ctx) => {
  // One message per field: a missing date is not also reported as a past one.
  if (v.length > 10 || dueMomentOf(v) === null) ctx.addIssue({ code: "custom", message: M.dueDateRequired });
  else if (!isFutureDueDay(v)) ctx.addIssue({ code: "custom", message: M.futureDate });
});

/** Create and edit (the manual tab; AI and parsed drafts end up here too). */
export const jobInputSchema = z
  .object({ title: titleField, departmentId: departmentField, dueDate: dueDayField, ...fieldShape })
  .superRefine(checkExperience);
export type JobInput = z.output<typeof jobInputSchema>;
export type JobInputRaw = z.input<typeof jobInputSchema>;

/**
 * A job without the required three enforced: what a template keeps, what the AI generator and the
 * file parser produce. Templates have no due date; an unknown value is dropped rather than
 * refused, since a draft is only a starting point for the form.
 */
export const jobDraftSchema = z
  .object({
    title: clean(z.string().trim().max(TITLE_MAX, M.titleTooLong)).default(""),
    departmentId: uuid(M.departmentRequired)
      .nullish()
      .or(z.literal(""))
      .transform((v) => (v ? v : null)),
    ...fieldShape,
  })
  .superRefine(checkExperience);
export type JobDraft = z.output<typeof jobDraftSchema>;

export const jobIdSchema = z.object({ jobId: uuid(M.invalidOption) });

export const updateJobSchema = z.object({ jobId: uuid(M.invalidOption), job: jobInputSchema });

export const saveTemplateSchema = z.object({
  templateName: text(TEMPLATE_NAME_MAX, M.templateNameRequired),
  draft: jobDraftSchema,
});

export const createFromTemplateSchema = z.object({ templateId: uuid(M.invalidOption), job: jobInputSchema });

export const extendDueDateSchema = z.object({
  jobId: uuid(M.invalidOption),
  dueDate: z.string({ error: M.dueDateRequired }).min(1, M.dueDateRequired).max(10, M.dueDateRequired).refine((v) => dueMomentOf(v) !== null, M.dueDateRequired),
});

export const changeStatusSchema = z
  .object({
    jobId: uuid(M.invalidOption),
    action: z.enum(STATUS_ACTIONS, { error: M.invalidOption }),
    /** Suspend and fulfil delete upcoming interviews and invitations: the user ticks a box first. */
    confirmed: z.boolean().default(false),
    /** Activate and restart of a job past its due date need a new one. */
    dueDate: z
      .string()
      .max(10, M.dueDateRequired)
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || dueMomentOf(v) !== null, M.dueDateRequired),
  })
  .superRefine((v, ctx) => {
    if ((v.action === "suspend" || v.action === "fulfil") && !v.confirmed) ctx.addIssue({ code: "custom", path: ["confirmed"], message: M.confirmRequired });
  });

export const publishSchema = z.object({ jobId: uuid(M.invalidOption), published: z.boolean() });

export const assignSchema = z.object({ jobId: uuid(M.invalidOption), assigneeId: z.string({ error: M.assigneeRequired }).min(1, M.assigneeRequired).pipe(uuid(M.assigneeRequired)) });

export const collaboratorSchema = z.object({ jobId: uuid(M.invalidOption), userId: z.string({ error: M.recruiterRequired }).min(1, M.recruiterRequired).pipe(uuid(M.recruiterRequired)) });

export const repostSchema = z.object({ jobId: uuid(M.invalidOption), dueDate: dueDayField });

export const promptSchema = z.object({ prompt: text(PROMPT_MAX, M.promptRequired) });

/** The list's URL parameters; anything unknown falls back to the default rather than failing the page. */
export const jobListQuerySchema = z.object({
  tab: z.enum(LIST_TABS).catch("all").default("all"),
  status: z.enum(STATUS_FILTERS).nullish().catch(null).transform((v) => v ?? null),
  department: uuid(M.invalidOption).nullish().catch(null).transform((v) => v ?? null),
  q: z
    .string()
    .catch("")
    .default("")
    .transform((v) => v.replace(/\u0000/g, "").trim().slice(0, SEARCH_MAX)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(10)
    .default(10),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const careerQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .default("")
    .transform((v) => v.replace(/\u0000/g, "").trim().slice(0, SEARCH_MAX)),
  job: uuid(M.invalidOption).nullish().catch(null).transform((v) => v ?? null),
  /** 1-based; anything else (text, 0, a page far beyond any tenant's jobs) reads as the first page. */
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
