import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExternalLoginPage } from "@/components/auth/external-login-page";
import { JOB_ID_PATTERN } from "@/lib/auth/code-schemas";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authCode");
  return { title: t("meta.externalLogin") };
}

/** Candidate entry for one job (spec §2.1 /login/external/{jobId}); logout returns here. */
export default async function ExternalJobLogin({ params }: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await params;
  if (!JOB_ID_PATTERN.test(jobId)) notFound();
  return (
    <ClientMessages namespaces={["account.notices", "auth", "authCode", "errors", "ui", "uiInputs"]}>
      <ExternalLoginPage jobId={jobId} />
    </ClientMessages>
  );
}
