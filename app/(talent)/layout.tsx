import { ClientMessages } from "@/components/i18n/client-messages";
import { AppShell } from "@/components/shell/app-shell";
import { TALENT_NAV, visibleNavItems } from "@/components/shell/nav";
import { TalentProviders } from "@/components/shell/talent-providers";
import { getPortalUser } from "@/lib/auth/session";
import { isCandidateLogin } from "@/lib/auth/identity";
import { shellBranding } from "@/lib/shell/branding";
import { shellUser } from "@/lib/shell/user";
import { currentTenant } from "@/lib/tenancy/server";

export default async function TalentLayout({ children }: { children: React.ReactNode }) {
  const [tenant, user] = await Promise.all([currentTenant(), getPortalUser("talent")]);
  const items = visibleNavItems(TALENT_NAV, tenant.modules, user ? { privileges: user.privileges, isCandidateLogin: isCandidateLogin(user.loginType) } : null);
  return (
    <ClientMessages namespaces={["account.changePassword", "account.notices", "auth", "errors", "shell", "ui", "uiInputs"]}>
    <TalentProviders signedIn={user !== null}>
      <AppShell items={items} branding={shellBranding(tenant, "talent")} user={user ? shellUser(user) : null} portal="talent">
        {/* Spec §2.2: private routes render nothing for a user without a candidateUniqueId. */}
        {user && !user.candidateUniqueId ? null : children}
      </AppShell>
    </TalentProviders>
    </ClientMessages>
  );
}
