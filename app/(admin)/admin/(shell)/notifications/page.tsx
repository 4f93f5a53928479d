import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotificationsScreen } from "@/components/notifications/screen";
import { adminViewer } from "@/lib/access/page";
import { listNotifications, readPreferences } from "@/lib/notifications/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("title") };
}

/** `/admin/notifications` (issue 14): the staff member's own notifications and e-mail choices. */
export default async function AdminNotificationsPage() {
  const viewer = await adminViewer("/admin/notifications");
  if (!viewer) {
    const tenant = await currentTenant();
    return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
  }
  const owner = { companyId: viewer.tenant.id, userId: viewer.user.userId, portal: "admin" as const };
  const [page, preferences] = await Promise.all([listNotifications(owner, 1), readPreferences(owner)]);
  return (
    <ClientMessages namespaces={["notifications"]}>
      <NotificationsScreen portal="admin" initialPage={page} initialPreferences={preferences} timeZone={viewer.tenant.timezone} />
    </ClientMessages>
  );
}
