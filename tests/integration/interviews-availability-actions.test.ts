import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, availabilityOverrides, availabilityRules, businessHours, users } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { computeOfferedSlots } from "@/lib/interviews/slots";
import { sessionFor } from "../support/sessions";
import { createTestOrg, insertUser, type TestOrg } from "../support/org";

/**
 * The availability actions end to end: the one safe-action client (tenant → session → role and
 * permission → zod) in front of the replace-all commands, against the real database.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/interviews/availability-actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: unknown };

let org: TestOrg;
let other: TestOrg;
let recruiter: typeof users.$inferSelect;
let collaborator: typeof users.$inferSelect;
let talent: typeof users.$inferSelect;
const cookies: Record<string, string> = {};

function as(who: string | null, slug = org.slug) {
  const cookie = who ? cookies[who] : undefined;
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

const weekdays = (startMinute: number, endMinute: number) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute, endMinute }));

async function stored(userId: string) {
  const db = getDb();
  const [u] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  const rules = await db.select().from(availabilityRules).where(eq(availabilityRules.userId, userId));
  const overrides = await db.select().from(availabilityOverrides).where(eq(availabilityOverrides.userId, userId));
  return {
    timeZone: u!.timeZone,
    rules: rules.map((r) => [r.companyId === org.companyId, r.weekday, r.startMinute, r.endMinute]).sort(),
    overrides: overrides.map((o) => [o.onDate, o.startMinute, o.endMinute]).sort(),
  };
}

async function hours(companyId: string) {
  return (await getDb().select().from(businessHours).where(eq(businessHours.companyId, companyId))).map((r) => [r.weekday, r.startMinute, r.endMinute]).sort();
}

beforeAll(async () => {
  org = await createTestOrg();
  other = await createTestOrg();
  recruiter = await insertUser(org, { role: "recruiter" });
  collaborator = await insertUser(org, { role: "collaborator" });
  talent = await insertUser(org, { role: "talent" });
  const [admin] = await getDb().select().from(users).where(eq(users.id, org.adminId));
  cookies.admin = (await sessionFor(admin!, org.slug)).cookie;
  cookies.recruiter = (await sessionFor(recruiter, org.slug)).cookie;
  cookies.collaborator = (await sessionFor(collaborator, org.slug)).cookie;
  cookies.talent = (await sessionFor(talent, org.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

describe("my availability", () => {
  it("saves zone, weekly ranges and overrides, replacing what was there, and logs it", async () => {
    as("recruiter");
    const first = (await actions.saveMyAvailabilityAction({
      timeZone: "Europe/Paris",
      weekly: [...weekdays(9 * 60, 12 * 60), { weekday: 1, startMinute: 13 * 60, endMinute: 17 * 60 }],
      overrides: [
        { date: "2030-01-07", unavailable: true, ranges: [] },
        { date: "2030-01-08", unavailable: false, ranges: [{ startMinute: 600, endMinute: 660 }, { startMinute: 720, endMinute: 780 }] },
      ],
    })) as Result;
    expect(first.serverError).toBeUndefined();
    expect(first.data).toEqual({ rules: 6, overrides: 3 });
    const s = await stored(recruiter.id);
    expect(s.timeZone).toBe("Europe/Paris");
    expect(s.rules).toHaveLength(6);
    expect(s.rules.every((r) => r[0] === true)).toBe(true);
    expect(s.overrides).toEqual([["2030-01-07", null, null], ["2030-01-08", 600, 660], ["2030-01-08", 720, 780]]);

    const second = (await actions.saveMyAvailabilityAction({ timeZone: null, weekly: [{ weekday: 3, startMinute: 0, endMinute: 1440 }], overrides: [] })) as Result;
    expect(second.data).toEqual({ rules: 1, overrides: 0 });
    expect(await stored(recruiter.id)).toEqual({ timeZone: null, rules: [[true, 3, 0, 1440]], overrides: [] });
    const log = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, recruiter.id), eq(activityLog.action, "availability.saved")));
    expect(log).toHaveLength(2);
    expect(log.map((l) => l.actorUserId)).toEqual([recruiter.id, recruiter.id]);
  });

  it("a collaborator sets their own availability, and slots follow it", async () => {
    as("collaborator");
    const r = (await actions.saveMyAvailabilityAction({ timeZone: "America/New_York", weekly: weekdays(9 * 60, 10 * 60), overrides: [] })) as Result;
    expect(r.serverError).toBeUndefined();
    const slots = await computeOfferedSlots(org.companyId, {
      interviewerIds: [collaborator.id],
      from: new Date("2030-01-07T00:00:00Z"),
      to: new Date("2030-01-08T00:00:00Z"),
      durationMinutes: 60,
      now: new Date("2030-01-01T00:00:00Z"),
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(["2030-01-07T14:00:00.000Z"]);
  });

  it.each([
    ["overlapping ranges", { weekly: [{ weekday: 1, startMinute: 540, endMinute: 720 }, { weekday: 1, startMinute: 660, endMinute: 780 }] }, ERROR_CODES.availabilityInvalid],
    ["an end before its start", { weekly: [{ weekday: 2, startMinute: 600, endMinute: 540 }] }, ERROR_CODES.availabilityInvalid],
    ["an empty range", { weekly: [{ weekday: 2, startMinute: 600, endMinute: 600 }] }, ERROR_CODES.availabilityInvalid],
    ["a range off the 30-minute grid", { weekly: [{ weekday: 2, startMinute: 545, endMinute: 600 }] }, ERROR_CODES.availabilityInvalid],
    ["overlapping override ranges", { overrides: [{ date: "2030-02-01", unavailable: false, ranges: [{ startMinute: 0, endMinute: 120 }, { startMinute: 60, endMinute: 180 }] }] }, ERROR_CODES.availabilityInvalid],
    ["an impossible date", { overrides: [{ date: "2030-02-30", unavailable: true, ranges: [] }] }, ERROR_CODES.availabilityInvalid],
    ["the same date twice", { overrides: [{ date: "2030-02-01", unavailable: true, ranges: [] }, { date: "2030-02-01", unavailable: true, ranges: [] }] }, ERROR_CODES.availabilityInvalid],
    ["an override with neither ranges nor unavailable", { overrides: [{ date: "2030-02-01", unavailable: false, ranges: [] }] }, ERROR_CODES.availabilityInvalid],
    ["an unknown zone", { timeZone: "Mars/Olympus" }, ERROR_CODES.invalidTimeZone],
    ["a fixed offset as zone", { timeZone: "+05:30" }, ERROR_CODES.invalidTimeZone],
  ])("refuses %s with its code and writes nothing", async (_label, patch, code) => {
    as("recruiter");
    const before = await stored(recruiter.id);
    const r = (await actions.saveMyAvailabilityAction({ timeZone: "UTC", weekly: weekdays(540, 600), overrides: [], ...patch } as never)) as Result;
    expect(r.serverError?.code).toBe(code);
    expect(await stored(recruiter.id)).toEqual(before);
  });

  it.each([
    ["a minute past the day", { weekly: [{ weekday: 1, startMinute: 0, endMinute: 1500 }] }],
    ["a weekday 7", { weekly: [{ weekday: 7, startMinute: 0, endMinute: 60 }] }],
    ["a string as minute", { weekly: [{ weekday: 1, startMinute: "9:00", endMinute: 600 }] }],
    ["a 1 MB zone", { timeZone: "x".repeat(1_000_000) }],
    ["a NUL in the zone", { timeZone: "Europe/Paris\u0000" }],
    ["10 000 weekly ranges", { weekly: Array.from({ length: 10_000 }, () => ({ weekday: 1, startMinute: 0, endMinute: 30 })) }],
    ["a missing weekly list", { weekly: undefined }],
  ])("answers a validation failure to %s and writes nothing", async (_label, patch) => {
    as("recruiter");
    const before = await stored(recruiter.id);
    const r = (await actions.saveMyAvailabilityAction({ timeZone: "UTC", weekly: weekdays(540, 600), overrides: [], ...patch } as never)) as Result;
    expect(r.validationErrors).toBeDefined();
    expect(r.data).toBeUndefined();
    expect(await stored(recruiter.id)).toEqual(before);
  });

  it("a double submit ends with one whole save, never a mix or duplicates", async () => {
    as("recruiter");
    const a = { timeZone: "Asia/Kolkata", weekly: weekdays(540, 720), overrides: [] };
    const b = { timeZone: "Asia/Kathmandu", weekly: [{ weekday: 6, startMinute: 600, endMinute: 660 }], overrides: [{ date: "2030-03-03", unavailable: true, ranges: [] }] };
    const results = (await Promise.all([actions.saveMyAvailabilityAction(a), actions.saveMyAvailabilityAction(b), actions.saveMyAvailabilityAction(a)])) as Result[];
    expect(results.every((r) => r.serverError === undefined)).toBe(true);
    const s = await stored(recruiter.id);
    if (s.timeZone === "Asia/Kolkata") expect(s).toEqual({ timeZone: "Asia/Kolkata", rules: weekdays(540, 720).map((r) => [true, r.weekday, 540, 720]).sort(), overrides: [] });
    else expect(s).toEqual({ timeZone: "Asia/Kathmandu", rules: [[true, 6, 600, 660]], overrides: [["2030-03-03", null, null]] });
  });

  it("answers 10231 without a session and 10403 to a talent; another company's host does not accept the session", async () => {
    const before = await stored(recruiter.id);
    as(null);
    expect(((await actions.saveMyAvailabilityAction({ timeZone: null, weekly: [], overrides: [] })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as("talent");
    expect(((await actions.saveMyAvailabilityAction({ timeZone: null, weekly: [], overrides: [] })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as("recruiter", other.slug);
    expect(((await actions.saveMyAvailabilityAction({ timeZone: null, weekly: [], overrides: [] })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    expect(await stored(recruiter.id)).toEqual(before);
  });
});

describe("business hours", () => {
  it("an admin replaces the company's business hours; none at all is allowed (open all week)", async () => {
    as("admin");
    const r = (await actions.saveBusinessHoursAction({ weekly: weekdays(9 * 60, 17 * 60) })) as Result;
    expect(r.data).toEqual({ rules: 5 });
    expect(await hours(org.companyId)).toEqual(weekdays(540, 1020).map((w) => [w.weekday, 540, 1020]).sort());
    expect(await hours(other.companyId)).toEqual([]);
    expect(((await actions.saveBusinessHoursAction({ weekly: [{ weekday: 1, startMinute: 480, endMinute: 600 }, { weekday: 1, startMinute: 570, endMinute: 700 }] })) as Result).serverError?.code).toBe(ERROR_CODES.availabilityInvalid);
    expect(await hours(org.companyId)).toHaveLength(5);
    expect(((await actions.saveBusinessHoursAction({ weekly: [] })) as Result).data).toEqual({ rules: 0 });
    expect(await hours(org.companyId)).toEqual([]);
  });

  it("answers 10403 to a recruiter and a collaborator (no settings.manage) and writes nothing", async () => {
    as("admin");
    await actions.saveBusinessHoursAction({ weekly: weekdays(600, 660) });
    for (const who of ["recruiter", "collaborator", "talent"]) {
      as(who);
      expect(((await actions.saveBusinessHoursAction({ weekly: [] })) as Result).serverError?.code, who).toBe(ERROR_CODES.permissionDenied);
    }
    expect(await hours(org.companyId)).toHaveLength(5);
  });
});
