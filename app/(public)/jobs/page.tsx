import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { CareerDialog } from "@/components/jobs/career-dialog";
import { CareerFacts } from "@/components/jobs/career-facts";
import { LinkButton } from "@/components/ui/link-button";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button-classes";
import { StaticAlert } from "@/components/ui/static-alert";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { formatDate } from "@/lib/i18n/format";
import { careerJob, listCareerJobs, type CareerJob } from "@/lib/jobs/career";
import { optionLabel } from "@/lib/jobs/constants";
import { jobPostingJsonLd, jsonLdScript } from "@/lib/jobs/job-posting";
import { careerQuerySchema } from "@/lib/jobs/schemas";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import { currentTenant } from "@/lib/tenancy/server";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [t, tenant, params] = await Promise.all([getTranslations("jobs.career"), currentTenant(), searchParams]);
  const { job } = careerQuerySchema.parse(first(params));
  const selected = job ? await careerJob(tenant.id, job) : null;
  return { title: selected ? selected.title : t("metaTitle"), description: t("metaDescription", { company: tenant.name }) };
}

function first(params: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

function listHref(q: string, page: number, job?: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  if (job) params.set("job", job);
  const qs = params.toString();
  return qs ? `/jobs?${qs}` : "/jobs";
}

/**
 * Career page (spec: /jobs, public). Server-rendered: the tenant's published, open jobs with a
 * search (?q=) and a job description modal (?job=<id>) that carries the JobPosting structured
 * data. "Apply" leads to the external login for that job.
 */
export default async function CareerPage({ searchParams }: { searchParams: SearchParams }) {
  const [tenant, params, rawLocale] = await Promise.all([currentTenant(), searchParams, getLocale()]);
  const locale: Locale = isLocale(rawLocale) ? rawLocale : "en";
  const { q, job: jobId, page } = careerQuerySchema.parse(first(params));
  const [t, list, selected, origin] = await Promise.all([
    getTranslations("jobs.career"),
    listCareerJobs(tenant.id, q, page),
    jobId ? careerJob(tenant.id, jobId) : Promise.resolve(null),
    // The tenant's own origin, never the raw Host header (a forged one would land in the JSON-LD).
    headers().then((h) => tenantLinkOrigin(tenant, h)),
  ]);
  const { jobs, total, pages } = list;
  const tErrors = await getTranslations("errors");
  const date = (iso: string, tz: string) => formatDate(iso, locale, tz);
  const where = (j: CareerJob) => [j.jobLocations.join(" · ") || j.companyLocation, optionLabel("workplace-types", j.workplaceType, locale), optionLabel("job-types", j.jobType, locale)].filter(Boolean).join(" · ");

  return (
    <div className="min-h-screen bg-[var(--color-surface,#f7f7f8)]">
      <header className="border-b border-[var(--color-line)] bg-white">
        <div className="mx-auto flex h-[60px] max-w-5xl items-center gap-3 px-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={tenant.logoUrl ?? "/brand/default-logo.svg"} alt="" className="h-8 w-auto max-w-[140px]" />
          <span className="font-medium">{tenant.name}</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
        <div>
          <h1 className="text-2xl font-semibold">{t("title", { company: tenant.name })}</h1>
          <p className="mt-1 text-sm text-gray-700">{t("intro")}</p>
        </div>
        <form action="/jobs" method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="career-search" className="mb-1 block text-sm font-medium text-gray-800">
              {t("searchLabel")}
            </label>
            <input
              id="career-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className="h-[42px] w-full rounded-md border border-gray-400 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]"
            />
          </div>
          {/* A plain button: the page sends no client component unless its job dialog shows. */}
          <button type="submit" className={buttonClasses({ size: "md" })}>
            {t("search")}
          </button>
        </form>
        {jobId && !selected ? (
          <StaticAlert variant="warning">{tErrors("text_response_10078")}</StaticAlert>
        ) : null}
        <p className="text-sm text-gray-700" data-testid="career-count">
          {q ? t("resultsFor", { count: total, q }) : t("results", { count: total })}
        </p>
        {jobs.length === 0 ? (
          <p className="rounded-lg border border-[var(--color-line)] bg-white p-6 text-center text-sm text-gray-700">{q ? t("noMatches") : t("noJobs")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
            {jobs.map((j) => (
              <li key={j.id} className="rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="career-job">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-medium">
                    <a href={listHref(q, page, j.id)} className="text-[var(--brand)] underline-offset-2 hover:underline">
                      {j.title}
                    </a>
                  </h2>
                  <Badge variant="brand">{j.jdId}</Badge>
                </div>
                <p className="mt-1 text-sm text-gray-700">{[j.departmentName, where(j)].filter(Boolean).join(" · ")}</p>
                <p className="mt-1 text-xs text-gray-600">
                  {t("postedOn", { date: date(j.postedOn, tenant.timezone) })} · {t("dueDate", { date: date(j.dueDate, "UTC") })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-3" data-testid="career-pagination">
            {page > 1 ? (
              <LinkButton href={listHref(q, Math.min(page, pages) - 1)} variant="secondary" size="md" rel="prev">
                {t("previous")}
              </LinkButton>
            ) : (
              <span />
            )}
            <span className="text-sm text-gray-700">
              {t("pageOf", { page: Math.min(page, pages), pages })}
            </span>
            {page < pages ? (
              <LinkButton href={listHref(q, page + 1)} variant="secondary" size="md" rel="next">
                {t("next")}
              </LinkButton>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </main>
      {selected ? (
        <CareerDialog labelledBy="career-job-title" closeHref={listHref(q, page)} closeLabel={t("close")}>
          {origin ? (
            <script
              type="application/ld+json"
              // JSON-LD is data, not script; "<" is escaped so no job text can end the element.
              dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(selected, { name: tenant.name, url: origin, logoUrl: tenant.logoUrl })) }}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2 pe-10">
            <h2 id="career-job-title" className="text-xl font-semibold">
              {selected.title}
            </h2>
            <Badge variant="brand" data-testid="career-job-id">
              {selected.jdId}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            {t("postedOn", { date: date(selected.postedOn, tenant.timezone) })} · {t("dueDate", { date: date(selected.dueDate, "UTC") })}
          </p>
          <p className="mt-1 text-sm text-gray-700">{[selected.departmentName, where(selected)].filter(Boolean).join(" · ")}</p>
          <CareerFacts job={selected} locale={locale} />
          {selected.description ? <p className="mt-4 whitespace-pre-line text-sm text-gray-800">{selected.description}</p> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <LinkButton href={listHref(q, page)} scroll={false} variant="secondary" size="md">
              {t("close")}
            </LinkButton>
            <LinkButton href={`/login/external/${selected.id}`} native size="md" data-testid="career-apply">
              {t("apply")}
            </LinkButton>
          </div>
        </CareerDialog>
      ) : null}
    </div>
  );
}
