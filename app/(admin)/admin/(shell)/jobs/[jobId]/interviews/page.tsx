import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { InterviewCandidates } from "@/components/booking/interview-candidates";
import { ErrorPage } from "@/components/errors/error-page";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { adminViewer } from "@/lib/access/page";
import { firstLastDate, interviewerOptions, jobHeader, jobInterviewList } from "@/lib/interviews/booking-queries";
import { FILTER_STATUSES, type FilterStatus } from "@/lib/interviews/statuses";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/lib/jobs/application-status";
import { formatJdId } from "@/lib/jobs/rules";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("booking"))("list.meta") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** The job's interview candidate list (issue 13). */
export default async function JobInterviewsPage({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/interviews");
  if (!viewer) return <ErrorPage status={403} />;
  const [{ jobId }, query, t, locale] = await Promise.all([params, searchParams, getTranslations("booking.list"), getLocale()]);
  const staff = { userId: viewer.user.userId, role: viewer.user.role, companyId: viewer.tenant.id };
  const refused = await requireJobAssociation(viewer, jobId);
  if (refused) return refused;
  const job = await jobHeader(viewer.tenant.id, jobId);
  if (!job) notFound();
  const statusParam = one(query.status);
  const appParam = one(query.app);
  const status = (FILTER_STATUSES as readonly string[]).includes(statusParam ?? "") ? (statusParam as FilterStatus) : null;
  const applicationStatus = (APPLICATION_STATUSES as readonly string[]).includes(appParam ?? "") ? (appParam as ApplicationStatus) : null;
  const page = Math.max(1, Number.parseInt(one(query.page) ?? "1", 10) || 1);
  const [list, interviewers] = await Promise.all([jobInterviewList(staff, jobId, { status, applicationStatus, page }), interviewerOptions(viewer.tenant.id, jobId)]);
  const zone = viewer.tenant.timezone;
  const tomorrow = firstLastDate();
  const dueLabel = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: "long" }).format(job.dueDate);

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <Link href={`/admin/jobs/${job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("back")}
      </Link>
      <header>
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <p className="text-sm text-[var(--color-muted)]" data-testid="interviews-job">
          {t("job", { job: job.title, jdId: formatJdId(job.jdNumber) })}
        </p>
      </header>
      <ClientMessages namespaces={["booking.list", "booking.dialog", "interviews.labels", "interviews.filterStatuses", "osiInvite.status", "errors", "scheduling", "ui", "uiInputs"]}>
        <InterviewCandidates
          jobId={job.id}
          rows={list.rows}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          filter={{ status, applicationStatus }}
          canSchedule={viewer.can["interviews.schedule"]}
          interviewers={interviewers}
          timeZone={zone}
          minDate={tomorrow}
          dueLabel={dueLabel}
        />
      </ClientMessages>
    </div>
  );
}
