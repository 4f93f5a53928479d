import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { closeDb, getDb } from "@/db/client";
import { companies, departments, interviewInvitations, interviews, jobApplications, jobs, users } from "@/db/schema";
import { adminDashboard } from "@/lib/dashboard/admin";
import { talentDashboard } from "@/lib/dashboard/talent";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

type Ids = { company: string; other: string; recruiter: string; collaborator: string; internal: string; external: string; jobs: Record<string, string> };
let ids: Ids;

async function company(slug: string) {
  const [c] = await getDb().insert(companies).values({ slug, name: slug }).returning({ id: companies.id });
  const [d] = await getDb().insert(departments).values({ companyId: c.id, name: "Eng" }).returning({ id: departments.id });
  return { id: c.id, dept: d.id };
}

async function user(companyId: string, role: "talent" | "recruiter" | "collaborator", loginType: "password" | "external" = "password", createdAt = new Date()) {
  const [u] = await getDb()
    .insert(users)
    .values({ companyId, email: `${randomBytes(4).toString("hex")}@dash.test`, fullName: `${role} ${loginType}`, role, loginType, createdAt })
    .returning({ id: users.id });
  return u.id;
}

beforeAll(async () => {
  const suffix = randomBytes(3).toString("hex");
  const a = await company(`dash-a-${suffix}`);
  const b = await company(`dash-b-${suffix}`);
  const recruiter = await user(a.id, "recruiter");
  const collaborator = await user(a.id, "collaborator");
  const internal = await user(a.id, "talent", "password");
  const external = await user(a.id, "talent", "external");
  await user(a.id, "talent", "external", new Date(now - 200 * DAY)); // outside every period
  await user(b.id, "talent", "password"); // another tenant
  const job = (title: string, extra: Partial<typeof jobs.$inferInsert> = {}) =>
    getDb()
      .insert(jobs)
      .values({ companyId: a.id, jdNumber: Math.floor(Math.random() * 1e9), title, departmentId: a.dept, dueDate: new Date(now + 20 * DAY), ...extra })
      .returning({ id: jobs.id })
      .then((r) => r[0].id);
  const open = await job("Open mine", { assigneeId: recruiter, publishedAt: new Date(), mustHaveSkills: [{ stack: "React", years: 2 }] });
  const fulfilled = await job("Filled", { status: "fulfilled", assigneeId: collaborator });
  const unassigned = await job("Queue", { publishedAt: new Date(now - DAY) });
  await job("Expired", { dueDate: new Date(now - DAY), assigneeId: recruiter });
  await job("Old", { createdAt: new Date(now - 100 * DAY) });
  await getDb().insert(jobApplications).values([
    { companyId: a.id, jobId: open, candidateId: internal, status: "INTERVIEW_LIST" },
    { companyId: a.id, jobId: fulfilled, candidateId: external, status: "APPLIED" },
  ]);
  await getDb().insert(interviews).values([
    { companyId: a.id, jobId: open, candidateId: internal, startsAt: new Date(now + DAY), endsAt: new Date(now + DAY + 3600e3) },
    { companyId: a.id, jobId: open, candidateId: internal, startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - 2 * DAY + 3600e3) },
  ]);
  await getDb().insert(interviewInvitations).values({ companyId: a.id, jobId: unassigned, candidateId: internal });
  ids = { company: a.id, other: b.id, recruiter, collaborator, internal, external, jobs: { open, fulfilled, unassigned } };
});

afterAll(async () => {
  await closeDb();
});

describe("admin dashboard aggregates", () => {
  it("counts the talent pool as internal and external profiles created in the period, in this tenant only", async () => {
    const d = await adminDashboard(ids.company, "4w", null);
    expect(d.talentPool).toEqual({ total: 2, internal: 1, external: 1 });
    const six = await adminDashboard(ids.company, "6m", null);
    expect(six.talentPool.total).toBe(2); // the 200-day-old profile is outside even 6 months
  });

  it("counts the job pool and the recruitment overview from SQL aggregates", async () => {
    const d = await adminDashboard(ids.company, "4w", null);
    expect(d.jobPool).toEqual({ total: 4, completed: 1, inProgress: 2 });
    expect(d.recruitment).toEqual({ assigned: 3, screened: 1, fulfilled: 1 });
    const longer = await adminDashboard(ids.company, "6m", null);
    expect(longer.jobPool.total).toBe(5);
  });

  it("limits a recruiter's figures and interview list to their own jobs", async () => {
    const mine = await adminDashboard(ids.company, "4w", ids.recruiter);
    expect(mine.jobPool.total).toBe(2);
    expect(mine.recruitment.screened).toBe(1);
    expect(mine.upcomingInterviews.map((i) => i.jobTitle)).toEqual(["Open mine"]);
    const collab = await adminDashboard(ids.company, "4w", ids.collaborator);
    expect(collab.upcomingInterviews).toEqual([]);
  });

  it("shows nothing of one tenant on another tenant's dashboard", async () => {
    const d = await adminDashboard(ids.other, "6m", null);
    expect(d.jobPool.total).toBe(0);
    expect(d.talentPool.total).toBe(1);
    expect(d.upcomingInterviews).toEqual([]);
  });
});

describe("talent dashboard", () => {
  it("lists open published jobs not yet applied to, ranked by matching must-have skills", async () => {
    const d = await talentDashboard(ids.company, ids.external, ["react"]);
    expect(d.openings.map((o) => o.title)).toEqual(["Open mine", "Queue"]);
    expect(d.openings[0].matched).toBe(1);
    const applied = await talentDashboard(ids.company, ids.internal);
    expect(applied.openings.map((o) => o.title)).toEqual(["Queue"]);
  });

  it("shows the candidate's applications with status, open invitations and only future interviews", async () => {
    const d = await talentDashboard(ids.company, ids.internal);
    expect(d.applications.map((a) => [a.title, a.status])).toEqual([["Open mine", "INTERVIEW_LIST"]]);
    expect(d.invitations.map((v) => v.title)).toEqual(["Queue"]);
    expect(d.upcoming).toHaveLength(1);
    expect(d.upcoming[0].startsAt.getTime()).toBeGreaterThan(now);
  });

  it("never shows another tenant's candidate data", async () => {
    const d = await talentDashboard(ids.other, ids.internal);
    expect(d).toEqual({ openings: [], applications: [], invitations: [], upcoming: [] });
  });
});
