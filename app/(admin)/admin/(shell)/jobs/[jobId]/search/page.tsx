import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { CriteriaView } from "@/components/search/criteria-view";
import { SearchScreen } from "@/components/search/search-screen";
import { adminViewer } from "@/lib/access/page";
import { searchScreenData } from "@/lib/search/page-data";
import { readSearchParams } from "@/lib/search/params";
import { jobSearchContext } from "@/lib/search/query";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("search"))("meta.jobSearch") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Marks a search the recruiter changed; without it the page searches with the job's own criteria. */
const OWN_SEARCH = "s";

/**
 * Search overview and results per job (second document §2): the job's criteria (AND, OR and NOT
 * highlighted), then talents found with them. Changing the search puts it in the URL like the
 * talent search, so it can be shared; the link back drops it and the job's criteria apply again.
 */
export default async function JobSearchPage({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/search");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const [{ jobId }, raw, t] = await Promise.all([params, searchParams, getTranslations("search")]);
  const job = await jobSearchContext(viewer.tenant.id, jobId);
  // Unknown, malformed, deleted or another tenant's id: the 404 page, alike for all.
  if (!job) notFound();
  const own = raw[OWN_SEARCH] === "1";
  const read = own ? readSearchParams(raw) : { ...readSearchParams({ page: raw.page, size: raw.size }), criteria: job.criteria };
  const data = await searchScreenData(viewer, read.criteria, read.page, read.size, job.id);

  return (
    <ClientMessages namespaces={["errors", "osiInvite.status", "search", "selection", "ui", "uiInputs"]}>
    <div className="flex max-w-[1400px] flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={`/admin/jobs/${job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
          {t("job.back", { jdId: job.jdId })}
        </Link>
        {own ? (
          <Link href={`/admin/jobs/${job.id}/search`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
            {t("job.reset")}
          </Link>
        ) : null}
      </div>
      <h2 className="text-xl font-medium" data-testid="job-search-title">
        {t("job.title")}: {job.title} <span className="text-base font-normal text-gray-600">({job.jdId})</span>
      </h2>
      <CriteriaView criteria={job.criteria} jobLocations={job.jobLocations} description={job.description} />
      <h2 className="text-lg font-medium">{t("job.results")}</h2>
      <SearchScreen
        criteria={read.criteria}
        page={read.page}
        size={read.size}
        dropped={own && read.errors.length > 0}
        keepParams={{ [OWN_SEARCH]: "1" }}
        job={{ id: job.id, jdId: job.jdId, title: job.title }}
        {...data}
      />
    </div>
    </ClientMessages>
  );
}
