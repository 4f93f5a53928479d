import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { closeDb, getDb } from "@/db/client";
import { activityLog, companies } from "@/db/schema";
import { GET as exportActivity } from "@/app/api/admin/activity/export/route";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { parseActivityQuery } from "@/lib/audit/activity-filters";
import { activityCsvStream } from "@/lib/audit/export";
import { activityBatch, activityFilterOptions, activityPage, type ActivityCursor } from "@/lib/audit/queries";
import { moveShortlistedToInterviewList } from "@/lib/interviews/commands/move-to-interview-list";
import { clearTenantCache } from "@/lib/tenancy/queries";
import { apiRequest } from "../support/api-request";
import { addTalent } from "../support/booking";
import { createTestOrg, insertJob, insertUser, type TestOrg } from "../support/org";
import { shortlistOn, viewerOf } from "../support/pipeline";
import { sessionFor, type TestSession } from "../support/sessions";
import { userById } from "../support/org";

/**
 * The activity log, read (issue 14): against real Postgres, with entries of two companies and
 * cloud-level ones, a company in Europe/Paris (DST change on 2026-03-29) and the CSV export
 * through its real route handler with real sessions.
 */
const ZONE = "Europe/Paris";
let org: TestOrg;
let other: TestOrg;
let sessions: Record<"recruiterAdmin" | "admin" | "recruiter" | "collaborator", TestSession>;
let hostileActorId: string;
const HOSTILE_NAME = "=cmd|' /C calc'!A0";

type Entry = { action: string; at: string; actor?: string | null; entityType?: string; entityId?: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };

async function write(companyId: string | null, entries: Entry[]) {
  await getDb()
    .insert(activityLog)
    .values(entries.map((e) => ({ companyId, actorUserId: e.actor ?? null, action: e.action, entityType: e.entityType ?? null, entityId: e.entityId ?? null, before: e.before ?? null, after: e.after ?? null, createdAt: new Date(e.at) })));
}

const q = (raw: Record<string, string> = {}) => parseActivityQuery(raw);

/** The route's answer with its body read as bytes: a text() read would drop the BOM silently. */
async function csvOf(path: string, s: TestSession, o: { tenant?: string; cookie?: string } = {}) {
  const res = await exportActivity(apiRequest(path, { tenant: o.tenant ?? org.slug, cookie: o.cookie ?? s.cookie }), { params: Promise.resolve({}) });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text, code: res.ok ? undefined : (JSON.parse(text) as { code: number }).code };
}

/** The CSV's rows after its byte-order mark, which it must start with. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  org = await createTestOrg({ name: "Activity Co" });
  other = await createTestOrg({ name: "Other Co" });
  await getDb().update(companies).set({ timezone: ZONE }).where(eq(companies.id, org.companyId));
  clearTenantCache();
  const [ra, rec, col, hostile] = await Promise.all([
    insertUser(org, { role: "recruiterAdmin", fullName: "Rita Admin" }),
    insertUser(org, { role: "recruiter", fullName: "Remy Recruiter" }),
    insertUser(org, { role: "collaborator", fullName: "Cole Collaborator" }),
    insertUser(org, { role: "admin", fullName: HOSTILE_NAME }),
  ]);
  hostileActorId = hostile.id;
  const admin = await userById(org.adminId);
  sessions = {
    recruiterAdmin: await sessionFor(ra as never, org.slug),
    admin: await sessionFor(admin as never, org.slug),
    recruiter: await sessionFor(rec as never, org.slug),
    collaborator: await sessionFor(col as never, org.slug),
  };
  const otherUser = await insertUser(other, { role: "recruiterAdmin", fullName: "Olga Other" });

  // Around the spring-forward change in Paris (02:00 → 03:00 local on 29 March 2026; UTC+1 → UTC+2).
  await write(org.companyId, [
    { action: "department.create", at: "2026-03-28T22:59:00Z", actor: org.adminId, entityType: "department", entityId: org.departments.sales, after: { name: "Sales" } }, // 28 Mar 23:59 local
    { action: "department.rename", at: "2026-03-28T23:00:00Z", actor: org.adminId, entityType: "department", entityId: org.departments.sales, before: { name: "S" }, after: { name: "Sales" } }, // 29 Mar 00:00
    { action: "interviews.book", at: "2026-03-29T21:59:00Z", actor: ra.id, entityType: "interviewEntry", entityId: "not-a-uuid" }, // 29 Mar 23:59 (UTC+2)
    { action: "user.add", at: "2026-03-29T22:00:00Z", actor: ra.id, entityType: "user", entityId: rec.id, after: { email: "r@x.test", passwordHash: "$argon2id$secret" } }, // 30 Mar 00:00
    { action: "jobs.expire", at: "2026-03-30T10:00:00Z", actor: null, entityType: "job", entityId: "job-1" },
  ]);
  // Another company's entries and cloud-level ones, with the same actions and objects.
  await write(other.companyId, [
    { action: "user.add", at: "2026-03-29T10:00:00Z", actor: otherUser.id, entityType: "user", entityId: rec.id },
    { action: "interviews.book", at: "2026-03-29T11:00:00Z", actor: otherUser.id, entityType: "interviewEntry", entityId: "x" },
  ]);
  await write(null, [{ action: "cloud.companyCreated", at: "2026-03-29T12:00:00Z", actor: null, entityType: "company", entityId: org.companyId }]);
});

afterAll(async () => {
  await closeDb();
});

describe("activityPage: tenant isolation", () => {
  it("lists only the company's own entries: never another company's, never cloud-level ones", async () => {
    const page = await activityPage(org.companyId, q({ size: "100" }), ZONE);
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.action)).toEqual(["jobs.expire", "user.add", "interviews.book", "department.rename", "department.create"]);
    const otherPage = await activityPage(other.companyId, q(), ZONE);
    expect(otherPage.rows.map((r) => r.actorName)).toEqual(["Olga Other", "Olga Other"]);
  });

  it("offers as filter options only people, actions and object types of the company's own log", async () => {
    const o = await activityFilterOptions(org.companyId);
    expect(o.people.map((p) => p.name).sort()).toEqual(["Ada Admin", "Rita Admin"]);
    expect(o.hasSystem).toBe(true);
    expect(o.actions).toEqual(["department.create", "department.rename", "interviews.book", "jobs.expire", "user.add"]);
    expect(o.actions).not.toContain("cloud.companyCreated");
    expect(o.entityTypes).toEqual(["department", "interviewEntry", "job", "user"]);
    expect((await activityFilterOptions(other.companyId)).people.map((p) => p.name)).toEqual(["Olga Other"]);
  });

  it("names the object only from the same company, and an odd object id is no error", async () => {
    const page = await activityPage(org.companyId, q({ action: "user.add" }), ZONE);
    expect(page.rows[0].entityName).toBe("Remy Recruiter");
    // The other company's entry points at this company's user: its name is not looked up there.
    const theirs = await activityPage(other.companyId, q({ action: "user.add" }), ZONE);
    expect(theirs.rows[0].entityName).toBeNull();
    expect((await activityPage(org.companyId, q({ action: "interviews.book" }), ZONE)).rows[0].entityName).toBeNull();
  });

  it("redacts sensitive keys of before/after on the way out", async () => {
    const [row] = (await activityPage(org.companyId, q({ action: "user.add" }), ZONE)).rows;
    expect(row.after).toEqual({ email: "r@x.test", passwordHash: "[redacted]" });
  });
});

describe("activityPage: filters", () => {
  it("filters by person, by no person (system), by exact action, by action group, by object type and id", async () => {
    const actions = async (raw: Record<string, string>) => (await activityPage(org.companyId, q(raw), ZONE)).rows.map((r) => r.action);
    expect(await actions({ actor: org.adminId })).toEqual(["department.rename", "department.create"]);
    expect(await actions({ actor: "system" })).toEqual(["jobs.expire"]);
    expect(await actions({ action: "department.create" })).toEqual(["department.create"]);
    expect(await actions({ action: "department.*" })).toEqual(["department.rename", "department.create"]);
    expect(await actions({ action: "depart.*" })).toEqual([]);
    expect(await actions({ entityType: "user" })).toEqual(["user.add"]);
    expect(await actions({ entityId: org.departments.sales })).toEqual(["department.rename", "department.create"]);
    expect(await actions({ actor: org.adminId, action: "department.create" })).toEqual(["department.create"]);
  });

  it("reads the period as whole local days in the company's zone across the DST change (29 March 2026 in Paris has 23 hours)", async () => {
    const actions = async (from: string, to: string) => (await activityPage(org.companyId, q({ from, to }), ZONE)).rows.map((r) => r.action);
    expect(await actions("2026-03-29", "2026-03-29")).toEqual(["interviews.book", "department.rename"]);
    expect(await actions("2026-03-28", "2026-03-28")).toEqual(["department.create"]);
    expect(await actions("2026-03-30", "2026-03-30")).toEqual(["jobs.expire", "user.add"]);
    // The same instants read in UTC fall on other days: the zone matters.
    expect((await activityPage(org.companyId, q({ from: "2026-03-29", to: "2026-03-29" }), "UTC")).rows.map((r) => r.action)).toEqual(["user.add", "interviews.book"]);
  });
});

describe("activityPage: pagination in the database", () => {
  let paged: TestOrg;
  beforeAll(async () => {
    paged = await createTestOrg();
    const base = Date.parse("2026-05-01T00:00:00Z");
    // 60 entries, one a minute, two of them at the very same instant (the id breaks the tie).
    await write(
      paged.companyId,
      Array.from({ length: 60 }, (_, i) => ({ action: "department.rename", at: new Date(base + (i === 59 ? 58 : i) * 60_000).toISOString(), actor: paged.adminId, entityId: `n${i}` })),
    );
  });

  it("serves 25 + 25 + 10 rows over three pages, newest first, none twice and none missed, with the total", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => activityPage(paged.companyId, q({ page: String(p) }), "UTC")));
    expect(pages.map((p) => p.rows.length)).toEqual([25, 25, 10, 0]);
    expect(pages.every((p) => p.total === 60)).toBe(true);
    const ids = pages.flatMap((p) => p.rows.map((r) => r.entityId));
    expect(new Set(ids).size).toBe(60);
    const times = pages.flatMap((p) => p.rows.map((r) => r.at));
    expect([...times].sort().reverse()).toEqual(times);
    expect(ids[0]).toMatch(/^n5[89]$/);
    expect(ids.at(-1)).toBe("n0");
  });

  it("walks the export's keyset batches (7 at a time) over the same rows in the same order", async () => {
    const all = (await activityPage(paged.companyId, q({ size: "100" }), "UTC")).rows.map((r) => r.id);
    const walked: string[] = [];
    let cursor: ActivityCursor | null = null;
    for (let i = 0; i < 20; i++) {
      const batch = await activityBatch(paged.companyId, q(), "UTC", cursor, 7);
      if (!batch.length) break;
      expect(batch.length).toBeLessThanOrEqual(7);
      walked.push(...batch.map((r) => r.id));
      cursor = batch.at(-1)!.cursor;
    }
    expect(walked).toEqual(all);
  });

  it("caps a CSV export at the row limit", async () => {
    const text = await streamText(activityCsvStream(paged.companyId, q(), "UTC", "en", 12));
    expect(parseCsv(text)).toHaveLength(1 + 12);
  });
});

describe("the interview journey's commands in the log", () => {
  it("shows moving a talent to the interview list, by whom and on which talent and job, with its readable label in the export", async () => {
    const ra = sessions.recruiterAdmin.claims;
    const job = await insertJob(org, { assigneeId: ra.userId });
    const talent = await addTalent(org, "Tina Talent");
    await shortlistOn(org, job.id, talent.id);
    await moveShortlistedToInterviewList(viewerOf(org, { id: ra.userId, role: "recruiterAdmin" }), { jobId: job.id, candidateIds: [talent.id] });
    const page = await activityPage(org.companyId, q({ action: "interviews.*", actor: ra.userId }), ZONE);
    const moved = page.rows.find((r) => r.action === "interviews.moveToInterviewList");
    expect(moved).toMatchObject({ actorName: "Rita Admin", entityType: "interviewEntry", entityName: "Tina Talent · Test job", after: { status: "screening", round: 1, blocked: false } });
    const res = await csvOf(`/api/admin/activity/export?action=interviews.moveToInterviewList`, sessions.recruiterAdmin);
    const rows = parseCsv(res.text);
    expect(rows[1]).toEqual(expect.arrayContaining(["Rita Admin", "Moved to the interview list", "interviews.moveToInterviewList", "Interview list entry", "Tina Talent · Test job"]));
  });
});

describe("GET /api/admin/activity/export", () => {
  it("refuses recruiters and collaborators with 10403 and lets recruiter admins and admins in", async () => {
    for (const who of ["recruiter", "collaborator"] as const) {
      const res = await csvOf("/api/admin/activity/export", sessions[who]);
      expect(res.status).toBe(403);
      expect(res.code).toBe(ERROR_CODES.permissionDenied);
    }
    for (const who of ["recruiterAdmin", "admin"] as const) expect((await csvOf("/api/admin/activity/export", sessions[who])).status).toBe(200);
  });

  it("answers a dated UTF-8 CSV attachment with a BOM, the filters applied, and the company's rows only", async () => {
    const res = await csvOf("/api/admin/activity/export?from=2026-03-29&to=2026-03-29&page=9", sessions.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(["Time", "Time zone", "Time (UTC)", "Person", "Person e-mail", "Action", "Action code", "Object type", "Object id", "Object", "Before", "After"]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[6]])).toEqual([
      ["2026-03-29 23:59:00", ZONE, "2026-03-29T21:59:00.000Z", "interviews.book"],
      ["2026-03-29 00:00:00", ZONE, "2026-03-28T23:00:00.000Z", "department.rename"],
    ]);
    expect(rows[2][10]).toBe('{"name":"S"}');
  });

  it("writes headers and labels in the viewer's language (French)", async () => {
    const res = await csvOf("/api/admin/activity/export?action=interviews.book", sessions.admin, { cookie: `${sessions.admin.cookie}; NEXT_LOCALE=fr` });
    const rows = parseCsv(res.text);
    expect(rows[0][0]).toBe("Heure");
    expect(rows[1][5]).toBe("Entretien réservé");
  });

  it("neutralises formula-looking cells and keeps quotes, commas, line breaks and unicode intact", async () => {
    const hostile = ["=HYPERLINK(\"http://evil.test\",\"x\")", "+1+2", "-2+3", "@SUM(A1)", "\tTAB", "\rCR", "＝1+1", 'a,"b"\nc', "Zoë 😀 \u202Eevil"];
    await write(
      org.companyId,
      hostile.map((h, i) => ({ action: "jobs.update", at: `2026-06-01T00:00:${String(i).padStart(2, "0")}Z`, actor: hostileActorId, entityType: "job", entityId: h, after: { title: h } })),
    );
    const res = await csvOf("/api/admin/activity/export?action=jobs.update", sessions.admin);
    const rows = parseCsv(res.text).slice(1);
    expect(rows).toHaveLength(hostile.length);
    const byId = new Map(rows.map((r) => [r[8], r]));
    for (const h of hostile.slice(0, 7)) expect(byId.has(`'${h}`), `formula escaped: ${JSON.stringify(h)}`).toBe(true);
    for (const h of hostile.slice(7)) expect(byId.has(h), `kept as is: ${JSON.stringify(h)}`).toBe(true);
    for (const r of rows) {
      expect(r[3]).toBe(`'${HOSTILE_NAME}`);
      // No cell a spreadsheet would run as a formula.
      for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r＝]/);
    }
    expect(JSON.parse(byId.get('a,"b"\nc')![11])).toEqual({ title: 'a,"b"\nc' });
  });

  it("refuses a session on another company's host (10231), and another company's person as a filter finds nothing", async () => {
    const res = await csvOf(`/api/admin/activity/export?actor=${sessions.admin.claims.userId}&entityType=user`, sessions.admin, { tenant: other.slug });
    expect(res.status).toBe(440);
    const theirs = await activityPage(org.companyId, q({ actor: (await activityFilterOptions(other.companyId)).people[0].id }), ZONE);
    expect(theirs.total).toBe(0);
  });
});
