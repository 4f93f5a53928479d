import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, jobApplications, jobs } from "@/db/schema";
import { CAREER_PAGE_SIZE, careerJob, listCareerJobs } from "@/lib/jobs/career";
import { changeStatus, createJob, recordApplication, setPublished } from "@/lib/jobs/commands";
import { applyAfterJobLogin } from "@/lib/jobs/apply";
import { jobInput, makeJobsWorld, type JobsWorld } from "../support/jobs";
import { codeOf } from "../support/codes";

let world: JobsWorld;
let other: JobsWorld;

beforeAll(async () => {
  world = await makeJobsWorld("jobs-career");
  other = await makeJobsWorld("jobs-career-other");
});

afterAll(async () => {
  await closeDb();
});

async function published(w: JobsWorld, over: Parameters<typeof jobInput>[1] = {}) {
  const c = await createJob(w.actor, jobInput(w, over));
  await setPublished(w.actor, c.id, true);
  return c;
}

const titles = async (companyId: string, q = "") => (await listCareerJobs(companyId, q)).jobs.map((j) => j.title).sort();

describe("career page query", () => {
  it("pages the open jobs newest first and counts them all, whatever the page", async () => {
    const w = await makeJobsWorld("jobs-career-pages");
    const made: string[] = [];
    for (let i = 0; i < CAREER_PAGE_SIZE + 3; i++) made.push((await published(w, { title: `Paged role ${i}` })).id);
    const first = await listCareerJobs(w.companyId, "", 1);
    const second = await listCareerJobs(w.companyId, "", 2);
    expect(first).toMatchObject({ total: CAREER_PAGE_SIZE + 3, page: 1, pages: 2 });
    expect(first.jobs).toHaveLength(CAREER_PAGE_SIZE);
    expect(second.jobs.map((j) => j.title)).toEqual(["Paged role 2", "Paged role 1", "Paged role 0"]);
    expect(second.total).toBe(CAREER_PAGE_SIZE + 3);
    expect(new Set([...first.jobs, ...second.jobs].map((j) => j.id))).toEqual(new Set(made));
    // A page past the end is empty but still knows how many jobs there are.
    expect(await listCareerJobs(w.companyId, "", 9)).toMatchObject({ jobs: [], total: CAREER_PAGE_SIZE + 3, pages: 2 });
    expect((await listCareerJobs(w.companyId, "Paged role 1", 1)).total).toBe(1 + 10);
  });

  it("lists only the company's published jobs that are active and not past due", async () => {
    const live = await published(world, { title: "Live role" });
    const hidden = await createJob(world.actor, jobInput(world, { title: "Never published" }));
    const suspended = await published(world, { title: "Suspended role" });
    await changeStatus(world.actor, { jobId: suspended.id, action: "suspend", confirmed: true, dueDate: null });
    const late = await published(world, { title: "Late role" });
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - 1000) }).where(eq(jobs.id, late.id));
    await published(other, { title: "Other company role" });

    expect(await titles(world.companyId)).toEqual(["Live role"]);
    expect(await careerJob(world.companyId, live.id)).toMatchObject({ title: "Live role", jdId: live.jdId });
    expect(await careerJob(world.companyId, hidden.id)).toBeNull();
    expect(await careerJob(world.companyId, late.id)).toBeNull();
  });

  it("shows a job after publishing and hides it after unpublishing", async () => {
    const c = await createJob(world.actor, jobInput(world, { title: "Toggle role" }));
    expect(await titles(world.companyId)).not.toContain("Toggle role");
    await setPublished(world.actor, c.id, true);
    expect(await titles(world.companyId)).toContain("Toggle role");
    await setPublished(world.actor, c.id, false);
    expect(await titles(world.companyId)).not.toContain("Toggle role");
  });

  it("never shows another company's job, even by its id", async () => {
    const theirs = await published(other, { title: "Only theirs" });
    expect(await careerJob(world.companyId, theirs.id)).toBeNull();
    expect(await titles(world.companyId, "Only theirs")).toEqual([]);
  });

  it("searches title, description, location, skill and job id; wildcard and SQL characters are literal", async () => {
    const c = await published(world, {
      title: "Rust 100% Engineer",
      description: "Work on the query planner",
      jobLocations: ["Lisbon, Portugal"],
      mustHaveSkills: [{ stack: "Rust", years: 3 }],
    });
    expect(await titles(world.companyId, "query planner")).toEqual(["Rust 100% Engineer"]);
    expect(await titles(world.companyId, "lisbon")).toEqual(["Rust 100% Engineer"]);
    expect(await titles(world.companyId, c.jdId)).toEqual(["Rust 100% Engineer"]);
    expect(await titles(world.companyId, "100%")).toEqual(["Rust 100% Engineer"]);
    expect(await titles(world.companyId, "%")).toEqual(["Rust 100% Engineer"]);
    expect(await titles(world.companyId, "_")).toEqual([]);
    expect(await titles(world.companyId, "' or '1'='1")).toEqual([]);
  });
});

describe("recording an application (after an external job login)", () => {
  it("records APPLIED once for a published live job with an assignee, and logs it", async () => {
    const c = await published(world, { title: "Apply here" });
    const first = await recordApplication({ id: world.companyId }, world.talent, c.id);
    expect(first).toMatchObject({ created: true, jobTitle: "Apply here" });
    const again = await recordApplication({ id: world.companyId }, world.talent, c.id);
    expect(again).toEqual({ ...first, created: false });
    const rows = await getDb().select().from(jobApplications).where(eq(jobApplications.jobId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "APPLIED", candidateId: world.talent, companyId: world.companyId });
    const logs = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, first.applicationId), eq(activityLog.action, "jobs.apply")));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actorUserId: world.talent, after: { jobId: c.id, status: "APPLIED" } });
  });

  it("records one application when the same candidate applies twice at the same moment", async () => {
    const c = await published(world, { title: "Race" });
    const results = await Promise.all([1, 2, 3].map(() => recordApplication({ id: world.companyId }, world.talent, c.id)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.applicationId)).size).toBe(1);
  });

  it("answers 10085 for a job whose assignee was taken off after publishing, records nothing, and the career page no longer offers it", async () => {
    const c = await published(world, { title: "Orphaned role" });
    await getDb().update(jobs).set({ assigneeId: null }).where(eq(jobs.id, c.id));
    expect(await codeOf(recordApplication({ id: world.companyId }, world.talent, c.id))).toBe(10085);
    expect(await getDb().select().from(jobApplications).where(eq(jobApplications.jobId, c.id))).toEqual([]);
    expect(await titles(world.companyId)).not.toContain("Orphaned role");
    expect(await careerJob(world.companyId, c.id)).toBeNull();
  });

  it("refuses to publish a job without an assignee (10085) and leaves it off the career page", async () => {
    const c = await createJob(world.actor, jobInput(world, { title: "Queue job", assigneeId: null }));
    expect(await codeOf(setPublished(world.actor, c.id, true))).toBe(10085);
    const [row] = await getDb().select({ publishedAt: jobs.publishedAt }).from(jobs).where(eq(jobs.id, c.id));
    expect(row.publishedAt).toBeNull();
    expect(await titles(world.companyId)).not.toContain("Queue job");
  });

  it("answers 10078 for jobs that are unpublished, suspended, past due, another company's, or not there", async () => {
    const unpublished = await createJob(world.actor, jobInput(world));
    const suspended = await published(world);
    await changeStatus(world.actor, { jobId: suspended.id, action: "suspend", confirmed: true, dueDate: null });
    const late = await published(world);
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - 1000) }).where(eq(jobs.id, late.id));
    const theirs = await published(other);
    for (const id of [unpublished.id, suspended.id, late.id, theirs.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "'; drop table jobs; --"]) {
      expect(await codeOf(recordApplication({ id: world.companyId }, world.talent, id)), id).toBe(10078);
    }
    expect(await getDb().select().from(jobApplications).where(eq(jobApplications.jobId, theirs.id))).toEqual([]);
  });

  it("refuses a candidate of another company or a staff user with 10404", async () => {
    const c = await published(world);
    expect(await codeOf(recordApplication({ id: world.companyId }, other.talent, c.id))).toBe(10404);
    expect(await codeOf(recordApplication({ id: world.companyId }, world.recruiter, c.id))).toBe(10404);
  });
});

describe("applying through the job login (applyAfterJobLogin)", () => {
  it("records the application once and says so, so the talent shell shows the notice once", async () => {
    const c = await published(world, { title: "Apply via login" });
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, c.id)).toEqual({ applied: true, applyError: null });
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, c.id)).toEqual({ applied: false, applyError: null });
  });

  it("returns the refusal code instead of throwing: 10078 for another tenant's or an unpublished job, 10085 for an unassigned one", async () => {
    const other = await makeJobsWorld("apply-other");
    const foreign = await published(other, { title: "Not yours" });
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, foreign.id)).toEqual({ applied: false, applyError: 10078 });
    const hidden = await createJob(world.actor, jobInput(world, { title: "Not on the career page" }));
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, hidden.id)).toEqual({ applied: false, applyError: 10078 });
    const unassigned = await published(world, { title: "Nobody owns me" });
    await getDb().update(jobs).set({ assigneeId: null }).where(eq(jobs.id, unassigned.id));
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, unassigned.id)).toEqual({ applied: false, applyError: 10085 });
    expect(await getDb().select().from(jobApplications).where(eq(jobApplications.jobId, unassigned.id))).toEqual([]);
  });

  it("records nothing for a job reference that is not one of ours (an ATS id such as JOB-123)", async () => {
    const before = await getDb().select().from(jobApplications).where(eq(jobApplications.candidateId, world.talent));
    expect(await applyAfterJobLogin({ id: world.companyId }, world.talent, "JOB-123")).toEqual({ applied: false, applyError: null });
    const after = await getDb().select().from(jobApplications).where(eq(jobApplications.candidateId, world.talent));
    expect(after).toHaveLength(before.length);
  });
});
