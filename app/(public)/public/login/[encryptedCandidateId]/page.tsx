import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CodeLoginForm } from "@/components/auth/code-login-form";
import { LoginScreen } from "@/components/auth/login-screen";
import { PublicLinkBroken } from "@/components/auth/public-link-broken";
import { publicLoginAccount } from "@/lib/auth/code-login";
import { maskEmail } from "@/lib/auth/code-schemas";
import { LOGIN_PATHS } from "@/lib/auth/redirect";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authCode");
  return { title: t("meta.publicLogin") };
}

/**
 * Public login (spec §2.1): the path holds a sealed id, never a database id. A live link shows
 * whose it is (masked) and sends that address a code; anything else is the broken-link text.
 */
export default async function PublicLoginPage({ params }: { params: Promise<{ encryptedCandidateId: string }> }) {
  const [{ encryptedCandidateId }, tenant] = await Promise.all([params, currentTenant()]);
  const account = await publicLoginAccount(tenant, encryptedCandidateId);
  return (
    <ClientMessages namespaces={["account.notices", "auth", "authCode", "errors", "ui", "uiInputs"]}>
    <LoginScreen section="publicLogin" branding={{ name: tenant.name, logoUrl: tenant.logoUrl }} backHref={LOGIN_PATHS.talent} audience="candidate">
      {account ? <CodeLoginForm flow="public" publicToken={encryptedCandidateId} maskedEmail={maskEmail(account.email)} /> : <PublicLinkBroken />}
    </LoginScreen>
    </ClientMessages>
  );
}
