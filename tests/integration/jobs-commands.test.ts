import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, jobCollaborators, jobs, jobTemplates } from "@/db/schema";
import {
  TemplateNameTakenError,
  addCollaborator,
  assignJob,
  createFromTemplate,
  createJob,
  extendDueDate,
  removeCollaborator,
  repostJob,
  saveTemplate,
  setPublished,
  updateJob,
} from "@/lib/jobs/commands";
import { jobDetail, templateDetail } from "@/lib/jobs/queries";
import { jobDraftSchema } from "@/lib/jobs/schemas";
import { dayFromNow, jobInput, makeJobsWorld, type JobsWorld } from "../support/jobs";
import { codeOf } from "../support/codes";

let world: JobsWorld;
let other: JobsWorld;

beforeAll(async () => {
  world = await makeJobsWorld("jobs-cmd");
  other = await makeJobsWorld("jobs-cmd-other");
});

afterAll(async () => {
  await closeDb();
});

async function row(id: string) {
  const [r] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  return r;
}

async function lastLog(entityId: string) {
  const [r] = await getDb().select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(desc(activityLog.createdAt)).limit(1);
  return r;
}

describe("creating jobs", () => {
  it("gives each job a company number shown with the JD- prefix, starting at the company's next number", async () => {
    const a = await createJob(world.actor, jobInput(world));
    const b = await createJob(world.actor, jobInput(world, { title: "Second" }));
    expect(a.jdId).toBe(`JD-${a.jdNumber}`);
    expect(a.jdNumber).toBeGreaterThanOrEqual(1001);
    expect(b.jdNumber).toBe(a.jdNumber + 1);
    expect((await jobDetail(world.companyId, a.id))?.jdId).toBe(a.jdId);
  });

  it("hands out 10 distinct numbers to 10 jobs created at the same moment", async () => {
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => createJob(world.actor, jobInput(world, { title: `Parallel ${i}` }))));
    const numbers = created.map((c) => c.jdNumber);
    expect(new Set(numbers).size).toBe(10);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(9);
  });

  it("refuses a due date that has passed with 10124 and writes nothing", async () => {
    const before = await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, world.companyId));
    const input = { ...jobInput(world), dueDate: dayFromNow(-1) };
    expect(await codeOf(createJob(world.actor, input))).toBe(10124);
    const after = await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, world.companyId));
    expect(after.length).toBe(before.length);
  });

  it("refuses another company's department, assignee or collaborator with 10404 and keeps the number unused", async () => {
    const probe = await createJob(world.actor, jobInput(world, { title: "Probe" }));
    expect(await codeOf(createJob(world.actor, jobInput(world, { departmentId: other.departments[0] })))).toBe(10404);
    expect(await codeOf(createJob(world.actor, jobInput(world, { assigneeId: other.recruiter })))).toBe(10404);
    expect(await codeOf(createJob(world.actor, jobInput(world, { collaboratorIds: [other.collaborator] })))).toBe(10404);
    // A talent or an admin is not a job's assignee.
    expect(await codeOf(createJob(world.actor, jobInput(world, { assigneeId: world.talent })))).toBe(10404);
    const next = await createJob(world.actor, jobInput(world, { title: "After refusals" }));
    expect(next.jdNumber).toBe(probe.jdNumber + 1);
  });

  it("answers a 1 MB description, a NUL byte and wrong types through the schema, never the database", async () => {
    const { jobInputSchema } = await import("@/lib/jobs/schemas");
    expect(jobInputSchema.safeParse({ ...jobInput(world), description: "x".repeat(1024 * 1024) }).success).toBe(false);
    expect(jobInputSchema.safeParse({ ...jobInput(world), openings: "1; drop table jobs" }).success).toBe(false);
    const c = await createJob(world.actor, jobInputSchema.parse({ ...jobInput(world), title: "Nul\u0000Title", mustHaveSkills: [{ stack: "Go\u0000", years: 1 }] }));
    expect(await row(c.id)).toMatchObject({ title: "NulTitle", mustHaveSkills: [{ stack: "Go", years: 1 }] });
  });

  it("stores hostile text as plain text and logs the creation with who and what", async () => {
    const title = "'); drop table jobs; -- <b>x</b> 😀";
    const c = await createJob(world.actor, jobInput(world, { title, description: "<script>alert(1)</script>" }));
    expect((await row(c.id)).title).toBe(title);
    const log = await lastLog(c.id);
    expect(log).toMatchObject({ action: "jobs.create", actorUserId: world.recruiterAdmin, companyId: world.companyId, entityType: "job", before: null });
    expect(log.after).toMatchObject({ title, status: "active", jdNumber: c.jdNumber, source: "manual" });
  });
});

describe("editing jobs", () => {
  it("saves the change and logs only the fields that changed, old and new", async () => {
    const c = await createJob(world.actor, jobInput(world, { title: "Old title", collaboratorIds: [world.collaborator] }));
    await updateJob(world.actor, c.id, jobInput(world, { title: "New title", collaboratorIds: [], salary: { currency: "USD", from: 10, to: 20, interval: "year" } }));
    const r = await row(c.id);
    expect(r).toMatchObject({ title: "New title", salaryFrom: 10, salaryTo: 20, salaryInterval: "year" });
    expect(await getDb().select().from(jobCollaborators).where(eq(jobCollaborators.jobId, c.id))).toEqual([]);
    const log = await lastLog(c.id);
    expect(log.action).toBe("jobs.update");
    expect(log.before).toEqual({ title: "Old title", salaryFrom: null, salaryTo: null, salaryInterval: null, collaboratorIds: [world.collaborator] });
    expect(log.after).toEqual({ title: "New title", salaryFrom: 10, salaryTo: 20, salaryInterval: "year", collaboratorIds: [] });
  });

  it("answers 10078 for another company's job and leaves it untouched", async () => {
    const theirs = await createJob(other.actor, jobInput(other, { title: "Theirs" }));
    expect(await codeOf(updateJob(world.actor, theirs.id, jobInput(world, { title: "Hijacked" })))).toBe(10078);
    expect(await codeOf(extendDueDate(world.actor, theirs.id, dayFromNow(90)))).toBe(10078);
    expect(await codeOf(setPublished(world.actor, theirs.id, true))).toBe(10078);
    expect(await codeOf(addCollaborator(world.actor, theirs.id, world.collaborator))).toBe(10078);
    expect(await codeOf(repostJob(world.actor, theirs.id, dayFromNow(10)))).toBe(10078);
    expect(await jobDetail(world.companyId, theirs.id)).toBeNull();
    const r = await row(theirs.id);
    expect(r).toMatchObject({ title: "Theirs", publishedAt: null });
  });

  it("answers 10078 for a deleted job and for ids that are not ids", async () => {
    const c = await createJob(world.actor, jobInput(world));
    await getDb().update(jobs).set({ status: "deleted" }).where(eq(jobs.id, c.id));
    expect(await codeOf(updateJob(world.actor, c.id, jobInput(world)))).toBe(10078);
    expect(await codeOf(updateJob(world.actor, "' or 1=1 --", jobInput(world)))).toBe(10078);
    expect(await jobDetail(world.companyId, c.id)).toBeNull();
  });
});

describe("due dates", () => {
  it("extends to a future day only (10124), and brings an expired job back to active", async () => {
    const c = await createJob(world.actor, jobInput(world));
    await getDb().update(jobs).set({ status: "expired", dueDate: new Date(Date.now() - 86_400_000) }).where(eq(jobs.id, c.id));
    expect(await codeOf(extendDueDate(world.actor, c.id, dayFromNow(-2)))).toBe(10124);
    expect((await row(c.id)).status).toBe("expired");
    const r = await extendDueDate(world.actor, c.id, dayFromNow(20));
    expect(r.status).toBe("active");
    expect(r.dueDate).toBe(`${dayFromNow(20)}T23:59:59.999Z`);
    const log = await lastLog(c.id);
    expect(log).toMatchObject({ action: "jobs.extendDueDate", before: { status: "expired" }, after: { status: "active", dueDate: r.dueDate } });
  });

  it("does not extend a fulfilled job (10334)", async () => {
    const c = await createJob(world.actor, jobInput(world));
    await getDb().update(jobs).set({ status: "fulfilled" }).where(eq(jobs.id, c.id));
    expect(await codeOf(extendDueDate(world.actor, c.id, dayFromNow(20)))).toBe(10334);
  });
});

describe("people on a job", () => {
  it("refuses to add a recruiter or an assignee to an expired job (10334)", async () => {
    const c = await createJob(world.actor, jobInput(world, { assigneeId: null }));
    await getDb().update(jobs).set({ status: "expired" }).where(eq(jobs.id, c.id));
    expect(await codeOf(addCollaborator(world.actor, c.id, world.collaborator))).toBe(10334);
    expect(await codeOf(assignJob(world.actor, c.id, world.recruiter))).toBe(10334);
    // Active but past its due moment counts as expired before the schedule runs.
    const late = await createJob(world.actor, jobInput(world));
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - 1000) }).where(eq(jobs.id, late.id));
    expect(await codeOf(addCollaborator(world.actor, late.id, world.collaborator))).toBe(10334);
    expect(await getDb().select().from(jobCollaborators).where(eq(jobCollaborators.jobId, late.id))).toEqual([]);
  });

  it("adds and removes a collaborator of a live job with log entries, once", async () => {
    const c = await createJob(world.actor, jobInput(world));
    expect(await addCollaborator(world.actor, c.id, world.collaborator)).toEqual({ added: true });
    expect(await addCollaborator(world.actor, c.id, world.collaborator)).toEqual({ added: false });
    expect((await lastLog(c.id)).after).toEqual({ collaboratorIds: [world.collaborator] });
    expect(await removeCollaborator(world.actor, c.id, world.collaborator)).toEqual({ removed: true });
    expect((await lastLog(c.id)).action).toBe("jobs.removeCollaborator");
    expect(await codeOf(addCollaborator(world.actor, c.id, other.collaborator))).toBe(10404);
  });

  it("assigns a live job to a recruiter of the company and logs old and new assignee", async () => {
    const c = await createJob(world.actor, jobInput(world, { assigneeId: null }));
    await assignJob(world.actor, c.id, world.recruiter);
    expect((await row(c.id)).assigneeId).toBe(world.recruiter);
    expect(await lastLog(c.id)).toMatchObject({ action: "jobs.assign", before: { assigneeId: null }, after: { assigneeId: world.recruiter } });
  });
});

describe("publishing", () => {
  it("publishes only a live job (10334) and logs publish and unpublish", async () => {
    const c = await createJob(world.actor, jobInput(world));
    const p = await setPublished(world.actor, c.id, true);
    expect(p.publishedAt).not.toBeNull();
    expect(await lastLog(c.id)).toMatchObject({ action: "jobs.publish", before: { publishedAt: null } });
    await setPublished(world.actor, c.id, false);
    expect((await row(c.id)).publishedAt).toBeNull();
    expect((await lastLog(c.id)).action).toBe("jobs.unpublish");
    await getDb().update(jobs).set({ status: "suspended" }).where(eq(jobs.id, c.id));
    expect(await codeOf(setPublished(world.actor, c.id, true))).toBe(10334);
    expect((await row(c.id)).publishedAt).toBeNull();
  });
});

describe("templates", () => {
  it("saves a job as a named template, refuses a taken name, and creates a job from it", async () => {
    const draft = jobDraftSchema.parse({ title: "Template job", departmentId: world.departments[1], mustHaveSkills: [{ stack: "Go", years: 3 }] });
    const t = await saveTemplate(world.actor, "Backend template", draft);
    await expect(saveTemplate(world.actor, "backend TEMPLATE", draft)).rejects.toBeInstanceOf(TemplateNameTakenError);
    expect(await lastLog(t.id)).toMatchObject({ action: "jobs.saveTemplate", after: { templateName: "Backend template" } });
    const detail = await templateDetail(world.companyId, t.id);
    expect(detail?.draft).toMatchObject({ title: "Template job", departmentId: world.departments[1], mustHaveSkills: [{ stack: "Go", years: 3 }] });
    const c = await createFromTemplate(world.actor, t.id, jobInput(world, { ...detail!.draft, title: "From template", departmentId: world.departments[1] }));
    expect(await row(c.id)).toMatchObject({ title: "From template", departmentId: world.departments[1], mustHaveSkills: [{ stack: "Go", years: 3 }] });
    expect((await lastLog(c.id)).after).toMatchObject({ source: "template", templateId: t.id });
  });

  it("does not reveal or use another company's template (10404), nor keep another company's department", async () => {
    const theirs = await saveTemplate(other.actor, "Theirs", jobDraftSchema.parse({ title: "Secret" }));
    expect(await templateDetail(world.companyId, theirs.id)).toBeNull();
    expect(await codeOf(createFromTemplate(world.actor, theirs.id, jobInput(world)))).toBe(10404);
    const sneaky = await saveTemplate(world.actor, "Sneaky", jobDraftSchema.parse({ title: "x", departmentId: other.departments[0] }));
    const [stored] = await getDb().select().from(jobTemplates).where(and(eq(jobTemplates.id, sneaky.id)));
    expect((stored.payload as { departmentId: string | null }).departmentId).toBeNull();
  });
});

describe("repost", () => {
  it("creates a new job with a new number and the new due date, leaving the original alone", async () => {
    const c = await createJob(world.actor, jobInput(world, { title: "Original", collaboratorIds: [world.collaborator] }));
    await getDb().update(jobs).set({ status: "expired", dueDate: new Date(Date.now() - 86_400_000) }).where(eq(jobs.id, c.id));
    expect(await codeOf(repostJob(world.actor, c.id, dayFromNow(-1)))).toBe(10124);
    const r = await repostJob(world.actor, c.id, dayFromNow(15));
    expect(r.jdNumber).not.toBe(c.jdNumber);
    expect(await row(r.id)).toMatchObject({ title: "Original", status: "active" });
    expect((await row(c.id)).status).toBe("expired");
    expect((await lastLog(r.id)).after).toMatchObject({ source: "repost", repostOf: c.jdId });
  });
  it("reads the original under the job-row lock: a delete committed while it waits makes the repost 10078, not a copy of a deleted job", async () => {
    const c = await createJob(world.actor, jobInput(world, { title: "Racing" }));
    const before = (await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, world.companyId))).length;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // Another request holds the row (as the job commands do) and deletes the job.
    const deleting = getDb().transaction(async (tx) => {
      await tx.select().from(jobs).where(eq(jobs.id, c.id)).for("update");
      locked();
      await held;
      await tx.update(jobs).set({ status: "deleted" }).where(eq(jobs.id, c.id));
    });
    await isLocked;
    let settled = false;
    const repost = codeOf(repostJob(world.actor, c.id, dayFromNow(15))).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false); // waiting on the lock, not reading a row that is about to go
    release();
    await deleting;
    expect(await repost).toBe(10078);
    expect((await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, world.companyId))).length).toBe(before);
  });
});
