import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginScreen } from "@/components/auth/login-screen";
import { ResetLinkProblem } from "@/components/auth/reset-link-problem";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { inspectResetLink } from "@/lib/auth/recovery";
import { LOGIN_PATHS } from "@/lib/auth/redirect";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authRecovery");
  // The address holds a secret: keep it out of search engines and of Referer headers.
  return { title: t("meta.resetPassword"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The page an e-mailed reset link opens (spec §2.1): the form for a live link, else why not. */
export default async function ResetWithLinkPage({ params }: { params: Promise<{ verificationId: string }> }) {
  const [tenant, { verificationId }] = await Promise.all([currentTenant(), params]);
  const link = await inspectResetLink(tenant, verificationId);
  return (
    <ClientMessages namespaces={["auth", "authCode", "authRecovery", "errors", "ui", "uiInputs"]}>
    <LoginScreen
      section="resetPassword"
      branding={{ name: tenant.name, logoUrl: tenant.logoUrl }}
      backHref={LOGIN_PATHS[link.portal]}
      audience={link.portal === "talent" ? "candidate" : "company"}
    >
      {link.ok ? (
        <ResetPasswordForm mode="link" verificationId={verificationId} portal={link.portal} email={link.email} />
      ) : (
        <ResetLinkProblem code={link.code} portal={link.portal} />
      )}
    </LoginScreen>
    </ClientMessages>
  );
}
