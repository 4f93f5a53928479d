import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewCandidates, interviewParticipants, interviews, jobs, reviews, talentProfiles, users } from "@/db/schema";
import { formatJdId } from "@/lib/jobs/rules";
import type { TalentReview } from "@/lib/selection/types";
import { isUuid } from "@/lib/text/uuid";
import { panelResult, reviewWindow, type ReviewWindow } from "./review-rules";
import type { Recommendation } from "./review-schemas";
import type { PipelineStatus } from "./statuses";

/**
 * Read side of reviews (decision D47): the review page, and what compare and search show for a
 * talent. Every query is scoped to one company.
 */

export type ReviewCriterion = { name: string; score: number };

export type OwnReview = {
  recommendation: Recommendation;
  comments: string;
  criteria: ReviewCriterion[];
  personalNote: string;
  finalRating: number;
  completedAt: string;
};

/** Another interviewer's submitted review as the page shows it (the personal note stays theirs). */
export type PeerReview = { reviewerName: string; recommendation: Recommendation; finalRating: number; comments: string; completedAt: string };

export type ReviewPageData = {
  entry: { id: string; jobId: string; status: PipelineStatus; round: number };
  job: { id: string; jdId: string; title: string };
  talent: { name: string | null; candidateUniqueId: string | null };
  interview: { id: string; startsAt: string; endsAt: string } | null;
  window: ReviewWindow;
  isInterviewer: boolean;
  interviewers: { name: string; reviewed: boolean }[];
  mine: OwnReview | null;
  /** Empty until the viewer has submitted their own review. */
  others: PeerReview[];
};

function criteriaOf(v: unknown): ReviewCriterion[] {
  if (!Array.isArray(v)) return [];
  return v.filter((c): c is ReviewCriterion => typeof c?.name === "string" && typeof c?.score === "number").map((c) => ({ name: c.name, score: c.score }));
}

/** The entry's job id (tenant-scoped), for the page's association check; null when the entry is not this company's. */
export async function reviewEntryJob(companyId: string, entryId: string): Promise<string | null> {
  if (!isUuid(entryId)) return null;
  const [row] = await getDb()
    .select({ jobId: interviewCandidates.jobId })
    .from(interviewCandidates)
    .where(and(eq(interviewCandidates.id, entryId), eq(interviewCandidates.companyId, companyId)));
  return row?.jobId ?? null;
}

/** Everything the review page shows for one viewer; null when the entry is not this company's. */
export async function reviewPageData(companyId: string, viewerId: string, entryId: string, now: Date = new Date()): Promise<ReviewPageData | null> {
  if (!isUuid(entryId)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      entry: { id: interviewCandidates.id, jobId: interviewCandidates.jobId, status: interviewCandidates.status, round: interviewCandidates.round },
      job: { id: jobs.id, jdNumber: jobs.jdNumber, title: jobs.title },
      talent: { fullName: users.fullName, candidateUniqueId: users.candidateUniqueId, nameVisible: talentProfiles.nameVisible },
    })
    .from(interviewCandidates)
    .innerJoin(jobs, and(eq(jobs.id, interviewCandidates.jobId), eq(jobs.companyId, companyId)))
    .innerJoin(users, and(eq(users.id, interviewCandidates.candidateId), eq(users.companyId, companyId)))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, interviewCandidates.candidateId))
    .where(and(eq(interviewCandidates.id, entryId), eq(interviewCandidates.companyId, companyId)));
  if (!row) return null;

  const [interview] = await db
    .select({ id: interviews.id, startsAt: interviews.startsAt, endsAt: interviews.endsAt, status: interviews.status })
    .from(interviews)
    .where(and(eq(interviews.pipelineId, entryId), eq(interviews.companyId, companyId), eq(interviews.round, row.entry.round), inArray(interviews.status, ["scheduled", "ended"])))
    .orderBy(desc(interviews.startsAt))
    .limit(1);

  const base = {
    entry: row.entry,
    job: { id: row.job.id, jdId: formatJdId(row.job.jdNumber), title: row.job.title },
    talent: { name: row.talent.nameVisible === false ? null : row.talent.fullName, candidateUniqueId: row.talent.candidateUniqueId },
  };
  if (!interview) return { ...base, interview: null, window: "noInterview", isInterviewer: false, interviewers: [], mine: null, others: [] };

  const [panel, written] = await Promise.all([
    db
      .select({ userId: interviewParticipants.userId, name: users.fullName })
      .from(interviewParticipants)
      .innerJoin(users, eq(users.id, interviewParticipants.userId))
      .where(eq(interviewParticipants.interviewId, interview.id))
      .orderBy(asc(users.fullName)),
    db
      .select({ review: reviews, reviewerName: users.fullName })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(and(eq(reviews.interviewId, interview.id), eq(reviews.companyId, companyId)))
      .orderBy(asc(reviews.completedAt)),
  ]);
  const reviewedBy = new Set(written.map((w) => w.review.reviewerId));
  const own = written.find((w) => w.review.reviewerId === viewerId)?.review;
  const mine: OwnReview | null = own
    ? {
        recommendation: own.recommendation,
        comments: own.comments,
        criteria: criteriaOf(own.criteria),
        personalNote: own.personalNote ?? "",
        finalRating: Number(own.finalRating),
        completedAt: own.completedAt.toISOString(),
      }
    : null;
  return {
    ...base,
    interview: { id: interview.id, startsAt: interview.startsAt.toISOString(), endsAt: interview.endsAt.toISOString() },
    window: reviewWindow(row.entry.status, interview, now),
    isInterviewer: panel.some((p) => p.userId === viewerId),
    interviewers: panel.map((p) => ({ name: p.name, reviewed: reviewedBy.has(p.userId) })),
    mine,
    others: mine
      ? written
          .filter((w) => w.review.reviewerId !== viewerId)
          .map((w) => ({
            reviewerName: w.reviewerName ?? "",
            recommendation: w.review.recommendation,
            finalRating: Number(w.review.finalRating),
            comments: w.review.comments,
            completedAt: w.review.completedAt.toISOString(),
          }))
      : [],
  };
}

type ReviewRow = {
  id: string;
  candidate_id: string;
  job_id: string | null;
  interview_id: string | null;
  recommendation: Recommendation;
  comments: string;
  criteria: unknown;
  final_rating: string | number;
  completed_at: Date | string;
};

/**
 * What compare and search show for each talent (decision D47): their latest completed result,
 * keyed by talent id. A result is either one interview whose every interviewer has reviewed it
 * (the panel: average of the interviewers' final ratings, majority recommendation, criteria
 * averaged by name, all comments) or a review recorded outside an interview (seeded history). An
 * interview still waiting for an interviewer's review is not a completed review yet (spec §5:
 * compare needs a talent with review completed). Latest = the most recent review time.
 */
export async function talentReviewResults(companyId: string, candidateIds: readonly string[]): Promise<Map<string, TalentReview>> {
  const ids = [...new Set(candidateIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!ids.length) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await getDb().execute<ReviewRow>(sql`
    with g as (
      select r.candidate_id, r.interview_id, coalesce(r.interview_id, r.id) as grp, max(r.completed_at) as at,
        count(*) filter (where exists (select 1 from interview_participants p where p.interview_id = r.interview_id and p.user_id = r.reviewer_id)) as reviewed
      from reviews r
      where r.company_id = ${companyId} and r.candidate_id in (${list})
      group by r.candidate_id, r.interview_id, coalesce(r.interview_id, r.id)
    ), latest as (
      select distinct on (g.candidate_id) g.candidate_id, g.grp, g.interview_id
      from g
      where g.interview_id is null or g.reviewed >= (select count(*) from interview_participants p where p.interview_id = g.interview_id)
      order by g.candidate_id, g.at desc, g.grp desc
    )
    select r.id, r.candidate_id, r.job_id, r.interview_id, r.recommendation, r.comments, r.criteria, r.final_rating, r.completed_at
    from latest l
    join reviews r on r.company_id = ${companyId} and r.candidate_id = l.candidate_id
      and ((l.interview_id is null and r.id = l.grp) or (l.interview_id is not null and r.interview_id = l.interview_id))
    order by r.completed_at desc, r.id desc`);
  const byTalent = new Map<string, ReviewRow[]>();
  for (const r of rows) byTalent.set(r.candidate_id, [...(byTalent.get(r.candidate_id) ?? []), r]);
  const out = new Map<string, TalentReview>();
  for (const [candidateId, group] of byTalent) {
    // Oldest first, so the criteria keep the order (and spelling) the first reviewer gave them.
    const panel = panelResult([...group].reverse().map((r) => ({ recommendation: r.recommendation, comments: r.comments, criteria: criteriaOf(r.criteria), finalRating: Number(r.final_rating) })));
    const newest = group[0]!;
    if (!panel) continue;
    out.set(candidateId, {
      reviewId: newest.id,
      jobId: newest.job_id,
      interviewId: newest.interview_id,
      recommendation: panel.recommendation,
      comments: panel.comments,
      criteria: panel.criteria,
      finalRating: panel.finalRating,
      reviewers: panel.reviewers,
      completedAt: new Date(newest.completed_at).toISOString(),
    });
  }
  return out;
}
