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

const instant = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), "Invalid date")
  .transform((s) => new Date(s));

export const calendarRangeSchema = z
  .object({ from: instant, to: instant })
  .refine((r) => r.to.getTime() > r.from.getTime(), { message: "The range must end after it starts", path: ["to"] })
  .refine((r) => r.to.getTime() - r.from.getTime() <= CALENDAR_MAX_RANGE_DAYS * DAY_MS, { message: "The range is too long", path: ["to"] });

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
