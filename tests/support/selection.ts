import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLog, jobShortlists, jobs, reviews, talentProfiles, talentShares, talentStacks, users } from "@/db/schema";
import { createTestOrg, insertJob, insertUser, type TestOrg } from "./org";

/**
 * Fixtures of the selection tests: a company of its own with two recruiters, talents with
 * profiles and completed reviews, and jobs in every state. Inserted directly: they are the
 * ground the behaviour under test stands on, not the behaviour.
 */
export type SelectionWorld = TestOrg & {
  recruiter: typeof users.$inferSelect;
  otherRecruiter: typeof users.$inferSelect;
  collaborator: typeof users.$inferSelect;
};

export async function makeSelectionWorld(): Promise<SelectionWorld> {
  const org = await createTestOrg();
  return {
    ...org,
    recruiter: await insertUser(org, { role: "recruiter", fullName: "Rita Recruiter" }),
    otherRecruiter: await insertUser(org, { role: "recruiter", fullName: "Oscar Other" }),
    collaborator: await insertUser(org, { role: "collaborator", fullName: "Cole Collaborator" }),
  };
}

type TalentOptions = { name?: string; nameVisible?: boolean; designation?: string; stacks?: { stack: string; years: number }[] };

export async function insertTalent(org: Pick<TestOrg, "companyId" | "slug">, o: TalentOptions = {}) {
  const db = getDb();
  const tag = randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({ companyId: org.companyId, email: `talent-${tag}@${org.slug}.test`, fullName: o.name ?? `Talent ${tag}`, role: "talent", candidateUniqueId: `SEL-${tag}`, invitationAcceptedAt: new Date() })
    .returning();
  await db.insert(talentProfiles).values({
    userId: user.id,
    companyId: org.companyId,
    designation: o.designation ?? "Frontend Engineer",
    speciality: "Frontend Development",
    domains: ["SaaS"],
    availability: "WITHIN_30_DAYS",
    workplaceType: "REMOTE",
    jobType: "FULL_TIME",
    currentLocation: { label: "Toronto, Ontario, Canada", country: "Canada" },
    totalExperienceMonths: 74,
    nameVisible: o.nameVisible ?? true,
    education: { groupedEducation: { MASTERS: [{ level: "MASTERS", courseName: "MSc Computer Science", institution: "McGill", completion: 2016 }] }, isReviewComplete: false },
  });
  const stacks = o.stacks ?? [{ stack: "React", years: 5 }];
  if (stacks.length) await db.insert(talentStacks).values(stacks.map((s) => ({ userId: user.id, companyId: org.companyId, category: "Framework", stack: s.stack, years: s.years })));
  return user;
}

export async function insertReview(
  org: Pick<TestOrg, "companyId">,
  candidateId: string,
  r: { finalRating?: number; recommendation?: "Recommend" | "Not Recommend" | "Hold"; completedAt?: Date; criteria?: { name: string; score: number }[]; jobId?: string | null } = {},
) {
  const [row] = await getDb()
    .insert(reviews)
    .values({
      companyId: org.companyId,
      candidateId,
      jobId: r.jobId ?? null,
      recommendation: r.recommendation ?? "Recommend",
      comments: "Strong fundamentals.",
      criteria: r.criteria ?? [
        { name: "Technical", score: 9 },
        { name: "Communication", score: 8 },
      ],
      finalRating: r.finalRating ?? 4.3,
      completedAt: r.completedAt ?? new Date(),
    })
    .returning();
  return row;
}

export async function jobIn(org: TestOrg, o: { assigneeId?: string | null; status?: (typeof jobs.$inferInsert)["status"]; dueInDays?: number } = {}) {
  const job = await insertJob(org, { assigneeId: o.assigneeId ?? null, status: o.status ?? "active" });
  if (o.dueInDays !== undefined) {
    await getDb()
      .update(jobs)
      .set({ dueDate: new Date(Date.now() + o.dueInDays * 86_400_000) })
      .where(eq(jobs.id, job.id));
  }
  return job;
}

export async function shortlistRows(jobId: string) {
  return getDb().select().from(jobShortlists).where(eq(jobShortlists.jobId, jobId)).orderBy(jobShortlists.createdAt);
}

/** What a refused request must not have changed in the company. */
export async function writesOf(companyId: string) {
  const db = getDb();
  const [[s], [sh], [log]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(jobShortlists).where(eq(jobShortlists.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(talentShares).where(eq(talentShares.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(and(eq(activityLog.companyId, companyId), sql`${activityLog.action} like 'selection.%'`)),
  ]);
  return { shortlists: s.n, shares: sh.n, activity: log.n };
}

export async function selectionActivity(companyId: string, action: string) {
  return getDb()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.companyId, companyId), eq(activityLog.action, action)))
    .orderBy(activityLog.createdAt);
}
