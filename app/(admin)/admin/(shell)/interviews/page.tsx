import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { LabelBadge } from "@/components/interviews/label-badge";
import { FILTER_PRIMARY_BUTTON, FILTER_SECONDARY_BUTTON, FilterDate, FilterSelect, LinkPager } from "@/components/ui/get-filters";
import { adminViewer } from "@/lib/access/page";
import { staffViewerOf } from "@/lib/interviews/page-guard";
import { interviewFilterOptions, interviewList, parseInterviewListQuery, viewerTimeZone, type InterviewListQuery } from "@/lib/interviews/pipeline-queries";
import { FILTER_STATUSES } from "@/lib/interviews/statuses";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("interviews"))("meta.list") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function hrefWith(q: InterviewListQuery, page: number): string {
  const p = new URLSearchParams();
  if (q.status) p.set("status", q.status);
  if (q.from) p.set("from", q.from);
  if (q.to) p.set("to", q.to);
  if (q.jobId) p.set("jobId", q.jobId);
  if (q.interviewerId) p.set("interviewerId", q.interviewerId);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/admin/interviews?${s}` : "/admin/interviews";
}

/**
 * The admin interview list (issue 13): every entry on the jobs the viewer is associated with,
 * filtered by filter status, interview date range (in the viewer's zone), job and interviewer;
 * ranked by the spec's ranks, then most recently updated; paginated in the database.
 */
export default async function InterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/interviews");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const q = parseInterviewListQuery(await searchParams);
  const staff = staffViewerOf(viewer);
  const timeZone = await viewerTimeZone(viewer.user.userId, viewer.tenant.timezone);
  const [t, tf, format, list, options] = await Promise.all([
    getTranslations("interviews.list"),
    getTranslations("interviews.filterStatuses"),
    getFormatter(),
    interviewList(staff, q, timeZone),
    interviewFilterOptions(staff),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / list.size));

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <p className="text-sm text-gray-700">{t("intro")}</p>
      </header>

      <form method="get" action="/admin/interviews" className="rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="interview-filters">
        <fieldset className="grid grid-cols-5 gap-3 max-[1024px]:grid-cols-3 max-[600px]:grid-cols-1">
          <legend className="mb-2 text-sm font-medium">{t("filters.legend")}</legend>
          <FilterSelect label={t("filters.status")} name="status" value={q.status} anyLabel={t("filters.anyStatus")} options={FILTER_STATUSES.map((s) => ({ value: s, label: tf(s) }))} />
          <FilterDate label={t("filters.from")} name="from" value={q.from} />
          <FilterDate label={t("filters.to")} name="to" value={q.to} />
          <FilterSelect label={t("filters.job")} name="jobId" value={q.jobId} anyLabel={t("filters.anyJob")} options={options.jobs.map((j) => ({ value: j.id, label: j.label }))} />
          <FilterSelect label={t("filters.interviewer")} name="interviewerId" value={q.interviewerId} anyLabel={t("filters.anyInterviewer")} options={options.interviewers.map((p) => ({ value: p.id, label: p.name }))} />
        </fieldset>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={FILTER_PRIMARY_BUTTON}>
            {t("filters.apply")}
          </button>
          <Link href="/admin/interviews" className={FILTER_SECONDARY_BUTTON}>
            {t("filters.reset")}
          </Link>
        </div>
      </form>

      <p className="text-sm text-gray-700" data-testid="interview-total">
        {t("total", { count: list.total })}
      </p>

      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-[var(--color-line)] bg-white p-6 text-center text-sm text-gray-700" data-testid="interview-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white" role="region" aria-label={t("caption")} tabIndex={0}>
          <table className="w-full min-w-[720px] text-left text-sm" data-testid="interview-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.talent")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.job")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.round")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.status")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.time")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("columns.interviewers")}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.entryId} className="border-t border-[var(--color-line)]" data-testid="interview-row" data-entry-id={r.entryId}>
                  <td className="px-3 py-2">
                    <Link href={`/admin/interviews/${r.entryId}`} className="font-medium text-[var(--brand)] underline-offset-2 hover:underline" aria-label={t("open", { name: r.talentName })}>
                      {r.talentName}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block">{r.jobTitle}</span>
                    <span className="text-xs text-gray-700">{r.jdId}</span>
                  </td>
                  <td className="px-3 py-2">{r.round}</td>
                  <td className="px-3 py-2">
                    <LabelBadge label={r.label} />
                  </td>
                  <td className="px-3 py-2">{r.startsAt ? format.dateTime(new Date(r.startsAt), { dateStyle: "medium", timeStyle: "short", timeZone }) : t("noTime")}</td>
                  <td className="px-3 py-2">{r.interviewers.join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <LinkPager
        page={q.page}
        pages={pages}
        hrefFor={(page) => hrefWith(q, page)}
        labels={{ nav: t("pagination.label"), previous: t("pagination.previous"), next: t("pagination.next"), current: t("pagination.page", { page: q.page, pages }) }}
      />
    </div>
  );
}
