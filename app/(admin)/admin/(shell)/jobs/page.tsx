import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { JobList } from "@/components/jobs/job-list";
import { adminViewer } from "@/lib/access/page";
import { jobFormOptions, listJobs } from "@/lib/jobs/queries";
import { jobListQuerySchema } from "@/lib/jobs/schemas";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.list") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const query = jobListQuerySchema.parse(raw);
  const [list, options] = await Promise.all([listJobs(viewer.tenant.id, viewer.user.userId, query), jobFormOptions(viewer.tenant.id)]);
  return (
    <ClientMessages namespaces={["jobs.list", "jobs.states", "jobs.statuses", "ui", "uiInputs"]}>
    <div className="max-w-7xl">
      <JobList rows={list.rows} total={list.total} query={query} departments={options.departments} canCreate={viewer.can["jobs.create"]} />
    </div>
    </ClientMessages>
  );
}
