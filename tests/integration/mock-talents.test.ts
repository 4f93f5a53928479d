import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { closeDb, getDb } from "@/db/client";
import { activityLog, companies, jobs, reviews, talentProfiles, talentStacks, users } from "@/db/schema";
import { REVIEWED_TALENTS_PER_TENANT, SEEDED_TALENTS_PER_TENANT } from "@/db/seed/profiles";
import { attemptLogin } from "@/lib/auth/login";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { getProfile } from "@/lib/profiles/queries";
import { SECTION_SCHEMAS } from "@/lib/profiles/schemas";
import { countMockTalents, generateTalents, insertTalents, removeMockTalents, talentEmailDomain } from "@/lib/talent/mock";
import { finalRating } from "@/lib/talent/rating";
import { MOCK_TALENT_MESSAGES } from "@/lib/talent/schemas";
import { apiRequest, type RouteHandler } from "../support/api-request";
import { sectionInputsOf } from "../support/profile-sections";
import { findUser, sessionFor } from "../support/sessions";
import { fromAddress } from "../support/peer";

/**
 * Talent data: the seed's demo profiles, generated talents and review records; the generator's
 * writer against real Postgres; and the mock-talent actions through the one safe-action client
 * (Next's request scope does not exist in a test, so `headers()` answers with what a browser
 * would send: host and session cookie).
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/talent/actions");
const filesRoute = (await import("@/app/api/files/[id]/route")) as unknown as { GET: RouteHandler };

type Result = { data?: { generated?: number; total?: number; removed?: number }; serverError?: { code: number; message: string }; validationErrors?: { formErrors: string[]; fieldErrors: Record<string, string[]> } };

const ids: Record<"demo" | "acme", string> = { demo: "", acme: "" };
let adminCookie = "";

function as(cookie: string | null, host = "demo.localhost:3000") {
  request.headers = new Headers({ host, ...(cookie ? { cookie } : {}) });
}

async function talentCounts(companyId: string) {
  const db = getDb();
  const [u] = await db.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), eq(users.role, "talent")));
  const [p] = await db.select({ n: count() }).from(talentProfiles).where(eq(talentProfiles.companyId, companyId));
  const [s] = await db.select({ n: count() }).from(talentStacks).where(eq(talentStacks.companyId, companyId));
  return { users: u.n, profiles: p.n, stacks: s.n };
}

beforeAll(async () => {
  for (const slug of ["demo", "acme"] as const) {
    const [c] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
    ids[slug] = c.id;
  }
  adminCookie = (await sessionFor(await findUser("admin@demo.test", "demo"), "demo")).cookie;
});

afterAll(async () => {
  // Leave the shared run's database as the seed made it.
  await removeMockTalents(getDb(), ids.demo);
  await removeMockTalents(getDb(), ids.acme);
  await closeDb();
});

describe("the demo seed", () => {
  for (const slug of ["demo", "acme"] as const) {
    it(`gives ${slug}'s demo talent a complete profile the builder accepts, with a downloadable resume`, async () => {
      const talent = await findUser(`talent@${slug}.test`, slug);
      const view = await getProfile(ids[slug], talent.id);
      expect(view).not.toBeNull();
      const p = view!;
      expect(p.builder.completed).toBe(true);
      expect(p.workExperience.experience.length).toBeGreaterThanOrEqual(3);
      expect(p.workExperience.experience.every((e) => e.projects.length > 0)).toBe(true);
      expect(p.workExperience.totalExperience.years).toBeGreaterThanOrEqual(10);
      expect(p.projects.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(p.education.groupedEducation).sort()).toEqual(["MASTERS", "UNDERGRADUATE"]);
      expect(p.certification.length).toBeGreaterThanOrEqual(2);
      expect(p.immigration?.maritalStatus).toBe("MARRIED_PARTNER");
      expect(p.immigration?.spouse?.firstName).toBeTruthy();
      expect(Object.values(p.immigration?.spouseEducation?.groupedEducation ?? {}).flat().length).toBe(1);
      expect(p.expertise.stackArray.length).toBeGreaterThan(10);

      const inputs = sectionInputsOf({
        firstName: p.personal.firstName,
        middleName: p.personal.middleName,
        lastName: p.personal.lastName,
        altEmail: p.personal.altEmail,
        phone: p.personal.phoneNumber,
        currentLocation: p.personal.currentLocation,
        preferredLocations: p.personal.preferredLocations,
        availability: p.personal.availability,
        workplaceType: p.personal.workplaceType,
        jobType: p.personal.jobType,
        contractType: p.personal.contractType,
        linkedInUrl: p.personal.linkedInProfileUrl,
        summary: p.personal.summary,
        expertise: p.expertise,
        education: p.education,
        certifications: p.certification,
        workExperience: p.workExperience,
        immigration: p.immigration,
      });
      for (const [section, input] of Object.entries(inputs)) {
        const r = SECTION_SCHEMAS[section as keyof typeof SECTION_SCHEMAS].safeParse(input);
        expect(r.success ? "ok" : `${section}: ${r.error.issues[0].path.join(".")} ${r.error.issues[0].message}`).toBe("ok");
      }
      const [stackRows] = await getDb().select({ n: count() }).from(talentStacks).where(eq(talentStacks.userId, talent.id));
      expect(stackRows.n).toBe(p.expertise.stackArray.length);

      expect(p.personal.resume).toHaveLength(1);
      const resume = p.personal.resume[0];
      expect(resume.contentType).toBe("application/pdf");
      const session = await sessionFor(talent, slug);
      const url = new URL(resume.url, "http://localhost");
      const answer = await filesRoute.GET(apiRequest(url.pathname + url.search, { tenant: slug, cookie: session.cookie }), { params: Promise.resolve({ id: resume.fileId }) });
      expect(answer.status).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
      const { text } = await extractText(bytes, { mergePages: true });
      expect(text).toContain(talent.fullName);
      expect(text).toContain(p.workExperience.experience[0].company);
    });
  }

  it("holds 60 generated, non-mock talents per tenant, each with a profile and stacks, numbered in the tenant", async () => {
    for (const slug of ["demo", "acme"] as const) {
      const rows = await getDb()
        .select({ id: users.id, isMock: users.isMock, candidateUniqueId: users.candidateUniqueId, passwordHash: users.passwordHash, stacks: sql<number>`(select count(*)::int from talent_stacks s where s.user_id = ${users.id})` })
        .from(users)
        .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
        .where(and(eq(users.companyId, ids[slug]), like(users.email, `%@${talentEmailDomain(slug, false)}`)));
      expect(rows).toHaveLength(SEEDED_TALENTS_PER_TENANT);
      expect(rows.every((r) => !r.isMock && r.passwordHash === null && r.stacks > 0)).toBe(true);
      expect(rows.every((r) => r.candidateUniqueId?.startsWith(`${slug.toUpperCase()}-C-`))).toBe(true);
      expect(new Set(rows.map((r) => r.candidateUniqueId)).size).toBe(rows.length);
    }
  });

  it("holds reviewed talents: criteria scored on 10, the final rating on 5 from their average, by the tenant's own people on its own jobs", async () => {
    for (const slug of ["demo", "acme"] as const) {
      const rows = await getDb()
        .select({ review: reviews, reviewerRole: users.role, reviewerCompany: users.companyId, jobCompany: jobs.companyId })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .leftJoin(jobs, eq(jobs.id, reviews.jobId))
        .where(eq(reviews.companyId, ids[slug]));
      expect(new Set(rows.map((r) => r.review.candidateId)).size).toBe(REVIEWED_TALENTS_PER_TENANT);
      expect(rows.length).toBeGreaterThan(REVIEWED_TALENTS_PER_TENANT);
      expect(new Set(rows.map((r) => r.review.recommendation)).size).toBeGreaterThanOrEqual(2);
      for (const { review, reviewerRole, reviewerCompany, jobCompany } of rows) {
        expect(["recruiter", "collaborator"]).toContain(reviewerRole);
        expect(reviewerCompany).toBe(ids[slug]);
        expect(jobCompany).toBe(ids[slug]);
        expect(review.criteria.length).toBeGreaterThanOrEqual(3);
        expect(review.criteria.length).toBeLessThanOrEqual(5);
        expect(new Set(review.criteria.map((c) => c.name)).size).toBe(review.criteria.length);
        expect(review.criteria.every((c) => Number.isInteger(c.score) && c.score >= 1 && c.score <= 10)).toBe(true);
        expect(review.finalRating).toBe(finalRating(review.criteria.map((c) => c.score)));
        expect(review.comments.length).toBeGreaterThan(20);
      }
      const candidates = await getDb().select({ companyId: users.companyId }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.review.candidateId))]));
      expect(candidates.every((c) => c.companyId === ids[slug])).toBe(true);
    }
  });
});

describe("insertTalents and removeMockTalents", () => {
  let inserted: string[] = [];

  it("inserts 500 talents into one tenant: users, finished profiles and stacks, and nothing in another", async () => {
    const acmeBefore = await talentCounts(ids.acme);
    const demoBefore = await talentCounts(ids.demo);
    const rows = generateTalents(500, 4242);
    const res = await insertTalents(getDb(), ids.demo, rows, { mock: true });
    inserted = res.userIds;
    expect(res.userIds).toHaveLength(500);
    const demoAfter = await talentCounts(ids.demo);
    expect(demoAfter.users - demoBefore.users).toBe(500);
    expect(demoAfter.profiles - demoBefore.profiles).toBe(500);
    expect(demoAfter.stacks - demoBefore.stacks).toBe(rows.reduce((n, r) => n + r.stacks.length, 0));
    expect(await talentCounts(ids.acme)).toEqual(acmeBefore);

    const written = await getDb()
      .select({ user: users, profile: talentProfiles })
      .from(users)
      .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(inArray(users.id, res.userIds));
    expect(written).toHaveLength(500);
    for (const { user, profile } of written) {
      expect(user).toMatchObject({ companyId: ids.demo, role: "talent", isMock: true, passwordHash: null, state: "active" });
      expect(user.candidateUniqueId).toMatch(/^DEMO-C-\d{6,}$/);
      expect(profile).toMatchObject({ companyId: ids.demo, furthestStep: "immigration" });
      expect(profile.completedAt).not.toBeNull();
    }
    expect(new Set(written.map((w) => w.user.candidateUniqueId)).size).toBe(500);
    // The generated shapes land unchanged: the first row's sections read back as generated.
    const first = written.find((w) => w.user.id === res.userIds[0])!;
    expect(first.profile.workExperience).toEqual(JSON.parse(JSON.stringify(rows[0].workExperience)));
    expect(first.profile.expertise).toEqual(JSON.parse(JSON.stringify(rows[0].expertise)));
    expect(first.user.fullName).toBe(rows[0].fullName);
  });

  it("gives generated talents no password, so they cannot sign in", async () => {
    const [u] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, inserted[0]));
    const r = await attemptLogin({ email: u.email, password: "Talent#2026", portal: "talent" }, new Headers({ host: "demo.localhost:3000", ...fromAddress("198.51.100.77"), "user-agent": "vitest-mock" }));
    expect(r.ok).toBe(false);
    expect((r as { code: number }).code).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("numbers the next run after the highest candidate number, so runs never collide", async () => {
    const before = await getDb().select({ id: users.candidateUniqueId }).from(users).where(inArray(users.id, inserted));
    const highest = Math.max(...before.map((r) => Number(r.id!.split("-C-")[1])));
    const res = await insertTalents(getDb(), ids.demo, generateTalents(3, 4242), { mock: true });
    expect(res.firstNumber).toBe(highest + 1);
    inserted.push(...res.userIds);
  });

  it("removes only the mock talents of the tenant; seeded talents and the other tenant's mock talents stay", async () => {
    const acmeMock = await insertTalents(getDb(), ids.acme, generateTalents(20, 7), { mock: true });
    const demoMock = await countMockTalents(getDb(), ids.demo);
    expect(demoMock).toBe(503);
    const demoBefore = await talentCounts(ids.demo);

    expect(await removeMockTalents(getDb(), ids.demo)).toBe(503);
    expect(await countMockTalents(getDb(), ids.demo)).toBe(0);
    expect(await countMockTalents(getDb(), ids.acme)).toBe(20);
    const demoAfter = await talentCounts(ids.demo);
    expect(demoBefore.users - demoAfter.users).toBe(503);
    const [left] = await getDb().select({ n: count() }).from(talentProfiles).where(inArray(talentProfiles.userId, inserted));
    const [leftStacks] = await getDb().select({ n: count() }).from(talentStacks).where(inArray(talentStacks.userId, inserted));
    expect([left.n, leftStacks.n]).toEqual([0, 0]);
    const [seeded] = await getDb()
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, ids.demo), like(users.email, `%@${talentEmailDomain("demo", false)}`)));
    expect(seeded.n).toBe(SEEDED_TALENTS_PER_TENANT);
    await findUser("talent@demo.test", "demo");

    expect(await removeMockTalents(getDb(), ids.acme)).toBe(acmeMock.userIds.length);
  });
});

describe("the mock-talent actions", () => {
  it("generates for an admin holding settings.manage, reports the new total and logs the run", async () => {
    as(adminCookie);
    const r = (await actions.generateMockTalentsAction({ count: 3 })) as Result;
    expect(r.serverError).toBeUndefined();
    expect(r.data).toEqual({ generated: 3, total: 3 });
    const again = (await actions.generateMockTalentsAction({ count: "2" as unknown as number })) as Result;
    expect(again.data).toEqual({ generated: 2, total: 5 });
    expect(await countMockTalents(getDb(), ids.demo)).toBe(5);
    const logged = await getDb()
      .select({ after: activityLog.after })
      .from(activityLog)
      .where(and(eq(activityLog.companyId, ids.demo), eq(activityLog.action, "mockTalent.generate")));
    expect(logged.map((l) => (l.after as { count: number }).count).sort()).toEqual([2, 3]);
  });

  it("refuses a missing, zero, too large, non-numeric or megabyte count with the spec's text, and writes nothing", async () => {
    as(adminCookie);
    const before = await talentCounts(ids.demo);
    const cases: [unknown, string][] = [
      [{}, MOCK_TALENT_MESSAGES.countRequired],
      [{ count: "" }, MOCK_TALENT_MESSAGES.countRequired],
      [{ count: 0 }, MOCK_TALENT_MESSAGES.countInvalid],
      [{ count: 1001 }, MOCK_TALENT_MESSAGES.countInvalid],
      [{ count: "abc" }, MOCK_TALENT_MESSAGES.countInvalid],
      [{ count: "1".repeat(1024 * 1024) }, MOCK_TALENT_MESSAGES.countInvalid],
      [{ count: "'; drop table users; --" }, MOCK_TALENT_MESSAGES.countInvalid],
    ];
    for (const [input, text] of cases) {
      const r = (await actions.generateMockTalentsAction(input as { count: number })) as Result;
      expect(r.data).toBeUndefined();
      expect(r.validationErrors?.fieldErrors.count?.[0]).toBe(text);
    }
    expect(await talentCounts(ids.demo)).toEqual(before);
  });

  it("answers 10403 to a recruiter and a collaborator, who lack settings.manage, and 10231 without a session", async () => {
    const before = await countMockTalents(getDb(), ids.demo);
    for (const role of ["recruiter", "collaborator"]) {
      as((await sessionFor(await findUser(`${role}@demo.test`, "demo"), "demo")).cookie);
      expect(((await actions.generateMockTalentsAction({ count: 1 })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
      expect(((await actions.removeMockTalentsAction({})) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    }
    as(null);
    expect(((await actions.generateMockTalentsAction({ count: 1 })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    // The admin's session replayed on another tenant's host is no session there.
    as(adminCookie, "acme.localhost:3000");
    expect(((await actions.removeMockTalentsAction({})) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    expect(await countMockTalents(getDb(), ids.demo)).toBe(before);
  });

  it("removes every mock talent of the admin's company and logs how many", async () => {
    as(adminCookie);
    const r = (await actions.removeMockTalentsAction({})) as Result;
    expect(r.data).toEqual({ removed: 5 });
    expect(await countMockTalents(getDb(), ids.demo)).toBe(0);
    const [log] = await getDb()
      .select({ after: activityLog.after })
      .from(activityLog)
      .where(and(eq(activityLog.companyId, ids.demo), eq(activityLog.action, "mockTalent.removeAll")));
    expect(log.after).toMatchObject({ removed: 5 });
  });
});

describe("volume", () => {
  it("inserts 10,000 generated talents in one tenant (the time is printed, not asserted)", { timeout: 600_000 }, async () => {
    const t0 = performance.now();
    const rows = generateTalents(10_000, 10_000);
    const t1 = performance.now();
    const res = await insertTalents(getDb(), ids.acme, rows, { mock: true });
    const t2 = performance.now();
    expect(res.userIds).toHaveLength(10_000);
    expect(await countMockTalents(getDb(), ids.acme)).toBe(10_000);
    const removed = await removeMockTalents(getDb(), ids.acme);
    const t3 = performance.now();
    expect(removed).toBe(10_000);
    console.log(
      `[mock-talents] 10,000 talents: generate ${((t1 - t0) / 1000).toFixed(1)} s, insert ${((t2 - t1) / 1000).toFixed(1)} s (${Math.round(10_000 / ((t2 - t1) / 1000))}/s), remove ${((t3 - t2) / 1000).toFixed(1)} s`,
    );
  });
});
