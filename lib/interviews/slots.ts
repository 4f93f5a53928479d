import "server-only";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityOverrides, availabilityRules, businessHours, companies, users } from "@/db/schema";
import { isUuid } from "@/lib/text/uuid";
import { INTERVIEWER_ROLES, computeSlots, type InterviewerSchedule, type WeeklyRule } from "./availability";
import { defaultBusySource, type BusySource } from "./busy";

export type SlotRange = { startsAt: Date; endsAt: Date };

const DAY = 86_400_000;

/**
 * The slots every named interviewer of this company can take (issue 13; decision D44): their
 * weekly rules and date overrides in their own zone (users.time_zone, else the company's), the
 * company's business hours in its zone (no rows at all = open all week), minus every busy
 * stretch the busy source knows. Tenant-scoped: an id that is not an active interviewer
 * (recruiterAdmin, admin, recruiter, collaborator) of this company contributes no availability, so
 * the answer is no slot at all. Errors: 10567 bad zone, 10001 bad duration or horizon.
 */
export async function computeOfferedSlots(
  companyId: string,
  input: { interviewerIds: string[]; from: Date; to: Date; durationMinutes: number; now?: Date },
  busySource?: BusySource,
): Promise<SlotRange[]> {
  const requested = [...new Set(input.interviewerIds.map((id) => String(id).toLowerCase()))];
  if (!isUuid(companyId) || requested.length === 0 || !requested.every(isUuid)) return [];
  if (!(input.to.getTime() > input.from.getTime())) return [];
  const db = getDb();

  // One round trip for the people and the company's zone (an id of another company finds no row).
  const people = await db
    .select({ id: users.id, timeZone: users.timeZone, companyTimeZone: companies.timezone })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), inArray(users.id, requested), inArray(users.role, [...INTERVIEWER_ROLES]), eq(users.state, "active")));
  if (people.length !== requested.length) return [];
  const company = { timezone: people[0]!.companyTimeZone };

  // Override dates are local dates; two days either side covers every zone's reading of the horizon.
  const firstDate = new Date(input.from.getTime() - 2 * DAY).toISOString().slice(0, 10);
  const lastDate = new Date(input.to.getTime() + 2 * DAY).toISOString().slice(0, 10);
  const [rules, overrides, hours, busy] = await Promise.all([
    db
      .select({ userId: availabilityRules.userId, weekday: availabilityRules.weekday, startMinute: availabilityRules.startMinute, endMinute: availabilityRules.endMinute })
      .from(availabilityRules)
      .where(and(eq(availabilityRules.companyId, companyId), inArray(availabilityRules.userId, requested))),
    db
      .select({ userId: availabilityOverrides.userId, onDate: availabilityOverrides.onDate, startMinute: availabilityOverrides.startMinute, endMinute: availabilityOverrides.endMinute })
      .from(availabilityOverrides)
      .where(
        and(
          eq(availabilityOverrides.companyId, companyId),
          inArray(availabilityOverrides.userId, requested),
          gte(availabilityOverrides.onDate, firstDate),
          lte(availabilityOverrides.onDate, lastDate),
        ),
      ),
    db
      .select({ weekday: businessHours.weekday, startMinute: businessHours.startMinute, endMinute: businessHours.endMinute })
      .from(businessHours)
      .where(eq(businessHours.companyId, companyId))
      .orderBy(asc(businessHours.weekday), asc(businessHours.startMinute)),
    (busySource ?? defaultBusySource()).busy(companyId, requested, input.from, input.to),
  ]);

  const interviewers: InterviewerSchedule[] = people.map((p) => ({
    id: p.id,
    timeZone: p.timeZone ?? company.timezone,
    rules: rules.filter((r) => r.userId === p.id) satisfies WeeklyRule[],
    overrides: overrides.filter((o) => o.userId === p.id).map((o) => ({ date: o.onDate, startMinute: o.startMinute, endMinute: o.endMinute })),
  }));

  return computeSlots({
    interviewers,
    businessHours: { timeZone: company.timezone, rules: hours.length === 0 ? null : hours },
    busy: busy.filter((b) => requested.includes(b.userId)),
    from: input.from,
    to: input.to,
    durationMinutes: input.durationMinutes,
    now: input.now ?? new Date(),
  });
}
