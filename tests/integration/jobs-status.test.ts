import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, interviewInvitations, interviews, jobs } from "@/db/schema";
import { changeStatus, createJob, setPublished } from "@/lib/jobs/commands";
import { dayFromNow, jobInput, makeJobsWorld, type JobsWorld } from "../support/jobs";
import { codeOf } from "../support/codes";

const HOUR = 3_600_000;
let world: JobsWorld;

beforeAll(async () => {
  world = await makeJobsWorld("jobs-status");
});

afterAll(async () => {
  await closeDb();
});

/** One job with every kind of interview and invitation row, so the test can see exactly what goes. */
async function jobWithRecords() {
  const job = await createJob(world.actor, jobInput(world));
  const now = Date.now();
  const base = { companyId: world.companyId, jobId: job.id, candidateId: world.talent };
  const ivs = await getDb()
    .insert(interviews)
    .values([
      { ...base, startsAt: new Date(now + 24 * HOUR), endsAt: new Date(now + 25 * HOUR) }, // upcoming: goes
      { ...base, startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 49 * HOUR), round: 2 }, // upcoming: goes
      { ...base, startsAt: new Date(now - 24 * HOUR), endsAt: new Date(now - 23 * HOUR), status: "ended" as const }, // past: stays
      { ...base, startsAt: new Date(now - 2 * HOUR), endsAt: new Date(now - HOUR) }, // past, still "scheduled": stays
      { ...base, startsAt: new Date(now + 72 * HOUR), endsAt: new Date(now + 73 * HOUR), status: "canceled" as const }, // not scheduled: stays
    ])
    .returning({ id: interviews.id });
  const invs = await getDb()
    .insert(interviewInvitations)
    .values([
      { ...base }, // open: goes
      { ...base, status: "accepted" as const }, // answered: stays
      { ...base, status: "declined" as const }, // answered: stays
    ])
    .returning({ id: interviewInvitations.id });
  return { job, interviews: ivs.map((i) => i.id), invitations: invs.map((i) => i.id) };
}

async function remaining(ids: { interviews: string[]; invitations: string[] }) {
  const iv = await getDb().select({ id: interviews.id }).from(interviews).where(inArray(interviews.id, ids.interviews));
  const inv = await getDb().select({ id: interviewInvitations.id }).from(interviewInvitations).where(inArray(interviewInvitations.id, ids.invitations));
  return { interviews: new Set(iv.map((r) => r.id)), invitations: new Set(inv.map((r) => r.id)) };
}

describe.each(["suspend", "fulfil"] as const)("%s", (action) => {
  it("deletes that job's upcoming scheduled interviews and open invitations, and nothing else", async () => {
    const target = await jobWithRecords();
    const bystander = await jobWithRecords();
    await setPublished(world.actor, target.job.id, true);

    const result = await changeStatus(world.actor, { jobId: target.job.id, action, confirmed: true, dueDate: null });
    expect(result).toEqual({ status: action === "suspend" ? "suspended" : "fulfilled", deletedInterviews: 2, deletedInvitations: 1 });

    const left = await remaining(target);
    expect([...left.interviews].sort()).toEqual(target.interviews.slice(2).sort());
    expect([...left.invitations].sort()).toEqual(target.invitations.slice(1).sort());
    const untouched = await remaining(bystander);
    expect(untouched.interviews.size).toBe(5);
    expect(untouched.invitations.size).toBe(3);

    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, target.job.id));
    expect(row.status).toBe(result.status);
    expect(row.publishedAt).toBeNull();
    const [log] = await getDb().select().from(activityLog).where(eq(activityLog.entityId, target.job.id)).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(log).toMatchObject({ action: `jobs.${action}`, actorUserId: world.recruiterAdmin, before: { status: "active" }, after: { status: result.status, deletedInterviews: 2, deletedInvitations: 1, publishedAt: null } });
  });

  it("needs the confirmation and deletes nothing without it", async () => {
    const target = await jobWithRecords();
    expect(await codeOf(changeStatus(world.actor, { jobId: target.job.id, action, confirmed: false, dueDate: null }))).toBe(10001);
    const left = await remaining(target);
    expect(left.interviews.size).toBe(5);
    expect(left.invitations.size).toBe(3);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, target.job.id));
    expect(row.status).toBe("active");
  });
});

describe("other status changes", () => {
  it("suspends only an active job (10334) and fulfils a suspended one", async () => {
    const { job } = await jobWithRecords();
    await changeStatus(world.actor, { jobId: job.id, action: "suspend", confirmed: true, dueDate: null });
    expect(await codeOf(changeStatus(world.actor, { jobId: job.id, action: "suspend", confirmed: true, dueDate: null }))).toBe(10334);
    expect((await changeStatus(world.actor, { jobId: job.id, action: "fulfil", confirmed: true, dueDate: null })).status).toBe("fulfilled");
  });

  it("activates a suspended job and restarts a fulfilled one, asking for a future date once the due date passed (10124)", async () => {
    const a = await createJob(world.actor, jobInput(world));
    await changeStatus(world.actor, { jobId: a.id, action: "suspend", confirmed: true, dueDate: null });
    expect((await changeStatus(world.actor, { jobId: a.id, action: "activate", confirmed: false, dueDate: null })).status).toBe("active");

    const b = await createJob(world.actor, jobInput(world));
    await changeStatus(world.actor, { jobId: b.id, action: "fulfil", confirmed: true, dueDate: null });
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - HOUR) }).where(eq(jobs.id, b.id));
    expect(await codeOf(changeStatus(world.actor, { jobId: b.id, action: "restart", confirmed: false, dueDate: null }))).toBe(10124);
    expect(await codeOf(changeStatus(world.actor, { jobId: b.id, action: "restart", confirmed: false, dueDate: dayFromNow(-3) }))).toBe(10124);
    const r = await changeStatus(world.actor, { jobId: b.id, action: "restart", confirmed: false, dueDate: dayFromNow(12) });
    expect(r.status).toBe("active");
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, b.id));
    expect(row.dueDate.toISOString()).toBe(`${dayFromNow(12)}T23:59:59.999Z`);
  });

  it("refuses a change the job's status does not allow (activate an active job: 10001)", async () => {
    const a = await createJob(world.actor, jobInput(world));
    expect(await codeOf(changeStatus(world.actor, { jobId: a.id, action: "activate", confirmed: false, dueDate: null }))).toBe(10001);
    expect(await codeOf(changeStatus(world.actor, { jobId: a.id, action: "restart", confirmed: false, dueDate: null }))).toBe(10001);
  });

  it("answers 10078 for another company's job and deletes none of its interviews", async () => {
    const other = await makeJobsWorld("jobs-status-other");
    const theirs = await createJob(other.actor, jobInput(other));
    await getDb()
      .insert(interviews)
      .values({ companyId: other.companyId, jobId: theirs.id, candidateId: other.talent, startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) });
    expect(await codeOf(changeStatus(world.actor, { jobId: theirs.id, action: "suspend", confirmed: true, dueDate: null }))).toBe(10078);
    expect(await getDb().select().from(interviews).where(eq(interviews.jobId, theirs.id))).toHaveLength(1);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, theirs.id));
    expect(row.status).toBe("active");
  });
});
