import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { talentProfiles, talentStacks, users } from "@/db/schema";
import { EMPTY_CRITERIA, type SearchCriteria } from "@/lib/search/criteria";
import { companyIdOf } from "./profiles";

/** A word no other test or seed uses, so a search for it sees only this test's talents. */
export function uniqueWord(prefix = "zq"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

export function criteria(patch: Partial<SearchCriteria> = {}): SearchCriteria {
  return { ...EMPTY_CRITERIA, ...patch };
}

export type TalentSpec = {
  tenant?: string;
  name?: string;
  nameVisible?: boolean;
  designation?: string | null;
  speciality?: string | null;
  summary?: string | null;
  domains?: string[];
  skills?: { technology: string; years: number; category?: string }[];
  experience?: { designation: string; company: string; responsibilities?: string; projects?: { projectName: string; shortDescription: string }[] }[];
  education?: { courseName: string; institution?: string }[];
  availability?: string | null;
  workplaceType?: string | null;
  jobType?: string | null;
  contractType?: string | null;
  currentLocation?: Record<string, string> | null;
  preferredLocations?: string[];
  talentType?: "internal" | "external";
  updatedAt?: Date;
  state?: "active" | "inactive" | "archived" | "suspended";
};

let counter = 0;

/** A talent with a profile written straight to the tables (the trigger builds the search document). */
export async function insertTalent(spec: TalentSpec): Promise<string> {
  counter += 1;
  const tenant = spec.tenant ?? "demo";
  const companyId = await companyIdOf(tenant);
  const stamp = `${Date.now()}-${counter}-${randomBytes(2).toString("hex")}`;
  const db = getDb();
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      email: `search-${stamp}@${tenant}.test`,
      fullName: spec.name ?? `Search Talent ${counter}`,
      role: "talent",
      state: spec.state ?? "active",
      candidateUniqueId: `S-${stamp}`,
    })
    .returning({ id: users.id });
  const skills = spec.skills ?? [];
  await db.insert(talentProfiles).values({
    userId: user.id,
    companyId,
    designation: spec.designation ?? null,
    speciality: spec.speciality ?? null,
    summary: spec.summary ?? null,
    domains: spec.domains ?? [],
    availability: spec.availability ?? null,
    workplaceType: spec.workplaceType ?? null,
    jobType: spec.jobType ?? null,
    contractType: spec.contractType ?? null,
    currentLocation: spec.currentLocation ?? null,
    preferredLocations: (spec.preferredLocations ?? []).map((value) => ({ value, countryCode: "" })),
    nameVisible: spec.nameVisible ?? true,
    talentType: spec.talentType ?? "external",
    expertise: { speciality: spec.speciality ?? "", domains: spec.domains ?? [], stackArray: skills.map((s) => ({ category: s.category ?? "Framework", technology: s.technology, experience: s.years, certificates: [] })) },
    workExperience: {
      experience: (spec.experience ?? []).map((e) => ({ designation: { value: e.designation, label: e.designation }, company: e.company, responsibilities: e.responsibilities ?? "", projects: e.projects ?? [] })),
    },
    education: { groupedEducation: { MASTERS: (spec.education ?? []).map((e) => ({ courseName: e.courseName, institution: e.institution ?? "" })) } },
    updatedAt: spec.updatedAt ?? new Date(),
  });
  if (skills.length) {
    await db.insert(talentStacks).values(skills.map((s) => ({ userId: user.id, companyId, category: s.category ?? "Framework", stack: s.technology, years: s.years })));
  }
  return user.id;
}
