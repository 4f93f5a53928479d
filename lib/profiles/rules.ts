/**
 * Pure rules of the profile builder (no I/O): step order and selectability, year lists, the total
 * experience computed from work entries. Shared by the forms, the commands and the tests.
 */

/** The builder's steps in order; the `section` query parameter of /builder takes these ids. */
export const BUILDER_STEPS = ["resume", "personal", "expertise", "education", "certifications", "experience", "immigration"] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

export function isBuilderStep(v: unknown): v is BuilderStep {
  return typeof v === "string" && (BUILDER_STEPS as readonly string[]).includes(v);
}

export function stepIndex(step: BuilderStep): number {
  return BUILDER_STEPS.indexOf(step);
}

/** Unknown values (an old furthest_step, a hand-typed query) count as the first step. */
export function toStep(v: unknown): BuilderStep {
  return isBuilderStep(v) ? v : BUILDER_STEPS[0];
}

/** Spec §2.5: a step is selectable only when its index is at most the furthest reached. */
export function isSelectable(step: BuilderStep, furthest: BuilderStep): boolean {
  return stepIndex(step) <= stepIndex(furthest);
}

/** The step the builder shows for a requested section: a locked or unknown one falls back to the furthest. */
export function stepToShow(requested: unknown, furthest: BuilderStep): BuilderStep {
  return isBuilderStep(requested) && isSelectable(requested, furthest) ? requested : furthest;
}

/** After saving `saved`, the furthest step becomes the one after it (never moves back). */
export function advanceFurthest(saved: BuilderStep, furthest: BuilderStep): BuilderStep {
  const next = Math.min(stepIndex(saved) + 1, BUILDER_STEPS.length - 1);
  return BUILDER_STEPS[Math.max(next, stepIndex(furthest))];
}

/** The builder's address for a step (first document §2.2: /builder with a section query). */
export function builderHref(step: BuilderStep): string {
  return `/builder?section=${step}`;
}

export function nextStep(step: BuilderStep): BuilderStep | null {
  return BUILDER_STEPS[stepIndex(step) + 1] ?? null;
}

/**
 * Sections saved at least once: every step before the furthest, and the last one once the
 * profile is complete (saving the last step sets completedAt).
 */
export function completedSteps(furthest: BuilderStep, completed: boolean): BuilderStep[] {
  return BUILDER_STEPS.filter((s) => stepIndex(s) < stepIndex(furthest) || completed);
}

// ---------------------------------------------------------------------------------------------
// Year lists (spec §9): 1959 to the current year plus 20; a past-only list stops at this year.
// ---------------------------------------------------------------------------------------------

export const FIRST_YEAR = 1959;
export const FUTURE_YEARS = 20;

export function yearList(opts: { pastOnly?: boolean; now?: Date } = {}): number[] {
  const current = (opts.now ?? new Date()).getFullYear();
  const last = opts.pastOnly ? current : current + FUTURE_YEARS;
  const out: number[] = [];
  // Newest first: the years people pick most sit at the top of the menu.
  for (let y = last; y >= FIRST_YEAR; y--) out.push(y);
  return out;
}

export function isListedYear(year: number, opts: { pastOnly?: boolean; now?: Date } = {}): boolean {
  const current = (opts.now ?? new Date()).getFullYear();
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= (opts.pastOnly ? current : current + FUTURE_YEARS);
}

/** Spec §9 number lists. */
export function numberRange(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}
export const YEARS_0_80 = numberRange(0, 80);
export const YEARS_1_30 = numberRange(1, 30);
export const MONTHS_0_11 = numberRange(0, 11);
export const MONTHS_1_12 = numberRange(1, 12);
export const DEPENDENTS = numberRange(1, 14);

// ---------------------------------------------------------------------------------------------
// Work experience: month arithmetic and the total.
// ---------------------------------------------------------------------------------------------

export type YearMonth = { year: number; month: number };

/** Months since year 0, so two dates compare and subtract as integers. */
export function monthIndex(d: YearMonth): number {
  return d.year * 12 + (d.month - 1);
}

/** Spec §5: the to date must be after the from date (by month; the same month is not after). */
export function isAfter(to: YearMonth, from: YearMonth): boolean {
  return monthIndex(to) > monthIndex(from);
}

export type ExperienceSpan = { from: YearMonth | null | undefined; to?: YearMonth | null; current?: boolean };

export type TotalExperience = { totalMonths: number; years: number; months: number };

/**
 * Total experience from the entries (spec §3 totalExperience {totalMonths, years, months}).
 * Both end months count (Jan–Mar is 3 months), a current job runs to this month, and months
 * covered by two overlapping jobs count once. Entries without a usable range are skipped.
 */
export function totalExperience(entries: readonly ExperienceSpan[], now: Date = new Date()): TotalExperience {
  const thisMonth = monthIndex({ year: now.getFullYear(), month: now.getMonth() + 1 });
  const ranges: [number, number][] = [];
  for (const e of entries) {
    if (!e.from) continue;
    const start = monthIndex(e.from);
    const end = e.current ? thisMonth : e.to ? monthIndex(e.to) : null;
    if (end === null || end < start) continue;
    ranges.push([start, Math.min(end, Math.max(thisMonth, start))]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -2;
  for (const [s, e] of ranges) {
    if (s > curEnd + 1) {
      if (curEnd >= curStart && curStart >= 0) total += curEnd - curStart + 1;
      curStart = s;
      curEnd = e;
    } else if (e > curEnd) {
      curEnd = e;
    }
  }
  if (curStart >= 0) total += curEnd - curStart + 1;
  return { totalMonths: total, years: Math.floor(total / 12), months: total % 12 };
}

/** The marital status whose spouse details are asked. */
export const MARRIED = "MARRIED_PARTNER";
