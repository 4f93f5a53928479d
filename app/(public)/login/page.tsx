import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginScreen } from "@/components/auth/login-screen";
import { loginRedirect, safeRelativePath } from "@/lib/auth/redirect";
import { sessionExpiredNotice } from "@/lib/auth/login-notice";
import { getPortalUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("meta.talentLogin") };
}

export default async function TalentLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const [tenant, params] = await Promise.all([currentTenant(), searchParams]);
  const from = typeof params.from === "string" ? params.from : undefined;
  // Someone already signed in has nothing to do here; with a temporary password, loginRedirect
  // sends them to /login/reset-password to replace it (and that page never sends them back here).
  const user = await getPortalUser("talent");
  if (user) redirect(loginRedirect(user, from, tenant.modules));
  return (
    <ClientMessages namespaces={["auth", "authCode", "errors", "ui", "uiInputs"]}>
      <LoginScreen
        section="talentLogin"
        branding={{ name: tenant.name, logoUrl: tenant.logoUrl }}
        from={safeRelativePath(from) ?? undefined}
        artwork="talent"
        notice={await sessionExpiredNotice(params)}
      />
    </ClientMessages>
  );
}
