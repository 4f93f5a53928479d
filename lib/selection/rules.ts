import type { JobStatus } from "@/lib/jobs/constants";
import { isLive } from "@/lib/jobs/rules";
import { safeRelativePath } from "@/lib/auth/redirect";
import { finalRatingOf } from "@/lib/talent/rating";
import { UUID_SOURCE, isUuid } from "@/lib/text/uuid";

/**
 * Pure selection rules (second document §5 Selection rules, §6, §9). No I/O: the selection bar,
 * the compare page, the commands and the tests all ask these the same questions.
 */

/** Spec §9: the comparison loads 1 at a time or 4 at once, so never more than 4 columns. */
export const MAX_COMPARE = 4;
/** Most talents one shortlist, standby or share may carry (bulk selection of a results page). */
export const MAX_SELECTION = 50;

export type SelectionAction = "compare" | "shortlist" | "standby" | "share" | "osiInvite";

/** Why an action is unavailable for a selection; null when it may go ahead. */
export type SelectionBlock = "noneSelected" | "noReviewedTalent" | "tooManyToCompare" | "tooManySelected";

/**
 * Spec §5: compare needs at least one talent with review completed; shortlist, share and OSI
 * invite each need at least one talent. `reviewedIds` is what the caller knows about reviews:
 * when it does not know (undefined), the compare page itself enforces the review rule.
 */
export function selectionBlock(action: SelectionAction, selectedIds: readonly string[], reviewedIds?: readonly string[]): SelectionBlock | null {
  const ids = new Set(selectedIds);
  if (ids.size === 0) return "noneSelected";
  if (action === "compare") {
    if (ids.size > MAX_COMPARE) return "tooManyToCompare";
    if (reviewedIds && !reviewedIds.some((id) => ids.has(id))) return "noReviewedTalent";
    return null;
  }
  if (ids.size > MAX_SELECTION) return "tooManySelected";
  return null;
}

/** Compare is refused (not merely warned) when none of the chosen talents has a completed review. */
export function canCompare(talents: readonly { review: unknown | null }[]): boolean {
  return talents.some((t) => t.review !== null);
}

/**
 * Spec §6: shortlisting is only against active jobs. Active means the stored status is `active`
 * and the due moment has not passed: jobs expire by UTC time even before the expiry schedule
 * runs, so an overdue "active" row counts as expired here (same rule as the job screens).
 */
export function isShortlistableJob(job: { status: JobStatus; dueDate: Date }, now: Date = new Date()): boolean {
  return isLive(job, now);
}

export type ShortlistStatus = "shortListed" | "standBy";

/**
 * What asking for `wanted` does to a talent already on the job's list with `current`:
 * - not on the list → insert;
 * - on the list with the other status → move (standby ↔ shortlisted: a recruiter promotes a
 *   standby talent, or parks a shortlisted one, without removing it first);
 * - already with that status → duplicate (10336).
 */
export function shortlistTransition(current: ShortlistStatus | null, wanted: ShortlistStatus): "insert" | "move" | "duplicate" {
  if (current === null) return "insert";
  return current === wanted ? "duplicate" : "move";
}

/**
 * The `ids` query of the compare page ("a,b,c"; repeated params too): well-formed uuids only,
 * lower-cased, first occurrence kept, at most MAX_COMPARE. `dropped` counts the well-formed ids
 * beyond the cap, so the page can say some were left out.
 */
export function compareIdsFromQuery(raw: string | readonly string[] | undefined): { ids: string[]; dropped: number } {
  const parts = (Array.isArray(raw) ? raw : [raw ?? ""])
    .join(",")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    // A hostile query may be huge; a sane selection is a few ids.
    .slice(0, 200);
  const unique = [...new Set(parts.filter(isUuid))];
  return { ids: unique.slice(0, MAX_COMPARE), dropped: Math.max(0, unique.length - MAX_COMPARE) };
}

/**
 * The compare link. `from` is the search the talents were chosen on (path and query), so the
 * compare page can lead back to the same results rather than an empty search.
 */
export function compareHref(ids: readonly string[], jobId?: string | null, from?: string | null): string {
  const q = new URLSearchParams({ ids: ids.slice(0, MAX_COMPARE).join(",") });
  if (jobId) q.set("jobId", jobId);
  if (from) q.set("from", from);
  return `/admin/talent/compare?${q.toString().replace(/%2C/g, ",")}`;
}

/** The talent search or a job's search, with any query; nothing else (no other path, host or scheme). */
const SEARCH_PATH = new RegExp(`^/admin/(?:talent|jobs/${UUID_SOURCE})/search(?:\\?[^#\\\\\\s]*)?$`, "i");

/**
 * Where the compare page's "back to search" leads: the `from` search when it is one of this app's
 * search screens (anything else would be an open redirect), else the job's search when the
 * compare was opened for a job, else the talent search.
 */
export function searchBackHref(from: unknown, jobId?: string | null): string {
  // The app's one redirect check first (lib/auth/redirect.ts), then: only a search screen.
  const safe = typeof from === "string" && from.length <= 2000 ? safeRelativePath(from) : null;
  if (safe && SEARCH_PATH.test(safe)) return safe;
  if (isUuid(jobId)) return `/admin/jobs/${jobId.toLowerCase()}/search`;
  return "/admin/talent/search";
}

export function sharePath(shareId: string): string {
  return `/admin/talent/shared/${shareId}`;
}

// ── Comparison settings ─────────────────────────────────────────────────────

/** The rows the comparison settings can show, in display order. */
export const COMPARE_ROWS = [
  "designation",
  "domains",
  "talentType",
  "experience",
  "skills",
  "availability",
  "location",
  "preferredLocations",
  "workplaceType",
  "jobType",
  "education",
  "certifications",
  "lastUpdated",
  "recommendation",
  "finalRating",
  "criteria",
  "comments",
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

export const DEFAULT_COMPARE_ROWS: readonly CompareRow[] = COMPARE_ROWS.filter((r) => r !== "preferredLocations" && r !== "comments");

export type CompareLoadMode = "one" | "all";

export type CompareSettings = { rows: CompareRow[]; mode: CompareLoadMode };

export const DEFAULT_COMPARE_SETTINGS: CompareSettings = { rows: [...DEFAULT_COMPARE_ROWS], mode: "all" };

/**
 * Settings read back from localStorage: anything unknown or malformed falls back to the default,
 * rows keep display order, and at least one row stays on (an empty table compares nothing).
 */
export function sanitizeCompareSettings(raw: unknown): CompareSettings {
  if (typeof raw !== "object" || raw === null) return { ...DEFAULT_COMPARE_SETTINGS, rows: [...DEFAULT_COMPARE_ROWS] };
  const r = raw as { rows?: unknown; mode?: unknown };
  const wanted = Array.isArray(r.rows) ? new Set(r.rows.filter((x): x is string => typeof x === "string")) : null;
  const rows = wanted ? COMPARE_ROWS.filter((row) => wanted.has(row)) : [...DEFAULT_COMPARE_ROWS];
  return { rows: rows.length ? rows : [...DEFAULT_COMPARE_ROWS], mode: r.mode === "one" ? "one" : "all" };
}

/**
 * Spec §9: the final rating of a review's criteria (null without criteria). The rule itself is
 * lib/talent/rating.ts: selection screens and review records must never disagree.
 */
export function ratingFromCriteria(criteria: readonly { score: number }[]): number | null {
  return finalRatingOf(criteria);
}
