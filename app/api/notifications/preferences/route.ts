import { apiRoute } from "@/lib/api/route";
import { NOTIFICATION_ACCESS } from "@/lib/notifications/access";
import { updatePreferences } from "@/lib/notifications/commands";
import { ownerOf } from "@/lib/notifications/owner";
import { readPreferences } from "@/lib/notifications/queries";
import { preferencesSchema } from "@/lib/notifications/schemas";

/** Which kinds of the user's portal also arrive by e-mail. */
export const GET = apiRoute({ access: NOTIFICATION_ACCESS }, async ({ tenant, user }) => readPreferences(ownerOf(tenant.id, user)));

export const PUT = apiRoute({ access: NOTIFICATION_ACCESS, body: preferencesSchema }, async ({ tenant, user, body }) => {
  const owner = ownerOf(tenant.id, user);
  await updatePreferences(owner, body.preferences);
  return readPreferences(owner);
});
