import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginScreen } from "@/components/auth/login-screen";
import { loginRedirect, safeRelativePath } from "@/lib/auth/redirect";
import { getPortalUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const portalOf = (params: Awaited<SearchParams>) => (params.section === "cloud" ? "cloud" : "admin");

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t(portalOf(await searchParams) === "cloud" ? "meta.cloudLogin" : "meta.adminLogin") };
}

/** Admin portal login; `?section=cloud` shows the cloud admin section of the same screen. */
export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const [tenant, params] = await Promise.all([currentTenant(), searchParams]);
  const portal = portalOf(params);
  const from = typeof params.from === "string" ? params.from : undefined;
  const user = await getPortalUser(portal);
  if (user?.isSecurePassword) redirect(loginRedirect(user, from, tenant.modules));
  return (
    <LoginScreen
      section={portal === "cloud" ? "cloudLogin" : "adminLogin"}
      branding={{ name: tenant.name, logoUrl: tenant.logoUrl }}
      from={safeRelativePath(from) ?? undefined}
    />
  );
}
