import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { JobFacts } from "@/components/jobs/job-facts";
import { LinkButton } from "@/components/ui/link-button";
import { Alert } from "@/components/ui/alert";
import { adminViewer } from "@/lib/access/page";
import { templateDetail } from "@/lib/jobs/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.template") };
}

export default async function TemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const viewer = await adminViewer("/admin/jobs/templates/[templateId]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { templateId } = await params;
  const [t, tErrors, format, locale, template] = await Promise.all([getTranslations("jobs"), getTranslations("errors"), getFormatter(), getLocale(), templateDetail(viewer.tenant.id, templateId)]);
  const back = (
    <Link href="/admin/jobs/templates" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
      {t("templates.back")}
    </Link>
  );
  if (!template) {
    return (
      <div className="flex max-w-3xl flex-col gap-4">
        <Alert variant="warning">{tErrors("text_response_10404")}</Alert>
        {back}
      </div>
    );
  }
  const d = template.draft;
  return (
    <ClientMessages namespaces={["uiInputs"]}>
    <div className="flex max-w-6xl flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <div>
          <h2 className="text-xl font-medium" data-testid="template-name">
            {template.templateName}
          </h2>
          <p className="text-sm text-gray-700">
            {d.title || t("templates.noTitle")} · {t("templates.savedBy", { name: template.createdByName ?? "—", date: format.dateTime(new Date(template.createdAt), { dateStyle: "medium" }) })}
          </p>
        </div>
        {viewer.can["jobs.create"] ? (
          <LinkButton href={`/admin/jobs/new?template=${template.id}`}>{t("templates.use")}</LinkButton>
        ) : null}
      </header>
      <JobFacts
        locale={locale}
        job={{
          departmentName: template.departmentName,
          openings: d.openings,
          companyLocation: d.companyLocation,
          jobLocations: d.jobLocations,
          candidateLocations: d.candidateLocations,
          designation: d.designation,
          domains: d.domains,
          experienceFrom: d.experienceFrom,
          experienceTo: d.experienceTo,
          workplaceType: d.workplaceType,
          jobType: d.jobType,
          contractType: d.contractType,
          availability: d.availability,
          salary: d.salary,
          description: d.description,
          mustHaveSkills: d.mustHaveSkills,
          niceToHaveSkills: d.niceToHaveSkills,
          booleanQuery: d.booleanQuery,
        }}
      />
    </div>
    </ClientMessages>
  );
}
