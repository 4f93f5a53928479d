import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExternalLoginPage } from "@/components/auth/external-login-page";
import { JOB_ID_PATTERN } from "@/lib/auth/code-schemas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authCode");
  return { title: t("meta.externalLogin") };
}

/** Candidate entry for one job (spec §2.1 /login/external/{jobId}); logout returns here. */
export default async function ExternalJobLogin({ params }: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await params;
  if (!JOB_ID_PATTERN.test(jobId)) notFound();
  return <ExternalLoginPage jobId={jobId} />;
}
