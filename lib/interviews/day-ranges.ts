/**
 * The day ranges people edit (weekly rules, date overrides, business hours) and the rule they are
 * saved by. No imports: the browser's editors check ranges with the very function the server
 * saves by, without the slot computation, its time-zone library or the error catalogue of
 * ./availability.ts (which re-exports all of this for the server side).
 */

/** Minutes in a day: a range ends at most here. */
export const MINUTES_PER_DAY = 1440;

export type MinuteRange = { startMinute: number; endMinute: number };
/** weekday: 0 = Sunday … 6 = Saturday; minutes of the day 0–1440 in the owner's zone. */
export type WeeklyRule = MinuteRange & { weekday: number };

/** Granularity of the ranges people edit (weekly rules, overrides, business hours). */
export const RANGE_STEP_MINUTES = 30;

/**
 * One day's ranges as a person may save them: each on the 30-minute grid, 0 ≤ start < end ≤ 1440,
 * and no two overlapping (touching is fine). Anything else is 10574.
 */
export function dayRangesValid(ranges: readonly MinuteRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.startMinute - b.startMinute);
  let lastEnd = -1;
  for (const r of sorted) {
    if (!Number.isInteger(r.startMinute) || !Number.isInteger(r.endMinute)) return false;
    if (r.startMinute < 0 || r.endMinute > MINUTES_PER_DAY || r.endMinute <= r.startMinute) return false;
    if (r.startMinute % RANGE_STEP_MINUTES !== 0 || r.endMinute % RANGE_STEP_MINUTES !== 0) return false;
    if (r.startMinute < lastEnd) return false;
    lastEnd = r.endMinute;
  }
  return true;
}

/** Weekly rules valid per weekday (0–6) by `dayRangesValid`. */
export function weeklyRulesValid(rules: readonly WeeklyRule[]): boolean {
  for (let d = 0; d < 7; d++) if (!dayRangesValid(rules.filter((r) => r.weekday === d))) return false;
  return rules.every((r) => Number.isInteger(r.weekday) && r.weekday >= 0 && r.weekday <= 6);
}
