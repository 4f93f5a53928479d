import { isUuid } from "@/lib/text/uuid";

/**
 * The activity-log screen's filters (issue 14), read from the address by the page and by the CSV
 * export alike, so both show the same rows. Pure: anything malformed is dropped, never passed on.
 */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACTIVITY_DEFAULT_PAGE_SIZE = 25;
/** Rows one CSV export may hold (newest first); the screen says so next to the button. */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;
/** Longest text filter value taken from the address (action names and ids are far shorter). */
export const ACTIVITY_FILTER_MAX = 200;
/** The person filter's value for entries no person made (the clock, the system). */
export const SYSTEM_ACTOR = "system";

export type ActivityQuery = {
  /** A user id, or SYSTEM_ACTOR. */
  actor?: string;
  /** An exact action ("interviews.book") or a whole group ("interviews.*"). */
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both included. */
  from?: string;
  to?: string;
  page: number;
  size: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Action names are dotted identifiers; a group is a prefix followed by ".*". */
const ACTION = /^[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*(?:\.\*)?$/;
const ENTITY_TYPE = /^[A-Za-z][A-Za-z0-9_]*$/;

export function isIsoDay(v: unknown): v is string {
  if (typeof v !== "string" || !DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

type Raw = Record<string, string | string[] | undefined>;

export function parseActivityQuery(q: Raw): ActivityQuery {
  const one = (k: string) => {
    const v = q[k];
    return typeof v === "string" && v.length <= ACTIVITY_FILTER_MAX ? v.trim() : undefined;
  };
  const actor = one("actor");
  const action = one("action");
  const entityType = one("entityType");
  const entityId = one("entityId");
  const page = Number.parseInt(one("page") ?? "1", 10);
  const size = Number.parseInt(one("size") ?? "", 10);
  const from = isIsoDay(one("from")) ? one("from") : undefined;
  let to = isIsoDay(one("to")) ? one("to") : undefined;
  // A period given backwards is read as the one the person meant.
  if (from && to && to < from) to = undefined;
  return {
    actor: actor === SYSTEM_ACTOR || isUuid(actor) ? actor?.toLowerCase() : undefined,
    action: action && ACTION.test(action) ? action : undefined,
    entityType: entityType && ENTITY_TYPE.test(entityType) ? entityType : undefined,
    entityId: entityId ? entityId : undefined,
    from,
    to,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    size: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size) ? size : ACTIVITY_DEFAULT_PAGE_SIZE,
  };
}

/** The address of the same filters (page 1 and the default size left out), for links and the export. */
export function activitySearch(q: ActivityQuery, o: { page?: number; paging?: boolean } = {}): string {
  const p = new URLSearchParams();
  if (q.actor) p.set("actor", q.actor);
  if (q.action) p.set("action", q.action);
  if (q.entityType) p.set("entityType", q.entityType);
  if (q.entityId) p.set("entityId", q.entityId);
  if (q.from) p.set("from", q.from);
  if (q.to) p.set("to", q.to);
  if (o.paging !== false) {
    if (q.size !== ACTIVITY_DEFAULT_PAGE_SIZE) p.set("size", String(q.size));
    const page = o.page ?? q.page;
    if (page > 1) p.set("page", String(page));
  }
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The group of an action: its first segment ("interviews.review.submit" → "interviews"). */
export function actionGroup(action: string): string {
  return action.split(".")[0];
}

/** Keys whose values never leave the server, whatever a command wrote (defence in depth). */
const SENSITIVE_KEY = /pass(word|wd)?|hash|secret|token|otp|api[-_]?key|private[-_]?key|credential|cookie|signature/i;

export const REDACTED = "[redacted]";

/** A before/after value with every sensitive key's value replaced, at any depth. */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactSensitive(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SENSITIVE_KEY.test(k) ? REDACTED : redactSensitive(v, depth + 1)]));
  }
  return value;
}
