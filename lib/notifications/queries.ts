import "server-only";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationPreferences, notifications } from "@/db/schema";
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_KINDS, PORTAL_KINDS, linkOf, navKeyOf, type NotificationKind, type NotificationPayload, type NotificationPortal } from "./kinds";

/**
 * What a user reads about their notifications (decision D51). Every query is scoped by company
 * AND user: the session's tenant and the signed-in user, never an id from the browser.
 */
export type Owner = { companyId: string; userId: string; portal: NotificationPortal };

export type NotificationView = {
  id: number;
  kind: string;
  payload: NotificationPayload;
  read: boolean;
  createdAt: string;
  href: string | null;
  nav: string | null;
};

export type NotificationPage = { items: NotificationView[]; page: number; pages: number; total: number; unread: number };

const mine = (o: Owner) => and(eq(notifications.companyId, o.companyId), eq(notifications.userId, o.userId));

function toView(o: Owner, r: typeof notifications.$inferSelect): NotificationView {
  return {
    id: r.id,
    kind: r.kind,
    payload: r.payload,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
    href: linkOf(r.kind, r.payload, o.portal),
    nav: navKeyOf(r.kind, o.portal),
  };
}

/** One page, unread first then newest, counted and cut in the database (offset pages of NOTIFICATIONS_PAGE_SIZE). */
export async function listNotifications(o: Owner, page: number, pageSize: number = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
  const db = getDb();
  const [{ total, unread }] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(mine(o));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine(o))
    .orderBy(sql`(${notifications.readAt} is null) desc`, desc(notifications.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map((r) => toView(o, r)), page: current, pages, total, unread };
}

/** The catch-up read: everything after the client's last seen id, oldest first (at most `limit`). */
export async function notificationsAfter(o: Owner, afterId: number, limit = 50): Promise<NotificationView[]> {
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(and(mine(o), gt(notifications.id, afterId)))
    .orderBy(notifications.id)
    .limit(limit);
  return rows.map((r) => toView(o, r));
}

/** Unread counts per nav item of the portal, the total, and the newest id (the client's starting point). */
export type UnreadSummary = { total: number; byNav: Record<string, number>; lastId: number };

export async function unreadSummary(o: Owner): Promise<UnreadSummary> {
  const db = getDb();
  const rows = await db
    .select({ kind: notifications.kind, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(o), isNull(notifications.readAt)))
    .groupBy(notifications.kind);
  const [last] = await db.select({ id: sql<number | null>`max(${notifications.id})` }).from(notifications).where(mine(o));
  const byNav: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    total += r.n;
    const nav = navKeyOf(r.kind, o.portal);
    if (nav) byNav[nav] = (byNav[nav] ?? 0) + r.n;
  }
  return { total, byNav, lastId: Number(last?.id ?? 0) };
}

export type PreferenceView = { kind: NotificationKind; email: boolean };

/** The kinds of the user's portal with their e-mail choice (the kind's default when none is stored). */
export async function readPreferences(o: Owner): Promise<PreferenceView[]> {
  const stored = await getDb()
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.companyId, o.companyId), eq(notificationPreferences.userId, o.userId)));
  const byKind = new Map(stored.map((s) => [s.kind, s.email]));
  return PORTAL_KINDS[o.portal].map((kind) => ({ kind, email: byKind.get(kind) ?? NOTIFICATION_KINDS[kind].email }));
}

