import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { JobEditForm } from "@/components/jobs/job-edit-form";
import { adminViewer } from "@/lib/access/page";
import { formFromJob } from "@/lib/jobs/form-values";
import { draftOf, jobDetail, jobFormOptions, stackNames } from "@/lib/jobs/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.edit") };
}

export default async function EditJobPage({ params }: { params: Promise<{ jobId: string }> }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/edit");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { jobId } = await params;
  const [t, job, options, stacks] = await Promise.all([getTranslations("jobs"), jobDetail(viewer.tenant.id, jobId), jobFormOptions(viewer.tenant.id), stackNames()]);
  // Unknown, malformed, deleted or another tenant's id: the 404 page, alike for all.
  if (!job) notFound();
  return (
    <ClientMessages namespaces={["errors", "jobs", "ui", "uiInputs"]}>
    <div className="flex max-w-5xl flex-col gap-4">
      <Link href={`/admin/jobs/${job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("backToJob", { jdId: job.jdId })}
      </Link>
      <h2 className="text-xl font-medium">{t("form.editTitle", { jdId: job.jdId })}</h2>
      <JobEditForm jobId={job.id} initial={formFromJob({ ...draftOf(job), dueDate: job.dueDate })} options={options} stacks={stacks} canSaveTemplate={viewer.can["jobs.create"]} />
    </div>
    </ClientMessages>
  );
}
