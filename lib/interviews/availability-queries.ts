import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityOverrides, availabilityRules, businessHours, companies, users } from "@/db/schema";
import type { OverrideInput, WeeklyRuleInput } from "./availability-schemas";

/** What the "my availability" screen edits. Overrides from yesterday on (older dates no longer matter). */
export type MyAvailability = {
  timeZone: string | null;
  companyTimeZone: string;
  weekly: WeeklyRuleInput[];
  overrides: OverrideInput[];
};

export async function myAvailability(companyId: string, userId: string, today: Date = new Date()): Promise<MyAvailability | null> {
  const db = getDb();
  const [row] = await db
    .select({ timeZone: users.timeZone, companyTimeZone: companies.timezone })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!row) return null;
  const since = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [rules, overrides] = await Promise.all([
    db
      .select({ weekday: availabilityRules.weekday, startMinute: availabilityRules.startMinute, endMinute: availabilityRules.endMinute })
      .from(availabilityRules)
      .where(and(eq(availabilityRules.companyId, companyId), eq(availabilityRules.userId, userId)))
      .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute)),
    db
      .select({ onDate: availabilityOverrides.onDate, startMinute: availabilityOverrides.startMinute, endMinute: availabilityOverrides.endMinute })
      .from(availabilityOverrides)
      .where(and(eq(availabilityOverrides.companyId, companyId), eq(availabilityOverrides.userId, userId), gte(availabilityOverrides.onDate, since)))
      .orderBy(asc(availabilityOverrides.onDate), asc(availabilityOverrides.startMinute))
      .limit(366 * 48),
  ]);
  const byDate = new Map<string, OverrideInput>();
  for (const o of overrides) {
    const entry = byDate.get(o.onDate) ?? { date: o.onDate, unavailable: false, ranges: [] };
    if (o.startMinute === null || o.endMinute === null) entry.unavailable = true;
    else entry.ranges.push({ startMinute: o.startMinute, endMinute: o.endMinute });
    byDate.set(o.onDate, entry);
  }
  return { timeZone: row.timeZone, companyTimeZone: row.companyTimeZone, weekly: rules, overrides: [...byDate.values()] };
}

export type CompanyBusinessHours = { timeZone: string; weekly: WeeklyRuleInput[] };

export async function companyBusinessHours(companyId: string): Promise<CompanyBusinessHours | null> {
  const db = getDb();
  const [company] = await db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return null;
  const weekly = await db
    .select({ weekday: businessHours.weekday, startMinute: businessHours.startMinute, endMinute: businessHours.endMinute })
    .from(businessHours)
    .where(eq(businessHours.companyId, companyId))
    .orderBy(asc(businessHours.weekday), asc(businessHours.startMinute));
  return { timeZone: company.timezone, weekly };
}
