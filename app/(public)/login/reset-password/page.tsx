import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginScreen } from "@/components/auth/login-screen";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { LOGIN_PATHS, landingPath } from "@/lib/auth/redirect";
import { getSessionUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authRecovery");
  return { title: t("meta.setPassword") };
}

/**
 * Spec §2.1 /login/reset-password: where a signed-in user with a temporary password
 * (isSecurePassword false) must choose a new one before going anywhere else.
 */
export default async function SetSecurePasswordPage() {
  const [tenant, user] = await Promise.all([currentTenant(), getSessionUser()]);
  if (!user) redirect(LOGIN_PATHS.talent);
  if (user.isSecurePassword) redirect(landingPath(user, tenant.modules));
  return (
    <ClientMessages namespaces={["auth", "authCode", "authRecovery", "errors", "ui", "uiInputs"]}>
    <LoginScreen
      section="resetPassword"
      branding={{ name: tenant.name, logoUrl: tenant.logoUrl }}
      backHref={null}
      audience={user.portal === "talent" ? "candidate" : "company"}
    >
      <ResetPasswordForm mode="temporary" rule={user.portal === "talent" ? "talent" : "admin"} />
    </LoginScreen>
    </ClientMessages>
  );
}
