import { TZDate, tzOffset } from "@date-fns/tz";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { MINUTES_PER_DAY, type MinuteRange, type WeeklyRule } from "./day-ranges";

// The editable day ranges and their check, shared with the browser's editors (./day-ranges.ts).
export { dayRangesValid, MINUTES_PER_DAY, RANGE_STEP_MINUTES, weeklyRulesValid, type MinuteRange, type WeeklyRule } from "./day-ranges";

/**
 * The availability engine (issue 13; decision D44). Pure: no I/O, no clock (the caller passes
 * `now`). Everything is computed on UTC instants in milliseconds, as sorted lists of half-open
 * intervals [start, end).
 *
 * Meaning of a range. A weekly rule or a date override says "every instant whose wall clock, in
 * that person's (or the company's) zone, reads a time in [start, end) on that calendar date".
 * That one sentence decides the DST days explicitly, without guessing:
 * - a nonexistent local time (spring forward, 02:30 in New York) is simply never read on the
 *   clock, so a range starting or ending inside the gap starts/ends at the transition instant;
 *   a rule 01:00–04:00 on that day is two real hours;
 * - an ambiguous local time (fall back, 01:30 in New York) is read twice, so both instants count:
 *   a rule 00:00–03:00 is four real hours, and a rule 00:00–01:30 is two pieces
 *   (00:00–01:30 EDT, then 01:00–01:30 EST again).
 * Each calendar date is built on its own (TZDate for the date, the zone's offset timeline for the
 * instants); no instant is ever moved by "24 hours".
 *
 * Slots start on wall-clock multiples of `stepMinutes` (:00/:30) in the company's zone, last
 * exactly `durationMinutes` of real time, lie wholly inside [from, to), start at or after `now`,
 * and lie wholly inside every interviewer's availability and the business hours, touching no busy
 * interval of anyone.
 */

export const SLOT_STEP_MINUTES = 30;
/** The longest horizon one computation accepts (a bound on work per request). */
export const MAX_HORIZON_DAYS = 92;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date (YYYY-MM-DD, the owner's zone) whose rows replace that weekday's rules; null minutes = unavailable all day. */
export type DateOverride = { date: string; startMinute: number | null; endMinute: number | null };

export type InterviewerSchedule = {
  id?: string;
  timeZone: string;
  rules: readonly WeeklyRule[];
  overrides?: readonly DateOverride[];
};

/** `rules: null` = no business hours configured = open all week (D44); `[]` = closed every day. */
export type BusinessHoursInput = { timeZone: string; rules: readonly WeeklyRule[] | null };

export type BusyInterval = { startsAt: Date; endsAt: Date };

export type SlotInput = {
  interviewers: readonly InterviewerSchedule[];
  businessHours: BusinessHoursInput;
  busy: readonly BusyInterval[];
  from: Date;
  to: Date;
  durationMinutes: number;
  stepMinutes?: number;
  now?: Date;
};

export type Slot = { startsAt: Date; endsAt: Date };

/** Half-open [start, end) in epoch milliseconds. */
export type Interval = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// Time zones

const zoneCache = new Map<string, boolean>();

/**
 * An IANA zone name the runtime knows (aliases included: Node 20's ICU still calls Kolkata
 * "Asia/Calcutta"). Offsets like "+05:30" are refused: a person lives in a zone with DST rules,
 * not in a fixed offset.
 */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  const cached = zoneCache.get(value);
  if (cached !== undefined) return cached;
  let ok = /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value);
  if (ok) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
      ok = Number.isFinite(tzOffset(value, new Date(0)));
    } catch {
      ok = false;
    }
  }
  if (zoneCache.size < 1000) zoneCache.set(value, ok);
  return ok;
}

export function assertTimeZone(value: unknown): string {
  if (!isValidTimeZone(value)) throw appError(ERROR_CODES.invalidTimeZone, undefined, { timeZone: typeof value === "string" ? value.slice(0, 64) : null });
  return value;
}

/** The zones a person can pick: the runtime's list plus UTC, sorted. */
export function timeZoneOptions(): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  return [...zones].sort();
}

/** One stretch of time with a constant UTC offset (ms). */
type Piece = { start: number; end: number; offset: number };

type YearTimeline = { startOffset: number; changes: { at: number; offset: number }[] };

const yearCache = new Map<string, YearTimeline>();
const YEAR_CACHE_MAX = 2000;

/**
 * A zone's offset changes within one UTC calendar year, found once and kept (time zone rules do
 * not change while the process runs). Sampled every 12 hours (no zone changes its offset twice
 * within 12 hours) and each change found to the minute by bisection, so half-hour transitions
 * (Lord Howe) land exactly.
 */
function yearTimeline(timeZone: string, year: number): YearTimeline {
  const key = `${timeZone}|${year}`;
  const hit = yearCache.get(key);
  if (hit) return hit;
  const off = (t: number) => tzOffset(timeZone, new Date(t)) * MINUTE;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const sample = 12 * HOUR;
  const startOffset = off(start);
  const changes: { at: number; offset: number }[] = [];
  let current = startOffset;
  for (let t = start; t < end; ) {
    const next = Math.min(t + sample, end);
    const o = off(next);
    if (o === current) {
      t = next;
      continue;
    }
    // The first minute in (t, next] whose offset differs from `current`.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (off(mid) === current) lo = mid;
      else hi = mid;
    }
    if (hi < end) {
      current = off(hi);
      changes.push({ at: hi, offset: current });
    } else {
      current = o;
    }
    t = hi;
  }
  const timeline = { startOffset, changes };
  if (yearCache.size >= YEAR_CACHE_MAX) yearCache.delete(yearCache.keys().next().value as string);
  yearCache.set(key, timeline);
  return timeline;
}

/** The zone's offsets over [from, to] as constant pieces (the first and last unbounded). */
export function zoneTimeline(timeZone: string, from: number, to: number): Piece[] {
  const y0 = new Date(from).getUTCFullYear();
  const y1 = new Date(to).getUTCFullYear();
  const first = yearTimeline(timeZone, y0);
  const pieces: Piece[] = [];
  let pieceStart = -Infinity;
  let current = first.startOffset;
  for (let y = y0; y <= y1; y++) {
    const year = y === y0 ? first : yearTimeline(timeZone, y);
    // A change exactly at the new year shows as a different start offset.
    if (year.startOffset !== current) {
      const at = Date.UTC(y, 0, 1);
      pieces.push({ start: pieceStart, end: at, offset: current });
      pieceStart = at;
      current = year.startOffset;
    }
    for (const c of year.changes) {
      pieces.push({ start: pieceStart, end: c.at, offset: current });
      pieceStart = c.at;
      current = c.offset;
    }
  }
  pieces.push({ start: pieceStart, end: Infinity, offset: current });
  return pieces;
}

function pieceAt(pieces: readonly Piece[], t: number): Piece {
  for (const p of pieces) if (t >= p.start && t < p.end) return p;
  return pieces[pieces.length - 1]!;
}

// ---------------------------------------------------------------------------------------------
// Interval arithmetic on sorted, disjoint lists

export function normalize(list: readonly Interval[]): Interval[] {
  const sorted = list.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export function intersect(x: readonly Interval[], y: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const a = Math.max(x[i]![0], y[j]![0]);
    const b = Math.min(x[i]![1], y[j]![1]);
    if (b > a) out.push([a, b]);
    if (x[i]![1] < y[j]![1]) i++;
    else j++;
  }
  return out;
}

export function subtract(x: readonly Interval[], y: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const [a0, b] of x) {
    let a = a0;
    while (j < y.length && y[j]![1] <= a) j++;
    let k = j;
    while (k < y.length && y[k]![0] < b) {
      if (y[k]![0] > a) out.push([a, y[k]![0]]);
      a = Math.max(a, y[k]![1]);
      if (a >= b) break;
      k++;
    }
    if (a < b) out.push([a, b]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Wall-clock ranges → instants

/** YYYY-MM-DD of a calendar date given as (year, month 0–11, day). */
function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * Every instant whose wall clock reads a time in [startMinute, endMinute) on the local date whose
 * midnight, read as if it were UTC, is `dayNaive`. Exact on DST days (see the header).
 */
export function wallRangeToInstants(pieces: readonly Piece[], dayNaive: number, startMinute: number, endMinute: number): Interval[] {
  const sn = dayNaive + startMinute * MINUTE;
  const en = dayNaive + endMinute * MINUTE;
  const out: Interval[] = [];
  for (const p of pieces) {
    const a = Math.max(p.start, sn - p.offset);
    const b = Math.min(p.end, en - p.offset);
    if (b > a) out.push([a, b]);
  }
  return normalize(out);
}

function checkRange(r: MinuteRange): void {
  const ok =
    Number.isInteger(r.startMinute) && Number.isInteger(r.endMinute) && r.startMinute >= 0 && r.endMinute <= MINUTES_PER_DAY && r.endMinute > r.startMinute;
  if (!ok) throw appError(ERROR_CODES.availabilityInvalid);
}

type DayRanges = (date: string, weekday: number) => readonly MinuteRange[];

/**
 * The instants of a zone's per-date ranges over [from, to): each local calendar date from the
 * day before `from` to the day after `to` (TZDate reads the end dates in the zone), mapped through
 * the zone's offset pieces.
 */
export function zoneRangesToInstants(timeZone: string, from: number, to: number, rangesOf: DayRanges, pieces?: readonly Piece[]): Interval[] {
  const timeline = pieces ?? zoneTimeline(timeZone, from - 2 * DAY, to + 2 * DAY);
  // The zone's calendar dates of the horizon's ends (TZDate reads the wall clock), then each date
  // in between by calendar arithmetic on the date itself: never "+24 h" on an instant.
  const first = new TZDate(from, timeZone);
  const last = new TZDate(to, timeZone);
  const firstNaive = Date.UTC(first.getFullYear(), first.getMonth(), first.getDate() - 1);
  const lastNaive = Date.UTC(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  const out: Interval[] = [];
  for (let i = 0; ; i++) {
    const day = new Date(firstNaive);
    day.setUTCDate(day.getUTCDate() + i);
    const dayNaive = day.getTime();
    if (dayNaive > lastNaive) break;
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth();
    const d = day.getUTCDate();
    for (const r of rangesOf(isoDate(y, m, d), day.getUTCDay())) {
      out.push(...wallRangeToInstants(timeline, dayNaive, r.startMinute, r.endMinute));
    }
  }
  return normalize(out);
}

function weeklyLookup(rules: readonly WeeklyRule[]): MinuteRange[][] {
  const byDay: MinuteRange[][] = [[], [], [], [], [], [], []];
  for (const r of rules) {
    if (!Number.isInteger(r.weekday) || r.weekday < 0 || r.weekday > 6) throw appError(ERROR_CODES.availabilityInvalid);
    checkRange(r);
    byDay[r.weekday]!.push({ startMinute: r.startMinute, endMinute: r.endMinute });
  }
  return byDay;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** An interviewer's available instants over [from, to): overrides replace the weekly rules of their date. */
export function interviewerInstants(s: InterviewerSchedule, from: number, to: number): Interval[] {
  const zone = assertTimeZone(s.timeZone);
  const weekly = weeklyLookup(s.rules);
  const overrides = new Map<string, MinuteRange[]>();
  for (const o of s.overrides ?? []) {
    if (!DATE_RE.test(o.date)) throw appError(ERROR_CODES.availabilityInvalid);
    const list = overrides.get(o.date) ?? [];
    if (o.startMinute !== null && o.endMinute !== null) {
      const r = { startMinute: o.startMinute, endMinute: o.endMinute };
      checkRange(r);
      list.push(r);
    } else if (o.startMinute !== null || o.endMinute !== null) {
      throw appError(ERROR_CODES.availabilityInvalid);
    }
    overrides.set(o.date, list);
  }
  return zoneRangesToInstants(zone, from, to, (date, weekday) => overrides.get(date) ?? weekly[weekday]!);
}

export function businessInstants(b: BusinessHoursInput, from: number, to: number, pieces?: readonly Piece[]): Interval[] {
  const zone = assertTimeZone(b.timeZone);
  if (b.rules === null) return [[from, to]];
  const weekly = weeklyLookup(b.rules);
  return zoneRangesToInstants(zone, from, to, (_date, weekday) => weekly[weekday]!, pieces);
}

// ---------------------------------------------------------------------------------------------
// Slots

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The first instant ≥ t whose wall clock in the zone is a multiple of `step` minutes. */
function alignUp(pieces: readonly Piece[], t: number, stepMinutes: number): number {
  const step = stepMinutes * MINUTE;
  let cur = t;
  for (let guard = 0; guard < 8; guard++) {
    const p = pieceAt(pieces, cur);
    const aligned = cur + mod(-(cur + p.offset), step);
    if (aligned < p.end) return aligned;
    cur = p.end;
  }
  return cur;
}

/** The free instants (every interviewer ∩ business hours − busy) within [from, to). */
export function freeIntervals(input: SlotInput, companyPieces?: readonly Piece[]): Interval[] {
  const from = input.from.getTime();
  const to = input.to.getTime();
  let free: Interval[] = businessInstants(input.businessHours, from, to, companyPieces);
  for (const s of input.interviewers) {
    if (free.length === 0) break;
    free = intersect(free, interviewerInstants(s, from, to));
  }
  const busy = normalize(input.busy.map((b) => [b.startsAt.getTime(), b.endsAt.getTime()] as const));
  free = subtract(free, busy);
  const lower = Math.max(from, input.now ? input.now.getTime() : -Infinity);
  return intersect(free, [[lower, to]]);
}

/**
 * The slots every interviewer can take, sorted by start. No interviewer → no slot (nobody is
 * available). Invalid zones answer 10567; invalid ranges 10574; an invalid duration, step or
 * horizon 10001.
 */
export function computeSlots(input: SlotInput): Slot[] {
  const step = input.stepMinutes ?? SLOT_STEP_MINUTES;
  const duration = input.durationMinutes;
  const from = input.from.getTime();
  const to = input.to.getTime();
  if (!Number.isInteger(duration) || duration <= 0 || duration > MINUTES_PER_DAY) throw appError(ERROR_CODES.invalidRequest, undefined, { field: "durationMinutes" });
  if (!Number.isInteger(step) || step <= 0 || MINUTES_PER_DAY % step !== 0) throw appError(ERROR_CODES.invalidRequest, undefined, { field: "stepMinutes" });
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw appError(ERROR_CODES.invalidRequest, undefined, { field: "horizon" });
  if (to - from > MAX_HORIZON_DAYS * DAY) throw appError(ERROR_CODES.invalidRequest, undefined, { field: "horizon" });
  // Zones first, so a bad zone answers 10567 even when there is nothing to compute.
  assertTimeZone(input.businessHours.timeZone);
  for (const s of input.interviewers) assertTimeZone(s.timeZone);
  if (to <= from || input.interviewers.length === 0) return [];

  const companyPieces = zoneTimeline(input.businessHours.timeZone, from - 2 * DAY, to + 2 * DAY);
  const free = freeIntervals(input, companyPieces);
  const stepMs = step * MINUTE;
  const durMs = duration * MINUTE;
  const slots: Slot[] = [];
  for (const [a, b] of free) {
    let t = alignUp(companyPieces, a, step);
    while (t + durMs <= b) {
      slots.push({ startsAt: new Date(t), endsAt: new Date(t + durMs) });
      t = alignUp(companyPieces, t + stepMs, step);
    }
  }
  return slots;
}

/** The roles whose availability counts (the admin portal's people; a talent or cloud admin never interviews). */
export const INTERVIEWER_ROLES = ["recruiterAdmin", "admin", "recruiter", "collaborator"] as const;
export type InterviewerRole = (typeof INTERVIEWER_ROLES)[number];
export function isInterviewerRole(role: string): role is InterviewerRole {
  return (INTERVIEWER_ROLES as readonly string[]).includes(role);
}


/** A real calendar date written YYYY-MM-DD (2000–2099). */
export function isCalendarDate(value: string): boolean {
  const m = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}
