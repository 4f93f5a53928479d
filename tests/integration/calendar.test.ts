import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, departments, interviewCandidates, interviewParticipants, interviews, jobCollaborators, jobs, users } from "@/db/schema";
import { staffCalendar, talentCalendar } from "@/lib/interviews/calendar";
import { CALENDAR_MAX_RANGE_DAYS, calendarRangeSchema, type CalendarEvent } from "@/lib/interviews/calendar-range";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { GET as talentRoute } from "@/app/api/calendar/interviews/route";
import { GET as staffRoute } from "@/app/api/admin/calendar/interviews/route";
import { apiRequest, callRoute } from "../support/api-request";
import { findUser, sessionFor } from "../support/sessions";

const HOUR = 3600e3;
const DAY = 24 * HOUR;
// A week far from any other test's rows: Sunday 2 March 2031 00:00 UTC.
const WEEK = new Date("2031-03-02T00:00:00Z").getTime();
const at = (day: number, hour: number) => new Date(WEEK + day * DAY + hour * HOUR);
const range = (fromDay = 0, toDay = 7) => ({ from: new Date(WEEK + fromDay * DAY), to: new Date(WEEK + toDay * DAY) });

type Role = "talent" | "recruiter" | "collaborator" | "recruiterAdmin";
async function mkUser(companyId: string, role: Role, name: string) {
  const [u] = await getDb()
    .insert(users)
    .values({ companyId, email: `${randomBytes(4).toString("hex")}@cal.test`, fullName: name, role })
    .returning({ id: users.id });
  return u.id;
}

let A: string; // tenant under test
let B: string; // another tenant
const p: Record<string, string> = {};
const j: Record<string, string> = {};
const iv: Record<string, string> = {};

async function mkJob(companyId: string, title: string, extra: Partial<typeof jobs.$inferInsert> = {}) {
  let [dept] = await getDb().select({ id: departments.id }).from(departments).where(eq(departments.companyId, companyId)).limit(1);
  if (!dept) [dept] = await getDb().insert(departments).values({ companyId, name: "Eng" }).returning({ id: departments.id });
  const [row] = await getDb()
    .insert(jobs)
    .values({ companyId, jdNumber: Math.floor(Math.random() * 1e9), title, departmentId: dept.id, dueDate: new Date(WEEK + 60 * DAY), ...extra })
    .returning({ id: jobs.id });
  return row.id;
}

async function mkInterview(companyId: string, jobId: string, candidateId: string, start: Date, hours: number, status: "scheduled" | "ended" | "canceled" | "rescheduling", interviewers: string[]) {
  const [entry] = await getDb()
    .insert(interviewCandidates)
    .values({ companyId, jobId, candidateId, status: "interviewScheduled" })
    .onConflictDoNothing()
    .returning({ id: interviewCandidates.id });
  const [row] = await getDb()
    .insert(interviews)
    .values({ companyId, jobId, candidateId, pipelineId: entry?.id ?? null, startsAt: start, endsAt: new Date(start.getTime() + hours * HOUR), status })
    .returning({ id: interviews.id });
  if (interviewers.length) await getDb().insert(interviewParticipants).values(interviewers.map((userId) => ({ interviewId: row.id, userId })));
  return row.id;
}

beforeAll(async () => {
  const suffix = randomBytes(3).toString("hex");
  [{ id: A }] = await getDb().insert(companies).values({ slug: `cal-a-${suffix}`, name: "Cal A" }).returning({ id: companies.id });
  [{ id: B }] = await getDb().insert(companies).values({ slug: `cal-b-${suffix}`, name: "Cal B" }).returning({ id: companies.id });
  p.alice = await mkUser(A, "collaborator", "Alice Interviewer");
  p.bob = await mkUser(A, "recruiter", "Bob Recruiter");
  p.carol = await mkUser(A, "collaborator", "Carol Elsewhere");
  p.admin = await mkUser(A, "recruiterAdmin", "Rita Admin");
  p.t1 = await mkUser(A, "talent", "Tara Talent");
  p.t2 = await mkUser(A, "talent", "Theo Talent");
  p.bRec = await mkUser(B, "recruiter", "Other Tenant");
  p.bTalent = await mkUser(B, "talent", "Other Talent");
  // shared: Bob assigned, Alice collaborates. private: Carol's alone. deleted: a deleted job Alice was on.
  j.shared = await mkJob(A, "Shared job", { assigneeId: p.bob });
  j.private = await mkJob(A, "Private job", { assigneeId: p.carol });
  j.deleted = await mkJob(A, "Deleted job", { assigneeId: p.bob, status: "deleted" });
  j.other = await mkJob(B, "Other tenant job", { assigneeId: p.bRec });
  await getDb().insert(jobCollaborators).values([
    { jobId: j.shared, userId: p.alice },
    { jobId: j.deleted, userId: p.alice },
  ]);
  iv.aliceOwn = await mkInterview(A, j.shared, p.t1, at(1, 14), 1, "scheduled", [p.alice]); // Mon 14:00 UTC
  iv.bobOnShared = await mkInterview(A, j.shared, p.t2, at(2, 15), 1, "ended", [p.bob]); // a colleague's on a shared job
  iv.carolPrivate = await mkInterview(A, j.private, p.t1, at(3, 16), 1, "scheduled", [p.carol]); // unshared job
  iv.aliceOnPrivate = await mkInterview(A, j.private, p.t2, at(4, 16), 1, "scheduled", [p.alice]); // Alice interviews on a job she is not on
  iv.canceled = await mkInterview(A, j.shared, p.t1, at(3, 10), 1, "canceled", [p.alice]);
  iv.deleted = await mkInterview(A, j.deleted, p.t2, at(5, 10), 1, "scheduled", [p.alice]);
  iv.nextWeek = await mkInterview(A, j.shared, p.t2, at(8, 10), 1, "scheduled", [p.alice]);
  // Crosses the range's start (Saturday 23:30 of the week before, till 00:30 Sunday).
  iv.crossing = await mkInterview(A, j.shared, p.t1, new Date(WEEK - 30 * 60e3), 1, "scheduled", [p.alice]);
  iv.otherTenant = await mkInterview(B, j.other, p.bTalent, at(1, 14), 1, "scheduled", [p.bRec]);
});

afterAll(async () => {
  await getDb().delete(companies).where(inArray(companies.id, [A, B]));
  await closeDb();
});

const ids = (events: CalendarEvent[]) => events.map((e) => e.id);
const viewer = (userId: string, role: string) => ({ userId, role, companyId: A });

describe("staff calendar visibility", () => {
  it("shows a collaborator their own interviews and colleagues' on shared jobs, flagged, never an unshared job's, a canceled one or a deleted job's", async () => {
    const events = await staffCalendar(viewer(p.alice, "collaborator"), range());
    expect(ids(events)).toEqual([iv.crossing, iv.aliceOwn, iv.bobOnShared, iv.aliceOnPrivate]);
    const byId = Object.fromEntries(events.map((e) => [e.id, e]));
    expect(byId[iv.aliceOwn]).toMatchObject({ own: true, status: "scheduled", jobTitle: "Shared job", candidateName: "Tara Talent" });
    expect(byId[iv.bobOnShared]).toMatchObject({ own: false, status: "ended" });
    // She takes part in it, so it shows although she is not on the job.
    expect(byId[iv.aliceOnPrivate].own).toBe(true);
    expect(byId[iv.aliceOwn].entryId).not.toBeNull();
    expect(byId[iv.aliceOwn].start).toBe(at(1, 14).toISOString());
  });

  it("does not show a recruiter a job they are not on, nor its interviews", async () => {
    const events = await staffCalendar(viewer(p.bob, "recruiter"), range());
    expect(ids(events)).toEqual([iv.crossing, iv.aliceOwn, iv.bobOnShared]);
    expect(events.find((e) => e.id === iv.bobOnShared)!.own).toBe(true);
    expect(events.find((e) => e.id === iv.aliceOwn)!.own).toBe(false);
    const carol = await staffCalendar(viewer(p.carol, "collaborator"), range());
    expect(ids(carol)).toEqual([iv.carolPrivate, iv.aliceOnPrivate]);
  });

  it("shows a company-wide role every live interview of the company and nothing of another tenant", async () => {
    const events = await staffCalendar(viewer(p.admin, "recruiterAdmin"), range());
    expect(ids(events)).toEqual([iv.crossing, iv.aliceOwn, iv.bobOnShared, iv.carolPrivate, iv.aliceOnPrivate]);
    expect(ids(events)).not.toContain(iv.otherTenant);
    // A viewer of tenant A asking with tenant B's id gets B's interviews only if B is theirs: the tenant scopes first.
    const cross = await staffCalendar({ userId: p.alice, role: "collaborator", companyId: B }, range());
    expect(cross).toEqual([]);
  });

  it("keeps to the range: half-open, overlapping edges included, the next week out", async () => {
    expect(ids(await staffCalendar(viewer(p.alice, "collaborator"), range(7, 14)))).toEqual([iv.nextWeek]);
    // [Mon 14:00, Mon 15:00) ends exactly where a range starting at 15:00 begins: not included.
    const afterIt = { from: at(1, 15), to: at(2, 0) };
    expect(ids(await staffCalendar(viewer(p.alice, "collaborator"), afterIt))).toEqual([]);
    const throughIt = { from: at(1, 14.5), to: at(1, 14.75) };
    expect(ids(await staffCalendar(viewer(p.alice, "collaborator"), throughIt))).toEqual([iv.aliceOwn]);
  });
});

describe("talent calendar", () => {
  it("shows a talent only their own live interviews in the range", async () => {
    expect(ids(await talentCalendar(A, p.t1, range()))).toEqual([iv.crossing, iv.aliceOwn, iv.carolPrivate]);
    // A deleted job shows nowhere.
    expect(ids(await talentCalendar(A, p.t2, range()))).toEqual([iv.bobOnShared, iv.aliceOnPrivate]);
    expect((await talentCalendar(A, p.t1, range()))[0].candidateName).toBeNull();
  });

  it("never shows another tenant's interviews, even for that tenant's talent id", async () => {
    expect(await talentCalendar(A, p.bTalent, range())).toEqual([]);
    expect(await talentCalendar(B, p.t1, range())).toEqual([]);
  });
});

describe("range validation", () => {
  it("accepts a week and a six-week month grid, refuses reversed, empty, too long and malformed ranges", () => {
    expect(calendarRangeSchema.safeParse({ from: "2031-03-02T00:00:00Z", to: "2031-03-09T00:00:00Z" }).success).toBe(true);
    expect(calendarRangeSchema.safeParse({ from: "2031-02-23T00:00:00-05:00", to: "2031-04-06T00:00:00-04:00" }).success).toBe(true);
    const longest = new Date(WEEK + CALENDAR_MAX_RANGE_DAYS * DAY).toISOString();
    expect(calendarRangeSchema.safeParse({ from: new Date(WEEK).toISOString(), to: longest }).success).toBe(true);
    const tooLong = new Date(WEEK + CALENDAR_MAX_RANGE_DAYS * DAY + 1000).toISOString();
    expect(calendarRangeSchema.safeParse({ from: new Date(WEEK).toISOString(), to: tooLong }).success).toBe(false);
    expect(calendarRangeSchema.safeParse({ from: "2031-03-09T00:00:00Z", to: "2031-03-02T00:00:00Z" }).success).toBe(false);
    expect(calendarRangeSchema.safeParse({ from: "2031-03-02T00:00:00Z", to: "2031-03-02T00:00:00Z" }).success).toBe(false);
    for (const bad of ["2031-03-02", "yesterday", "2031-02-30T00:00:00Z", "1e12", "2031-03-02T00:00:00"]) {
      expect(calendarRangeSchema.safeParse({ from: bad, to: "2031-03-09T00:00:00Z" }).success, bad).toBe(false);
    }
  });
});

describe("calendar routes on the demo tenant", () => {
  const created: string[] = [];
  let demoJob: string;
  beforeAll(async () => {
    const demo = (await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo")))[0].id;
    const talent = await findUser("talent@demo.test", "demo");
    const collaborator = await findUser("collaborator@demo.test", "demo");
    demoJob = await mkJob(demo, "Calendar route job");
    created.push(demoJob);
    await mkInterview(demo, demoJob, talent.id, at(2, 13), 1, "scheduled", [collaborator.id]);
  });
  afterAll(async () => {
    await getDb().delete(jobs).where(inArray(jobs.id, created));
  });

  const week = "?from=2031-03-02T00:00:00Z&to=2031-03-09T00:00:00Z";

  it("answers the talent's own interview over HTTP, and nothing for another talent", async () => {
    const talent = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
    const a = await callRoute(talentRoute, apiRequest(`/api/calendar/interviews${week}`, { cookie: talent.cookie }));
    expect(a.status).toBe(200);
    const events = (a.json as { results: CalendarEvent[] }).results;
    expect(events.map((e) => [e.jobTitle, e.start])).toEqual([["Calendar route job", at(2, 13).toISOString()]]);
    const recruiter = await sessionFor(await findUser("recruiter@demo.test", "demo"), "demo");
    // The recruiter is neither on the job nor an interviewer: nothing.
    const r = await callRoute(staffRoute, apiRequest(`/api/admin/calendar/interviews${week}`, { cookie: recruiter.cookie }));
    expect(r.status).toBe(200);
    expect((r.json as { results: CalendarEvent[] }).results).toEqual([]);
    // The collaborator interviews in it.
    const collab = await sessionFor(await findUser("collaborator@demo.test", "demo"), "demo");
    const c = await callRoute(staffRoute, apiRequest(`/api/admin/calendar/interviews${week}`, { cookie: collab.cookie }));
    expect((c.json as { results: CalendarEvent[] }).results.map((e) => [e.jobTitle, e.own])).toEqual([["Calendar route job", true]]);
  });

  it("refuses a missing, reversed or too long range with 10001 and never a 5xx", async () => {
    const talent = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
    for (const q of ["", "?from=2031-03-09T00:00:00Z&to=2031-03-02T00:00:00Z", "?from=2031-01-01T00:00:00Z&to=2031-06-01T00:00:00Z", "?from=%27%3B--&to=x"]) {
      const a = await callRoute(talentRoute, apiRequest(`/api/calendar/interviews${q}`, { cookie: talent.cookie }));
      expect([a.status, a.code], q).toEqual([400, ERROR_CODES.invalidRequest]);
    }
  });
});
