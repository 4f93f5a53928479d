import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { jobs, notifications } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { addSlots } from "@/lib/interviews/commands/add-slots";
import { bookSlot } from "@/lib/interviews/commands/book-slot";
import { cancelInterview } from "@/lib/interviews/commands/cancel-interview";
import { rejectSlotRequest } from "@/lib/interviews/commands/reject-slot-request";
import { requestSlot } from "@/lib/interviews/commands/request-slot";
import { submitReview } from "@/lib/interviews/commands/submit-review";
import { assignJob } from "@/lib/jobs/commands/assign-job";
import { createJob } from "@/lib/jobs/commands/create-job";
import { jobInputSchema } from "@/lib/jobs/schemas";
import { expireDueJobs } from "@/lib/jobs/expiry";
import { notificationEmailWorker } from "@/lib/notifications/email";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/notifications/kinds";
import { notify } from "@/lib/notifications/notify";
import { listNotifications } from "@/lib/notifications/queries";
import { bulkUploadUsers } from "@/lib/org/bulk";
import { createResumeParse } from "@/lib/resume/commands";
import { processResumeParse } from "@/lib/resume/worker";
import { getQueue, startWorkers, stopQueue } from "@/lib/queue";
import { runWithOutbox } from "@/lib/realtime/outbox";
import type { RealtimeEvent } from "@/lib/realtime/events";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { PUT as putPreferences } from "@/app/api/notifications/preferences/route";
import { apiRequest, callRoute } from "../support/api-request";
import { addEntry, invited as invitedIn, makeBookingWorld, viewerOf, type BookingWorld } from "../support/booking";
import { GOOD_REVIEW, interviewFor, makeReviewWorld } from "../support/interview-reviews";
import { insertJob, insertUser } from "../support/org";
import { resumeFixture, uploadResume } from "../support/resume-pipeline";
import { sessionFor } from "../support/sessions";
import { startSmtpSink } from "../support/smtp";
import { codeOf } from "../support/codes";

// The bus is a seam (lib/realtime/publisher.ts): record what would leave the process.
const published: RealtimeEvent[] = [];
vi.mock("@/lib/realtime/publisher", () => ({
  publishEvents: async (events: RealtimeEvent[]) => {
    published.push(...events);
  },
}));

/**
 * Notifications (issue 14, decision D51) on the real PostgreSQL: written in the transaction of the
 * change that causes them, for the right people only, read and marked by their owner only, and
 * e-mailed through the real queue to a real SMTP server when the owner chose it.
 */
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let w: BookingWorld;
let other: BookingWorld;

beforeAll(async () => {
  smtp = await startSmtpSink();
  w = await makeBookingWorld();
  other = await makeBookingWorld();
});

afterAll(async () => {
  await stopQueue();
  await smtp.stop();
  await closeDb();
});

async function kindsOf(userId: string): Promise<string[]> {
  const rows = await getDb().select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
  return rows.map((r) => r.kind);
}

async function countIn(companyId: string): Promise<number> {
  const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.companyId, companyId));
  return n;
}

function invited(world: BookingWorld = w) {
  return invitedIn(world);
}

describe("e-mail", () => {
  it("a kind the user chose by e-mail reaches the real SMTP server through the queue; a kind they turned off does not", async () => {
    const user = await insertUser(w, { role: "recruiter", email: `mailme-${Date.now()}@${w.slug}.test`, fullName: "Mae Mailer" });
    const session = await sessionFor(user, w.slug);
    const put = await callRoute(
      putPreferences,
      apiRequest("/api/notifications/preferences", { method: "PUT", tenant: w.slug, cookie: session.cookie, json: { preferences: [{ kind: "job.expired", email: true }, { kind: "job.assigned", email: false }] } }),
    );
    expect(put.status).toBe(200);
    const bad = await callRoute(putPreferences, apiRequest("/api/notifications/preferences", { method: "PUT", tenant: w.slug, cookie: session.cookie, json: { preferences: [{ kind: "resume.parsed", email: true }] } }));
    expect(bad.code).toBe(ERROR_CODES.invalidRequest);

    // The first test of the file, so no earlier e-mails queue ahead of these; polled briskly.
    process.env.QUEUE_POLL_SECONDS = "0.5";
    const boss = await getQueue();
    await startWorkers(boss, [notificationEmailWorker()]);
    const job = await insertJob(w);
    await getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: user.id, kind: "job.assigned", payload: { jobId: job.id, job: "Silent job" } }));
    await getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: user.id, kind: "job.expired", payload: { jobId: job.id, job: "Mailed job" } }));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !smtp.received.some((r) => r.to.includes(user.email))) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1500));
    const mine = smtp.received.filter((r) => r.to.includes(user.email));
    expect(mine).toHaveLength(1);
    expect(mine[0].raw).toContain("Mailed job");
    expect(mine[0].raw).toContain(`/admin/jobs/${job.id}`);
  }, 40_000);
});

describe("notify", () => {
  it("writes in the caller's transaction: a rolled-back command leaves no row and publishes nothing; a committed one publishes after commit", async () => {
    const user = await insertUser(w, { role: "recruiter" });
    published.length = 0;
    await expect(
      runWithOutbox(() =>
        getDb().transaction(async (tx) => {
          await notify(tx, { companyId: w.companyId, userId: user.id, kind: "job.expired", payload: { job: "Rolled back" } });
          throw new Error("the command failed after notifying");
        }),
      ),
    ).rejects.toThrow("the command failed");
    expect(await kindsOf(user.id)).toEqual([]);
    expect(published).toEqual([]);

    const id = await runWithOutbox(() => getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: user.id, kind: "job.expired", payload: { job: "Kept" } })));
    expect(await kindsOf(user.id)).toEqual(["job.expired"]);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ channel: { kind: "user", companyId: w.companyId, userId: user.id }, message: { type: "notification", id, kind: "job.expired" } });
  });

  it("refuses a recipient of another company (10404) and writes nothing", async () => {
    const before = await countIn(w.companyId);
    const code = await codeOf(getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: other.recruiter.id, kind: "job.assigned" })));
    expect(code).toBe(ERROR_CODES.recordNotFound);
    expect(await countIn(w.companyId)).toBe(before);
    expect(await kindsOf(other.recruiter.id)).not.toContain("job.assigned");
  });
});

describe("the real triggers", () => {
  it("scheduling tells the invited talent only; booking tells the interviewers and the inviter (slot booked) and the talent (scheduled); the other tenant sees nothing", async () => {
    const otherBefore = await countIn(other.companyId);
    const t = await invited();
    expect(await kindsOf(t.talent.id)).toEqual(["invitation.sent"]);
    const staffBefore = await kindsOf(w.collaborator.id);
    await bookSlot(t.actor, { jobId: w.job.id, slotId: t.slots[0].id }, w.ctx);
    expect(await kindsOf(t.talent.id)).toEqual(["invitation.sent", "interview.scheduled"]);
    expect((await kindsOf(w.collaborator.id)).slice(staffBefore.length)).toEqual(["slot.booked"]);
    expect((await kindsOf(w.collaborator2.id)).at(-1)).toBe("slot.booked");
    expect((await kindsOf(w.recruiter.id)).at(-1)).toBe("slot.booked");
    expect(await kindsOf(w.outsider.id)).toEqual([]);
    expect(await countIn(other.companyId)).toBe(otherBefore);
  });

  it("a slot request tells the staff; adding slots and rejecting tell the talent; canceling tells the talent and the interviewers, not the one who canceled", async () => {
    const a = await invited();
    await requestSlot(a.actor, { jobId: w.job.id, note: "Mornings please" });
    expect((await kindsOf(w.collaborator.id)).at(-1)).toBe("slot.requested");
    expect((await kindsOf(w.recruiter.id)).at(-1)).toBe("slot.requested");
    expect(await kindsOf(a.talent.id)).toEqual(["invitation.sent"]);
    await addSlots(viewerOf(w, w.recruiter), { entryId: a.entry.id }, w.ctx);
    const [answered] = await getDb().select().from(notifications).where(and(eq(notifications.userId, a.talent.id), eq(notifications.kind, "slot.answered")));
    expect(answered.payload).toMatchObject({ answer: "added", jobId: w.job.id });

    const b = await invited();
    await requestSlot(b.actor, { jobId: w.job.id });
    await rejectSlotRequest(viewerOf(w, w.recruiter), { entryId: b.entry.id, reason: "No more time this month" }, w.ctx);
    const [rejected] = await getDb().select().from(notifications).where(and(eq(notifications.userId, b.talent.id), eq(notifications.kind, "slot.answered")));
    expect(rejected.payload).toMatchObject({ answer: "rejected", reason: "No more time this month" });

    const c = await invited();
    await bookSlot(c.actor, { jobId: w.job.id, slotId: c.slots[1].id }, w.ctx);
    const recruiterBefore = (await kindsOf(w.recruiter.id)).length;
    await cancelInterview(viewerOf(w, w.recruiter), { entryId: c.entry.id, reason: "The position was filled" }, w.ctx);
    expect((await kindsOf(c.talent.id)).at(-1)).toBe("interview.canceled");
    expect((await kindsOf(w.collaborator.id)).at(-1)).toBe("interview.canceled");
    expect((await kindsOf(w.recruiter.id)).length).toBe(recruiterBefore);
  });

  it("a review completed by the last interviewer tells the job's assignee, not before and not the reviewers", async () => {
    const rw = await makeReviewWorld(w);
    const c = await interviewFor(rw);
    const v = (u: { id: string; role: string }) => ({ userId: u.id, role: u.role, companyId: rw.companyId });
    await submitReview(v(rw.alice), { entryId: c.entryId, ...GOOD_REVIEW });
    expect(await kindsOf(rw.recruiter.id)).toEqual([]);
    await submitReview(v(rw.bob), { entryId: c.entryId, ...GOOD_REVIEW });
    expect(await kindsOf(rw.recruiter.id)).toEqual(["review.completed"]);
    expect(await kindsOf(rw.bob.id)).toEqual([]);
    expect(await kindsOf(rw.alice.id)).toEqual([]);
  });

  it("assigning a job tells the assignee; expiry tells assignee and creator; a job near its due date is told once", async () => {
    const assignee = await insertUser(w, { role: "recruiter" });
    const job = await insertJob(w);
    await assignJob(w.actor, job.id, assignee.id);
    expect(await kindsOf(assignee.id)).toEqual(["job.assigned"]);

    const owner = await insertUser(w, { role: "recruiter" });
    const due = await insertJob(w, { assigneeId: owner.id });
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - 60_000) }).where(eq(jobs.id, due.id));
    const soon = await insertJob(w, { assigneeId: owner.id });
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() + 3_600_000) }).where(eq(jobs.id, soon.id));
    await expireDueJobs(new Date(), { companyId: w.companyId });
    await expireDueJobs(new Date(), { companyId: w.companyId });
    expect((await kindsOf(owner.id)).sort()).toEqual(["job.expired", "job.nearDue"]);
  });

  it("creating a job with someone else as assignee tells them; assigning it to oneself tells nobody", async () => {
    const assignee = await insertUser(w, { role: "recruiter" });
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const input = (assigneeId: string) => jobInputSchema.parse({ title: "Platform Engineer", departmentId: w.departments.engineering, dueDate: due, assigneeId });
    const created = await createJob(w.actor, input(assignee.id));
    const [row] = await getDb().select().from(notifications).where(and(eq(notifications.userId, assignee.id), eq(notifications.kind, "job.assigned")));
    expect(row?.payload).toMatchObject({ jobId: created.id, job: "Platform Engineer" });
    const self = await insertUser(w, { role: "recruiter" });
    await createJob({ companyId: w.companyId, actorUserId: self.id }, input(self.id));
    expect(await kindsOf(self.id)).toEqual([]);
  });

  it("a bulk upload tells the uploader how it went", async () => {
    const csv = `name,email\nAda Bulk,ada-${Date.now()}@${w.slug}.test\nNo Email,\n`;
    await bulkUploadUsers(w.actor, { fileName: "team.csv", bytes: new TextEncoder().encode(csv), defaultDepartmentId: w.departments.engineering }, { origin: null, locale: "en", companyName: "Org", inviterName: "Admin" });
    const [row] = await getDb().select().from(notifications).where(and(eq(notifications.userId, w.adminId), eq(notifications.kind, "bulk.finished")));
    expect(row.payload).toMatchObject({ created: 1, failed: 1 });
  });
});

describe("resume parsing", () => {
  it("tells the talent when their resume was read, and when one could not be", async () => {
    const { talent } = await addEntry(w, w.job.id);
    const good = await createResumeParse(w.companyId, talent.id, (await uploadResume(w.companyId, talent.id, "alex-morgan.pdf")).id);
    await processResumeParse({ parseId: good.id, companyId: w.companyId });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(resumeFixture("alex-morgan.pdf"));
    const bad = await createResumeParse(w.companyId, talent.id, (await uploadResume(w.companyId, talent.id, "big.pdf", big)).id);
    await processResumeParse({ parseId: bad.id, companyId: w.companyId });
    const rows = await getDb().select({ kind: notifications.kind, payload: notifications.payload }).from(notifications).where(eq(notifications.userId, talent.id)).orderBy(notifications.id);
    expect(rows.map((r) => [r.kind, r.payload.parseId])).toEqual([
      ["resume.parsed", good.id],
      ["resume.failed", bad.id],
    ]);
    expect(rows[1].payload.errorCode).toBe(ERROR_CODES.resumeTooLarge);
  }, 60_000);
});

describe("reading and marking", () => {
  it("pages in the database, unread first then newest, and marks one and all read through the routes; another user's id is 10404", async () => {
    const user = await insertUser(w, { role: "recruiter", email: `pager-${Date.now()}@${w.slug}.test` });
    const ids: number[] = [];
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 5; i += 1) ids.push(await getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: user.id, kind: "job.expired", payload: { job: `Job ${i}` } })));
    await getDb().update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, ids.at(-1)!));
    const owner = { companyId: w.companyId, userId: user.id, portal: "admin" as const };
    const first = await listNotifications(owner, 1);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.pages).toBe(2);
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 4);
    expect(first.items[0].id).toBe(ids.at(-2));
    const second = await listNotifications(owner, 2);
    expect(second.items.map((n) => n.id).at(-1)).toBe(ids.at(-1));
    expect(second.items.at(-1)!.read).toBe(true);

    const session = await sessionFor(user, w.slug);
    const mine = await callRoute(readRoute, apiRequest("/api/notifications/read", { method: "POST", tenant: w.slug, cookie: session.cookie, json: { id: ids[0] } }));
    expect(mine.status).toBe(200);
    const stranger = await insertUser(w, { role: "recruiter" });
    const foreignId = await getDb().transaction((tx) => notify(tx, { companyId: w.companyId, userId: stranger.id, kind: "job.expired" }));
    const theirs = await callRoute(readRoute, apiRequest("/api/notifications/read", { method: "POST", tenant: w.slug, cookie: session.cookie, json: { id: foreignId } }));
    expect(theirs.code).toBe(ERROR_CODES.recordNotFound);
    const [still] = await getDb().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, foreignId));
    expect(still.readAt).toBeNull();

    const after = await callRoute(listRoute, apiRequest(`/api/notifications?after=${ids.at(-3)}`, { tenant: w.slug, cookie: session.cookie }));
    expect((after.json as { results: { items: { id: number }[] } }).results.items.map((n) => n.id)).toEqual(ids.slice(-2));

    const all = await callRoute(readRoute, apiRequest("/api/notifications/read", { method: "POST", tenant: w.slug, cookie: session.cookie, json: { all: true } }));
    expect((all.json as { results: { summary: { total: number } } }).results.summary.total).toBe(0);
    expect((await listNotifications(owner, 1)).unread).toBe(0);
    expect((await listNotifications({ ...owner, userId: stranger.id }, 1)).unread).toBe(1);
  });
});

