import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { IntroCheck } from "@/components/osi/public/intro-check";
import { OsiFrame } from "@/components/osi/public/osi-frame";
import { loadOsiByToken } from "@/lib/osi/candidate";
import { osiPath } from "@/lib/osi/links";
import { OSI_RETENTION_MONTHS } from "@/lib/osi/rules";
import { currentTenant } from "@/lib/tenancy/server";

type Params = Promise<{ encryptedOsiId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("osi");
  return { title: t("intro.metaTitle"), robots: { index: false, follow: false } };
}

/** `/osi/{encryptedOsiId}/intro`: the camera and microphone check and the consent to record. */
export default async function OsiIntroPage({ params }: { params: Params }) {
  const [{ encryptedOsiId: token }, tenant] = await Promise.all([params, currentTenant()]);
  const osi = await loadOsiByToken(tenant, token);
  if (!osi) notFound();
  if (osi.blocked) redirect(osiPath(token));
  if (osi.status === "completed" || !osi.nextQuestionId) redirect(osiPath(token, "thank-you"));
  const t = await getTranslations("osi");
  return (
    <ClientMessages namespaces={["errors", "osi", "ui", "uiInputs"]}>
      <OsiFrame company={osi.company.name} logoUrl={osi.company.logo ?? tenant.logoUrl}>
        <div>
          <h1 className="text-2xl font-semibold">{t("intro.title")}</h1>
          <p className="mt-1 text-gray-700">{t("entry.job", { job: osi.job.title })}</p>
        </div>
        <IntroCheck
          token={token}
          company={osi.company.name}
          job={osi.job.title}
          retentionMonths={OSI_RETENTION_MONTHS}
          nextHref={osiPath(token, { question: osi.nextQuestionId })}
          consented={!!osi.consentAt}
        />
      </OsiFrame>
    </ClientMessages>
  );
}
