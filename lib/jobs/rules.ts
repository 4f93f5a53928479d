import { DAY_MS, JD_PREFIX, NEAR_DUE_DAYS, type JobDisplayState, type JobStatus } from "./constants";

/**
 * Pure job rules: display state, allowed status changes, due dates and ranges. No I/O, so the
 * same answers hold in the list, the detail page, the commands and the tests.
 */

export type JobStateInput = {
  status: JobStatus;
  assigneeId: string | null;
  dueDate: Date;
  /** Applications plus interviews of the job; any activity makes it "in progress". */
  activityCount: number;
};

/**
 * Display state (spec §4.2), first match wins:
 * 1. EXPIRED_SUSPENDED: stored status expired or suspended, or an active job whose due moment has
 *    passed (the expiry schedule may not have run yet: jobs expire by UTC time, not by schedule).
 * 2. NEAR_DUE: an active job due within the next 7 days.
 * 3. IN_PROGRESS: an active job with at least one application or interview.
 * 4. ASSIGNED: an active job with an assignee.
 * 5. IN_QUEUE: an active job waiting for an assignee.
 * Closed jobs (fulfilled, inactive, archived, deleted) have no display state: their stored status
 * is shown as it is.
 */
export function displayState(job: JobStateInput, now: Date = new Date()): JobDisplayState | null {
  if (job.status === "expired" || job.status === "suspended") return "EXPIRED_SUSPENDED";
  if (job.status !== "active") return null;
  if (isPastDue(job.dueDate, now)) return "EXPIRED_SUSPENDED";
  if (isNearDue(job.dueDate, now)) return "NEAR_DUE";
  if (job.activityCount > 0) return "IN_PROGRESS";
  if (job.assigneeId) return "ASSIGNED";
  return "IN_QUEUE";
}

export function isPastDue(dueDate: Date, now: Date = new Date()): boolean {
  return dueDate.getTime() <= now.getTime();
}

/** Due within 7 days and not yet due: highlighted in the list, "expiring soon" banner on the detail. */
export function isNearDue(dueDate: Date, now: Date = new Date()): boolean {
  const left = dueDate.getTime() - now.getTime();
  return left > 0 && left <= NEAR_DUE_DAYS * DAY_MS;
}

/** Open for business: active and not past its due moment. */
export function isLive(job: { status: JobStatus; dueDate: Date }, now: Date = new Date()): boolean {
  return job.status === "active" && !isPastDue(job.dueDate, now);
}

export type JobBanner = "expiringSoon" | "expired" | null;

export function banner(job: { status: JobStatus; dueDate: Date }, now: Date = new Date()): JobBanner {
  if (job.status === "expired" || (job.status === "active" && isPastDue(job.dueDate, now))) return "expired";
  if (job.status === "active" && isNearDue(job.dueDate, now)) return "expiringSoon";
  return null;
}

export function formatJdId(jdNumber: number): string {
  return `${JD_PREFIX}${jdNumber}`;
}

/** "JD-1005", "jd 1005" or "1005" → 1005, for searching by the shown id. */
export function parseJdSearch(text: string): number | null {
  const m = /^\s*(?:jd[-\s]?)?(\d{1,9})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

// ── Due dates ────────────────────────────────────────────────────────────────

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A due date is a calendar day; the job is due at the last millisecond of that day in UTC
 * (spec: jobs expire by UTC time). Invalid days ("2026-02-30") give null.
 */
export function dueMomentOf(day: string): Date | null {
  const m = DATE_ONLY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d, 23, 59, 59, 999));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** The calendar day (UTC) of a due moment, for date inputs. */
export function dueDayOf(due: Date): string {
  return due.toISOString().slice(0, 10);
}

/** "Please add a future date": the day's due moment must not have passed. */
export function isFutureDueDay(day: string, now: Date = new Date()): boolean {
  const due = dueMomentOf(day);
  return due !== null && due.getTime() > now.getTime();
}

// ── Ranges ───────────────────────────────────────────────────────────────────

/**
 * "Maximum value should be greater than minimum value" (salary, and experience with the same
 * words): checked only when both ends are given. An exact figure is entered as the minimum alone.
 */
export function rangeIsValid(from: number | null | undefined, to: number | null | undefined): boolean {
  if (from === null || from === undefined || to === null || to === undefined) return true;
  return to > from;
}

// ── Status changes ───────────────────────────────────────────────────────────

export const STATUS_ACTIONS = ["suspend", "fulfil", "activate", "restart"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/**
 * Allowed status changes (spec §4.2: change to Suspended or Fulfilled, activate, restart):
 * - suspend: active → suspended
 * - fulfil: active, suspended or expired → fulfilled
 * - activate: suspended or inactive → active
 * - restart: expired or fulfilled → active (a new run of the same job)
 * Archived and deleted jobs take none.
 */
const FROM: Record<StatusAction, readonly JobStatus[]> = {
  suspend: ["active"],
  fulfil: ["active", "suspended", "expired"],
  activate: ["suspended", "inactive"],
  restart: ["expired", "fulfilled"],
};

export const STATUS_AFTER: Record<StatusAction, JobStatus> = {
  suspend: "suspended",
  fulfil: "fulfilled",
  activate: "active",
  restart: "active",
};

export function canChangeStatus(from: JobStatus, action: StatusAction): boolean {
  return FROM[action].includes(from);
}

export function statusActionsFor(status: JobStatus): StatusAction[] {
  return STATUS_ACTIONS.filter((a) => canChangeStatus(status, a));
}

/** Suspending and fulfilling delete the job's upcoming interviews and open invitations (confirmed by a checkbox). */
export function clearsUpcoming(action: StatusAction): boolean {
  return action === "suspend" || action === "fulfil";
}

/** Activating or restarting needs a due date that has not passed; a new one is asked for otherwise. */
export function needsNewDueDate(action: StatusAction, dueDate: Date, now: Date = new Date()): boolean {
  return (action === "activate" || action === "restart") && isPastDue(dueDate, now);
}

/** Extending applies to jobs that may run again; fulfilled, archived and deleted jobs are closed. */
export function canExtendDueDate(status: JobStatus): boolean {
  return status === "active" || status === "expired" || status === "suspended" || status === "inactive";
}
