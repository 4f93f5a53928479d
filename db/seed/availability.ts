import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { availabilityRules, businessHours, companies, users } from "../schema";

/** Monday–Friday (1–5), 09:00–17:00, in minutes of the day. */
const WEEKDAYS_NINE_TO_FIVE = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));

/** The demo people who interview: their seeded accounts (tenants.ts). */
const DEMO_INTERVIEWERS = ["recruiter@demo.test", "collaborator@demo.test"];

/**
 * Scheduling demo data (issue 13): the demo company's business hours Mon–Fri 09:00–17:00 in its
 * zone, and the same weekly availability for its seeded recruiter and collaborator (in the
 * company's zone: their own zone is left unset). Idempotent: a company that has business hours,
 * or a person who has rules, keeps what they have.
 */
export async function seedAvailability(db: Db, log: (m: string) => void): Promise<void> {
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo")).limit(1);
  if (!demo) return;
  const hours = await db.select({ id: businessHours.id }).from(businessHours).where(eq(businessHours.companyId, demo.id)).limit(1);
  if (!hours.length) {
    await db.insert(businessHours).values(WEEKDAYS_NINE_TO_FIVE.map((r) => ({ ...r, companyId: demo.id })));
    log("seeded demo business hours");
  }
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, demo.id), inArray(users.email, DEMO_INTERVIEWERS), inArray(users.role, ["recruiter", "collaborator"])));
  for (const p of people) {
    const has = await db.select({ id: availabilityRules.id }).from(availabilityRules).where(eq(availabilityRules.userId, p.id)).limit(1);
    if (has.length) continue;
    await db.insert(availabilityRules).values(WEEKDAYS_NINE_TO_FIVE.map((r) => ({ ...r, companyId: demo.id, userId: p.id })));
    log("seeded demo interviewer availability");
  }
}
