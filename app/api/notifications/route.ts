import { apiRoute } from "@/lib/api/route";
import { NOTIFICATION_ACCESS } from "@/lib/notifications/access";
import { ownerOf } from "@/lib/notifications/owner";
import { listNotifications, notificationsAfter, unreadSummary } from "@/lib/notifications/queries";
import { listQuerySchema } from "@/lib/notifications/schemas";

/**
 * The signed-in user's notifications (issue 14): `?page=n` one page, unread first then newest;
 * `?after=<id>` the catch-up read after the client's last seen id. Both carry the unread summary
 * (per sidebar item) so the dots follow.
 */
export const GET = apiRoute({ access: NOTIFICATION_ACCESS, query: listQuerySchema }, async ({ tenant, user, query }) => {
  const owner = ownerOf(tenant.id, user);
  const summary = await unreadSummary(owner);
  if (query.after !== undefined) return { items: await notificationsAfter(owner, query.after), summary };
  return { ...(await listNotifications(owner, query.page ?? 1)), summary };
});
