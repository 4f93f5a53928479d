import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ExtendDueDateButton, JobDetailActions } from "@/components/jobs/job-detail-actions";
import { JobFacts } from "@/components/jobs/job-facts";
import { JobLists } from "@/components/jobs/job-lists";
import { LinkButton } from "@/components/ui/link-button";
import { JobPeople } from "@/components/jobs/job-people";
import { JobQuestions } from "@/components/questions/job-questions";
import { Alert } from "@/components/ui/alert";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { adminViewer } from "@/lib/access/page";
import { draftOf, jobDetail, jobFormOptions } from "@/lib/jobs/queries";
import { banner, isLive } from "@/lib/jobs/rules";
import { jobQuestions } from "@/lib/questions/queries";
import { jobShortlistEntries } from "@/lib/selection/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.detail") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const SAVED = new Set(["created", "updated", "reposted"]);

export default async function JobDetailPage({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const [{ jobId }, query] = await Promise.all([params, searchParams]);
  const [t, tInterviews, tOsi, format, locale, job, options, picked, attached] = await Promise.all([
    getTranslations("jobs"),
    getTranslations("interviews"),
    getTranslations("osiInvite.page"),
    getFormatter(),
    getLocale(),
    jobDetail(viewer.tenant.id, jobId),
    jobFormOptions(viewer.tenant.id),
    jobShortlistEntries(viewer.tenant.id, jobId),
    jobQuestions(viewer.tenant.id, jobId),
  ]);
  // Unknown, malformed, deleted or another tenant's id: the 404 page, alike for all.
  if (!job) notFound();

  const now = new Date();
  const due = new Date(job.dueDate);
  const live = isLive({ status: job.status, dueDate: due }, now);
  const shown = banner({ status: job.status, dueDate: due }, now);
  const dueText = format.dateTime(due, { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
  const saved = typeof query.saved === "string" && SAVED.has(query.saved) ? query.saved : null;
  const can = { edit: viewer.can["jobs.edit"], create: viewer.can["jobs.create"], changeStatus: viewer.can["jobs.changeStatus"], publish: viewer.can["jobs.publish"] };
  const { assigneeId: _assignee, collaboratorIds: _collaborators, ...templateDraft } = draftOf(job);
  void _assignee;
  void _collaborators;

  return (
    <ClientMessages namespaces={["errors", "jobs", "questionBank.job", "shell.roles", "ui", "uiInputs"]}>
    <div className="flex max-w-6xl flex-col gap-4">
      <Link href="/admin/jobs" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      {saved ? (
        <Alert variant="success" data-testid="job-saved">
          {t(`detail.saved.${saved}`, { jdId: job.jdId })}
        </Alert>
      ) : null}
      {shown ? (
        <Alert
          variant={shown === "expired" ? "danger" : "warning"}
          title={t(`detail.banner.${shown}Title`)}
          data-testid={`banner-${shown}`}
          action={<ExtendDueDateButton jobId={job.id} allowed={can.edit} variant="primary" />}
        >
          {t(`detail.banner.${shown}`, { date: dueText })}
        </Alert>
      ) : null}

      <header className="flex flex-col gap-2 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-medium" data-testid="job-title">
            {job.title}
          </h2>
          <Badge variant="brand" data-testid="job-jd-id">
            {job.jdId}
          </Badge>
          {job.state ? <Badge variant={statusBadgeVariant(job.state)}>{t(`states.${job.state}`)}</Badge> : null}
          <Badge variant={statusBadgeVariant(job.status)}>{t(`statuses.${job.status}`)}</Badge>
          {job.publishedAt ? <Badge variant="success">{t("list.published")}</Badge> : null}
        </div>
        <p className={`text-sm ${shown === "expiringSoon" ? "font-medium text-amber-800" : "text-gray-700"}`}>
          {t("detail.dueOn", { date: dueText })} · {t("detail.postedOn", { date: format.dateTime(new Date(job.postedOn), { day: "2-digit", month: "short", year: "numeric", timeZone: viewer.tenant.timezone }) })}
        </p>
        <JobDetailActions jobId={job.id} status={job.status} dueDate={job.dueDate} live={live} published={job.publishedAt !== null} can={can} draft={templateDraft} />
        {viewer.can["talent.search"] || viewer.can["interviews.view"] ? (
          <div className="flex flex-wrap gap-2">
            {viewer.can["talent.search"] ? (
              <LinkButton href={`/admin/jobs/${job.id}/search`} variant="secondary" size="sm" data-testid="job-search-talent">
                {t("detail.searchTalent")}
              </LinkButton>
            ) : null}
            {viewer.can["interviews.view"] ? (
              <LinkButton href={`/admin/jobs/${job.id}/board`} variant="secondary" size="sm" data-testid="job-board-link">
                {tInterviews("nav.board")}
              </LinkButton>
            ) : null}
            {viewer.can["interviews.view"] ? (
              <LinkButton href={`/admin/jobs/${job.id}/osi`} variant="secondary" size="sm" data-testid="job-osi-link">
                {tOsi("link")}
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </header>

      <JobPeople jobId={job.id} assignee={job.assignee} collaborators={job.collaborators} assignees={options.assignees} team={options.team} canEdit={can.edit} live={live} />

      <JobFacts job={job} locale={locale} />

      <JobLists
        {...job.lists}
        shortlisted={picked.shortListed}
        standby={picked.standBy}
        timeZone={viewer.tenant.timezone}
        jobId={job.id}
        canRemove={live && viewer.can["talent.shortlist"] && job.assignee?.id === viewer.user.userId}
      />

      <div className="grid grid-cols-2 gap-4 max-[800px]:grid-cols-1">
        <JobQuestions jobId={job.id} initial={attached} canEdit={can.edit} />
        <section aria-labelledby="job-videos" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
          <h2 id="job-videos" className="mb-2 text-base font-medium">
            {t("detail.videos")}
          </h2>
          {job.introVideoUrl || job.postInterviewVideoUrl ? (
            <ul className="flex flex-col gap-1 text-sm">
              {job.introVideoUrl ? (
                <li>
                  <a href={job.introVideoUrl} target="_blank" rel="noopener noreferrer" className="text-[var(--brand)] underline">
                    {t("detail.introVideo")}
                  </a>
                </li>
              ) : null}
              {job.postInterviewVideoUrl ? (
                <li>
                  <a href={job.postInterviewVideoUrl} target="_blank" rel="noopener noreferrer" className="text-[var(--brand)] underline">
                    {t("detail.postInterviewVideo")}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{t("detail.noVideos")}</p>
          )}
        </section>
      </div>
    </div>
    </ClientMessages>
  );
}
