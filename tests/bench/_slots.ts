// `npm run bench:slots` (issue 13): how long does offering a fortnight of slots take?
//
// Two figures, each over BENCH_ROUNDS runs (after a warm-up), printed as p50/p95/max in ms:
// 1. the pure engine (lib/interviews/availability.ts): 10 interviewers in five zones (New York,
//    Chicago, Detroit, London, Paris) with two ranges per weekday, two date overrides each, 20
//    busy rows each (30–90 min), company business hours in New York, a 14-day horizon that
//    crosses no DST day, one that crosses New York's March change, and a wide-overlap team;
// 2. computeOfferedSlots end to end on PostgreSQL: the same data in a fresh database
//    (`talent_bench_slots_<ts>` on DATABASE_URL's server, migrated, dropped at the end), so the
//    five queries and the engine together.
// Goal: p95 ≤ 50 ms for (2). Printed figures, not a timed test.
//
// The file starts with "_" so scripts/bench.mjs does not load it as an HTTP scenario; it runs
// under tsx with the react-server condition (lib/interviews/slots.ts is "server-only").
// Env: DATABASE_URL (required: a PostgreSQL server) · BENCH_ROUNDS (200).
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { freshDatabase } from "./_fresh-db.mjs";
import { computeSlots, type InterviewerSchedule, type SlotInput, type WeeklyRule } from "@/lib/interviews/availability";

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const log = (m: string) => console.error(`[bench:slots] ${m}`);

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(label: string, ms: number[], extra = ""): void {
  console.log(`${label.padEnd(58)} p50 ${pct(ms, 50).toFixed(2).padStart(7)} ms   p95 ${pct(ms, 95).toFixed(2).padStart(7)} ms   max ${Math.max(...ms).toFixed(2).padStart(7)} ms ${extra}`);
}

async function time(fn: () => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

// A distributed team that still overlaps: the company in New York, people from Chicago to Paris.
const ZONES = ["America/New_York", "America/Chicago", "America/Detroit", "Europe/London", "Europe/Paris"];

/** Realistic week: Mon–Fri two ranges around lunch, shifted per person; some work a Saturday morning. */
function rulesFor(i: number): WeeklyRule[] {
  const shift = (i % 4) * 30;
  const rules: WeeklyRule[] = [];
  for (let d = 1; d <= 5; d++) {
    rules.push({ weekday: d, startMinute: 8 * 60 + shift, endMinute: 12 * 60 + shift });
    rules.push({ weekday: d, startMinute: 13 * 60 + shift, endMinute: 18 * 60 });
  }
  if (i % 3 === 0) rules.push({ weekday: 6, startMinute: 9 * 60, endMinute: 12 * 60 });
  return rules;
}

function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

type Person = InterviewerSchedule & { id: string };
type Scenario = Omit<SlotInput, "interviewers" | "busy"> & { interviewers: Person[]; busy: { userId: string; startsAt: Date; endsAt: Date }[]; to: Date };

function scenario(from: Date): Scenario {
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const interviewers = Array.from({ length: 10 }, (_, i) => ({
    id: `u${i}`,
    timeZone: ZONES[i % ZONES.length]!,
    rules: rulesFor(i),
    overrides: [
      { date: dateAfter(from, 2 + (i % 5)), startMinute: null, endMinute: null },
      { date: dateAfter(from, 8 + (i % 4)), startMinute: 10 * 60, endMinute: 15 * 60 },
    ],
  }));
  // 20 busy stretches per person over the fortnight, each at a different hour of a different day.
  const busy = interviewers.flatMap((p, i) =>
    Array.from({ length: 20 }, (_, k) => {
      const start = from.getTime() + (k * 16.5 + i * 7) * 3_600_000;
      return { userId: p.id, startsAt: new Date(start), endsAt: new Date(start + (30 + (k % 3) * 30) * 60_000) };
    }),
  );
  return {
    interviewers,
    businessHours: { timeZone: "America/New_York", rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 18 * 60 })) },
    busy,
    from,
    to,
    durationMinutes: 60,
    now: from,
  };
}

async function main() {
  // 1. The pure engine.
  for (const [label, from] of [
    ["engine, 10 interviewers, 14 days (no DST change)", new Date("2027-01-11T00:00:00Z")],
    ["engine, 10 interviewers, 14 days (New York DST change)", new Date("2026-03-02T00:00:00Z")],
  ] as const) {
    const input = scenario(from);
    const n = computeSlots(input).length;
    report(label, await time(() => computeSlots(input)), `(${n} slots)`);
  }
  // A team that overlaps more (everyone in one zone, no busy time): the slot-cutting loop at full size.
  const base = scenario(new Date("2027-01-11T00:00:00Z"));
  const wide: Scenario = { ...base, busy: [] };
  wide.interviewers = base.interviewers.map((p) => ({ ...p, timeZone: "America/New_York", rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1080 })), overrides: [] }));
  report("engine, 10 interviewers, 14 days, wide overlap", await time(() => computeSlots(wide)), `(${computeSlots(wide).length} slots)`);

  // 2. End to end on PostgreSQL.
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    log("DATABASE_URL is not set: skipping the database figure");
    return;
  }
  const fresh = await freshDatabase(serverUrl, "slots");
  process.env.DATABASE_URL = fresh.url;
  const { getDb, closeDb } = await import("@/db/client");
  try {
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    await runMigrations(drizzle(client, { schema }) as never);
    await client.end();

    const db = getDb();
    const from = new Date("2027-01-11T00:00:00Z");
    const s = scenario(from);
    const [company] = await db.insert(schema.companies).values({ slug: `bench-${randomBytes(3).toString("hex")}`, name: "Bench Co.", timezone: "America/New_York" }).returning({ id: schema.companies.id });
    const companyId = company!.id;
    const ids: string[] = [];
    for (const [i, p] of s.interviewers.entries()) {
      const [row] = await db
        .insert(schema.users)
        .values({ companyId, email: `i${i}@bench.test`, fullName: `Interviewer ${i}`, role: i % 2 ? "collaborator" : "recruiter", timeZone: p.timeZone })
        .returning({ id: schema.users.id });
      ids.push(row!.id);
      await db.insert(schema.availabilityRules).values(p.rules.map((r) => ({ ...r, companyId, userId: row!.id })));
      await db.insert(schema.availabilityOverrides).values((p.overrides ?? []).map((o) => ({ companyId, userId: row!.id, onDate: o.date, startMinute: o.startMinute, endMinute: o.endMinute })));
    }
    await db.insert(schema.businessHours).values(s.businessHours.rules!.map((r) => ({ ...r, companyId })));
    // The busy rows as interviews or Outlook would leave them (never overlapping per person).
    const busy = s.busy.map((b) => ({ companyId, userId: ids[Number(b.userId.slice(1))]!, startsAt: b.startsAt, endsAt: b.endsAt, source: "manual" }));
    await db.insert(schema.interviewerBusy).values(busy);
    // Other companies' rows in the same tables, so the indexes do real work.
    for (let c = 0; c < 20; c++) {
      const [other] = await db.insert(schema.companies).values({ slug: `noise-${c}-${randomBytes(3).toString("hex")}`, name: `Noise ${c}` }).returning({ id: schema.companies.id });
      for (let i = 0; i < 10; i++) {
        const [row] = await db.insert(schema.users).values({ companyId: other!.id, email: `n${i}@noise${c}.test`, fullName: `Noise ${i}`, role: "recruiter" }).returning({ id: schema.users.id });
        await db.insert(schema.availabilityRules).values(rulesFor(i).map((r) => ({ ...r, companyId: other!.id, userId: row!.id })));
        await db.insert(schema.interviewerBusy).values(Array.from({ length: 40 }, (_, k) => ({ companyId: other!.id, userId: row!.id, startsAt: new Date(from.getTime() + k * 7_200_000), endsAt: new Date(from.getTime() + k * 7_200_000 + 3_600_000), source: "manual" })));
      }
    }
    await db.execute(sql`analyze`);

    const { computeOfferedSlots } = await import("@/lib/interviews/slots");
    const input = { interviewerIds: ids, from, to: s.to, durationMinutes: 60, now: from };
    const n = (await computeOfferedSlots(companyId, input)).length;
    report("computeOfferedSlots on PostgreSQL, 10 interviewers, 14 days", await time(() => computeOfferedSlots(companyId, input)), `(${n} slots; goal p95 ≤ 50 ms)`);
  } finally {
    await closeDb();
    await fresh.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
