import { describe, expect, it } from "vitest";
import {
  BUILDER_STEPS,
  DEPENDENTS,
  FIRST_YEAR,
  YEARS_0_80,
  YEARS_1_30,
  advanceFurthest,
  completedSteps,
  isAfter,
  isListedYear,
  isSelectable,
  stepToShow,
  totalExperience,
  yearList,
} from "@/lib/profiles/rules";

const NOW = new Date(2026, 4, 15); // May 2026

describe("year lists (spec §9)", () => {
  it("runs from the current year plus 20 down to 1959", () => {
    const years = yearList({ now: NOW });
    expect(years[0]).toBe(2046);
    expect(years.at(-1)).toBe(FIRST_YEAR);
    expect(years).toHaveLength(2046 - 1959 + 1);
  });

  it("stops a past-only list at the current year", () => {
    const years = yearList({ pastOnly: true, now: NOW });
    expect(years[0]).toBe(2026);
    expect(years).not.toContain(2027);
    expect(isListedYear(2027, { pastOnly: true, now: NOW })).toBe(false);
    expect(isListedYear(2046, { now: NOW })).toBe(true);
    expect(isListedYear(2047, { now: NOW })).toBe(false);
    expect(isListedYear(1958, { now: NOW })).toBe(false);
    expect(isListedYear(2000.5, { now: NOW })).toBe(false);
  });

  it("offers years 0–80 and 1–30, and dependents 1–14", () => {
    expect([YEARS_0_80[0], YEARS_0_80.at(-1), YEARS_0_80.length]).toEqual([0, 80, 81]);
    expect([YEARS_1_30[0], YEARS_1_30.at(-1), YEARS_1_30.length]).toEqual([1, 30, 30]);
    expect([DEPENDENTS[0], DEPENDENTS.at(-1)]).toEqual([1, 14]);
  });
});

describe("step order and selectability (spec §2.5)", () => {
  it("lets a step be chosen only up to the furthest reached", () => {
    expect(isSelectable("resume", "resume")).toBe(true);
    expect(isSelectable("personal", "resume")).toBe(false);
    expect(isSelectable("education", "experience")).toBe(true);
    expect(isSelectable("immigration", "experience")).toBe(false);
  });

  it("shows the furthest step for a locked, unknown or missing section", () => {
    expect(stepToShow("immigration", "expertise")).toBe("expertise");
    expect(stepToShow("nonsense", "personal")).toBe("personal");
    expect(stepToShow(undefined, "education")).toBe("education");
    expect(stepToShow("resume", "education")).toBe("resume");
  });

  it("opens the next step on save and never moves the furthest back", () => {
    expect(advanceFurthest("resume", "resume")).toBe("personal");
    expect(advanceFurthest("resume", "education")).toBe("education");
    expect(advanceFurthest("immigration", "immigration")).toBe("immigration");
  });

  it("counts the steps before the furthest as complete, and all once the profile is done", () => {
    expect(completedSteps("expertise", false)).toEqual(["resume", "personal"]);
    expect(completedSteps("immigration", true)).toEqual([...BUILDER_STEPS]);
  });
});

describe("total experience from the entries", () => {
  it("counts both end months", () => {
    expect(totalExperience([{ from: { year: 2020, month: 1 }, to: { year: 2020, month: 3 } }], NOW)).toEqual({ totalMonths: 3, years: 0, months: 3 });
  });

  it("counts months covered by overlapping jobs once", () => {
    const total = totalExperience(
      [
        { from: { year: 2018, month: 1 }, to: { year: 2019, month: 12 } },
        { from: { year: 2019, month: 7 }, to: { year: 2020, month: 6 } },
      ],
      NOW,
    );
    expect(total.totalMonths).toBe(30);
    expect([total.years, total.months]).toEqual([2, 6]);
  });

  it("adds separate jobs and skips the gap between them", () => {
    const total = totalExperience(
      [
        { from: { year: 2015, month: 1 }, to: { year: 2015, month: 12 } },
        { from: { year: 2017, month: 1 }, to: { year: 2017, month: 6 } },
      ],
      NOW,
    );
    expect(total.totalMonths).toBe(18);
  });

  it("runs a current job to this month, and merges a job nested inside another", () => {
    const total = totalExperience(
      [
        { from: { year: 2025, month: 6 }, current: true },
        { from: { year: 2025, month: 8 }, to: { year: 2025, month: 9 } },
      ],
      NOW,
    );
    expect(total.totalMonths).toBe(12); // June 2025 – May 2026
  });

  it("ignores entries without a usable range", () => {
    expect(totalExperience([{ from: null }, { from: { year: 2020, month: 5 }, to: { year: 2020, month: 1 } }, { from: { year: 2020, month: 5 } }], NOW).totalMonths).toBe(0);
  });

  it("compares dates by month: the same month is not after", () => {
    expect(isAfter({ year: 2020, month: 2 }, { year: 2020, month: 1 })).toBe(true);
    expect(isAfter({ year: 2020, month: 1 }, { year: 2020, month: 1 })).toBe(false);
    expect(isAfter({ year: 2019, month: 12 }, { year: 2020, month: 1 })).toBe(false);
  });
});
