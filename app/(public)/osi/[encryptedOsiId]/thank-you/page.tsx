import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OsiFrame } from "@/components/osi/public/osi-frame";
import { loadOsiByToken } from "@/lib/osi/candidate";
import { osiPath } from "@/lib/osi/links";
import { OSI_RETENTION_MONTHS } from "@/lib/osi/rules";
import { currentTenant } from "@/lib/tenancy/server";

type Params = Promise<{ encryptedOsiId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("osi");
  return { title: t("thanks.metaTitle"), robots: { index: false, follow: false } };
}

/** `/osi/{encryptedOsiId}/thank-you`: the end, once every question is answered. */
export default async function OsiThankYouPage({ params }: { params: Params }) {
  const [{ encryptedOsiId: token }, tenant] = await Promise.all([params, currentTenant()]);
  const osi = await loadOsiByToken(tenant, token);
  if (!osi) notFound();
  // Questions still open: the entry page says where the candidate stands.
  if (osi.status !== "completed" && osi.nextQuestionId) redirect(osiPath(token));
  const t = await getTranslations("osi");
  return (
    <OsiFrame company={osi.company.name} logoUrl={osi.company.logo ?? tenant.logoUrl}>
      <section className="rounded-lg border border-[var(--color-line)] bg-white p-6 text-center">
        <h1 className="text-2xl font-semibold" data-testid="osi-thanks">
          {t("thanks.title")}
        </h1>
        <p className="mt-2 text-gray-800">{t("thanks.body", { company: osi.company.name, job: osi.job.title })}</p>
        <p className="mt-2 text-sm text-gray-700">{t("thanks.kept", { months: OSI_RETENTION_MONTHS, company: osi.company.name })}</p>
        <p className="mt-2 text-sm text-gray-700">{t("thanks.close")}</p>
      </section>
    </OsiFrame>
  );
}
