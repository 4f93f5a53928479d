import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { availabilityOverrides, availabilityRules, businessHours, companies, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { INTERVIEWER_ROLES, assertTimeZone, dayRangesValid, isCalendarDate, weeklyRulesValid } from "./availability";
import type { BusinessHoursInputValues, MyAvailabilityInput } from "./availability-schemas";

/**
 * Commands of the availability screens (issue 13; decision D44). Each is a replace-all in ONE
 * transaction with its activity-log entry: the person's (or company's) row is locked first, so
 * two saves of the same form (a double submit, two tabs) run one after the other and the last
 * one wins whole, never a mix. Everything is validated before the first write.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const invalid = () => appError(ERROR_CODES.availabilityInvalid);

function sortRanges<T extends { startMinute: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.startMinute - b.startMinute);
}

/** The overrides as rows: one per range, or one with null minutes for an unavailable date. Throws 10574. */
function overrideRows(input: MyAvailabilityInput["overrides"]) {
  const seen = new Set<string>();
  const rows: { onDate: string; startMinute: number | null; endMinute: number | null }[] = [];
  for (const o of input) {
    if (!isCalendarDate(o.date) || seen.has(o.date)) throw invalid();
    seen.add(o.date);
    if (o.unavailable) {
      rows.push({ onDate: o.date, startMinute: null, endMinute: null });
      continue;
    }
    // A date with no range and not marked unavailable says nothing: refuse rather than guess.
    if (o.ranges.length === 0 || !dayRangesValid(o.ranges)) throw invalid();
    for (const r of sortRanges(o.ranges)) rows.push({ onDate: o.date, startMinute: r.startMinute, endMinute: r.endMinute });
  }
  return rows;
}

/** Saves the signed-in interviewer's zone, weekly rules and date overrides (all replaced). */
export async function saveMyAvailability(actor: Actor, input: MyAvailabilityInput): Promise<{ rules: number; overrides: number }> {
  const userId = actor.actorUserId;
  if (!userId) throw appError(ERROR_CODES.sessionExpired);
  const timeZone = input.timeZone === null ? null : assertTimeZone(input.timeZone);
  if (!weeklyRulesValid(input.weekly)) throw invalid();
  const overrides = overrideRows(input.overrides);
  const weekly = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);

  return getDb().transaction(async (tx) => {
    const [me] = await tx
      .select({ id: users.id, timeZone: users.timeZone })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId), inArray(users.role, [...INTERVIEWER_ROLES])))
      .for("update");
    if (!me) throw appError(ERROR_CODES.permissionDenied);
    const before = await snapshot(tx, actor.companyId, userId, me.timeZone);

    await tx.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(availabilityRules).where(and(eq(availabilityRules.companyId, actor.companyId), eq(availabilityRules.userId, userId)));
    await tx.delete(availabilityOverrides).where(and(eq(availabilityOverrides.companyId, actor.companyId), eq(availabilityOverrides.userId, userId)));
    if (weekly.length) await tx.insert(availabilityRules).values(weekly.map((r) => ({ companyId: actor.companyId, userId, weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute })));
    if (overrides.length) await tx.insert(availabilityOverrides).values(overrides.map((o) => ({ companyId: actor.companyId, userId, ...o })));

    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: userId,
      action: "availability.saved",
      entityType: "user",
      entityId: userId,
      before,
      after: { timeZone, rules: weekly.length, overrides: overrides.length },
    });
    return { rules: weekly.length, overrides: overrides.length };
  });
}

async function snapshot(tx: Tx, companyId: string, userId: string, timeZone: string | null) {
  const [rules, overrides] = await Promise.all([
    tx.select({ id: availabilityRules.id }).from(availabilityRules).where(and(eq(availabilityRules.companyId, companyId), eq(availabilityRules.userId, userId))),
    tx.select({ id: availabilityOverrides.id }).from(availabilityOverrides).where(and(eq(availabilityOverrides.companyId, companyId), eq(availabilityOverrides.userId, userId))),
  ]);
  return { timeZone, rules: rules.length, overrides: overrides.length };
}

/**
 * Saves the company's business hours (all replaced), in the company's zone. Saving none at all
 * means "open all week" (D44), which the screen says in words.
 */
export async function saveBusinessHours(actor: Actor, input: BusinessHoursInputValues): Promise<{ rules: number }> {
  if (!weeklyRulesValid(input.weekly)) throw invalid();
  const weekly = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return getDb().transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, actor.companyId)).for("update");
    if (!company) throw appError(ERROR_CODES.unknownCompany);
    const old = await tx.select({ weekday: businessHours.weekday, startMinute: businessHours.startMinute, endMinute: businessHours.endMinute }).from(businessHours).where(eq(businessHours.companyId, actor.companyId));
    await tx.delete(businessHours).where(eq(businessHours.companyId, actor.companyId));
    if (weekly.length) await tx.insert(businessHours).values(weekly.map((r) => ({ companyId: actor.companyId, weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute })));
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "businessHours.saved",
      entityType: "company",
      entityId: actor.companyId,
      before: { rules: old.length },
      after: { rules: weekly.length },
    });
    return { rules: weekly.length };
  });
}
