import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, talentProfiles, talentStacks, users } from "@/db/schema";
import { isAppError, type AppError } from "@/lib/errors/app-error";
import { saveSection } from "@/lib/profiles/commands";
import { PROFILE_MESSAGES as M } from "@/lib/profiles/messages";
import { getProfile } from "@/lib/profiles/queries";
import { BUILDER_STEPS, type BuilderStep } from "@/lib/profiles/rules";
import { putFile } from "@/lib/storage";
import { tinyPdf } from "../support/files";
import { companyIdOf, makeTalent, withTempStorage, validSections } from "../support/profiles";

withTempStorage();

let demoId: string;

async function failure(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isAppError(e)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

/** A talent with a resume and a certificate uploaded, and every step before `upTo` saved. */
async function talentAt(upTo: BuilderStep) {
  const user = await makeTalent();
  const resume = await putFile({ companyId: demoId, ownerUserId: user.id, kind: "resume", fileName: "cv.pdf", bytes: tinyPdf() });
  const cert = await putFile({ companyId: demoId, ownerUserId: user.id, kind: "certificate", fileName: "aws.pdf", bytes: tinyPdf("AWS") });
  const data = validSections({ resumeId: resume.id, certificateId: cert.id });
  for (const step of BUILDER_STEPS) {
    if (step === upTo) break;
    await saveSection(demoId, user.id, step, data[step]);
  }
  return { user, data, resume, cert };
}

async function profileRow(userId: string) {
  const [row] = await getDb().select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  return row;
}

beforeAll(async () => {
  demoId = await companyIdOf("demo");
});

afterAll(async () => {
  await closeDb();
});

describe("saveSection with valid data, step by step", () => {
  it("saves every section in order, opening the next step each time and finishing the profile", async () => {
    const { user, data } = await talentAt("resume");
    for (const [i, step] of BUILDER_STEPS.entries()) {
      const out = await saveSection(demoId, user.id, step, data[step]);
      expect(out.section).toBe(step);
      expect(out.furthestStep).toBe(BUILDER_STEPS[Math.min(i + 1, BUILDER_STEPS.length - 1)]);
      expect(out.completed).toBe(step === "immigration");
    }
    const row = await profileRow(user.id);
    expect(row.completedAt).not.toBeNull();
    expect(row.furthestStep).toBe("immigration");
    // The search document is kept current by the database trigger on every save (lib/search).
    expect(row.search).toMatch(/'amazon'/);

    const [u] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect([u.firstName, u.lastName, u.fullName]).toEqual(["Bea", "Builder", "Bea Builder"]);

    const view = (await getProfile(demoId, user.id))!;
    expect(view.personal.currentLocation?.locality).toBe("Toronto");
    expect(view.personal.availability).toBe("WITHIN_30_DAYS");
    expect(view.personal.resume).toHaveLength(1);
    expect(view.personal.resume[0].url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(view.expertise.stacks.Language).toEqual([{ technology: "TypeScript", experience: 6, certificates: [] }]);
    expect(Object.keys(view.education.groupedEducation).sort()).toEqual(["MASTERS", "UNDERGRADUATE"]);
    expect(view.certification[0].description).toBe("AWS Solutions Architect");
    expect(view.workExperience.experience[0].designation).toEqual({ value: "Senior Engineer", label: "Senior Engineer" });
    expect(view.workExperience.experience[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(view.projects).toEqual([expect.objectContaining({ projectName: "Checkout", company: "Shopify" })]);
    expect(view.immigration?.spouse?.firstName).toBe("Sam");
    expect(view.immigration?.spouseEducation?.groupedEducation.MASTERS[0].courseName).toBe("MBA");
    expect(view.builder).toMatchObject({ furthestStep: "immigration", completed: true, completedSteps: [...BUILDER_STEPS] });

    const logged = await getDb().select().from(activityLog).where(and(eq(activityLog.actorUserId, user.id), eq(activityLog.action, "profile.sectionSaved")));
    expect(logged).toHaveLength(BUILDER_STEPS.length);
    expect(JSON.stringify(logged.map((l) => l.after))).not.toContain("Toronto");
  });

  it("computes the total experience with overlapping jobs counted once", async () => {
    const { user, data } = await talentAt("experience");
    const out = await saveSection(demoId, user.id, "experience", data.experience);
    // Jan 2018 – Dec 2019 and Jul 2019 – Jun 2020 overlap for six months: 30 months in all.
    expect(out.totalExperienceMonths).toBe(30);
    const row = await profileRow(user.id);
    expect(row.totalExperienceMonths).toBe(30);
    expect((row.workExperience as { totalExperience: unknown }).totalExperience).toEqual({ totalMonths: 30, years: 2, months: 6 });
    expect(row.designation).toBe("Staff Engineer");
  });

  it("rewrites the talent's stacks on each expertise save", async () => {
    const { user, data } = await talentAt("expertise");
    await saveSection(demoId, user.id, "expertise", data.expertise);
    await saveSection(demoId, user.id, "expertise", { ...data.expertise, stacks: [{ category: "Cloud", technology: "AWS", experience: 3, certificates: [] }] });
    const rows = await getDb().select().from(talentStacks).where(eq(talentStacks.userId, user.id));
    expect(rows.map((r) => [r.category, r.stack, r.years])).toEqual([["Cloud", "AWS", 3]]);
    const row = await profileRow(user.id);
    expect([row.speciality, row.domains]).toEqual(["Backend Development", ["Banking", "SaaS"]]);
  });

  it("drops the spouse's details when the talent is not married", async () => {
    const { user, data } = await talentAt("immigration");
    await saveSection(demoId, user.id, "immigration", { ...data.immigration, maritalStatus: "SINGLE" });
    const view = (await getProfile(demoId, user.id))!;
    expect(view.immigration?.spouse).toBeNull();
    expect(view.immigration?.spouseEducation).toBeNull();
  });
});

describe("saveSection refuses what the builder's rules refuse", () => {
  it("refuses a step after the furthest one reached and writes nothing", async () => {
    const { user, data } = await talentAt("personal");
    const e = await failure(saveSection(demoId, user.id, "experience", data.experience));
    expect([e.code, e.status, e.details?.reason]).toEqual([10001, 400, "stepLocked"]);
    expect((await profileRow(user.id)).workExperience).toEqual({});
  });

  const REQUIRED: [BuilderStep, string, (d: ReturnType<typeof validSections>) => unknown][] = [
    ["resume", M.resumeRequired, () => ({})],
    ["personal", M.firstNameRequired, (d) => ({ ...d.personal, firstName: "   " })],
    ["personal", M.lastNameRequired, (d) => ({ ...d.personal, lastName: "" })],
    ["personal", M.currentLocationRequired, (d) => ({ ...d.personal, currentLocation: null })],
    ["personal", M.currentLocationRequired, (d) => ({ ...d.personal, currentLocation: { country: "", countryCode: "", state: "", locality: "", formattedAddress: "Atlantic Ocean", label: "Atlantic Ocean", value: "x" } })],
    ["personal", M.availabilityRequired, (d) => ({ ...d.personal, availability: "" })],
    ["personal", M.workplaceTypeRequired, (d) => ({ ...d.personal, workplaceType: undefined })],
    ["expertise", M.designationRequired, (d) => ({ ...d.expertise, speciality: "" })],
    ["expertise", M.domainRequired, (d) => ({ ...d.expertise, domains: [] })],
    ["expertise", M.categoryRequired, (d) => ({ ...d.expertise, stacks: [{ ...d.expertise.stacks[0], category: "" }] })],
    ["expertise", M.technologyRequired, (d) => ({ ...d.expertise, stacks: [{ ...d.expertise.stacks[0], technology: " " }] })],
    ["expertise", M.experienceRequired, (d) => ({ ...d.expertise, stacks: [{ ...d.expertise.stacks[0], experience: null }] })],
    ["education", M.levelRequired, (d) => ({ entries: [{ ...d.education.entries[0], level: "" }] })],
    ["education", M.courseRequired, (d) => ({ entries: [{ ...d.education.entries[0], courseName: "" }] })],
    ["certifications", M.descriptionRequired, (d) => ({ entries: [{ ...d.certifications.entries[0], description: "" }] })],
    ["experience", M.designationRequired, (d) => ({ entries: [{ ...d.experience.entries[0], designation: "" }] })],
    ["experience", M.companyRequired, (d) => ({ entries: [{ ...d.experience.entries[0], company: "" }] })],
    ["experience", M.fromRequired, (d) => ({ entries: [{ ...d.experience.entries[0], from: null }] })],
    ["experience", M.toRequired, (d) => ({ entries: [{ ...d.experience.entries[0], to: null, current: false }] })],
    ["experience", M.projectTitleRequired, (d) => ({ entries: [{ ...d.experience.entries[0], projects: [{ ...d.experience.entries[0].projects[0], projectName: "" }] }] })],
    ["experience", M.descriptionRequired, (d) => ({ entries: [{ ...d.experience.entries[0], projects: [{ ...d.experience.entries[0].projects[0], shortDescription: "" }] }] })],
    ["experience", M.yearsMonthsRequired, (d) => ({ entries: [{ ...d.experience.entries[0], projects: [{ ...d.experience.entries[0].projects[0], experience: { years: null, months: 2 } }] }] })],
    ["experience", M.yearsMonthsRequired, (d) => ({ entries: [{ ...d.experience.entries[0], projects: [{ ...d.experience.entries[0].projects[0], experience: { years: 0, months: 0 } }] }] })],
  ];

  for (const [step, message, spoil] of REQUIRED) {
    it(`answers 10001 "${message}" for a missing field of ${step}`, async () => {
      const { user, data } = await talentAt("immigration");
      const e = await failure(saveSection(demoId, user.id, step, spoil(data)));
      expect([e.code, e.status, e.message]).toEqual([10001, 400, message]);
    });
  }

  it("refuses a to date before (or equal to) the from date", async () => {
    const { user, data } = await talentAt("experience");
    const entry = data.experience.entries[0];
    for (const to of [{ month: 12, year: 2017 }, { month: 1, year: 2018 }]) {
      const e = await failure(saveSection(demoId, user.id, "experience", { entries: [{ ...entry, to }] }));
      expect([e.code, e.message]).toEqual([10001, M.toAfterFrom]);
      expect(e.details?.issues).toEqual([{ path: "entries.0.to", message: M.toAfterFrom }]);
    }
    expect((await profileRow(user.id)).totalExperienceMonths).toBe(0);
  });

  it("refuses an expertise without any stack, and a technology listed twice", async () => {
    const { user, data } = await talentAt("expertise");
    const none = await failure(saveSection(demoId, user.id, "expertise", { ...data.expertise, stacks: [] }));
    expect([none.code, none.message]).toEqual([10001, M.stackRequired]);
    const twice = await failure(saveSection(demoId, user.id, "expertise", { ...data.expertise, stacks: [data.expertise.stacks[0], { ...data.expertise.stacks[0], technology: "typescript" }] }));
    expect(twice.message).toBe(M.stackDuplicate);
    expect(await getDb().select().from(talentStacks).where(eq(talentStacks.userId, user.id))).toEqual([]);
  });

  it("refuses 15 dependents, a future or under-18 birth date, and a year outside the lists", async () => {
    const { user, data } = await talentAt("immigration");
    const dep = await failure(saveSection(demoId, user.id, "immigration", { ...data.immigration, dependents: 15 }));
    expect(dep.message).toBe(M.dependentsRange);
    const zero = await failure(saveSection(demoId, user.id, "immigration", { ...data.immigration, dependents: 0 }));
    expect(zero.message).toBe(M.dependentsRange);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    const minor = await failure(saveSection(demoId, user.id, "immigration", { ...data.immigration, dob: young.toISOString().slice(0, 10) }));
    expect(minor.message).toBe(M.ageUnder18);
    const bad = await failure(saveSection(demoId, user.id, "immigration", { ...data.immigration, dob: "2001-02-30" }));
    expect(bad.message).toBe(M.dobInvalid);
    const future = new Date().getFullYear() + 1;
    const exp = await failure(saveSection(demoId, user.id, "experience", { entries: [{ ...data.experience.entries[0], from: { month: 1, year: future }, current: true }] }));
    expect(exp.message).toBe(M.yearInvalid);
    const edu = await failure(saveSection(demoId, user.id, "education", { entries: [{ ...data.education.entries[0], completion: 1958 }] }));
    expect(edu.message).toBe(M.yearInvalid);
    // The full list runs 20 years ahead: an expected completion that far is fine.
    await saveSection(demoId, user.id, "education", { entries: [{ ...data.education.entries[0], completion: future + 19 }] });
  });

  it("refuses a certificate or resume that is not the talent's own upload", async () => {
    const { user, data } = await talentAt("immigration");
    const other = await talentAt("resume");
    const e = await failure(saveSection(demoId, user.id, "expertise", { ...data.expertise, stacks: [{ ...data.expertise.stacks[0], certificates: [{ fileId: other.cert.id, fileName: "aws.pdf" }] }] }));
    expect([e.code, e.message]).toEqual([10001, M.fileInvalid]);
    const r = await failure(saveSection(demoId, user.id, "resume", { fileId: other.resume.id }));
    expect([r.code, r.message]).toEqual([10001, M.resumeRequired]);
    // Its own certificate, used as a resume, is the wrong kind.
    const kind = await failure(saveSection(demoId, user.id, "resume", { fileId: data.expertise.stacks[1].certificates[0].fileId }));
    expect(kind.message).toBe(M.resumeRequired);
  });

  it("refuses a talent of another company with 10404", async () => {
    const acmeTalent = await makeTalent("acme");
    const e = await failure(saveSection(demoId, acmeTalent.id, "resume", { fileId: "7f1d7c5e-8d7e-4a55-9d55-111111111111" }));
    expect([e.code, e.status]).toEqual([10404, 404]);
  });
});

describe("hostile input on every section", () => {
  const MB = "x".repeat(1024 * 1024);
  const HOSTILE = ["' OR 1=1 --", "'; drop table talent_profiles; --", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];

  async function snapshot(userId: string) {
    const [p] = await getDb().execute<{ row: string }>(sql`select row_to_json(t)::text as row from talent_profiles t where user_id = ${userId}`).then((r) => r.rows);
    const [{ n }] = (await getDb().execute<{ n: string }>(sql`select count(*) as n from activity_log where actor_user_id = ${userId}`)).rows;
    return `${p?.row}|${n}`;
  }

  it("refuses 1 MB strings in any text field with a 4xx and writes nothing", async () => {
    const { user, data } = await talentAt("immigration");
    const before = await snapshot(user.id);
    const cases: [BuilderStep, unknown][] = [
      ["personal", { ...data.personal, firstName: MB }],
      ["personal", { ...data.personal, summary: MB }],
      ["personal", { ...data.personal, currentLocation: { ...data.personal.currentLocation, label: MB } }],
      ["expertise", { ...data.expertise, speciality: MB }],
      ["expertise", { ...data.expertise, domains: [MB] }],
      ["education", { entries: [{ ...data.education.entries[0], courseName: MB }] }],
      ["certifications", { entries: [{ ...data.certifications.entries[0], institution: MB }] }],
      ["experience", { entries: [{ ...data.experience.entries[0], responsibilities: MB }] }],
      ["immigration", { ...data.immigration, applicationDetails: { ...data.immigration.applicationDetails, applicationStatus: MB } }],
      ["expertise", { ...data.expertise, stacks: Array.from({ length: 101 }, (_, i) => ({ ...data.expertise.stacks[0], technology: `T${i}` })) }],
      ["personal", "not an object"],
      ["education", null],
    ];
    for (const [step, input] of cases) {
      const e = await failure(saveSection(demoId, user.id, step, input));
      expect(e.status, step).toBeGreaterThanOrEqual(400);
      expect(e.status, step).toBeLessThan(500);
    }
    expect(await snapshot(user.id)).toBe(before);
  });

  it("stores SQL and HTML text as plain text, unchanged and harmless", async () => {
    const { user, data } = await talentAt("immigration");
    for (const text of HOSTILE) {
      await saveSection(demoId, user.id, "experience", { entries: [{ ...data.experience.entries[0], company: text.slice(0, 100), responsibilities: text }] });
      const view = (await getProfile(demoId, user.id))!;
      expect(view.workExperience.experience[0].responsibilities).toBe(text);
    }
    const [{ n }] = (await getDb().execute<{ n: string }>(sql`select count(*) as n from talent_profiles`)).rows;
    expect(Number(n)).toBeGreaterThan(0);
  });

  it("refuses unknown sections and wrong types without a 500", async () => {
    const { user, data } = await talentAt("immigration");
    for (const [step, input] of [
      ["nonsense", {}],
      ["personal", { ...data.personal, availability: 42 }],
      ["expertise", { ...data.expertise, stacks: [{ ...data.expertise.stacks[0], experience: "6" }] }],
      ["immigration", { ...data.immigration, checkLists: "H1B_VISA" }],
      ["personal", { ...data.personal, photoFileId: "../../etc/passwd" }],
    ] as [string, unknown][]) {
      const e = await failure(saveSection(demoId, user.id, step, input));
      expect(e.code, step).toBe(10001);
    }
  });
});
