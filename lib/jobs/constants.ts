import { JOB_OPTION_DATA } from "@/lib/catalogue/job-options";

/**
 * Job constants (second document §3, §9). The option lists are the catalogue's values
 * (lib/catalogue/data.ts, served by /api/static-data/{slug}) so a job stores exactly what a
 * profile or a search filter stores. They come from lib/catalogue/job-options.ts, the part of the
 * catalogue a job uses, so the job pages do not carry the rest of it (D82).
 */

/** jdId is shown as this prefix + the company's job number (`JD-1001`). */
export const JD_PREFIX = "JD-";
export const TITLE_MAX = 60;
/** Longer than the general 2000 limit: a pasted or parsed job description is a full document. */
export const DESCRIPTION_MAX = 10_000;
export const SHORT_TEXT_MAX = 200;
export const LIST_MAX = 30;
export const SKILLS_MAX = 40;
export const OPENINGS_MAX = 999;
export const YEARS_MAX = 80;
export const SALARY_MAX = 1_000_000_000;
export const BOOLEAN_QUERY_MAX = 1000;
export const TEMPLATE_NAME_MAX = 60;
export const PROMPT_MAX = 2000;
export const SEARCH_MAX = 100;
/** Spec §9: job description file 5 MB. */
export const JD_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec §4.2: a job due within 7 days is highlighted. */
export const NEAR_DUE_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const CURRENCIES = ["USD"] as const;
/** The job form offers day, month and year (spec §9), a subset of the catalogue's salary intervals. */
export const SALARY_INTERVALS = ["day", "month", "year"] as const;
export type SalaryInterval = (typeof SALARY_INTERVALS)[number];

const values = <S extends keyof typeof JOB_OPTION_DATA>(slug: S) => JOB_OPTION_DATA[slug].map((e) => e.value);
export const WORKPLACE_TYPES = values("workplace-types");
export const JOB_TYPES = values("job-types");
export const CONTRACT_TYPES = values("contract-types");
export const AVAILABILITIES = values("availability");

export type OptionSlug = "workplace-types" | "job-types" | "contract-types" | "availability";

/** Label of a catalogue value in a locale; unknown values show as stored. */
export function optionLabel(slug: OptionSlug | "salary-intervals", value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const entry = JOB_OPTION_DATA[slug].find((e) => e.value === value);
  if (!entry) return value;
  return locale === "fr" ? entry.fr : entry.en;
}

export function optionList(slug: OptionSlug | "salary-intervals", locale: string, only?: readonly string[]): { value: string; label: string }[] {
  return JOB_OPTION_DATA[slug].filter((e) => !only || only.includes(e.value)).map((e) => ({ value: e.value, label: locale === "fr" ? e.fr : e.en }));
}

/** Stored statuses (db/schema/jobs.ts). */
export const JOB_STATUSES = ["active", "inactive", "suspended", "expired", "fulfilled", "archived", "deleted"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Display states of spec §4.2, derived in rules.ts. */
export const DISPLAY_STATES = ["ASSIGNED", "IN_QUEUE", "NEAR_DUE", "IN_PROGRESS", "EXPIRED_SUSPENDED"] as const;
export type JobDisplayState = (typeof DISPLAY_STATES)[number];

/** What the list's status filter offers: the display states, and the closed statuses. */
export const STATUS_FILTERS = [...DISPLAY_STATES, "FULFILLED", "INACTIVE"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const LIST_TABS = ["all", "mine", "others"] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
