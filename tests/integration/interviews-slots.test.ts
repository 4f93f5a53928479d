import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { availabilityOverrides, availabilityRules, businessHours, companies, interviewerBusy, users } from "@/db/schema";
import { combineBusySources, databaseBusySource, type BusySource } from "@/lib/interviews/busy";
import { computeOfferedSlots } from "@/lib/interviews/slots";
import { seedAvailability } from "@/db/seed/availability";
import type { Db } from "@/db/client";
import { and, inArray } from "drizzle-orm";
import { createTestOrg, insertUser, type TestOrg } from "../support/org";
import { codeOf } from "../support/codes";

/**
 * computeOfferedSlots on the real database: rules, overrides, zones and business hours read for
 * this company only; busy time from interviewer_busy (active rows) and from any added source.
 */
let org: TestOrg;
let other: TestOrg;
let alice: typeof users.$inferSelect; // recruiter, Europe/Paris
let bob: typeof users.$inferSelect; // collaborator, company zone (America/New_York)
let talent: typeof users.$inferSelect;
let outsider: typeof users.$inferSelect; // recruiter of another company

const iso = (d: Date) => d.toISOString();
// Monday 1 June 2026 → Wednesday 3 June (UTC).
const from = new Date("2026-06-01T00:00:00Z");
const to = new Date("2026-06-03T00:00:00Z");
const now = new Date("2026-05-31T00:00:00Z");
const weekdays = (startMinute: number, endMinute: number) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute, endMinute }));

beforeAll(async () => {
  const db = getDb();
  org = await createTestOrg();
  other = await createTestOrg();
  await db.update(companies).set({ timezone: "America/New_York" }).where(eq(companies.id, org.companyId));
  alice = await insertUser(org, { role: "recruiter", fullName: "Alice Paris" });
  bob = await insertUser(org, { role: "collaborator", fullName: "Bob NewYork" });
  talent = await insertUser(org, { role: "talent" });
  outsider = await insertUser(other, { role: "recruiter" });
  await db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, alice.id));
  // Alice: 14:00–18:00 Paris (12:00Z–16:00Z in June). Bob: 09:00–12:00 New York (13:00Z–16:00Z).
  await db.insert(availabilityRules).values(weekdays(14 * 60, 18 * 60).map((r) => ({ ...r, companyId: org.companyId, userId: alice.id })));
  await db.insert(availabilityRules).values(weekdays(9 * 60, 12 * 60).map((r) => ({ ...r, companyId: org.companyId, userId: bob.id })));
  // Rules stored for the talent and the outsider must never count.
  await db.insert(availabilityRules).values(weekdays(0, 1440).map((r) => ({ ...r, companyId: org.companyId, userId: talent.id })));
  await db.insert(availabilityRules).values(weekdays(0, 1440).map((r) => ({ ...r, companyId: other.companyId, userId: outsider.id })));
});

afterAll(async () => {
  await closeDb();
});

describe("computeOfferedSlots", () => {
  it("intersects interviewers in their own zones; no business hours configured = open all week", async () => {
    const slots = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now });
    const day1 = ["2026-06-01T13:00:00.000Z", "2026-06-01T13:30:00.000Z", "2026-06-01T14:00:00.000Z", "2026-06-01T14:30:00.000Z", "2026-06-01T15:00:00.000Z"];
    expect(slots.map((s) => iso(s.startsAt))).toEqual([...day1, ...day1.map((s) => s.replace("06-01", "06-02"))]);
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 3_600_000)).toBe(true);
  });

  it("business hours in the company zone narrow the slots; a weekday without a row is closed", async () => {
    const db = getDb();
    // Monday only, 10:00–11:30 New York = 14:00Z–15:30Z.
    await db.insert(businessHours).values({ companyId: org.companyId, weekday: 1, startMinute: 600, endMinute: 690 });
    try {
      const slots = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now });
      expect(slots.map((s) => iso(s.startsAt))).toEqual(["2026-06-01T14:00:00.000Z", "2026-06-01T14:30:00.000Z"]);
    } finally {
      await db.delete(businessHours).where(eq(businessHours.companyId, org.companyId));
    }
  });

  it("an override replaces that date's rules; an all-day override removes the date", async () => {
    const db = getDb();
    await db.insert(availabilityOverrides).values([
      { companyId: org.companyId, userId: bob.id, onDate: "2026-06-01", startMinute: 11 * 60, endMinute: 12 * 60 },
      { companyId: org.companyId, userId: bob.id, onDate: "2026-06-02", startMinute: null, endMinute: null },
    ]);
    try {
      const slots = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now });
      expect(slots.map((s) => iso(s.startsAt))).toEqual(["2026-06-01T15:00:00.000Z"]);
    } finally {
      await db.delete(availabilityOverrides).where(eq(availabilityOverrides.userId, bob.id));
    }
  });

  it("active busy rows remove overlapping slots, inactive ones do not, and another source adds its own", async () => {
    const db = getDb();
    await db.insert(interviewerBusy).values([
      { companyId: org.companyId, userId: alice.id, startsAt: new Date("2026-06-01T13:30:00Z"), endsAt: new Date("2026-06-01T14:00:00Z"), source: "manual" },
      { companyId: org.companyId, userId: bob.id, startsAt: new Date("2026-06-02T13:00:00Z"), endsAt: new Date("2026-06-02T16:00:00Z"), source: "manual", active: false },
    ]);
    const outlook: BusySource = {
      async busy(companyId, userIds) {
        expect(companyId).toBe(org.companyId);
        return userIds.includes(bob.id) ? [{ userId: bob.id, startsAt: new Date("2026-06-02T14:00:00Z"), endsAt: new Date("2026-06-02T16:00:00Z") }] : [];
      },
    };
    try {
      const dbOnly = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now });
      expect(dbOnly.filter((s) => iso(s.startsAt).startsWith("2026-06-01")).map((s) => iso(s.startsAt))).toEqual(["2026-06-01T14:00:00.000Z", "2026-06-01T14:30:00.000Z", "2026-06-01T15:00:00.000Z"]);
      expect(dbOnly.filter((s) => iso(s.startsAt).startsWith("2026-06-02"))).toHaveLength(5);
      const both = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now }, combineBusySources(databaseBusySource, outlook));
      expect(both.filter((s) => iso(s.startsAt).startsWith("2026-06-02")).map((s) => iso(s.startsAt))).toEqual(["2026-06-02T13:00:00.000Z"]);
    } finally {
      await db.delete(interviewerBusy).where(eq(interviewerBusy.companyId, org.companyId));
    }
  });

  it("never offers a slot before now", async () => {
    const slots = await computeOfferedSlots(org.companyId, { interviewerIds: [alice.id, bob.id], from, to, durationMinutes: 60, now: new Date("2026-06-02T14:10:00Z") });
    expect(slots.map((s) => iso(s.startsAt))).toEqual(["2026-06-02T14:30:00.000Z", "2026-06-02T15:00:00.000Z"]);
  });

  it("is tenant-scoped: another company's interviewer, a talent, an inactive user or a junk id gives no slot", async () => {
    const db = getDb();
    const input = { from, to, durationMinutes: 60, now };
    expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [alice.id, outsider.id] })).toEqual([]);
    expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [outsider.id] })).toEqual([]);
    expect(await computeOfferedSlots(other.companyId, { ...input, interviewerIds: [alice.id] })).toEqual([]);
    expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [talent.id] })).toEqual([]);
    expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [alice.id, "not-a-uuid"] })).toEqual([]);
    expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [] })).toEqual([]);
    expect(await computeOfferedSlots("'; drop table users; --", { ...input, interviewerIds: [alice.id] })).toEqual([]);
    await db.update(users).set({ state: "suspended" }).where(eq(users.id, bob.id));
    try {
      expect(await computeOfferedSlots(org.companyId, { ...input, interviewerIds: [alice.id, bob.id] })).toEqual([]);
    } finally {
      await db.update(users).set({ state: "active" }).where(eq(users.id, bob.id));
    }
    // The outsider's own company sees them (their rules are all day on weekdays).
    expect((await computeOfferedSlots(other.companyId, { ...input, interviewerIds: [outsider.id] })).length).toBeGreaterThan(0);
  });

  it("answers 10567 for a stored zone the runtime does not know, 10001 for a bad duration", async () => {
    const db = getDb();
    await db.update(users).set({ timeZone: "Mars/Olympus" }).where(eq(users.id, alice.id));
    try {
      expect(await codeOf(computeOfferedSlots(org.companyId, { interviewerIds: [alice.id], from, to, durationMinutes: 60, now }))).toBe(10567);
    } finally {
      await db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, alice.id));
    }
    expect(await codeOf(computeOfferedSlots(org.companyId, { interviewerIds: [alice.id], from, to, durationMinutes: -5, now }))).toBe(10001);
  });
});

describe("the demo seed", () => {
  it("gives demo Mon–Fri 09:00–17:00 business hours and its recruiter and collaborator the same availability, once", async () => {
    const db = getDb();
    await seedAvailability(db as unknown as Db, () => {});
    await seedAvailability(db as unknown as Db, () => {});
    const [demo] = await db.select().from(companies).where(eq(companies.slug, "demo"));
    const hours = await db.select().from(businessHours).where(eq(businessHours.companyId, demo!.id));
    expect(hours.map((h) => [h.weekday, h.startMinute, h.endMinute]).sort()).toEqual([1, 2, 3, 4, 5].map((d) => [d, 540, 1020]));
    const people = await db.select().from(users).where(and(eq(users.companyId, demo!.id), inArray(users.email, ["recruiter@demo.test", "collaborator@demo.test"])));
    expect(people).toHaveLength(2);
    for (const p of people) {
      const rules = await db.select().from(availabilityRules).where(eq(availabilityRules.userId, p.id));
      expect(rules.map((r) => [r.weekday, r.startMinute, r.endMinute]).sort()).toEqual([1, 2, 3, 4, 5].map((d) => [d, 540, 1020]));
    }
    // Monday 7 December 2026 in Detroit (UTC−5): 09:00–17:00 = 14:00Z–22:00Z, 15 one-hour starts.
    const slots = await computeOfferedSlots(demo!.id, {
      interviewerIds: people.map((p) => p.id),
      from: new Date("2026-12-07T00:00:00Z"),
      to: new Date("2026-12-08T00:00:00Z"),
      durationMinutes: 60,
      now: new Date("2026-12-01T00:00:00Z"),
    });
    expect(slots[0]!.startsAt.toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(slots.at(-1)!.endsAt.toISOString()).toBe("2026-12-07T22:00:00.000Z");
    expect(slots).toHaveLength(15);
  });
});
