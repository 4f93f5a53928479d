import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { JobEditor } from "@/components/jobs/job-editor";
import { Alert } from "@/components/ui/alert";
import { adminViewer } from "@/lib/access/page";
import { aiConfigured } from "@/lib/ai";
import { emptyJobForm, formFromDraft } from "@/lib/jobs/form-values";
import { jobFormOptions, promptHistory, stackNames, templateDetail } from "@/lib/jobs/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.new") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewJobPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/new");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const params = await searchParams;
  const templateId = typeof params.template === "string" ? params.template : null;
  const [t, tErrors, options, stacks, prompts, template] = await Promise.all([
    getTranslations("jobs"),
    getTranslations("errors"),
    jobFormOptions(viewer.tenant.id),
    stackNames(),
    promptHistory(viewer.tenant.id, viewer.user.userId),
    templateId ? templateDetail(viewer.tenant.id, templateId) : Promise.resolve(null),
  ]);
  return (
    <ClientMessages namespaces={["errors", "jobs", "ui", "uiInputs"]}>
    <div className="flex max-w-5xl flex-col gap-4">
      <Link href="/admin/jobs" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      <h2 className="text-xl font-medium">{t("form.createTitle")}</h2>
      {templateId && !template ? <Alert variant="danger">{tErrors("text_response_10404")}</Alert> : null}
      <JobEditor
        mode="create"
        initial={template ? formFromDraft(template.draft) : emptyJobForm()}
        options={options}
        stacks={stacks}
        templateId={template?.id ?? null}
        templateName={template?.templateName ?? null}
        canSaveTemplate
        aiConfigured={aiConfigured()}
        prompts={prompts}
      />
    </div>
    </ClientMessages>
  );
}
