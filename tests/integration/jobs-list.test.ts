import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { interviews, jobApplications, jobs } from "@/db/schema";
import { STATUS_FILTERS } from "@/lib/jobs/constants";
import { addCollaborator, createJob } from "@/lib/jobs/commands";
import { listJobs } from "@/lib/jobs/queries";
import { jobListQuerySchema } from "@/lib/jobs/schemas";
import { dayFromNow, jobInput, makeJobsWorld, type JobsWorld } from "../support/jobs";

let world: JobsWorld;
const ids: Record<string, string> = {};
const jd: Record<string, string> = {};

const q = (over: Record<string, unknown> = {}) => jobListQuerySchema.parse({ size: 100, ...over });
const titles = async (viewer: string, over: Record<string, unknown> = {}) => (await listJobs(world.companyId, viewer, q(over))).rows.map((r) => r.title).sort();

beforeAll(async () => {
  world = await makeJobsWorld("jobs-list");
  const make = async (key: string, over: Parameters<typeof jobInput>[1], patch: Partial<typeof jobs.$inferInsert> = {}) => {
    const c = await createJob(world.actor, jobInput(world, { title: key, ...over }));
    if (Object.keys(patch).length) await getDb().update(jobs).set(patch).where(eq(jobs.id, c.id));
    ids[key] = c.id;
    jd[key] = c.jdId;
  };
  await make("Assigned", { dueDate: dayFromNow(30) });
  await make("Queued", { dueDate: dayFromNow(30), assigneeId: null, departmentId: world.departments[1] });
  await make("Near", { dueDate: dayFromNow(3), assigneeId: world.recruiterAdmin });
  await make("Busy", { dueDate: dayFromNow(30) });
  await make("Suspended", {}, { status: "suspended" });
  await make("Late", {}, { dueDate: new Date(Date.now() - 60_000) });
  await make("Done", {}, { status: "fulfilled" });
  await make("Draft 50% off_", { assigneeId: null }, { status: "inactive" });
  await make("Gone", {}, { status: "deleted" });
  await getDb().insert(jobApplications).values({ companyId: world.companyId, jobId: ids.Busy, candidateId: world.talent });
  await getDb()
    .insert(interviews)
    .values({ companyId: world.companyId, jobId: ids.Busy, candidateId: world.talent, startsAt: new Date(Date.now() + 3_600_000), endsAt: new Date(Date.now() + 7_200_000) });
  await addCollaborator(world.actor, ids.Queued, world.collaborator);
});

afterAll(async () => {
  await closeDb();
});

describe("job list", () => {
  it("lists the company's jobs except deleted ones, with the JD id and display state", async () => {
    const list = await listJobs(world.companyId, world.recruiter, q());
    expect(list.total).toBe(8);
    const byTitle = Object.fromEntries(list.rows.map((r) => [r.title, r]));
    expect(byTitle.Gone).toBeUndefined();
    expect(byTitle.Assigned).toMatchObject({ jdId: jd.Assigned, state: "ASSIGNED", assigneeName: expect.stringContaining("recruiter"), departmentName: "Engineering" });
    expect(byTitle.Queued).toMatchObject({ state: "IN_QUEUE", assigneeName: null, departmentName: "Sales" });
    expect(byTitle.Near.state).toBe("NEAR_DUE");
    expect(byTitle.Busy).toMatchObject({ state: "IN_PROGRESS", applicants: 1, interviews: 1 });
    expect(byTitle.Suspended.state).toBe("EXPIRED_SUSPENDED");
    expect(byTitle.Late.state).toBe("EXPIRED_SUSPENDED");
    expect(byTitle.Done).toMatchObject({ state: null, status: "fulfilled" });
  });

  it("splits My Jobs (assignee or collaborator) from Other Jobs", async () => {
    expect(await titles(world.collaborator, { tab: "mine" })).toEqual(["Queued"]);
    expect(await titles(world.recruiterAdmin, { tab: "mine" })).toEqual(["Near"]);
    const mine = await titles(world.recruiter, { tab: "mine" });
    const others = await titles(world.recruiter, { tab: "others" });
    expect(mine).toEqual(["Assigned", "Busy", "Done", "Late", "Suspended"]);
    expect([...mine, ...others].sort()).toEqual(await titles(world.recruiter));
  });

  it("filters by each status exactly as the display state is derived", async () => {
    const all = (await listJobs(world.companyId, world.recruiter, q())).rows;
    for (const status of STATUS_FILTERS) {
      const got = await titles(world.recruiter, { status });
      const expected = all
        .filter((r) => (status === "FULFILLED" ? r.status === "fulfilled" : status === "INACTIVE" ? r.status === "inactive" : r.state === status))
        .map((r) => r.title)
        .sort();
      expect(got, status).toEqual(expected);
    }
    expect(await titles(world.recruiter, { status: "EXPIRED_SUSPENDED" })).toEqual(["Late", "Suspended"]);
  });

  it("filters by department", async () => {
    expect(await titles(world.recruiter, { department: world.departments[1] })).toEqual(["Queued"]);
  });

  it("searches the title (case-insensitive, wildcards literal) and the JD id", async () => {
    expect(await titles(world.recruiter, { q: "near" })).toEqual(["Near"]);
    expect(await titles(world.recruiter, { q: jd.Busy })).toEqual(["Busy"]);
    expect(await titles(world.recruiter, { q: "50%" })).toEqual(["Draft 50% off_"]);
    expect(await titles(world.recruiter, { q: "%" })).toEqual(["Draft 50% off_"]);
    expect(await titles(world.recruiter, { q: "f_" })).toEqual(["Draft 50% off_"]);
    expect(await titles(world.recruiter, { q: "' or 1=1 --" })).toEqual([]);
  });

  it("pages with a count and a page query", async () => {
    const p1 = await listJobs(world.companyId, world.recruiter, jobListQuerySchema.parse({ size: 10 }));
    expect(p1).toMatchObject({ total: 8, page: 1, size: 10 });
    expect(p1.rows).toHaveLength(8);
    const p2 = await listJobs(world.companyId, world.recruiter, jobListQuerySchema.parse({ size: 10, page: 2 }));
    expect(p2.rows).toEqual([]);
    expect(p2.total).toBe(8);
  });

  it("shows nothing of another company", async () => {
    const other = await makeJobsWorld("jobs-list-other");
    const list = await listJobs(other.companyId, other.recruiter, q());
    expect(list).toMatchObject({ total: 0, rows: [] });
  });
});
