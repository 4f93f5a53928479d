import { headers } from "next/headers";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotificationsProvider } from "@/components/notifications/provider";
import { AppShell } from "@/components/shell/app-shell";
import { TALENT_NAV, visibleNavItems } from "@/components/shell/nav";
import { TalentProviders } from "@/components/shell/talent-providers";
import { getPortalUser } from "@/lib/auth/session";
import { isCandidateLogin } from "@/lib/auth/identity";
import { shellUnread } from "@/lib/notifications/shell";
import { isBareRoute } from "@/lib/shell/bare";
import { shellBranding } from "@/lib/shell/branding";
import { shellUser } from "@/lib/shell/user";
import { currentTenant } from "@/lib/tenancy/server";

export default async function TalentLayout({ children }: { children: React.ReactNode }) {
  const [tenant, user, requestHeaders] = await Promise.all([currentTenant(), getPortalUser("talent"), headers()]);
  // Spec §2.2: the video interview renders without navigation chrome (providers kept).
  const bare = isBareRoute(requestHeaders);
  const unread = await shellUnread(user, tenant.id, "talent");
  const items = visibleNavItems(TALENT_NAV, tenant.modules, user ? { privileges: user.privileges, isCandidateLogin: isCandidateLogin(user.loginType) } : null);
  return (
    <ClientMessages namespaces={["account.changePassword", "account.notices", "auth", "errors", "notifications.kinds", "notifications.toast", "shell", "ui", "uiInputs"]}>
    <TalentProviders signedIn={user !== null}>
      <NotificationsProvider initial={unread} portal="talent" timeZone={tenant.timezone} withToasts={false}>
      {bare ? (
        user && !user.candidateUniqueId ? null : children
      ) : (
      <AppShell items={items} branding={shellBranding(tenant, "talent")} user={user ? shellUser(user) : null} portal="talent">
        {/* Spec §2.2: private routes render nothing for a user without a candidateUniqueId. */}
        {user && !user.candidateUniqueId ? null : children}
      </AppShell>
      )}
      </NotificationsProvider>
    </TalentProviders>
    </ClientMessages>
  );
}
