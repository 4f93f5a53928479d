import { AppShell } from "@/components/shell/app-shell";
import { ADMIN_NAV } from "@/components/shell/nav";
import { getSessionUser } from "@/lib/auth/session";
import { shellBranding } from "@/lib/shell/branding";
import { shellUser } from "@/lib/shell/user";
import { currentTenant } from "@/lib/tenancy/server";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const [tenant, session] = await Promise.all([currentTenant(), getSessionUser()]);
  const user = session && session.portal !== "talent" ? session : null;
  return (
    <AppShell items={ADMIN_NAV} branding={shellBranding(tenant, "admin")} user={user ? shellUser(user) : null} portal="admin">
      {children}
    </AppShell>
  );
}
