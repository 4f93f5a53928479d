import { apiRoute } from "@/lib/api/route";
import { NOTIFICATION_ACCESS } from "@/lib/notifications/access";
import { markAllNotificationsRead, markNotificationRead } from "@/lib/notifications/commands";
import { ownerOf } from "@/lib/notifications/owner";
import { unreadSummary } from "@/lib/notifications/queries";
import { markReadSchema } from "@/lib/notifications/schemas";

/** Marks one of the user's notifications read (`{ id }`; another user's id is 10404) or all of them (`{ all: true }`). */
export const POST = apiRoute({ access: NOTIFICATION_ACCESS, body: markReadSchema }, async ({ tenant, user, body }) => {
  const owner = ownerOf(tenant.id, user);
  if ("id" in body) await markNotificationRead(owner, body.id);
  else await markAllNotificationsRead(owner);
  return { summary: await unreadSummary(owner) };
});
