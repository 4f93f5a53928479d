import { describe, expect, it } from "vitest";
import { SKILL_CATEGORIES, SPECIALITIES, STACKS, STATIC_DATA, STATIC_DATA_SLUGS } from "@/lib/catalogue/data";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

// Written out from the spec independently of the data file, so a typo there fails here.
const SPEC_LABELS: Record<string, string[]> = {
  availability: ["Immediately", "Within 15 days", "30 days", "45 days", "2 months", "3 months", "6 months", "1 year", "Open timeline", "Not available"],
  "marital-status": ["Married/Partner", "Widowed", "Separated", "Divorced", "Single"],
  dependents: range(1, 14),
  "workplace-types": ["Not Disclosed", "Onsite", "Remote", "Hybrid", "Any"],
  "job-types": ["Full-time", "Part-time", "Contract", "Temporary", "Any", "Volunteer", "Internship", "Not Disclosed"],
  "contract-types": ["Corp to Corp (C2C)", "W2 (Incorporated)", "Individual/T4"],
  "education-levels": ["High School", "Undergraduate", "Masters", "PhD"],
  "education-completion": ["Completed", "On Going", "Incomplete"],
  "immigration-documents": [
    "H1B Visa",
    "Australia passport",
    "UK passport",
    "New Zealand passport",
    "Canada permanent residency or work permit",
    "US permanent residency or work permit",
    "Applied for Canadian immigration",
  ],
  "skill-categories": ["Framework", "Tools", "Language", "Methodologies", "Cloud", "Quality Assurance", "Technology", "Database", "Programming Concept", "Mobile", "Operating System", "Competencies"],
  "salary-intervals": ["year", "month", "week", "day", "hr"],
  currencies: ["USD"],
  "rating-choices": range(0, 5),
  "years-0-80": range(0, 80),
  "years-1-30": range(1, 30),
  "profile-last-updated": ["1 month", "3 months", "6 months", "12 months"],
  "dashboard-periods": ["Last 4 weeks", "Last 2 months", "Last 3 months", "Last 6 months"],
  recommendations: ["Recommend", "Not Recommend", "Hold"],
  "question-difficulties": ["Beginner", "Intermediate", "Expert"],
};

const NUMERIC = new Set(["dependents", "rating-choices", "years-0-80", "years-1-30"]);

describe("static data lists", () => {
  it("covers exactly the spec's lists", () => {
    expect([...STATIC_DATA_SLUGS].sort()).toEqual(Object.keys(SPEC_LABELS).sort());
    expect(Object.keys(STATIC_DATA).sort()).toEqual([...STATIC_DATA_SLUGS].sort());
  });

  it.each(Object.entries(SPEC_LABELS))("%s has the spec's English labels in order", (slug, labels) => {
    expect(STATIC_DATA[slug as keyof typeof STATIC_DATA].map((e) => e.en)).toEqual(labels);
  });

  it("uses kebab-case slugs", () => {
    for (const slug of STATIC_DATA_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has unique, non-empty values within each list", () => {
    for (const slug of STATIC_DATA_SLUGS) {
      const values = STATIC_DATA[slug].map((e) => e.value);
      expect(values.every((v) => v.trim() === v && v.length > 0), slug).toBe(true);
      expect(new Set(values).size, slug).toBe(values.length);
    }
  });

  it("keeps the spec's stored values for difficulty and the availability key style", () => {
    expect(STATIC_DATA["question-difficulties"].map((e) => e.value)).toEqual(["BEGINNER", "INTERMEDIATE", "EXPERT"]);
    expect(STATIC_DATA.availability.map((e) => e.value)).toContain("WITHIN_15_DAYS");
    expect(STATIC_DATA.dependents.map((e) => e.value)).toEqual(range(1, 14));
  });

  it("has a French label for every entry, mostly different from the English one", () => {
    let worded = 0;
    let translated = 0;
    for (const slug of STATIC_DATA_SLUGS) {
      for (const e of STATIC_DATA[slug]) {
        expect(e.fr.trim(), `${slug}/${e.value}`).not.toBe("");
        if (NUMERIC.has(slug) || slug === "currencies") continue;
        worded++;
        if (e.fr !== e.en) translated++;
      }
    }
    expect(translated / worded).toBeGreaterThan(0.85);
  });
});

describe("stacks catalogue", () => {
  it("has all twelve skill categories, each non-empty", () => {
    expect(SKILL_CATEGORIES).toHaveLength(12);
    expect(Object.keys(STACKS).sort()).toEqual([...SKILL_CATEGORIES].sort());
    for (const c of SKILL_CATEGORIES) expect(STACKS[c].length, c).toBeGreaterThan(0);
  });

  it("lists at least 150 technologies", () => {
    expect(Object.values(STACKS).flat().length).toBeGreaterThanOrEqual(150);
  });

  it("has no duplicate name within a category (case-insensitive)", () => {
    for (const c of SKILL_CATEGORIES) {
      const lower = STACKS[c].map((n) => n.toLowerCase());
      expect(new Set(lower).size, c).toBe(lower.length);
    }
  });

  it("puts each technology in exactly one category", () => {
    const seen = new Map<string, string>();
    for (const c of SKILL_CATEGORIES) {
      for (const name of STACKS[c]) {
        const key = name.toLowerCase();
        expect(seen.get(key), `${name} in ${c}`).toBeUndefined();
        seen.set(key, c);
      }
    }
  });

  it("has trimmed names", () => {
    for (const name of Object.values(STACKS).flat()) expect(name.trim()).toBe(name);
  });

  it("files well-known technologies where the spec's examples put them", () => {
    expect(STACKS.Framework).toEqual(expect.arrayContaining(["React", "Angular", "Vue.js", "Next.js", "Django", "Spring Boot"]));
    expect(STACKS.Language).toEqual(expect.arrayContaining(["JavaScript", "TypeScript", "Python", "Java", "Go", "PHP"]));
    expect(STACKS.Database).toEqual(expect.arrayContaining(["PostgreSQL", "MySQL", "MongoDB"]));
    expect(STACKS.Cloud).toEqual(expect.arrayContaining(["AWS", "Azure", "GCP"]));
    expect(STACKS.Methodologies).toEqual(expect.arrayContaining(["Agile", "Scrum"]));
    expect(STACKS["Quality Assurance"]).toEqual(expect.arrayContaining(["Selenium", "Cypress", "Playwright", "Jest"]));
    expect(STACKS["Programming Concept"]).toEqual(expect.arrayContaining(["OOP", "Functional Programming"]));
    expect(STACKS.Mobile).toEqual(expect.arrayContaining(["Swift", "Kotlin", "Flutter", "React Native"]));
    expect(STACKS["Operating System"]).toEqual(expect.arrayContaining(["Linux", "Windows", "macOS"]));
    expect(STACKS.Competencies).toEqual(expect.arrayContaining(["Communication", "Leadership"]));
  });
});

describe("specialities", () => {
  it("has about twenty unique names", () => {
    expect(SPECIALITIES.length).toBeGreaterThanOrEqual(20);
    const lower = SPECIALITIES.map((s) => s.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(SPECIALITIES).toEqual(expect.arrayContaining(["Frontend Development", "QA / Test Automation", "UI/UX Design", "IT Support"]));
  });
});
