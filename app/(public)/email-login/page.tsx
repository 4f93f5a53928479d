import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CodeLoginForm } from "@/components/auth/code-login-form";
import { LoginScreen } from "@/components/auth/login-screen";
import { LOGIN_PATHS, loginRedirect } from "@/lib/auth/redirect";
import { getPortalUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authCode");
  return { title: t("meta.emailLogin") };
}

/** Talent sign-in with a one-time code sent to their e-mail (spec §2.1). */
export default async function EmailLoginPage() {
  const tenant = await currentTenant();
  const user = await getPortalUser("talent");
  if (user?.isSecurePassword) redirect(loginRedirect(user, null, tenant.modules));
  return (
    <ClientMessages namespaces={["account.notices", "auth", "authCode", "errors", "ui", "uiInputs"]}>
    <LoginScreen section="emailLogin" branding={{ name: tenant.name, logoUrl: tenant.logoUrl }} backHref={LOGIN_PATHS.talent} audience="candidate">
      <CodeLoginForm flow="email" />
    </LoginScreen>
    </ClientMessages>
  );
}
