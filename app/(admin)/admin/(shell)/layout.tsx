import { ClientMessages } from "@/components/i18n/client-messages";
import { NotificationsProvider } from "@/components/notifications/provider";
import { AppShell } from "@/components/shell/app-shell";
import { ADMIN_NAV, permittedNavItems } from "@/components/shell/nav";
import { permissionMap } from "@/lib/access/queries";
import { getSessionUser } from "@/lib/auth/session";
import { shellUnread } from "@/lib/notifications/shell";
import { shellBranding } from "@/lib/shell/branding";
import { shellUser } from "@/lib/shell/user";
import { currentTenant } from "@/lib/tenancy/server";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const [tenant, session] = await Promise.all([currentTenant(), getSessionUser()]);
  const user = session && session.portal !== "talent" ? session : null;
  const [can, unread] = await Promise.all([user?.portal === "admin" && user.companyId ? permissionMap(user.companyId, user.role) : {}, shellUnread(user, tenant.id, "admin")]);
  return (
    <ClientMessages namespaces={["account.changePassword", "auth", "errors", "notifications.kinds", "notifications.toast", "shell", "ui", "uiInputs"]}>
    <NotificationsProvider initial={unread} portal="admin" timeZone={tenant.timezone} withToasts>
    <AppShell items={permittedNavItems(ADMIN_NAV, can)} branding={shellBranding(tenant, "admin")} user={user ? shellUser(user) : null} portal="admin">
      {children}
    </AppShell>
    </NotificationsProvider>
    </ClientMessages>
  );
}
