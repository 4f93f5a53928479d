import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { companies, interviewCandidates, interviewStageEvents, jobShortlists, jobs, users } from "../schema";
import { applicationStatusFor, applyTransition, type PipelineState, type TransitionActor, type TransitionName } from "@/lib/interviews/rules";

/**
 * The demo company's interview pipeline (issue 13): on one active job assigned to the demo
 * recruiter, a few shortlisted talents in various statuses, each with the stage events that led
 * there (computed through the state machine, so the seed cannot hold a state the table forbids),
 * and one more shortlisted talent not yet on the interview list. No invitations, slots or
 * interviews (the booking seed adds those). Skips a job that already has pipeline entries.
 */
type Step = [TransitionName, TransitionActor, string?];
const BOOKED: Step[] = [
  ["sendInvitation", "recruiter"],
  ["book", "talent"],
];
const REVIEWED: Step[] = [...BOOKED, ["complete", "system"], ["completeReview", "system"]];
const PATHS: Step[][] = [
  [],
  [],
  [...BOOKED, ["markNoShow", "system"]],
  [["sendInvitation", "recruiter"], ["cancel", "recruiter", "The candidate accepted another offer before the interview."]],
  REVIEWED,
  [...REVIEWED, ["shortlist", "recruiter"]],
  [...REVIEWED, ["standBy", "recruiter"]],
  [...REVIEWED, ["shortlist", "recruiter"], ["recommend", "recruiter"]],
];

export async function seedPipeline(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo"));
  if (!demo) return;
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, demo.id), eq(users.role, "recruiter")))
    .orderBy(asc(users.email))
    .limit(1);
  if (!recruiter) return;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, demo.id), eq(jobs.status, "active"), eq(jobs.assigneeId, recruiter.id), gt(jobs.dueDate, now)))
    .orderBy(asc(jobs.jdNumber))
    .limit(1);
  if (!job) return;
  const has = await db.select({ id: interviewCandidates.id }).from(interviewCandidates).where(eq(interviewCandidates.jobId, job.id)).limit(1);
  if (has.length) return;
  // Generated talents (not the demo talent account, which the booking seed uses), in a stable order.
  const talents = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, demo.id), eq(users.role, "talent"), sql`${users.email} not like 'talent@%'`))
    .orderBy(asc(users.email))
    .limit(PATHS.length + 1);
  if (talents.length < PATHS.length + 1) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(jobShortlists)
      .values(talents.map((t, i) => ({ jobId: job.id, candidateId: t.id, companyId: demo.id, status: "shortListed" as const, byUserId: recruiter.id, createdAt: new Date(now.getTime() - (20 - i) * 86_400_000) })))
      .onConflictDoNothing();
    for (const [i, path] of PATHS.entries()) {
      const candidateId = talents[i]!.id;
      let at = new Date(now.getTime() - (14 - i) * 86_400_000);
      let state: PipelineState = { status: "screening", round: 1, blocked: false };
      const events: (typeof interviewStageEvents.$inferInsert)[] = [];
      const base = { companyId: demo.id, pipelineId: "" };
      events.push({ ...base, round: 1, fromStatus: null, toStatus: "screening", transition: "moveToInterviewList", actorId: recruiter.id, reason: null, at });
      for (const [name, by, reason] of path) {
        const next = applyTransition(state, name, by, reason);
        at = new Date(at.getTime() + 26 * 3_600_000);
        events.push({ ...base, round: next.round, fromStatus: state.status, toStatus: next.status, transition: name, actorId: by === "recruiter" ? recruiter.id : by === "talent" ? candidateId : null, reason: reason ?? null, at });
        state = next;
      }
      const [entry] = await tx
        .insert(interviewCandidates)
        .values({ companyId: demo.id, jobId: job.id, candidateId, status: state.status, round: state.round, version: events.length - 1, addedById: recruiter.id, createdAt: events[0]!.at, updatedAt: at })
        .returning({ id: interviewCandidates.id });
      await tx.insert(interviewStageEvents).values(events.map((e) => ({ ...e, pipelineId: entry!.id })));
      await tx.execute(sql`update job_applications set status = ${applicationStatusFor(state.status)} where job_id = ${job.id} and candidate_id = ${candidateId}`);
    }
  });
  log(`seeded ${PATHS.length} interview pipeline entries for demo`);
}
