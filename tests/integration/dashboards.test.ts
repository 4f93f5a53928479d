import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { closeDb, getDb } from "@/db/client";
import { companies, departments, interviewCandidates, interviewInvitations, interviewParticipants, interviews, jobApplications, jobs, users } from "@/db/schema";
import { adminDashboard } from "@/lib/dashboard/admin";
import { talentDashboard } from "@/lib/dashboard/talent";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

type Ids = { company: string; dept: string; other: string; recruiter: string; collaborator: string; internal: string; external: string; jobs: Record<string, string> };
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
  // An open invitation hangs off a pipeline entry waiting for a booking (D46).
  const [queueEntry] = await getDb().insert(interviewCandidates).values({ companyId: a.id, jobId: unassigned, candidateId: internal, status: "invitationSent" }).returning({ id: interviewCandidates.id });
  await getDb().insert(interviewInvitations).values({ companyId: a.id, jobId: unassigned, candidateId: internal, pipelineId: queueEntry.id, lastDate: new Date(now + 5 * DAY) });
  ids = { company: a.id, dept: a.dept, other: b.id, recruiter, collaborator, internal, external, jobs: { open, fulfilled, unassigned } };
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

describe("interview panels read the interview tables (issue 13)", () => {
  let talent: string;
  let job: string;
  let otherJob: string;
  beforeAll(async () => {
    talent = await user(ids.company, "talent");
    const mk = (title: string, extra: Partial<typeof jobs.$inferInsert> = {}) =>
      getDb()
        .insert(jobs)
        .values({ companyId: ids.company, jdNumber: Math.floor(Math.random() * 1e9), title, departmentId: ids.dept, dueDate: new Date(now + 30 * DAY), ...extra })
        .returning({ id: jobs.id, jd: jobs.jdNumber })
        .then((r) => r[0]);
    const j1 = await mk("Panel job");
    const j2 = await mk("Panel other");
    const j3 = await mk("Panel blocked");
    const j4 = await mk("Panel expired");
    const j5 = await mk("Panel booked");
    job = j1.id;
    otherJob = j2.id;
    const entry = (jobId: string, status: typeof interviewCandidates.$inferInsert["status"], blocked = false) =>
      getDb()
        .insert(interviewCandidates)
        .values({ companyId: ids.company, jobId, candidateId: talent, status, blocked })
        .returning({ id: interviewCandidates.id })
        .then((r) => r[0].id);
    const invite = (jobId: string, pipelineId: string, lastDate: Date | null, status: "invited" | "voided" = "invited") =>
      getDb().insert(interviewInvitations).values({ companyId: ids.company, jobId, candidateId: talent, pipelineId, lastDate, status });
    // Open: sent, and a slot request waiting (both can still choose a slot).
    await invite(j1.id, await entry(j1.id, "invitationSent"), new Date(now + 3 * DAY));
    await invite(j2.id, await entry(j2.id, "invitationRequested"), null);
    // Not actionable: a blocked entry, a passed last date, an entry already booked (its invitation voided).
    await invite(j3.id, await entry(j3.id, "invitationSent", true), new Date(now + 3 * DAY));
    await invite(j4.id, await entry(j4.id, "invitationSent"), new Date(now - DAY));
    const booked = await entry(j5.id, "interviewScheduled");
    await invite(j5.id, booked, new Date(now + 3 * DAY), "voided");
    const [iv] = await getDb()
      .insert(interviews)
      .values({ companyId: ids.company, jobId: j5.id, candidateId: talent, pipelineId: booked, startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 2 * DAY + 3600e3) })
      .returning({ id: interviews.id });
    await getDb().insert(interviewParticipants).values({ interviewId: iv.id, userId: ids.collaborator });
    await getDb().insert(interviews).values([
      { companyId: ids.company, jobId: j1.id, candidateId: talent, startsAt: new Date(now + 4 * DAY), endsAt: new Date(now + 4 * DAY + 3600e3), status: "canceled" },
      { companyId: ids.company, jobId: j2.id, candidateId: talent, startsAt: new Date(now + 6 * DAY), endsAt: new Date(now + 6 * DAY + 3600e3), status: "rescheduling" },
    ]);
  });

  it("lists only the invitations the talent can still book, with the job's JD number and last date", async () => {
    const d = await talentDashboard(ids.company, talent);
    expect(d.invitations.map((v) => v.title)).toEqual(["Panel job", "Panel other"]);
    expect(d.invitations[0].jobId).toBe(job);
    expect(d.invitations[0].jdNumber).toBeGreaterThan(0);
    expect(d.invitations[0].lastDate!.getTime()).toBeGreaterThan(now);
    expect(d.invitations[1]).toMatchObject({ jobId: otherJob, lastDate: null });
  });

  it("lists only booked interviews still to come, not canceled or rescheduling ones", async () => {
    const d = await talentDashboard(ids.company, talent);
    expect(d.upcoming.map((u) => u.title)).toEqual(["Panel booked"]);
    expect(d.upcoming[0].endsAt.getTime() - d.upcoming[0].startsAt.getTime()).toBe(3600e3);
  });

  it("counts the interview list and upcoming interviews, and a collaborator sees the interview they take part in", async () => {
    const all = await adminDashboard(ids.company, "4w", null);
    // Pipeline entries: Queue's one plus the five above; upcoming: Open mine's and Panel booked.
    expect(all.interviews).toEqual({ list: 6, upcoming: 2 });
    expect(all.upcomingInterviews.map((i) => i.jobTitle)).toEqual(["Open mine", "Panel booked"]);
    expect(all.upcomingInterviews[1].entryId).not.toBeNull();
    const collab = await adminDashboard(ids.company, "4w", ids.collaborator);
    expect(collab.upcomingInterviews.map((i) => i.jobTitle)).toEqual(["Panel booked"]);
    expect(collab.interviews.upcoming).toBe(1);
    // The recruiter is on "Open mine" only: one upcoming interview, and Queue's entry is not theirs.
    const mine = await adminDashboard(ids.company, "4w", ids.recruiter);
    expect(mine.interviews).toEqual({ list: 0, upcoming: 1 });
    const other = await adminDashboard(ids.other, "4w", null);
    expect(other.interviews).toEqual({ list: 0, upcoming: 0 });
  });
});
