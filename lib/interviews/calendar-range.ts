import { z } from "zod";

/**
 * The calendar's range rules (pure, shared by the routes, the queries and the tests). The
 * calendar asks for what it shows: a day, a week, or a month grid (six weeks). A range is
 * half-open [from, to), `to` after `from`, at most CALENDAR_MAX_RANGE_DAYS long; anything else is
 * a validation failure (10001) before a query runs.
 */
export const CALENDAR_MAX_RANGE_DAYS = 42;
/** No range returns more than this many interviews (a month of a busy company fits easily). */
export const CALENDAR_MAX_EVENTS = 500;
/** Interview statuses a calendar shows (D46): booked and held ones, not canceled ones nor a voided slot awaiting a new booking. */
export const CALENDAR_STATUSES = ["scheduled", "ended"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with an offset whose calendar date exists (the platform parser accepts 30 February). */
function isInstant(s: string): boolean {
  const m = ISO_INSTANT.exec(s);
  if (!m || Number.isNaN(Date.parse(s))) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

const instant = z
  .string()
  .max(40)
  .refine(isInstant, "Invalid date")
  .transform((s) => new Date(s));

const span = (r: { from: unknown; to: unknown }): number | null =>
  r.from instanceof Date && r.to instanceof Date ? r.to.getTime() - r.from.getTime() : null;

// Zod runs object refinements even when a field failed (its value then is the raw input), so each
// check first asks whether both ends parsed.
export const calendarRangeSchema = z
  .object({ from: instant, to: instant })
  .refine((r) => (span(r) ?? 1) > 0, { message: "The range must end after it starts", path: ["to"] })
  .refine((r) => (span(r) ?? 0) <= CALENDAR_MAX_RANGE_DAYS * DAY_MS, { message: "The range is too long", path: ["to"] });

export type CalendarRange = { from: Date; to: Date };

/** What a calendar event carries to the browser (JSON: instants as ISO strings). */
export type CalendarEvent = {
  id: string;
  /** Pipeline entry (the staff detail page's id); null for a row made without one. */
  entryId: string | null;
  jobId: string;
  jobTitle: string;
  jdNumber: number;
  /** Staff calendars only: the talent's name. */
  candidateName: string | null;
  start: string;
  end: string;
  status: (typeof CALENDAR_STATUSES)[number];
  /** Staff calendars: the viewer takes part (false: a colleague's interview on a shared job). */
  own: boolean;
};
