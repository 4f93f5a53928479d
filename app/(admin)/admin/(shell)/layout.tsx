import { AppShell } from "@/components/shell/app-shell";
import { ADMIN_NAV } from "@/components/shell/nav";
import { shellBranding } from "@/lib/shell/branding";
import { currentTenant } from "@/lib/tenancy/server";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const tenant = await currentTenant();
  return (
    <AppShell items={ADMIN_NAV} branding={shellBranding(tenant, "admin")} user={null} portal="admin">
      {children}
    </AppShell>
  );
}
