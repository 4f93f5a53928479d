import { DOMAINS, YES_NO } from "@/lib/profiles/options";
import { countryName } from "@/lib/profiles/location/data";
import { makePlace, type Place } from "@/lib/profiles/location/provider";
import { monthIndex, totalExperience, type YearMonth } from "@/lib/profiles/rules";
import type { StackItem } from "@/lib/profiles/schemas";
import type {
  PhoneNumber,
  StoredCertification,
  StoredEducation,
  StoredEducationItem,
  StoredExperienceItem,
  StoredExpertise,
  StoredImmigration,
  StoredWorkExperience,
} from "@/lib/profiles/types";
import { APPLICATION_STATUSES, ARCHETYPES, COMPANY_PREFIXES, COMPANY_SUFFIXES, COUNTRIES, CULTURE_STUDY_COUNTRY, NAMES, OUTCOMES, type Archetype, type CountryProfile, type Culture } from "./mock-data";
import { createRng, type Rng } from "./prng";

/**
 * The realistic talent generator (issues "Talent profile" and "Talent search"): plain rows in
 * exactly the shapes the profile builder stores (lib/profiles/types.ts), so every screen that
 * reads a profile reads a generated one the same way. Pure and seeded: no I/O, no clock unless
 * `now` is left out, no Math.random.
 */

export type GeneratedStack = { category: string; stack: string; years: number };

export type GeneratedTalent = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  /** `first.last`, ASCII; the writer appends the candidate number and a domain to make it unique. */
  emailLocalPart: string;
  loginType: "password" | "external";
  talentType: "internal" | "external";
  nameVisible: boolean;
  phone: PhoneNumber | null;
  altEmail: string | null;
  currentLocation: Place;
  preferredLocations: { value: string; countryCode: string }[];
  availability: string;
  workplaceType: string;
  jobType: string | null;
  contractType: string | null;
  linkedInUrl: string | null;
  summary: string;
  designation: string;
  speciality: string;
  domains: string[];
  expertise: StoredExpertise;
  education: StoredEducation;
  certifications: StoredCertification[];
  workExperience: StoredWorkExperience;
  immigration: StoredImmigration | null;
  totalExperienceMonths: number;
  /** One row per technology, for talent_stacks. */
  stacks: GeneratedStack[];
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date;
};

const DAY_MS = 86_400_000;
/** Spec: profile last-updated filters go to 12 months; spreading over 18 keeps every bucket and some beyond. */
export const UPDATED_SPREAD_DAYS = 548;

const AVAILABILITY: readonly (readonly [string, number])[] = [
  ["IMMEDIATELY", 15],
  ["WITHIN_15_DAYS", 12],
  ["WITHIN_30_DAYS", 20],
  ["WITHIN_45_DAYS", 8],
  ["WITHIN_2_MONTHS", 12],
  ["WITHIN_3_MONTHS", 8],
  ["WITHIN_6_MONTHS", 4],
  ["WITHIN_1_YEAR", 2],
  ["OPEN_TIMELINE", 8],
  ["NOT_AVAILABLE", 6],
];
const WORKPLACE: readonly (readonly [string, number])[] = [
  ["HYBRID", 35],
  ["REMOTE", 30],
  ["ONSITE", 20],
  ["ANY", 10],
  ["NOT_DISCLOSED", 5],
];
const JOB_TYPES: readonly (readonly [string, number])[] = [
  ["FULL_TIME", 60],
  ["CONTRACT", 15],
  ["ANY", 8],
  ["PART_TIME", 5],
  ["NOT_DISCLOSED", 5],
  ["TEMPORARY", 3],
  ["INTERNSHIP", 3],
  ["VOLUNTEER", 1],
];
const MARITAL: readonly (readonly [string, number])[] = [
  ["MARRIED_PARTNER", 45],
  ["SINGLE", 40],
  ["DIVORCED", 8],
  ["SEPARATED", 4],
  ["WIDOWED", 3],
];
/** Career length in months: juniors to veterans. */
const CAREER_BUCKETS: readonly (readonly [[number, number], number])[] = [
  [[6, 23], 14],
  [[24, 59], 26],
  [[60, 119], 30],
  [[120, 179], 18],
  [[180, 300], 12],
];
const GENERIC_CERTIFICATIONS: readonly (readonly [string, string])[] = [
  ["Professional Scrum Master I (PSM I)", "Scrum.org"],
  ["AWS Certified Cloud Practitioner", "Amazon Web Services"],
  ["Microsoft Certified: Azure Fundamentals", "Microsoft"],
  ["ITIL 4 Foundation", "AXELOS"],
];

/** ASCII, lowercase, letters and digits only: "Élodie" → "elodie", "El Idrissi" → "elidrissi". */
export function asciiSlug(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/[^a-z0-9]/g, "");
}

function hex(rng: Rng, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += "0123456789abcdef"[rng.int(0, 15)];
  return out;
}

/** A version-4-shaped UUID from the seeded source, so ids are replayable too. */
function uuidFrom(rng: Rng): string {
  const h = hex(rng, 32).split("");
  h[12] = "4";
  h[16] = "89ab"[rng.int(0, 3)];
  const s = h.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function fromIndex(i: number): YearMonth {
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function dateIn(rng: Rng, year: number): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
}

function countryOf(code: string): CountryProfile {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}

function person(rng: Rng, culture: Culture) {
  const pool = NAMES[culture];
  const firstName = rng.pick(pool.first);
  const lastName = rng.pick(pool.last);
  const middle = rng.chance(0.1) ? rng.pick(pool.first.filter((n) => n !== firstName)) : null;
  return { firstName, middleName: middle, lastName };
}

function phoneFor(rng: Rng, country: CountryProfile): PhoneNumber {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
  switch (country.code) {
    // North American numbers in the 555-01xx block, which is reserved for fiction.
    case "US":
    case "CA":
      return { value: `${rng.int(201, 989)}5550${rng.int(100, 199)}`.slice(0, 10), country: country.code, dialCode: "+1" };
    case "IN":
      return { value: `${rng.int(6, 9)}${digits(9)}`, country: "IN", dialCode: "+91" };
    case "FR":
      return { value: `${rng.pick([6, 7])}${digits(8)}`, country: "FR", dialCode: "+33" };
    case "GB":
      return { value: `7${digits(9)}`, country: "GB", dialCode: "+44" };
  }
}

function placeOf(country: CountryProfile, [state, city]: readonly [string, string]): Place {
  return makePlace({ countryCode: country.code, country: countryName(country.code, "en"), state, locality: city, value: [country.code, state, city].join("|") });
}

function seniority(monthsIntoCareer: number, rng: Rng): 0 | 1 | 2 | 3 {
  if (monthsIntoCareer < 24) return 0;
  if (monthsIntoCareer < 60) return 1;
  if (monthsIntoCareer < 120) return 2;
  return rng.chance(0.6) ? 3 : 2;
}

const MAX_STACKS = 12;

function pickStacks(rng: Rng, archetype: Archetype, careerYears: number): StackItem[] {
  const out: StackItem[] = [];
  for (const g of archetype.groups) {
    for (const technology of rng.sample(g.options, rng.int(g.min, g.max))) {
      // Experience per technology (1–30 years, spec §9), never longer than the career.
      const ceiling = Math.max(1, Math.min(30, Math.round(careerYears)));
      out.push({ category: g.category, technology, experience: rng.int(Math.max(1, Math.floor(ceiling / 3)), ceiling), certificates: [] });
    }
  }
  if (out.length <= MAX_STACKS) return out;
  // Real profiles list a dozen skills or so; drop random extras, keeping the category order.
  const keep = new Set(rng.sample(out, MAX_STACKS));
  return out.filter((s) => keep.has(s));
}

function expertiseOf(speciality: string, domains: string[], stackArray: StackItem[]): StoredExpertise {
  const stacks: StoredExpertise["stacks"] = {};
  for (const { category, ...item } of stackArray) (stacks[category] ??= []).push(item);
  return { speciality, domains, isReviewComplete: false, stacks, stackArray };
}

function outcome(rng: Rng): string {
  return rng
    .pick(OUTCOMES)
    .replace("{n}", String(rng.int(15, 60)))
    .replace("{d}", String(rng.int(1, 3)))
    .replace("{p}", String(rng.int(70, 95)))
    .replace("{k}", String(rng.int(20, 900)));
}

type Span = { from: number; to: number | null };

/**
 * Splits a career into consecutive jobs of at least three months, sometimes with a short gap
 * between two; the last job is current most of the time. Month indexes (rules.monthIndex).
 */
function careerSpans(rng: Rng, careerMonths: number, nowIdx: number): Span[] {
  const maxJobs = careerMonths < 24 ? 2 : careerMonths < 60 ? 3 : careerMonths < 120 ? 4 : 6;
  const current = rng.chance(0.8);
  const start = nowIdx - careerMonths;
  const end = current ? nowIdx : nowIdx - rng.int(1, Math.min(6, Math.floor(careerMonths / 3)));
  const length = end - start + 1;
  const n = Math.max(1, Math.min(rng.int(1, maxJobs), Math.floor(length / 3)));
  const weights = Array.from({ length: n }, () => rng.int(2, 6));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const spare = length - 3 * n;
  const lengths = weights.map((w) => 3 + Math.floor((spare * w) / weightSum));
  lengths[n - 1] += length - lengths.reduce((a, b) => a + b, 0);
  const spans: Span[] = [];
  let cursor = start;
  lengths.forEach((len, i) => {
    const last = i === n - 1;
    const to = cursor + len - 1;
    const gap = !last && len > 6 && rng.chance(0.3) ? rng.int(1, 2) : 0;
    spans.push({ from: cursor, to: last && current ? null : to - gap });
    cursor = to + 1;
  });
  return spans;
}

function educationOf(rng: Rng, opts: { study: CountryProfile; archetype: Archetype; careerStartYear: number; currentYear: number }): StoredEducation {
  const { study, archetype, careerStartYear, currentYear } = opts;
  const grouped: Record<string, StoredEducationItem[]> = {};
  const add = (level: keyof CountryProfile["degrees"], courseName: string, institution: string, completion: number) => {
    const status = completion > currentYear ? "ON_GOING" : rng.chance(0.03) ? "INCOMPLETE" : "COMPLETED";
    (grouped[level] ??= []).push({ level, courseName, institution, country: study.code, status, completion, certificates: [], isReviewed: false });
  };
  // The last degree before work ends the year the career starts (or the year before).
  const lastYear = careerStartYear - (rng.chance(0.7) ? 0 : 1);
  const masters = rng.chance(archetype.phdLikely ? 0.6 : 0.3);
  // Most master's degrees follow the first degree; some are taken part-time while working.
  const partTime = masters && rng.chance(0.15);
  const bachelorYear = masters && !partTime ? lastYear - 2 : lastYear;
  if (rng.chance(0.25)) add("HIGH_SCHOOL", rng.pick(study.degrees.HIGH_SCHOOL), rng.pick(study.schools), bachelorYear - 4);
  if (masters || rng.chance(0.95)) add("UNDERGRADUATE", rng.pick(study.degrees.UNDERGRADUATE), rng.pick(study.universities), bachelorYear);
  if (masters) {
    const year = partTime ? Math.min(currentYear + 1, lastYear + rng.int(3, 8)) : lastYear;
    add("MASTERS", rng.pick(study.degrees.MASTERS), rng.pick(study.universities), year);
    // A doctorate follows the master's; its research years often overlap a first job.
    if (!partTime && rng.chance(archetype.phdLikely ? 0.3 : 0.03)) add("PHD", rng.pick(study.degrees.PHD), rng.pick(study.universities), Math.min(currentYear, year + rng.int(3, 5)));
  }
  return { groupedEducation: grouped, isReviewComplete: false };
}

function certificationsOf(rng: Rng, archetype: Archetype, country: string, careerStartYear: number, currentYear: number): StoredCertification[] {
  const count = rng.weighted([
    [0, 40],
    [1, 35],
    [2, 20],
    [3, 5],
  ] as const);
  return rng.sample([...archetype.certifications, ...GENERIC_CERTIFICATIONS], count).map(([description, institution]) => {
    const year = rng.int(Math.max(careerStartYear, currentYear - 8), currentYear);
    return { description, institution, validTill: rng.chance(0.5) ? year + 3 : null, country, status: "COMPLETED", year, certificates: [] };
  });
}

function immigrationOf(
  rng: Rng,
  opts: { culture: Culture; lastName: string; country: CountryProfile; study: CountryProfile; careerStartYear: number; currentYear: number; now: Date },
): StoredImmigration {
  const { culture, country, study, careerStartYear, currentYear, now } = opts;
  const pool = NAMES[culture].citizenship;
  const citizenship = pool.length === 0 || rng.chance(0.45) ? country.code : rng.pick(pool);
  const foreign = citizenship !== country.code;
  const checkLists: string[] = [];
  if (country.code === "US" && foreign) checkLists.push(rng.pick(["H1B_VISA", "US_PR_OR_WORK_PERMIT"]));
  if (country.code === "CA" && foreign) checkLists.push(rng.pick(["CANADA_PR_OR_WORK_PERMIT", "APPLIED_CANADIAN_IMMIGRATION"]));
  if (country.code === "GB" && !foreign) checkLists.push("UK_PASSPORT");
  if ((country.code === "IN" || country.code === "FR") && rng.chance(0.2)) checkLists.push("APPLIED_CANADIAN_IMMIGRATION");
  const applying = checkLists.includes("APPLIED_CANADIAN_IMMIGRATION");
  const application = () =>
    applying
      ? { applicationDate: isoDate(new Date(now.getTime() - rng.int(30, 700) * DAY_MS)), applicationCountry: "CA", applicationStatus: rng.pick(APPLICATION_STATUSES) }
      : { applicationDate: "", applicationCountry: "", applicationStatus: "" };
  const maritalStatus = rng.weighted(MARITAL);
  const married = maritalStatus === "MARRIED_PARTNER";
  const birthYear = careerStartYear - rng.int(21, 25);
  const dependents = married ? (rng.chance(0.6) ? rng.int(1, 3) : null) : rng.chance(0.1) ? rng.int(1, 2) : null;
  const spouseName = married ? person(rng, rng.chance(0.8) ? culture : "anglo") : null;
  return {
    dob: dateIn(rng, birthYear),
    maritalStatus,
    dependents,
    citizenship,
    remoteWork: rng.pick(YES_NO),
    validDocument: !foreign || checkLists.length > 0 ? "Yes" : "No",
    checkLists,
    applicationDetails: application(),
    spouse: spouseName
      ? {
          firstName: spouseName.firstName,
          middleName: "",
          // Many couples share a family name; many do not.
          lastName: rng.chance(0.5) ? opts.lastName : spouseName.lastName,
          dob: dateIn(rng, birthYear + rng.int(-4, 4)),
          country: country.code,
          citizenship: rng.chance(0.7) ? citizenship : country.code,
          validDocument: rng.pick(YES_NO),
        }
      : null,
    spouseApplicationDetails: married ? application() : null,
    spouseEducation: married
      ? {
          groupedEducation: {
            UNDERGRADUATE: [
              {
                level: "UNDERGRADUATE",
                courseName: rng.pick(study.degrees.UNDERGRADUATE),
                institution: rng.pick(study.universities),
                country: study.code,
                status: "COMPLETED",
                completion: Math.min(currentYear, birthYear + rng.int(21, 25)),
                certificates: [],
                isReviewed: false,
              },
            ],
          },
        }
      : null,
  };
}

function summaryOf(rng: Rng, t: { title: string; careerMonths: number; domains: string[]; top: string[]; archetype: Archetype; city: string }): string {
  const years = Math.max(1, Math.round(t.careerMonths / 12));
  const intro = years <= 1 ? `${t.title} starting out in` : `${t.title} with ${years} years of experience in`;
  const domainText = t.domains.length > 1 ? `${t.domains.slice(0, -1).join(", ")} and ${t.domains[t.domains.length - 1]}` : t.domains[0];
  const sentences = [
    `${intro} ${domainText}.`,
    `Works mostly with ${t.top.join(", ")}.`,
    `Focused on ${rng.pick(t.archetype.focus)}.`,
    rng.pick([`Based in ${t.city} and open to relocation.`, `Based in ${t.city}.`, `Enjoys mentoring and knowledge sharing.`, `Comfortable working across time zones with distributed teams.`]),
  ];
  return sentences.join(" ");
}

/** One talent. `now` anchors every date (tests pass a fixed one). */
export function generateTalent(rng: Rng, now: Date): GeneratedTalent {
  const currentYear = now.getFullYear();
  const nowIdx = monthIndex({ year: currentYear, month: now.getMonth() + 1 });
  const country = rng.weighted(COUNTRIES.map((c) => [c, c.weight] as const));
  const culture = rng.weighted(country.cultures);
  const hub = rng.pick(country.hubs);
  const studyCode = CULTURE_STUDY_COUNTRY[culture];
  const study = studyCode && rng.chance(0.6) ? countryOf(studyCode) : country;
  const { firstName, middleName, lastName } = person(rng, culture);
  const archetype = rng.weighted(ARCHETYPES.map((a) => [a, a.weight] as const));
  const [minMonths, maxMonths] = rng.weighted(CAREER_BUCKETS);
  const careerMonths = rng.int(minMonths, maxMonths);
  const careerStartYear = fromIndex(nowIdx - careerMonths).year;
  const stackArray = pickStacks(rng, archetype, careerMonths / 12);
  const domains = rng.sample(DOMAINS, rng.int(1, 3));
  const projectIdeas = rng.sample(archetype.projects, archetype.projects.length);
  const projectStacks = stackArray.filter((s) => s.category !== "Competencies" && s.category !== "Methodologies");
  const companies = rng.sample(COMPANY_PREFIXES, 6).map((p) => `${p} ${rng.pick(COMPANY_SUFFIXES)}`);

  const experience: StoredExperienceItem[] = careerSpans(rng, careerMonths, nowIdx).map((span, i) => {
    const endIdx = span.to ?? nowIdx;
    const title = archetype.titles[seniority(endIdx - (nowIdx - careerMonths), rng)];
    const length = endIdx - span.from + 1;
    const projects = projectIdeas.splice(0, rng.weighted([
      [0, 10],
      [1, 45],
      [2, 35],
      [3, 10],
    ] as const)).map((idea) => {
      const months = rng.int(Math.min(2, length), Math.max(2, Math.min(length, 24)));
      const stack = rng.sample(projectStacks.length ? projectStacks : stackArray, rng.int(2, 4)).map((s) => ({ name: s.technology, type: s.category }));
      return {
        projectName: idea.name,
        shortDescription: `Built ${idea.what}${stack.length ? ` with ${stack.map((s) => s.name).join(", ")}` : ""}. ${outcome(rng)}`,
        experience: { years: Math.floor(months / 12), months: months % 12 },
        stack,
      };
    });
    // Early jobs of people who studied abroad were often in that country.
    const workCountry = i === 0 && study.code !== country.code && rng.chance(0.6) ? study.code : country.code;
    return {
      id: uuidFrom(rng),
      designation: { value: title, label: title },
      company: companies[i % companies.length],
      country: workCountry,
      from: fromIndex(span.from),
      to: span.to === null ? null : fromIndex(span.to),
      current: span.to === null,
      responsibilities: rng.sample(archetype.duties, rng.int(2, Math.min(4, archetype.duties.length))).join("\n"),
      certificates: [],
      projects,
      isReviewed: false,
    };
  });
  // Newest first, the way the builder lists them.
  experience.reverse();
  const total = totalExperience(experience, now);
  const designation = experience[0].designation.label;

  const jobType = rng.weighted(careerMonths < 24 ? JOB_TYPES : JOB_TYPES.filter(([v]) => v !== "INTERNSHIP"));
  const contractType =
    jobType === "CONTRACT" || jobType === "ANY" ? (country.code === "CA" ? rng.pick(["INDIVIDUAL_T4", "CORP_TO_CORP"]) : country.code === "US" ? rng.pick(["CORP_TO_CORP", "W2_INCORPORATED"]) : null) : null;
  const place = placeOf(country, hub);
  const preferred = rng.chance(0.6)
    ? rng
        .sample(
          country.hubs.filter((h) => h !== hub),
          rng.int(1, 3),
        )
        .map((h) => ({ value: placeOf(country, h).label, countryCode: country.code }))
    : [];
  const emailLocalPart = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
  const updatedAt = new Date(now.getTime() - rng.int(0, UPDATED_SPREAD_DAYS) * DAY_MS - rng.int(0, DAY_MS - 1));
  const createdAt = new Date(updatedAt.getTime() - rng.int(0, 400) * DAY_MS);
  const completedAt = new Date(createdAt.getTime() + Math.floor(rng.next() * (updatedAt.getTime() - createdAt.getTime())));
  const top = [...stackArray].filter((s) => s.category !== "Competencies").sort((a, b) => b.experience - a.experience).slice(0, 3).map((s) => s.technology);

  return {
    firstName,
    middleName,
    lastName,
    fullName: [firstName, middleName, lastName].filter(Boolean).join(" "),
    emailLocalPart,
    loginType: rng.chance(0.8) ? "password" : "external",
    talentType: rng.chance(0.25) ? "internal" : "external",
    nameVisible: rng.chance(0.9),
    phone: rng.chance(0.85) ? phoneFor(rng, country) : null,
    altEmail: rng.chance(0.2) ? `${emailLocalPart}${rng.int(1, 99)}@altmail.test` : null,
    currentLocation: place,
    preferredLocations: preferred,
    availability: rng.weighted(AVAILABILITY),
    workplaceType: rng.weighted(WORKPLACE),
    jobType,
    contractType,
    linkedInUrl: rng.chance(0.8) ? `https://www.linkedin.com/in/${asciiSlug(firstName)}-${asciiSlug(lastName)}-${hex(rng, 6)}` : null,
    summary: summaryOf(rng, { title: designation, careerMonths, domains, top, archetype, city: hub[1] }),
    designation,
    speciality: archetype.speciality,
    domains,
    expertise: expertiseOf(archetype.speciality, domains, stackArray),
    education: educationOf(rng, { study, archetype, careerStartYear, currentYear }),
    certifications: certificationsOf(rng, archetype, country.code, careerStartYear, currentYear),
    workExperience: { isReviewComplete: false, totalExperience: total, experience },
    immigration: rng.chance(0.35) ? immigrationOf(rng, { culture, lastName, country, study, careerStartYear, currentYear, now }) : null,
    totalExperienceMonths: total.totalMonths,
    stacks: stackArray.map((s) => ({ category: s.category, stack: s.technology, years: s.experience })),
    createdAt,
    updatedAt,
    completedAt,
  };
}

/** `count` talents from `seed`; the same seed and `now` always give the same talents. */
export function generateTalents(count: number, seed: number, opts: { now?: Date } = {}): GeneratedTalent[] {
  const rng = createRng(seed);
  const now = opts.now ?? new Date();
  const out: GeneratedTalent[] = [];
  for (let i = 0; i < count; i++) out.push(generateTalent(rng, now));
  return out;
}
