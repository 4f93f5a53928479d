import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  availabilityRules,
  businessHours,
  extraSlotRequests,
  interviewCandidates,
  interviewInvitations,
  interviewerBusy,
  interviews,
  invitationSlots,
  jobApplications,
  users,
} from "@/db/schema";
import type { StaffViewer } from "@/lib/interviews/access";
import type { MailContext } from "@/lib/interviews/commands/booking-shared";
import { scheduleInterviews, type ScheduleInput } from "@/lib/interviews/commands/schedule-interviews";
import { createTestOrg, insertJob, insertUser, type TestOrg } from "./org";

/**
 * Fixtures of the booking tests: a company of its own, open every hour of every day (business
 * hours and the interviewers' weekly availability cover the whole week, so the availability
 * engine offers slots whatever the test's clock), a job with an assignee and two collaborators,
 * and talents put on its interview list directly (the ground under the behaviour, not the
 * behaviour).
 */
export type BookingWorld = TestOrg & {
  recruiter: typeof users.$inferSelect;
  collaborator: typeof users.$inferSelect;
  collaborator2: typeof users.$inferSelect;
  outsider: typeof users.$inferSelect;
  job: Awaited<ReturnType<typeof insertJob>>;
  ctx: MailContext;
};

export async function openAllWeek(companyId: string, userIds: string[]): Promise<void> {
  const db = getDb();
  const days = [0, 1, 2, 3, 4, 5, 6];
  await db.insert(businessHours).values(days.map((weekday) => ({ companyId, weekday, startMinute: 0, endMinute: 1440 })));
  if (userIds.length) await db.insert(availabilityRules).values(userIds.flatMap((userId) => days.map((weekday) => ({ companyId, userId, weekday, startMinute: 0, endMinute: 1440 }))));
}

export async function makeBookingWorld(): Promise<BookingWorld> {
  const org = await createTestOrg();
  const recruiter = await insertUser(org, { role: "recruiter", fullName: "Rita Recruiter" });
  const collaborator = await insertUser(org, { role: "collaborator", fullName: "Cole Collaborator" });
  const collaborator2 = await insertUser(org, { role: "collaborator", fullName: "Cleo Collaborator" });
  const outsider = await insertUser(org, { role: "recruiter", fullName: "Otto Outsider" });
  const job = await insertJob(org, { assigneeId: recruiter.id, collaboratorIds: [collaborator.id, collaborator2.id] });
  await openAllWeek(org.companyId, [recruiter.id, collaborator.id, collaborator2.id, outsider.id]);
  return { ...org, recruiter, collaborator, collaborator2, outsider, job, ctx: { origin: `http://${org.slug}.localhost`, locale: "en" } };
}

export function viewerOf(w: TestOrg, user: typeof users.$inferSelect): StaffViewer {
  return { userId: user.id, role: user.role, companyId: w.companyId };
}

export async function addTalent(org: Pick<TestOrg, "companyId" | "slug">, name?: string) {
  const tag = randomBytes(4).toString("hex");
  const [user] = await getDb()
    .insert(users)
    .values({ companyId: org.companyId, email: `talent-${tag}@${org.slug}.test`, fullName: name ?? `Talent ${tag}`, role: "talent", candidateUniqueId: `BK-${tag}`, invitationAcceptedAt: new Date() })
    .returning();
  return user;
}

/** A talent on the job's interview list (status screening unless said). */
export async function addEntry(org: TestOrg, jobId: string, o: { round?: number; status?: (typeof interviewCandidates.$inferInsert)["status"]; name?: string } = {}) {
  const talent = await addTalent(org, o.name);
  const db = getDb();
  const [entry] = await db
    .insert(interviewCandidates)
    .values({ companyId: org.companyId, jobId, candidateId: talent.id, round: o.round ?? 1, status: o.status ?? "screening" })
    .returning();
  await db.insert(jobApplications).values({ companyId: org.companyId, jobId, candidateId: talent.id, status: "INTERVIEW_LIST" });
  return { talent, entry };
}

/** YYYY-MM-DD of a day `days` from now (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function entryOf(id: string) {
  const [row] = await getDb().select().from(interviewCandidates).where(eq(interviewCandidates.id, id));
  return row;
}

export async function invitationsOf(pipelineId: string) {
  return getDb().select().from(interviewInvitations).where(eq(interviewInvitations.pipelineId, pipelineId)).orderBy(interviewInvitations.createdAt);
}

export async function slotsOf(invitationId: string) {
  return getDb().select().from(invitationSlots).where(eq(invitationSlots.invitationId, invitationId)).orderBy(invitationSlots.startsAt);
}

export async function interviewsOf(pipelineId: string) {
  return getDb().select().from(interviews).where(eq(interviews.pipelineId, pipelineId));
}

export async function busyOf(interviewId: string) {
  return getDb().select().from(interviewerBusy).where(eq(interviewerBusy.interviewId, interviewId));
}

export async function requestsOf(invitationId: string) {
  return getDb().select().from(extraSlotRequests).where(eq(extraSlotRequests.invitationId, invitationId));
}

/** Everything the booking flow writes in a company: a refused command must leave it unchanged. */
export async function bookingWrites(companyId: string) {
  const db = getDb();
  const count = async (table: string) => (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table} where company_id = '${companyId}'`))).rows[0].n;
  const [invs, slots, ivs, busy, reqs, events] = await Promise.all([
    count("interview_invitations"),
    count("invitation_slots"),
    count("interviews"),
    count("interviewer_busy"),
    count("extra_slot_requests"),
    count("interview_stage_events"),
  ]);
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitationSlots)
    .where(and(eq(invitationSlots.companyId, companyId), inArray(invitationSlots.status, ["booked", "voided"])));
  return { invs, slots, ivs, busy, reqs, events, bookedOrVoided: booked.n };
}

/** A talent invited through the command (two collaborators, 60 minutes, ten days), with their invitation and its slots. */
export async function invited(world: BookingWorld, o: Partial<ScheduleInput> = {}) {
  const { talent, entry } = await addEntry(world, world.job.id);
  await scheduleInterviews(viewerOf(world, world.recruiter), { jobId: world.job.id, interviewerIds: [world.collaborator.id, world.collaborator2.id], durationMinutes: 60, lastDate: dayFromNow(10), timeZone: "UTC", entryIds: [entry.id], ...o }, world.ctx);
  const [invitation] = await invitationsOf(entry.id);
  const slots = await slotsOf(invitation.id);
  return { talent, entry, invitation, slots, actor: { companyId: world.companyId, userId: talent.id } };
}
