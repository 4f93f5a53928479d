import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExternalLoginPage } from "@/components/auth/external-login-page";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authCode");
  return { title: t("meta.externalLogin") };
}

/** Candidate entry from outside (spec §2.1 /login/external): e-mail and name, then a code. */
export default function ExternalLogin() {
  return (
    <ClientMessages namespaces={["account.notices", "auth", "authCode", "errors", "ui", "uiInputs"]}>
      <ExternalLoginPage jobId={null} />
    </ClientMessages>
  );
}
