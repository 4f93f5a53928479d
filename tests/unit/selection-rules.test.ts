import { describe, expect, it } from "vitest";
import {
  COMPARE_ROWS,
  DEFAULT_COMPARE_ROWS,
  MAX_COMPARE,
  canCompare,
  compareHref,
  searchBackHref,
  compareIdsFromQuery,
  isShortlistableJob,
  ratingFromCriteria,
  sanitizeCompareSettings,
  selectionBlock,
  shortlistTransition,
} from "@/lib/selection/rules";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const NOW = new Date("2026-03-10T12:00:00Z");

describe("selection rules (spec §5)", () => {
  it("needs at least one talent for shortlist, standby, share and OSI invite", () => {
    for (const action of ["shortlist", "standby", "share", "osiInvite"] as const) {
      expect(selectionBlock(action, [])).toBe("noneSelected");
      expect(selectionBlock(action, [id(1)])).toBeNull();
    }
  });

  it("refuses compare when none of the selected talents is known to be reviewed", () => {
    expect(selectionBlock("compare", [id(1), id(2)], [id(3)])).toBe("noReviewedTalent");
    expect(selectionBlock("compare", [id(1), id(2)], [id(2)])).toBeNull();
    // Unknown review state: the compare page decides.
    expect(selectionBlock("compare", [id(1)])).toBeNull();
    expect(selectionBlock("compare", [])).toBe("noneSelected");
  });

  it("compares at most 4 talents and selects at most 50, counting duplicates once", () => {
    expect(selectionBlock("compare", [1, 2, 3, 4].map(id), [id(1)])).toBeNull();
    expect(selectionBlock("compare", [1, 2, 3, 4, 5].map(id), [id(1)])).toBe("tooManyToCompare");
    expect(selectionBlock("compare", [id(1), id(1), id(1), id(1), id(1)], [id(1)])).toBeNull();
    expect(selectionBlock("share", Array.from({ length: 50 }, (_, i) => id(i)))).toBeNull();
    expect(selectionBlock("share", Array.from({ length: 51 }, (_, i) => id(i)))).toBe("tooManySelected");
  });

  it("compares only when at least one talent has a completed review", () => {
    expect(canCompare([{ review: null }, { review: { finalRating: 4 } }])).toBe(true);
    expect(canCompare([{ review: null }, { review: null }])).toBe(false);
    expect(canCompare([])).toBe(false);
  });
});

describe("jobs one may shortlist against (spec §6)", () => {
  const future = new Date("2026-04-01T23:59:59Z");
  it("takes an active job before its due moment", () => {
    expect(isShortlistableJob({ status: "active", dueDate: future }, NOW)).toBe(true);
  });

  it("refuses suspended, expired, fulfilled, inactive and archived jobs, and an active one past due", () => {
    for (const status of ["suspended", "expired", "fulfilled", "inactive", "archived", "deleted"] as const) {
      expect(isShortlistableJob({ status, dueDate: future }, NOW), status).toBe(false);
    }
    expect(isShortlistableJob({ status: "active", dueDate: new Date("2026-03-10T11:59:59Z") }, NOW)).toBe(false);
    expect(isShortlistableJob({ status: "active", dueDate: NOW }, NOW)).toBe(false);
  });
});

describe("shortlist transitions (decision: standby and shortlist move into each other)", () => {
  it("inserts a new talent, moves between statuses, and calls the same status again a duplicate", () => {
    expect(shortlistTransition(null, "shortListed")).toBe("insert");
    expect(shortlistTransition(null, "standBy")).toBe("insert");
    expect(shortlistTransition("standBy", "shortListed")).toBe("move");
    expect(shortlistTransition("shortListed", "standBy")).toBe("move");
    expect(shortlistTransition("shortListed", "shortListed")).toBe("duplicate");
    expect(shortlistTransition("standBy", "standBy")).toBe("duplicate");
  });
});

describe("the compare query", () => {
  it("keeps well-formed ids once, in order, lower-cased, and caps them at 4", () => {
    const q = [id(1), "nope", id(2).toUpperCase(), id(1), "' or 1=1 --", id(3), id(4), id(5), id(6)].join(",");
    expect(compareIdsFromQuery(q)).toEqual({ ids: [id(1), id(2), id(3), id(4)], dropped: 2 });
    expect(compareIdsFromQuery([id(1), `${id(2)},${id(3)}`]).ids).toEqual([id(1), id(2), id(3)]);
    expect(compareIdsFromQuery(undefined)).toEqual({ ids: [], dropped: 0 });
    expect(compareIdsFromQuery("x".repeat(1_000_000))).toEqual({ ids: [], dropped: 0 });
    expect(MAX_COMPARE).toBe(4);
  });

  it("builds the compare link with readable commas and the job context", () => {
    expect(compareHref([id(1), id(2)])).toBe(`/admin/talent/compare?ids=${id(1)},${id(2)}`);
    expect(compareHref([1, 2, 3, 4, 5].map(id), id(9))).toBe(`/admin/talent/compare?ids=${[1, 2, 3, 4].map(id).join(",")}&jobId=${id(9)}`);
  });

  it("carries the search the talents were chosen on, and leads back only to a search screen", () => {
    const from = "/admin/talent/search?q=%28react+OR+vue%29&availability=IMMEDIATELY";
    const href = compareHref([id(1)], null, from);
    expect(new URL(href, "http://x").searchParams.get("from")).toBe(from);
    expect(searchBackHref(from)).toBe(from);
    expect(searchBackHref(`/admin/jobs/${id(9)}/search?s=1&q=vue`, id(9))).toBe(`/admin/jobs/${id(9)}/search?s=1&q=vue`);
    // Without a usable `from`: the job's search when opened for a job, else the talent search.
    expect(searchBackHref(undefined, id(9))).toBe(`/admin/jobs/${id(9)}/search`);
    expect(searchBackHref(undefined, "not-a-uuid")).toBe("/admin/talent/search");
    for (const bad of ["https://evil.test/admin/talent/search", "//evil.test/admin/talent/search", "/admin/users", "/admin/talent/search/../../users", "/admin/talent/search?q=a#x", "/admin/talent/search\\evil", ["/admin/talent/search"], `/admin/talent/search?q=${"a".repeat(2000)}`]) {
      expect(searchBackHref(bad)).toBe("/admin/talent/search");
    }
  });
});

describe("comparison settings from localStorage", () => {
  it("falls back to the defaults for anything malformed", () => {
    for (const raw of [null, undefined, "rows", 7, [], { rows: "designation" }]) {
      expect(sanitizeCompareSettings(raw)).toEqual({ rows: [...DEFAULT_COMPARE_ROWS], mode: "all" });
    }
  });

  it("keeps known rows in display order, drops unknown ones, and never leaves the table empty", () => {
    expect(sanitizeCompareSettings({ rows: ["finalRating", "bogus", "designation"], mode: "one" })).toEqual({ rows: ["designation", "finalRating"], mode: "one" });
    expect(sanitizeCompareSettings({ rows: [], mode: "sideways" })).toEqual({ rows: [...DEFAULT_COMPARE_ROWS], mode: "all" });
    expect(DEFAULT_COMPARE_ROWS.every((r) => COMPARE_ROWS.includes(r))).toBe(true);
  });
});

describe("rating on 5 from criteria on 10 (spec §9)", () => {
  it("halves the mean of the criteria, to one decimal", () => {
    expect(ratingFromCriteria([{ score: 8 }, { score: 9 }])).toBe(4.3);
    expect(ratingFromCriteria([{ score: 10 }, { score: 10 }])).toBe(5);
    expect(ratingFromCriteria([{ score: 0 }])).toBe(0);
    expect(ratingFromCriteria([])).toBeNull();
  });
});
