import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import type { SearchCriteria } from "@/lib/search/criteria";
import { readSearchParams, toSearchParams } from "@/lib/search/params";
import { searchTalent } from "@/lib/search/query";
import { companyIdOf } from "../support/profiles";
import { criteria, insertTalent, uniqueWord, type TalentSpec } from "../support/search";

let demo: string;

beforeAll(async () => {
  demo = await companyIdOf("demo");
});

afterAll(async () => {
  await closeDb();
});

/**
 * Each filter against a small set of talents sharing one unique skill (the query), so only this
 * test's rows can match: the filter must keep exactly the expected ones, and the same search read
 * back from its URL must give the same answer.
 */
async function check(specs: Record<string, TalentSpec>, filter: Partial<SearchCriteria>, expected: string[]) {
  const w = uniqueWord();
  const ids: Record<string, string> = {};
  for (const [key, spec] of Object.entries(specs)) {
    ids[key] = await insertTalent({ ...spec, skills: [{ technology: w, years: 1 }, ...(spec.skills ?? [])] });
  }
  const c = criteria({ q: w, ...filter });
  const names = async (cr: SearchCriteria) => {
    const r = await searchTalent(demo, { criteria: cr, pageSize: 100 });
    return r.results.map((x) => Object.keys(ids).find((k) => ids[k] === x.userId)).sort();
  };
  expect(await names(c)).toEqual([...expected].sort());
  const fromUrl = readSearchParams(new URLSearchParams(toSearchParams(c).toString()));
  expect(fromUrl.errors).toEqual([]);
  expect(await names(fromUrl.criteria)).toEqual([...expected].sort());
}

describe("talent search filters (Job search criteria)", () => {
  it("availability: any of the chosen values", async () => {
    await check({ now: { availability: "IMMEDIATELY" }, soon: { availability: "WITHIN_15_DAYS" }, later: { availability: "WITHIN_3_MONTHS" }, unknown: {} }, { availability: ["IMMEDIATELY", "WITHIN_15_DAYS"] }, ["now", "soon"]);
  });

  it("speciality: the talent's speciality or designation, any letter case", async () => {
    await check({ spec: { speciality: "Data Engineering" }, desig: { designation: "data engineering" }, other: { speciality: "DevOps" } }, { speciality: "Data Engineering" }, ["spec", "desig"]);
  });

  it("domain: any of the chosen domains", async () => {
    await check({ bank: { domains: ["Banking", "Fintech"] }, health: { domains: ["Healthcare"] }, none: {} }, { domains: ["Fintech", "Insurance"] }, ["bank"]);
  });

  it("workplace type: the chosen type, or talents open to any", async () => {
    await check({ remote: { workplaceType: "REMOTE" }, any: { workplaceType: "ANY" }, onsite: { workplaceType: "ONSITE" } }, { workplaceType: "REMOTE" }, ["remote", "any"]);
  });

  it("job type: the chosen type, or talents open to any", async () => {
    await check({ full: { jobType: "FULL_TIME" }, any: { jobType: "ANY" }, part: { jobType: "PART_TIME" } }, { jobType: "FULL_TIME" }, ["full", "any"]);
  });

  it("job type contract with a sub-type: contract talents of that sub-type", async () => {
    await check(
      { c2c: { jobType: "CONTRACT", contractType: "CORP_TO_CORP" }, w2: { jobType: "CONTRACT", contractType: "W2_INCORPORATED" }, full: { jobType: "FULL_TIME" }, any: { jobType: "ANY" } },
      { jobType: "CONTRACT", contractType: "CORP_TO_CORP" },
      ["c2c", "any"],
    );
  });

  const places: Record<string, TalentSpec> = {
    toronto: { currentLocation: { label: "Toronto, Ontario, Canada", country: "Canada" } },
    wantsToronto: { currentLocation: { label: "Paris, France", country: "France" }, preferredLocations: ["Toronto, Canada"] },
    lyon: { currentLocation: { label: "Lyon, France", country: "France" } },
  };

  it("locations with preference either: current or preferred place", async () => {
    await check(places, { locations: ["toronto"] }, ["toronto", "wantsToronto"]);
  });

  it("locations with preference current / preferred: only that place", async () => {
    await check(places, { locations: ["Toronto"], locationPreference: "current" }, ["toronto"]);
    await check(places, { locations: ["Toronto"], locationPreference: "preferred" }, ["wantsToronto"]);
  });

  it("locations: LIKE wildcards in the text are taken literally", async () => {
    await check(places, { locations: ["%"] }, []);
  });

  it("primary stacks: every one, within its min and max years", async () => {
    await check(
      {
        both: { skills: [{ technology: "Java", years: 5 }, { technology: "Spring", years: 3 }] },
        tooJunior: { skills: [{ technology: "Java", years: 1 }, { technology: "Spring", years: 3 }] },
        javaOnly: { skills: [{ technology: "Java", years: 6 }] },
      },
      { primaryStacks: [{ stack: "java", min: 3, max: 8 }, { stack: "Spring", min: null, max: null }] },
      ["both"],
    );
  });

  it("secondary stacks: at least one of them, within its years", async () => {
    await check(
      { docker: { skills: [{ technology: "Docker", years: 2 }] }, k8s: { skills: [{ technology: "Kubernetes", years: 9 }] }, neither: {} },
      { secondaryStacks: [{ stack: "Docker", min: 1, max: 4 }, { stack: "Kubernetes", min: null, max: 5 }] },
      ["docker"],
    );
  });

  it("keywords: every keyword must appear", async () => {
    await check({ both: { summary: "Kafka and Terraform daily" }, one: { summary: "Kafka only" } }, { keywords: ["kafka", "terraform"] }, ["both"]);
  });

  it("profile last updated within 1, 3, 6 or 12 months", async () => {
    const ago = (months: number) => new Date(Date.now() - months * 31 * 24 * 3600 * 1000);
    await check({ fresh: { updatedAt: ago(0) }, twoMonths: { updatedAt: ago(2) }, old: { updatedAt: ago(13) } }, { updatedWithin: 3 }, ["fresh", "twoMonths"]);
    await check({ fresh: { updatedAt: ago(0) }, twoMonths: { updatedAt: ago(2) } }, { updatedWithin: 1 }, ["fresh"]);
  });

  it("talent type internal or external", async () => {
    await check({ inside: { talentType: "internal" }, outside: { talentType: "external" } }, { talentType: "internal" }, ["inside"]);
  });

  it("salary range: kept with the search but narrows nothing (profiles hold no salary)", async () => {
    await check({ a: {}, b: {} }, { salary: { from: 50_000, to: 90_000, interval: "year" } }, ["a", "b"]);
  });

  it("filters without a query list every talent that matches them", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ speciality: w });
    const r = await searchTalent(demo, { criteria: criteria({ speciality: w }) });
    expect(r.results.map((x) => x.userId)).toEqual([id]);
  });
});

describe("search params", () => {
  it("round-trips every criterion through the URL", () => {
    const c = criteria({
      q: '(react OR vue) AND NOT "php dev"',
      availability: ["IMMEDIATELY"],
      speciality: "DevOps",
      domains: ["Banking"],
      workplaceType: "REMOTE",
      jobType: "CONTRACT",
      contractType: "INDIVIDUAL_T4",
      locationPreference: "current",
      locations: ["Montréal, QC"],
      primaryStacks: [{ stack: "Node.js", min: 2, max: null }],
      secondaryStacks: [{ stack: "AWS", min: null, max: null }],
      salary: { from: 10, to: 20, interval: "hr" },
      keywords: ["event sourcing", "kafka"],
      updatedWithin: 6,
      talentType: "external",
    });
    const read = readSearchParams(new URLSearchParams(toSearchParams(c, { page: 3, size: 25 }).toString()));
    expect(read).toEqual({ criteria: c, page: 3, size: 25, errors: [] });
  });

  it("drops bad values and says which ones, without failing the rest", () => {
    const read = readSearchParams(
      new URLSearchParams("availability=SOON&availability=IMMEDIATELY&updated=2&type=robot&primary=Java:9:2&salaryFrom=9&salaryTo=1&page=-1&size=7&location=%00x"),
    );
    expect(read.criteria).toMatchObject({ availability: ["IMMEDIATELY"], updatedWithin: null, talentType: null, primaryStacks: [], salary: { from: 9, to: null }, locations: [] });
    expect(read.page).toBe(1);
    expect(read.size).toBe(10);
    // A NUL is refused like any other invalid value (issue 11 §8), no longer stripped.
    expect(read.errors.map((e) => e.param).sort()).toEqual(["availability", "location", "page", "primary", "salaryTo", "size", "type", "updated"]);
    expect(read.errors.find((e) => e.param === "primary")?.message).toBe("Maximum value should be greater than minimum value");
  });
});
