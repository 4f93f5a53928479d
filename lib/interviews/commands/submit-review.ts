import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewInvitations, interviewParticipants, interviews, jobs, reviews } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { interviewFacts } from "@/lib/notifications/facts";
import { notifyMany } from "@/lib/notifications/notify";
import { finalRatingOf } from "@/lib/talent/rating";
import type { StaffViewer } from "../access";
import { UNCONCLUDED_STATUSES, reviewTransitionAfterSave, reviewWindow } from "../review-rules";
import { duplicateCriterionIndexes, type SubmitReviewInput } from "../review-schemas";
import type { PipelineStatus } from "../statuses";
import { transitionEntry } from "./entry";
import { lockGuardedEntry } from "./guard";

export type SubmitReviewOutcome = {
  reviewId: string;
  entryId: string;
  status: PipelineStatus;
  finalRating: number;
  /** Interviewers of the interview who have a review now, and how many there are. */
  reviewed: number;
  interviewers: number;
  /** True when this save replaced the reviewer's earlier review of the interview. */
  edited: boolean;
};

/**
 * An interviewer saves their review of an interview (second document §3 Review; decision D47).
 * One transaction, under the pipeline entry's lock (so two saves — a double click, two
 * interviewers at once — run one after the other):
 *  1. the entry of this company (10404), a job the viewer is still associated with (10078, 10568);
 *  2. the interview of the entry's current round, not canceled (else 10571);
 *  3. the viewer is one of its interviewers (10576);
 *  4. its end time has passed and the entry is scheduled, joined, completed or in review (10571);
 *  5. an interview still scheduled/joined is first concluded by the system (`complete`);
 *  6. the reviewer's one review of the interview is written (a second save edits it);
 *  7. startReview, or completeReview once every interviewer has reviewed — through the one door.
 * The final rating comes from lib/talent/rating.ts. A refusal writes nothing.
 */
export async function submitReview(viewer: StaffViewer, input: SubmitReviewInput, now: Date = new Date()): Promise<SubmitReviewOutcome> {
  // The schema refuses these with the spec's message; a caller that skipped it still gets the code.
  if (duplicateCriterionIndexes(input.criteria.map((c) => c.name)).length) throw appError(ERROR_CODES.duplicateCriteria);
  const rating = finalRatingOf(input.criteria);
  if (rating === null) throw appError(ERROR_CODES.invalidRequest);
  const criteria = input.criteria.map((c) => ({ name: c.name.trim(), score: c.score }));

  return getDb().transaction(async (tx) => {
    // The stored role must still hold interviews.review, then the job association (the one guard, ./guard.ts).
    let entry = await lockGuardedEntry(tx, viewer, input.entryId, "interviews.review");

    const [interview] = await tx
      .select({ id: interviews.id, endsAt: interviews.endsAt, status: interviews.status, endedAt: interviews.endedAt })
      .from(interviews)
      .where(and(eq(interviews.pipelineId, entry.id), eq(interviews.companyId, viewer.companyId), eq(interviews.round, entry.round), inArray(interviews.status, ["scheduled", "ended"])))
      .orderBy(desc(interviews.startsAt))
      .limit(1);
    if (!interview) throw appError(ERROR_CODES.reviewNotOpen, undefined, { reason: "noInterview" });

    const participants = (await tx.select({ userId: interviewParticipants.userId }).from(interviewParticipants).where(eq(interviewParticipants.interviewId, interview.id))).map((p) => p.userId);
    if (!participants.includes(viewer.userId)) throw appError(ERROR_CODES.notAnInterviewer);

    const window = reviewWindow(entry.status, interview, now);
    if (window !== "open") throw appError(ERROR_CODES.reviewNotOpen, undefined, { reason: window, status: entry.status });

    if ((UNCONCLUDED_STATUSES as readonly string[]).includes(entry.status)) {
      // The interview's time is over: the system concludes it before the first review lands.
      entry = await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: null }, entry, "complete", "system");
      await tx
        .update(interviews)
        .set({ status: "ended", endedAt: interview.endedAt ?? interview.endsAt, updatedAt: now })
        .where(and(eq(interviews.id, interview.id), eq(interviews.status, "scheduled")));
    }

    const values = { recommendation: input.recommendation, comments: input.comments, criteria, finalRating: rating, personalNote: input.personalNote, completedAt: now };
    const [saved] = await tx
      .insert(reviews)
      .values({ companyId: viewer.companyId, jobId: entry.jobId, candidateId: entry.candidateId, reviewerId: viewer.userId, interviewId: interview.id, ...values })
      .onConflictDoUpdate({ target: [reviews.interviewId, reviews.reviewerId], targetWhere: sql`${reviews.interviewId} is not null`, set: values })
      .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` });

    const [{ n }] = await tx
      .select({ n: sql<number>`count(distinct ${reviews.reviewerId})::int` })
      .from(reviews)
      .where(and(eq(reviews.interviewId, interview.id), inArray(reviews.reviewerId, participants)));

    const next = reviewTransitionAfterSave(entry.status, n, participants.length);
    if (next) entry = await transitionEntry(tx, { companyId: viewer.companyId, actorUserId: viewer.userId }, entry, next, "system");
    if (next === "completeReview") {
      // The people waiting for the verdict: whoever sent the invitation and the job's assignee.
      const [who] = await tx
        .select({ inviter: interviewInvitations.createdById, assignee: jobs.assigneeId })
        .from(interviews)
        .innerJoin(jobs, eq(jobs.id, interviews.jobId))
        .leftJoin(interviewInvitations, eq(interviewInvitations.id, interviews.invitationId))
        .where(eq(interviews.id, interview.id));
      const facts = await interviewFacts(tx, { jobId: entry.jobId, candidateId: entry.candidateId, entryId: entry.id });
      await notifyMany(tx, { companyId: viewer.companyId, userIds: [who?.inviter, who?.assignee], exceptUserId: viewer.userId, kind: "review.completed", payload: { ...facts, interviewId: interview.id } });
    }

    await logActivity(tx, {
      companyId: viewer.companyId,
      actorUserId: viewer.userId,
      action: saved!.inserted ? "interviews.review.submit" : "interviews.review.edit",
      entityType: "review",
      entityId: saved!.id,
      after: { interviewId: interview.id, entryId: entry.id, recommendation: input.recommendation, finalRating: rating, criteria: criteria.length },
    });

    return { reviewId: saved!.id, entryId: entry.id, status: entry.status, finalRating: rating, reviewed: n, interviewers: participants.length, edited: !saved!.inserted };
  });
}
