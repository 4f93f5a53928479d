import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { computeSlots } from "@/lib/interviews/availability";
import type { Db } from "../client";
import {
  availabilityRules,
  businessHours,
  companies,
  interviewCandidates,
  interviewInvitations,
  interviewStageEvents,
  invitationInterviewers,
  invitationSlots,
  jobCollaborators,
  jobs,
  users,
} from "../schema";

const DAY = 86_400_000;

/**
 * Booking demo data (issue 13): the demo talent (talent@demo.test) invited to the demo
 * recruiter's first live job that has a collaborator, with the recruiter and the collaborator
 * as interviewers and the slots their seeded availability gives over the next two weeks
 * (computed by the availability engine), so `/interview/{jobId}/schedule` shows something on a
 * fresh `npm start`. Idempotent: a talent already on that job's interview list is left alone.
 */
export async function seedBooking(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const [demo] = await db.select({ id: companies.id, timezone: companies.timezone }).from(companies).where(eq(companies.slug, "demo")).limit(1);
  if (!demo) return;
  const people = await db
    .select({ id: users.id, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.companyId, demo.id), inArray(users.email, ["talent@demo.test", "recruiter@demo.test", "collaborator@demo.test"])));
  const talent = people.find((p) => p.email === "talent@demo.test");
  const recruiter = people.find((p) => p.email === "recruiter@demo.test");
  const collaborator = people.find((p) => p.email === "collaborator@demo.test");
  if (!talent || !recruiter || !collaborator) return;
  const [job] = await db
    .select({ id: jobs.id, dueDate: jobs.dueDate })
    .from(jobs)
    .innerJoin(jobCollaborators, and(eq(jobCollaborators.jobId, jobs.id), eq(jobCollaborators.userId, collaborator.id)))
    .where(and(eq(jobs.companyId, demo.id), eq(jobs.assigneeId, recruiter.id), eq(jobs.status, "active"), sql`${jobs.dueDate} > ${new Date(now.getTime() + 3 * DAY)}`))
    .orderBy(asc(jobs.jdNumber))
    .limit(1);
  if (!job) return;
  const existing = await db.select({ id: interviewCandidates.id }).from(interviewCandidates).where(and(eq(interviewCandidates.jobId, job.id), eq(interviewCandidates.candidateId, talent.id))).limit(1);
  if (existing.length) return;

  const interviewerIds = [recruiter.id, collaborator.id];
  const [rules, hours] = await Promise.all([
    db.select().from(availabilityRules).where(inArray(availabilityRules.userId, interviewerIds)),
    db.select().from(businessHours).where(eq(businessHours.companyId, demo.id)),
  ]);
  const lastDate = new Date(Math.min(now.getTime() + 14 * DAY, job.dueDate.getTime() - DAY));
  const slots = computeSlots({
    interviewers: [recruiter, collaborator].map((p) => ({ id: p.id, timeZone: p.timeZone ?? demo.timezone, rules: rules.filter((r) => r.userId === p.id), overrides: [] })),
    businessHours: { timeZone: demo.timezone, rules: hours.length ? hours : null },
    busy: [],
    from: now,
    to: lastDate,
    durationMinutes: 60,
    now,
  });
  if (!slots.length) return;

  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(interviewCandidates)
      .values({ companyId: demo.id, jobId: job.id, candidateId: talent.id, status: "invitationSent", addedById: recruiter.id })
      .onConflictDoNothing()
      .returning();
    if (!entry) return;
    await tx.insert(interviewStageEvents).values([
      { companyId: demo.id, pipelineId: entry.id, round: 1, fromStatus: null, toStatus: "screening", transition: "moveToInterviewList", actorId: recruiter.id, at: now },
      { companyId: demo.id, pipelineId: entry.id, round: 1, fromStatus: "screening", toStatus: "invitationSent", transition: "sendInvitation", actorId: recruiter.id, at: now },
    ]);
    const [invitation] = await tx
      .insert(interviewInvitations)
      .values({ companyId: demo.id, jobId: job.id, candidateId: talent.id, pipelineId: entry.id, durationMinutes: 60, lastDate, createdById: recruiter.id })
      .returning({ id: interviewInvitations.id });
    await tx.insert(invitationInterviewers).values(interviewerIds.map((userId) => ({ invitationId: invitation.id, userId })));
    await tx.insert(invitationSlots).values(slots.map((s) => ({ companyId: demo.id, invitationId: invitation.id, startsAt: s.startsAt, endsAt: s.endsAt })));
  });
  log("seeded a demo interview invitation for talent@demo.test");
}
