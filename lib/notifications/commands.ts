import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationPreferences, notifications } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { PORTAL_KINDS } from "./kinds";
import type { Owner } from "./queries";

/**
 * Marking read and the e-mail choices (decision D51), scoped by the session's company and user:
 * another user's notification, another company's, or a missing one is the same 10404.
 */
export async function markNotificationRead(o: Owner, id: number, now: Date = new Date()): Promise<{ id: number }> {
  if (!Number.isSafeInteger(id) || id <= 0) throw appError(ERROR_CODES.recordNotFound);
  const where = and(eq(notifications.id, id), eq(notifications.companyId, o.companyId), eq(notifications.userId, o.userId));
  const updated = await getDb()
    .update(notifications)
    .set({ readAt: now })
    .where(and(where, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length) return { id };
  // Already read is fine (a second click); not mine is not found.
  const [existing] = await getDb().select({ id: notifications.id }).from(notifications).where(where);
  if (!existing) throw appError(ERROR_CODES.recordNotFound);
  return { id };
}

export async function markAllNotificationsRead(o: Owner, now: Date = new Date()): Promise<{ updated: number }> {
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.companyId, o.companyId), eq(notifications.userId, o.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** Stores the e-mail choice of each given kind; a kind the user's portal does not receive is 10001 and nothing is written. */
export async function updatePreferences(o: Owner, prefs: readonly { kind: string; email: boolean }[], now: Date = new Date()): Promise<void> {
  const allowed = new Set<string>(PORTAL_KINDS[o.portal]);
  if (prefs.some((p) => !allowed.has(p.kind))) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "unknownKind" });
  if (!prefs.length) return;
  await getDb()
    .insert(notificationPreferences)
    .values(prefs.map((p) => ({ userId: o.userId, companyId: o.companyId, kind: p.kind, email: p.email, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: now },
      // The pk is (user, kind): a row of this user is always this user's company's.
      setWhere: eq(notificationPreferences.companyId, o.companyId),
    });
}
