import { describe, expect, it } from "vitest";
import { STACKS, type SkillCategory } from "@/lib/catalogue/data";
import { REGIONS } from "@/lib/profiles/location/regions";
import { totalExperience } from "@/lib/profiles/rules";
import { MARRIED, SECTION_SCHEMAS } from "@/lib/profiles/schemas";
import { generateTalents } from "@/lib/talent/generate";
import { ARCHETYPES, COUNTRIES } from "@/lib/talent/mock-data";
import { createRng, mulberry32, seedFromText } from "@/lib/talent/prng";
import { sectionInputsOf } from "../support/profile-sections";

const NOW = new Date("2026-11-21T12:00:00Z");
const TALENTS = generateTalents(400, 20261121, { now: NOW });

describe("the seeded random source", () => {
  it("repeats its sequence for a seed and differs between seeds", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("keeps int() inside its bounds and sample() free of repeats", () => {
    const rng = createRng(1);
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const s = rng.sample(["a", "b", "c", "d"], 10);
    expect(s).toHaveLength(4);
    expect(new Set(s).size).toBe(4);
    expect(seedFromText("demo")).toBe(seedFromText("demo"));
    expect(seedFromText("demo")).not.toBe(seedFromText("acme"));
  });
});

describe("generateTalents", () => {
  it("gives the same talents for the same seed and clock, and other talents for another seed", () => {
    expect(generateTalents(25, 20261121, { now: NOW })).toEqual(TALENTS.slice(0, 25));
    const other = generateTalents(25, 99, { now: NOW });
    expect(other.map((t) => t.fullName)).not.toEqual(TALENTS.slice(0, 25).map((t) => t.fullName));
  });

  it("stores every section in a shape the profile builder's schemas accept", () => {
    const failures: string[] = [];
    for (const [i, t] of TALENTS.entries()) {
      const inputs = sectionInputsOf(t);
      for (const [section, input] of Object.entries(inputs)) {
        if (input === null) continue;
        const r = SECTION_SCHEMAS[section as keyof typeof SECTION_SCHEMAS].safeParse(input);
        if (!r.success) failures.push(`#${i} ${section}: ${r.error.issues[0].path.join(".")} ${r.error.issues[0].message}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it("derives the stored summaries the way the builder does: grouped education, stack map, total experience", () => {
    for (const t of TALENTS) {
      for (const [level, items] of Object.entries(t.education.groupedEducation)) expect(items.every((e) => e.level === level)).toBe(true);
      const fromMap = Object.entries(t.expertise.stacks).flatMap(([category, items]) => items.map((i) => `${category}/${i.technology}/${i.experience}`));
      expect(fromMap.sort()).toEqual(t.expertise.stackArray.map((s) => `${s.category}/${s.technology}/${s.experience}`).sort());
      expect(t.stacks).toEqual(t.expertise.stackArray.map((s) => ({ category: s.category, stack: s.technology, years: s.experience })));
      expect(t.workExperience.totalExperience).toEqual(totalExperience(t.workExperience.experience, NOW));
      expect(t.totalExperienceMonths).toBe(t.workExperience.totalExperience.totalMonths);
      expect(t.designation).toBe(t.workExperience.experience[0].designation.label);
      expect(t.expertise.speciality).toBe(t.speciality);
    }
  });

  it("lists one to six jobs newest first, with only the newest current and every end after its start", () => {
    for (const t of TALENTS) {
      const jobs = t.workExperience.experience;
      expect(jobs.length).toBeGreaterThanOrEqual(1);
      expect(jobs.length).toBeLessThanOrEqual(6);
      jobs.forEach((j, i) => {
        expect(j.current).toBe(i === 0 && j.to === null);
        if (j.to) expect(j.to.year * 12 + j.to.month).toBeGreaterThan(j.from.year * 12 + j.from.month);
        if (i > 0) expect(j.from.year * 12 + j.from.month).toBeLessThan(jobs[i - 1].from.year * 12 + jobs[i - 1].from.month);
        expect(j.to === null || j.to.year * 12 + j.to.month <= NOW.getUTCFullYear() * 12 + NOW.getUTCMonth() + 1).toBe(true);
      });
    }
    const counts = new Set(TALENTS.map((t) => t.workExperience.experience.length));
    expect(counts.size).toBeGreaterThanOrEqual(5);
    expect(TALENTS.some((t) => t.workExperience.experience.some((j) => j.projects.length > 0 && j.projects.every((p) => p.stack.length >= 2)))).toBe(true);
  });

  it("uses catalogue technologies under their own category, never twice in a profile", () => {
    const archetypeStacks = ARCHETYPES.flatMap((a) => a.groups.flatMap((g) => g.options.map((o) => [g.category, o] as const)));
    for (const [category, tech] of archetypeStacks) expect(STACKS[category as SkillCategory], `${category}/${tech}`).toContain(tech);
    for (const t of TALENTS) {
      const keys = t.stacks.map((s) => `${s.category}/${s.stack}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const s of t.stacks) expect(s.years).toBeGreaterThanOrEqual(1);
    }
  });

  it("places talents in real hub cities of several countries, with names of several cultures", () => {
    for (const c of COUNTRIES) for (const [state, city] of c.hubs) expect(REGIONS[c.code]?.[state], `${c.code} ${state}`).toContain(city);
    const countries = new Set(TALENTS.map((t) => t.currentLocation.countryCode));
    expect([...countries].sort()).toEqual(["CA", "FR", "GB", "IN", "US"]);
    expect(new Set(TALENTS.map((t) => t.lastName)).size).toBeGreaterThan(100);
    for (const t of TALENTS) {
      expect(t.firstName.length).toBeLessThanOrEqual(20);
      expect(t.emailLocalPart).toMatch(/^[a-z0-9]+\.[a-z0-9]+$/);
      expect(t.currentLocation.value).toBe(`${t.currentLocation.countryCode}|${t.currentLocation.state}|${t.currentLocation.locality}`);
    }
  });

  it("mixes the fields recruiters filter on: designations, availability, talent types, name visibility, immigration", () => {
    expect(new Set(TALENTS.map((t) => t.speciality)).size).toBe(ARCHETYPES.length);
    expect(new Set(TALENTS.map((t) => t.availability)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(TALENTS.map((t) => t.workplaceType)).size).toBe(5);
    const internal = TALENTS.filter((t) => t.talentType === "internal").length;
    expect(internal).toBeGreaterThan(40);
    expect(internal).toBeLessThan(200);
    const hidden = TALENTS.filter((t) => !t.nameVisible).length;
    expect(hidden).toBeGreaterThan(0);
    expect(hidden).toBeLessThan(TALENTS.length * 0.2);
    const withImmigration = TALENTS.filter((t) => t.immigration);
    expect(withImmigration.length).toBeGreaterThan(60);
    expect(withImmigration.length).toBeLessThan(TALENTS.length);
    for (const t of withImmigration) {
      const married = t.immigration!.maritalStatus === MARRIED;
      expect(t.immigration!.spouse !== null).toBe(married);
      expect(t.immigration!.spouseEducation !== null).toBe(married);
    }
    expect(new Set(TALENTS.map((t) => t.loginType))).toEqual(new Set(["password", "external"]));
  });

  it("spreads the last update over the past 18 months, never in the future", () => {
    const ages = TALENTS.map((t) => (NOW.getTime() - t.updatedAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(549);
    expect(ages.filter((d) => d <= 31).length).toBeGreaterThan(5);
    expect(ages.filter((d) => d > 366).length).toBeGreaterThan(50);
    for (const t of TALENTS) {
      expect(t.createdAt.getTime()).toBeLessThanOrEqual(t.completedAt.getTime());
      expect(t.completedAt.getTime()).toBeLessThanOrEqual(t.updatedAt.getTime());
    }
  });
});
