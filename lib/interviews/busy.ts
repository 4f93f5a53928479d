import "server-only";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewerBusy } from "@/db/schema";

/** One busy stretch of one person, in UTC. */
export type BusyRow = { userId: string; startsAt: Date; endsAt: Date };

/**
 * Where busy time comes from (issue 13; decision D44). The default reads interviewer_busy; an
 * Outlook free/busy source (a later issue) implements the same interface and is combined with
 * `combineBusySources`. A source answers only for the company and the users it is asked about,
 * and only stretches that overlap [from, to).
 */
export interface BusySource {
  busy(companyId: string, userIds: string[], from: Date, to: Date): Promise<BusyRow[]>;
}

/** Active rows of interviewer_busy (booked interviews, manual blocks, synced calendars) of this company. */
export const databaseBusySource: BusySource = {
  async busy(companyId, userIds, from, to) {
    if (userIds.length === 0 || !(to > from)) return [];
    return getDb()
      .select({ userId: interviewerBusy.userId, startsAt: interviewerBusy.startsAt, endsAt: interviewerBusy.endsAt })
      .from(interviewerBusy)
      .where(
        and(
          eq(interviewerBusy.companyId, companyId),
          inArray(interviewerBusy.userId, userIds),
          eq(interviewerBusy.active, true),
          lt(interviewerBusy.startsAt, to),
          gt(interviewerBusy.endsAt, from),
        ),
      );
  },
};

/** Every source's busy time together (asked in parallel); a failing source fails the whole answer. */
export function combineBusySources(...sources: BusySource[]): BusySource {
  return {
    async busy(companyId, userIds, from, to) {
      const parts = await Promise.all(sources.map((s) => s.busy(companyId, userIds, from, to)));
      return parts.flat();
    },
  };
}

/** The sources slot computation uses when the caller names none. */
export function defaultBusySource(): BusySource {
  return databaseBusySource;
}
