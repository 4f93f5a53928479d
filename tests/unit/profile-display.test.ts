import { describe, expect, it } from "vitest";
import { educationGroups, experienceDuration, experienceRange, flagEmoji, formatIsoDate, formatYearMonth, isEmptyImmigration, sortedExperience, stackGroups } from "@/lib/profiles/display";
import { fullProfileView } from "../support/profile-view";

describe("flags", () => {
  it("turns an ISO country code into its emoji flag", () => {
    expect(flagEmoji("CA")).toBe("🇨🇦");
    expect(flagEmoji("fr")).toBe("🇫🇷");
  });

  it("gives null (the caller's fallback) for unknown or missing codes", () => {
    expect(flagEmoji("ZZ")).toBeNull();
    expect(flagEmoji("")).toBeNull();
    expect(flagEmoji(null)).toBeNull();
    expect(flagEmoji("<img>")).toBeNull();
  });
});

describe("experience dates", () => {
  it("writes the word for present instead of an end date for a current job", () => {
    expect(experienceRange({ from: { year: 2024, month: 1 }, to: null, current: true }, "en", "Present")).toBe("Jan 2024 – Present");
    expect(experienceRange({ from: { year: 2018, month: 1 }, to: { year: 2019, month: 12 }, current: false }, "en", "Present")).toBe("Jan 2018 – Dec 2019");
    expect(experienceRange({ from: { year: 2024, month: 1 }, to: null, current: true }, "fr", "Aujourd'hui")).toBe("janv. 2024 – Aujourd'hui");
  });

  it("counts both end months, and a current job up to this month", () => {
    expect(experienceDuration({ from: { year: 2018, month: 1 }, to: { year: 2019, month: 12 }, current: false })).toEqual({ years: 2, months: 0 });
    expect(experienceDuration({ from: { year: 2025, month: 3 }, to: null, current: true }, new Date(Date.UTC(2026, 1, 15)))).toEqual({ years: 1, months: 0 });
  });

  it("lists current jobs first, then the most recent start", () => {
    const list = sortedExperience([
      { id: "a", from: { year: 2015, month: 1 }, current: false },
      { id: "b", from: { year: 2019, month: 6 }, current: false },
      { id: "c", from: { year: 2012, month: 1 }, current: true },
    ]);
    expect(list.map((e) => e.id)).toEqual(["c", "b", "a"]);
  });

  it("formats months in the reader's language and ignores incomplete dates", () => {
    expect(formatYearMonth({ year: 2020, month: 3 }, "en")).toBe("Mar 2020");
    expect(formatYearMonth(null, "en")).toBe("");
    expect(formatIsoDate("1990-04-12", "en")).toBe("12 Apr 1990");
    expect(formatIsoDate("12/04/1990", "en")).toBe("");
  });
});

describe("grouping", () => {
  it("orders education from the highest level, newest first within a level", () => {
    const groups = educationGroups(fullProfileView().education.groupedEducation);
    expect(groups.map((g) => g.level)).toEqual(["MASTERS", "UNDERGRADUATE"]);
  });

  it("orders stacks by the catalogue's categories, most experienced first", () => {
    const groups = stackGroups(fullProfileView().expertise.stacks);
    expect(groups.map((g) => g.category)).toEqual(["Framework", "Language", "Cloud", "Database"]);
    expect(groups[1].items.map((i) => i.technology)).toEqual(["TypeScript", "Go"]);
  });
});

describe("the empty immigration default", () => {
  it("counts the builder's empty answers as empty and any one answer as data", () => {
    const empty = {
      dob: "",
      maritalStatus: "",
      dependents: null,
      citizenship: "",
      remoteWork: "",
      validDocument: "",
      checkLists: [],
      applicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" },
      spouse: null,
      spouseApplicationDetails: null,
      spouseEducation: null,
    };
    expect(isEmptyImmigration(empty)).toBe(true);
    expect(isEmptyImmigration(null)).toBe(true);
    expect(isEmptyImmigration({ ...empty, remoteWork: "No" })).toBe(false);
    expect(isEmptyImmigration({ ...empty, applicationDetails: { ...empty.applicationDetails, applicationCountry: "CA" } })).toBe(false);
  });
});
