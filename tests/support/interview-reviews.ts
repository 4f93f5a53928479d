import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLog, interviewCandidates, interviewParticipants, interviewStageEvents, interviews, reviews } from "@/db/schema";
import type { PipelineStatus } from "@/lib/interviews/statuses";
import { insertJob, insertUser, type TestOrg } from "./org";
import { insertTalent } from "./selection";

/**
 * Fixtures of the review tests: a job with an assignee and collaborators, a talent on its
 * interview list and one interview of the entry's round with its interviewers — inserted directly
 * (booking is another command's behaviour; here it is the ground the review stands on).
 */
export type ReviewWorld = TestOrg & {
  recruiter: Awaited<ReturnType<typeof insertUser>>;
  alice: Awaited<ReturnType<typeof insertUser>>;
  bob: Awaited<ReturnType<typeof insertUser>>;
  /** A collaborator on the job who is not one of the interview's interviewers. */
  carol: Awaited<ReturnType<typeof insertUser>>;
};

export async function makeReviewWorld(org: TestOrg): Promise<ReviewWorld> {
  return {
    ...org,
    recruiter: await insertUser(org, { role: "recruiter", fullName: "Rita Recruiter" }),
    alice: await insertUser(org, { role: "collaborator", fullName: "Alice Interviewer" }),
    bob: await insertUser(org, { role: "collaborator", fullName: "Bob Interviewer" }),
    carol: await insertUser(org, { role: "collaborator", fullName: "Carol Onlooker" }),
  };
}

export type ReviewCase = { entryId: string; interviewId: string; jobId: string; candidateId: string };

/** A talent on a new job's interview list with one interview (default: ended an hour ago) whose interviewers are Alice and Bob. */
export async function interviewFor(
  w: ReviewWorld,
  o: { status?: PipelineStatus; startsAt?: Date; endsAt?: Date; interviewers?: string[]; talentName?: string } = {},
): Promise<ReviewCase> {
  const db = getDb();
  const job = await insertJob(w, { assigneeId: w.recruiter.id, collaboratorIds: [w.alice.id, w.bob.id, w.carol.id] });
  const talent = await insertTalent(w, { name: o.talentName });
  const [entry] = await db
    .insert(interviewCandidates)
    .values({ companyId: w.companyId, jobId: job.id, candidateId: talent.id, status: o.status ?? "interviewScheduled", addedById: w.recruiter.id })
    .returning();
  const endsAt = o.endsAt ?? new Date(Date.now() - 60 * 60_000);
  const startsAt = o.startsAt ?? new Date(endsAt.getTime() - 60 * 60_000);
  const [interview] = await db
    .insert(interviews)
    .values({ companyId: w.companyId, jobId: job.id, candidateId: talent.id, pipelineId: entry!.id, round: 1, startsAt, endsAt })
    .returning();
  const panel = o.interviewers ?? [w.alice.id, w.bob.id];
  if (panel.length) await db.insert(interviewParticipants).values(panel.map((userId) => ({ interviewId: interview!.id, userId })));
  return { entryId: entry!.id, interviewId: interview!.id, jobId: job.id, candidateId: talent.id };
}

export async function entryStatus(entryId: string): Promise<PipelineStatus> {
  const [row] = await getDb().select({ status: interviewCandidates.status }).from(interviewCandidates).where(eq(interviewCandidates.id, entryId));
  return row!.status;
}

export async function stageEvents(entryId: string) {
  return getDb()
    .select({ transition: interviewStageEvents.transition, from: interviewStageEvents.fromStatus, to: interviewStageEvents.toStatus, actorId: interviewStageEvents.actorId })
    .from(interviewStageEvents)
    .where(eq(interviewStageEvents.pipelineId, entryId))
    .orderBy(asc(interviewStageEvents.at), asc(sql`ctid`));
}

export async function reviewsOf(interviewId: string) {
  return getDb().select().from(reviews).where(eq(reviews.interviewId, interviewId)).orderBy(asc(reviews.completedAt));
}

export async function interviewRow(interviewId: string) {
  const [row] = await getDb().select().from(interviews).where(eq(interviews.id, interviewId));
  return row!;
}

/** Everything a refused review must not have changed: reviews, stage events and review activity of the company. */
export async function reviewWritesOf(companyId: string) {
  const db = getDb();
  const [[r], [e], [a]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(interviewStageEvents).where(eq(interviewStageEvents.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(and(eq(activityLog.companyId, companyId), sql`${activityLog.action} like 'interviews.%'`)),
  ]);
  return { reviews: r!.n, events: e!.n, activity: a!.n };
}

export const GOOD_REVIEW = {
  recommendation: "Recommend" as const,
  comments: "Clear thinking, solid system design.",
  criteria: [
    { name: "Technical", score: 9 },
    { name: "Communication", score: 8 },
  ],
  personalNote: "Would pair well with the platform team.",
};
