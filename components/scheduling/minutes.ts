import { MINUTES_PER_DAY, RANGE_STEP_MINUTES, type MinuteRange, type WeeklyRule } from "@/lib/interviews/day-ranges";

/** Minutes of the day on the 30-minute grid: 0, 30, … 1440. */
export const GRID_MINUTES: readonly number[] = Array.from({ length: MINUTES_PER_DAY / RANGE_STEP_MINUTES + 1 }, (_, i) => i * RANGE_STEP_MINUTES);

/** "09:30" style wall-clock text for a minute of the day (1440 is written 24:00, the end of the day). */
export function minuteText(minute: number, locale: string): string {
  if (minute === MINUTES_PER_DAY) return "24:00";
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, 0, minute)));
}

/** Weekday names, Sunday first (0 = Sunday, as the rules store them), in the reader's language. */
export function weekdayNames(locale: string, width: "long" | "short" | "narrow" = "long"): string[] {
  const f = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

export type WeekRanges = MinuteRange[][];

export function toWeek(rules: readonly WeeklyRule[]): WeekRanges {
  const week: WeekRanges = [[], [], [], [], [], [], []];
  for (const r of rules) week[r.weekday]?.push({ startMinute: r.startMinute, endMinute: r.endMinute });
  for (const day of week) day.sort((a, b) => a.startMinute - b.startMinute);
  return week;
}

export function fromWeek(week: WeekRanges): WeeklyRule[] {
  return week.flatMap((ranges, weekday) => ranges.map((r) => ({ weekday, startMinute: r.startMinute, endMinute: r.endMinute })));
}

/** The range a new row starts with: after the day's last range (an hour), or 09:00–17:00 on an empty day. */
export function nextRange(ranges: readonly MinuteRange[]): MinuteRange | null {
  if (ranges.length === 0) return { startMinute: 9 * 60, endMinute: 17 * 60 };
  const lastEnd = Math.max(...ranges.map((r) => r.endMinute));
  if (lastEnd >= MINUTES_PER_DAY) return null;
  return { startMinute: lastEnd, endMinute: Math.min(lastEnd + 60, MINUTES_PER_DAY) };
}
