import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LoginScreen } from "@/components/auth/login-screen";
import { LOGIN_PATHS } from "@/lib/auth/redirect";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authRecovery");
  return { title: t("meta.forgotPassword") };
}

/** Talent forgot password (spec §2.1). The admin portal's is a section of /admin/login. */
export default async function ForgotPasswordPage() {
  const tenant = await currentTenant();
  return (
    <ClientMessages namespaces={["auth", "authCode", "authRecovery", "errors", "ui", "uiInputs"]}>
    <LoginScreen section="forgotPassword" branding={{ name: tenant.name, logoUrl: tenant.logoUrl }} backHref={LOGIN_PATHS.talent} audience="candidate">
      <ForgotPasswordForm portal="talent" />
    </LoginScreen>
    </ClientMessages>
  );
}
