import { describe, expect, it } from "vitest";
import { dashboardScope, parsePeriod, periodStart } from "@/lib/dashboard/rules";

describe("dashboard periods", () => {
  it("accepts the four spec periods and falls back to the last 4 weeks for anything else", () => {
    expect(["4w", "2m", "3m", "6m"].map(parsePeriod)).toEqual(["4w", "2m", "3m", "6m"]);
    expect(parsePeriod("1y")).toBe("4w");
    expect(parsePeriod(["2m"])).toBe("4w");
    expect(parsePeriod("'; drop table jobs; --")).toBe("4w");
  });

  it("starts 28 days back for 4 weeks and whole calendar months back otherwise, clamped to the month's end", () => {
    const now = new Date("2026-03-31T12:00:00Z");
    expect(periodStart("4w", now).toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(periodStart("2m", now).toISOString()).toBe("2026-01-31T12:00:00.000Z");
    expect(periodStart("3m", now).toISOString()).toBe("2025-12-31T12:00:00.000Z");
    expect(periodStart("6m", new Date("2026-08-31T00:00:00Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("dashboard scope", () => {
  it("counts the whole company for a recruiter admin or an admin, and only their own jobs for anyone else", () => {
    expect(dashboardScope({ role: "recruiterAdmin", userId: "u1" })).toBeNull();
    expect(dashboardScope({ role: "admin", userId: "u2" })).toBeNull();
    expect(dashboardScope({ role: "recruiter", userId: "u3" })).toBe("u3");
    expect(dashboardScope({ role: "collaborator", userId: "u4" })).toBe("u4");
    expect(dashboardScope({ role: "talent", userId: "u5" })).toBe("u5");
  });
});
