import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ErrorPage } from "@/components/errors/error-page";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { InvitationList } from "@/components/osi/invitation-list";
import { adminViewer } from "@/lib/access/page";
import { jobHeader } from "@/lib/interviews/booking-queries";
import { formatJdId } from "@/lib/jobs/rules";
import { listJobInvitations } from "@/lib/osi/invitation-queries";
import { jobQuestions } from "@/lib/questions/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("osiInvite.page"))("meta") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The job's one-sided interview invitations (issue 16). */
export default async function JobOsiPage({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/osi");
  if (!viewer) return <ErrorPage status={403} />;
  const [{ jobId }, query, t] = await Promise.all([params, searchParams, getTranslations("osiInvite.page")]);
  const refused = await requireJobAssociation(viewer, jobId);
  if (refused) return refused;
  const job = await jobHeader(viewer.tenant.id, jobId);
  if (!job) notFound();
  const pageParam = typeof query.page === "string" ? query.page : "1";
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  const [list, questions] = await Promise.all([listJobInvitations(viewer.tenant.id, job.id, { page }), jobQuestions(viewer.tenant.id, job.id)]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <Link href={`/admin/jobs/${job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("back")}
      </Link>
      <header>
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <p className="text-sm text-[var(--color-muted)]" data-testid="osi-job">
          {t("job", { job: job.title, jdId: formatJdId(job.jdNumber) })}
        </p>
        <p className="text-sm" data-testid="osi-question-count">
          {t("questions", { count: questions.length })}
        </p>
      </header>
      <ClientMessages namespaces={["osiInvite.page", "osiInvite.status", "osiInvite.dialog", "errors", "ui", "uiInputs"]}>
        <InvitationList
          jobId={job.id}
          rows={list.rows.map((r) => ({
            id: r.id,
            name: r.name,
            email: r.email,
            status: r.status,
            invitedAt: r.invitedAt.toISOString(),
            startedAt: iso(r.startedAt),
            completedAt: iso(r.completedAt),
            answered: r.answered,
            questions: r.questions,
          }))}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          canManage={viewer.can["interviews.schedule"]}
          hasQuestions={questions.length > 0}
          timeZone={viewer.tenant.timezone}
        />
      </ClientMessages>
    </div>
  );
}
