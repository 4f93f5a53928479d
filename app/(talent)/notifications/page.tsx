import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotificationsScreen } from "@/components/notifications/screen";
import { getPortalUser } from "@/lib/auth/session";
import { listNotifications, readPreferences } from "@/lib/notifications/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("title") };
}

/** `/notifications` (issue 14): the talent's own notifications and e-mail choices. */
export default async function TalentNotificationsPage() {
  const [tenant, user] = await Promise.all([currentTenant(), getPortalUser("talent")]);
  if (!user || user.companyId !== tenant.id) return null;
  const owner = { companyId: tenant.id, userId: user.userId, portal: "talent" as const };
  const [page, preferences] = await Promise.all([listNotifications(owner, 1), readPreferences(owner)]);
  return (
    <ClientMessages namespaces={["notifications"]}>
      <NotificationsScreen portal="talent" initialPage={page} initialPreferences={preferences} timeZone={tenant.timezone} />
    </ClientMessages>
  );
}
