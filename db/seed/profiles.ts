import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "../client";
import { companies, jobs, reviews, storedFiles, talentProfiles, talentStacks, users } from "../schema";
import { putFile } from "@/lib/storage";
import { generateTalents, insertTalents, talentEmailDomain } from "@/lib/talent/mock";
import { createRng, seedFromText, type Rng } from "@/lib/talent/prng";
import { finalRating } from "@/lib/talent/rating";
import { resumePdf } from "@/lib/talent/resume-pdf";
import { demoProfile } from "./demo-profile";

/**
 * Talent data of the demo seed (issues "Talent profile" and "Talent search"): the demo talent's
 * complete profile with a resume file, 60 generated talents per tenant for the recruiter screens,
 * and review records on about ten of them so compare has something to compare. Deterministic per
 * tenant (seeded by its slug). Each part is skipped when it already exists, so a restart seeds
 * nothing twice.
 */

export const SEEDED_TALENTS_PER_TENANT = 60;
export const REVIEWED_TALENTS_PER_TENANT = 10;

const CRITERIA = ["Technical skills", "Problem solving", "Communication", "Experience relevance", "System design", "Code quality", "Culture fit", "Leadership"] as const;

export async function seedProfiles(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const tenants = await db.select({ id: companies.id, slug: companies.slug }).from(companies).orderBy(asc(companies.slug));
  for (const tenant of tenants) {
    if (await seedDemoTalent(db, tenant, now)) log(`seeded the demo talent's profile for ${tenant.slug}`);
    const added = await seedGeneratedTalents(db, tenant, now);
    if (added) log(`seeded ${added} talents for ${tenant.slug}`);
    const reviewed = await seedReviews(db, tenant, now);
    if (reviewed) log(`seeded ${reviewed} reviews for ${tenant.slug}`);
  }
}

/** The tenant's `talent@…` account gets every builder section and a resume, once. */
async function seedDemoTalent(db: Db, tenant: { id: string; slug: string }, now: Date): Promise<boolean> {
  const [talent] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.companyId, tenant.id), eq(users.role, "talent"), like(users.email, "talent@%")))
    .limit(1);
  if (!talent) return false;
  const [existing] = await db.select({ userId: talentProfiles.userId }).from(talentProfiles).where(eq(talentProfiles.userId, talent.id)).limit(1);
  if (existing) return false;

  const p = demoProfile(tenant.slug, talent.fullName, talent.email, now);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, updatedAt: p.updatedAt }).where(eq(users.id, talent.id));
    await tx.insert(talentProfiles).values({
      userId: talent.id,
      companyId: tenant.id,
      altEmail: p.altEmail,
      phone: p.phone,
      currentLocation: p.currentLocation,
      preferredLocations: p.preferredLocations,
      availability: p.availability,
      workplaceType: p.workplaceType,
      jobType: p.jobType,
      contractType: p.contractType,
      linkedInUrl: p.linkedInUrl,
      summary: p.summary,
      designation: p.designation,
      speciality: p.speciality,
      domains: p.domains,
      expertise: p.expertise as unknown as Record<string, unknown>,
      education: p.education as unknown as Record<string, unknown>,
      certifications: p.certifications,
      workExperience: p.workExperience as unknown as Record<string, unknown>,
      immigration: p.immigration as unknown as Record<string, unknown>,
      totalExperienceMonths: p.totalExperienceMonths,
      furthestStep: "immigration",
      completedAt: p.completedAt,
      nameVisible: p.nameVisible,
      talentType: p.talentType,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
    await tx.insert(talentStacks).values(p.stacks.map((s) => ({ userId: talent.id, companyId: tenant.id, category: s.category, stack: s.stack, years: s.years })));
    // Through lib/storage, like an upload: the profile's resume list and its signed URL work as usual.
    const hasResume = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerUserId, talent.id), eq(storedFiles.kind, "resume")))
      .limit(1);
    if (!hasResume.length) {
      await putFile({ companyId: tenant.id, ownerUserId: talent.id, kind: "resume", fileName: p.resume.fileName, bytes: resumePdf(p.resume.lines, { title: `${p.fullName} - Resume` }) }, tx);
    }
  });
  return true;
}

/** 60 ordinary (non-mock) talents, once: the tenant's `people.<slug>.test` addresses mark them. */
async function seedGeneratedTalents(db: Db, tenant: { id: string; slug: string }, now: Date): Promise<number> {
  const domain = talentEmailDomain(tenant.slug, false);
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users where company_id = ${tenant.id} and email like ${`%@${domain}`}`)).rows;
  if (n > 0) return 0;
  const rows = generateTalents(SEEDED_TALENTS_PER_TENANT, seedFromText(`seed:${tenant.slug}`), { now });
  await insertTalents(db, tenant.id, rows, { mock: false, emailDomain: domain });
  return rows.length;
}

function reviewComment(rng: Rng, recommendation: "Recommend" | "Not Recommend" | "Hold", skills: string[]): string {
  const skill = skills.length ? rng.pick(skills) : "the core stack";
  switch (recommendation) {
    case "Recommend":
      return rng.pick([
        `Strong, well-structured answers. Deep hands-on experience with ${skill}; explained trade-offs clearly. Recommend moving to the final round.`,
        `Clear communicator with solid ${skill} experience. Solved the exercise quickly and tested edge cases. Good fit for the team.`,
      ]);
    case "Hold":
      return rng.pick([
        `Good fundamentals and a pleasant conversation, but ${skill} experience is thinner than the role needs. Keep on hold while we see other candidates.`,
        `Mixed interview: solid on ${skill}, less convincing on system design. Would like a second opinion before deciding.`,
      ]);
    case "Not Recommend":
      return rng.pick([
        `Struggled with the practical exercise and could not explain past ${skill} work in depth. Not a match for this role.`,
        `Experience does not match the level of the role; answers on ${skill} stayed general.`,
      ]);
  }
}

/**
 * Review records (second document §3 Review) on the first ten seeded talents: one or two reviews
 * each, by the tenant's recruiter and collaborator, against one of its jobs (open ones first),
 * 3–5 distinct criteria scored 1–10 and the final rating on 5 computed from them.
 */
async function seedReviews(db: Db, tenant: { id: string; slug: string }, now: Date): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from reviews where company_id = ${tenant.id}`)).rows;
  if (n > 0) return 0;
  const talents = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, tenant.id), eq(users.role, "talent"), like(users.email, `%@${talentEmailDomain(tenant.slug, false)}`)))
    .orderBy(asc(users.candidateUniqueId))
    .limit(REVIEWED_TALENTS_PER_TENANT);
  if (!talents.length) return 0;
  const reviewers = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, tenant.id), inArray(users.role, ["recruiter", "collaborator"])))
    .orderBy(asc(users.role));
  const tenantJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, tenant.id))
    .orderBy(sql`${jobs.status} <> 'active'`, asc(jobs.jdNumber));
  const stacks = await db
    .select({ userId: talentStacks.userId, stack: talentStacks.stack })
    .from(talentStacks)
    .where(inArray(
      talentStacks.userId,
      talents.map((t) => t.id),
    ));
  const rng = createRng(seedFromText(`reviews:${tenant.slug}`));
  const values: (typeof reviews.$inferInsert)[] = [];
  talents.forEach((t, i) => {
    const jobId = tenantJobs.length ? tenantJobs[i % Math.min(tenantJobs.length, 4)].id : null;
    const skills = stacks.filter((s) => s.userId === t.id).map((s) => s.stack);
    const count = reviewers.length > 1 && rng.chance(0.5) ? 2 : 1;
    // A talent's quality shows in every reviewer's scores, with some disagreement between them.
    const level = rng.int(3, 9);
    for (const reviewer of rng.sample(reviewers, count)) {
      const criteria = rng.sample(CRITERIA, rng.int(3, 5)).map((name) => ({ name, score: Math.max(1, Math.min(10, level + rng.int(-2, 2))) }));
      const rating = finalRating(criteria.map((c) => c.score));
      if (rating === null) continue; // never: every seeded review scores 3 to 5 criteria
      const recommendation = rating >= 3.8 ? "Recommend" : rating <= 2.6 ? "Not Recommend" : rng.pick(["Hold", "Recommend", "Hold"] as const);
      values.push({
        companyId: tenant.id,
        jobId,
        candidateId: t.id,
        reviewerId: reviewer.id,
        recommendation,
        comments: reviewComment(rng, recommendation, skills),
        criteria,
        finalRating: rating,
        personalNote: rng.chance(0.4) ? rng.pick(["Follow up on notice period.", "Ask about relocation.", "Salary expectations above range.", "Prefers remote work."]) : null,
        completedAt: new Date(now.getTime() - rng.int(1, 60) * 86_400_000),
      });
    }
  });
  if (values.length) await db.insert(reviews).values(values);
  return values.length;
}
