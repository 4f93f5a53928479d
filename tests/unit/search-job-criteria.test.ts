import { describe, expect, it } from "vitest";
import { availableBy } from "@/lib/search/criteria";
import { criteriaFromJob, type JobForSearch } from "@/lib/search/job-criteria";

const job = (patch: Partial<JobForSearch> = {}): JobForSearch => ({
  booleanQuery: null,
  designation: null,
  domains: [],
  workplaceType: null,
  jobType: null,
  contractType: null,
  candidateLocations: [],
  availability: null,
  mustHaveSkills: [],
  niceToHaveSkills: [],
  salaryFrom: null,
  salaryTo: null,
  salaryInterval: null,
  searchCriteria: {},
  ...patch,
});

describe("a job's talent search", () => {
  it("takes the job's query and fields as the search criteria", () => {
    const c = criteriaFromJob(
      job({
        booleanQuery: "(react OR vue) AND NOT php",
        designation: "Frontend Development",
        domains: ["Banking"],
        workplaceType: "REMOTE",
        jobType: "CONTRACT",
        contractType: "CORP_TO_CORP",
        candidateLocations: ["Toronto, Canada"],
        availability: "WITHIN_30_DAYS",
        mustHaveSkills: [{ stack: "React", years: 3 }],
        niceToHaveSkills: [{ stack: "GraphQL", years: 0 }],
        salaryFrom: 90000,
        salaryTo: 120000,
        salaryInterval: "year",
      }),
    );
    expect(c).toMatchObject({
      q: "(react OR vue) AND NOT php",
      speciality: "Frontend Development",
      domains: ["Banking"],
      workplaceType: "REMOTE",
      jobType: "CONTRACT",
      contractType: "CORP_TO_CORP",
      locations: ["Toronto, Canada"],
      availability: ["IMMEDIATELY", "WITHIN_15_DAYS", "WITHIN_30_DAYS"],
      primaryStacks: [{ stack: "React", min: 3, max: null }],
      secondaryStacks: [{ stack: "GraphQL", min: null, max: null }],
      salary: { from: 90000, to: 120000, interval: "year" },
    });
  });

  it("lets the stored search criteria override the job's fields, and ignores what it cannot read", () => {
    const c = criteriaFromJob(
      job({
        booleanQuery: "java",
        availability: "IMMEDIATELY",
        searchCriteria: { booleanQuery: "kotlin", primaryStack: [{ stack: "Kotlin", min: 2, max: 6 }], keywords: "android, compose", availability: 42, workplaceType: "MOON" },
      }),
    );
    expect(c).toMatchObject({ q: "kotlin", primaryStacks: [{ stack: "Kotlin", min: 2, max: 6 }], keywords: ["android", "compose"], availability: ["IMMEDIATELY"], workplaceType: null });
  });

  it("reads availability as 'available by': every value up to the job's, the last two alone", () => {
    expect(availableBy("IMMEDIATELY")).toEqual(["IMMEDIATELY"]);
    expect(availableBy("WITHIN_2_MONTHS")).toEqual(["IMMEDIATELY", "WITHIN_15_DAYS", "WITHIN_30_DAYS", "WITHIN_45_DAYS", "WITHIN_2_MONTHS"]);
    expect(availableBy("OPEN_TIMELINE")).toEqual(["OPEN_TIMELINE"]);
    expect(availableBy(null)).toEqual([]);
  });
});
