import { AppShell } from "@/components/shell/app-shell";
import { TALENT_NAV, visibleNavItems } from "@/components/shell/nav";
import { shellBranding } from "@/lib/shell/branding";
import { currentTenant } from "@/lib/tenancy/server";

export default async function TalentLayout({ children }: { children: React.ReactNode }) {
  const tenant = await currentTenant();
  const items = visibleNavItems(TALENT_NAV, tenant.modules, null);
  return (
    <AppShell items={items} branding={shellBranding(tenant, "talent")} user={null} portal="talent">
      {children}
    </AppShell>
  );
}
