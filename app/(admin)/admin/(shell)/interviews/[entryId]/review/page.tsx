import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LazyReviewForm } from "@/components/reviews/review-form-lazy";
import { ReviewSummary } from "@/components/reviews/review-summary";
import { Alert } from "@/components/ui/alert";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { adminViewer } from "@/lib/access/page";
import { reviewEntryJob, reviewPageData } from "@/lib/interviews/review-queries";
import { currentTenant } from "@/lib/tenancy/server";
import { isUuid } from "@/lib/text/uuid";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reviews"))("metaTitle") };
}

type Params = Promise<{ entryId: string }>;

/**
 * `/admin/interviews/{entryId}/review`: an interviewer reviews the interview of a pipeline entry
 * (second document §3 Review; decision D47). Permission interviews.review (the route row), then
 * the job association (10568 → the permission-required page), then what the viewer may do: the
 * form while the review window is open, their own review and the other interviewers' once they
 * have submitted theirs.
 */
export default async function InterviewReviewPage({ params }: { params: Params }) {
  const viewer = await adminViewer("/admin/interviews/[entryId]/review");
  const poweredBy = (await currentTenant()).isSKClient;
  if (!viewer || !viewer.user.companyId) return <ErrorPage status={403} poweredBy={poweredBy} />;
  const { entryId } = await params;
  if (!isUuid(entryId)) notFound();
  const jobId = await reviewEntryJob(viewer.tenant.id, entryId);
  if (!jobId) notFound();
  const refused = await requireJobAssociation(viewer, jobId);
  if (refused) return refused;
  const data = await reviewPageData(viewer.tenant.id, viewer.user.userId, entryId);
  if (!data) notFound();

  const [t, format] = await Promise.all([getTranslations("reviews"), getFormatter()]);
  const timeZone = viewer.tenant.timezone;
  const when = (iso: string) => format.dateTime(new Date(iso), { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  const talent = data.talent.name ?? data.talent.candidateUniqueId ?? t("confidential");
  const showForm = data.isInterviewer && data.window === "open";

  return (
    <ClientMessages namespaces={["errors", "reviews", "selection", "ui", "uiInputs"]}>
      <div className="flex max-w-3xl flex-col gap-5">
        <header className="flex flex-col gap-1">
          <h1 className="text-xl font-medium">{t("heading")}</h1>
          <p className="text-sm break-words text-gray-700" data-testid="review-subject">
            {t("subtitle", { talent, jdId: data.job.jdId, job: data.job.title })}
          </p>
          {data.interview ? <p className="text-sm text-gray-700">{t("interviewTime", { start: when(data.interview.startsAt), end: when(data.interview.endsAt) })}</p> : null}
        </header>

        {data.interviewers.length ? (
          <section aria-labelledby="review-interviewers" className="flex flex-col gap-1">
            <h2 id="review-interviewers" className="text-base font-medium">
              {t("interviewers")}
            </h2>
            <ul className="flex flex-col gap-0.5 text-sm" data-testid="review-interviewers">
              {data.interviewers.map((p, i) => (
                <li key={i} className="flex flex-wrap gap-x-2">
                  <span className="font-medium text-gray-900">{p.name}</span>
                  <span className={p.reviewed ? "text-green-800" : "text-gray-600"}>{p.reviewed ? t("reviewed") : t("notReviewedYet")}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {!data.isInterviewer && data.interview ? (
          <Alert variant="warning" data-testid="review-not-interviewer">
            {t("notInterviewer")}
          </Alert>
        ) : null}
        {data.window === "noInterview" ? <Alert variant="info">{t("window.noInterview")}</Alert> : null}
        {data.isInterviewer && data.window === "notEnded" && data.interview ? (
          <Alert variant="info" data-testid="review-not-ended">
            {t("window.notEnded", { end: when(data.interview.endsAt) })}
          </Alert>
        ) : null}
        {data.isInterviewer && data.window === "closed" && !data.mine ? <Alert variant="info">{t("window.closed")}</Alert> : null}

        {showForm ? (
          <section aria-labelledby="review-form-title" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
            <h2 id="review-form-title" className="text-base font-medium">
              {data.mine ? t("form.editTitle") : t("form.title")}
            </h2>
            <LazyReviewForm
              entryId={data.entry.id}
              initial={data.mine ? { recommendation: data.mine.recommendation, comments: data.mine.comments, criteria: data.mine.criteria, personalNote: data.mine.personalNote } : null}
            />
          </section>
        ) : data.mine ? (
          <section aria-labelledby="review-mine-title" className="flex flex-col gap-2" data-testid="review-mine">
            <h2 id="review-mine-title" className="text-base font-medium">
              {t("mine.title")}
            </h2>
            <ReviewSummary review={data.mine} when={when(data.mine.completedAt)} personalNoteLabel={t("mine.personalNote")} />
          </section>
        ) : null}

        {data.isInterviewer && data.interview ? (
          <section aria-labelledby="review-others-title" className="flex flex-col gap-2" data-testid="review-others">
            <h2 id="review-others-title" className="text-base font-medium">
              {t("others.title")}
            </h2>
            {!data.mine ? (
              <p className="text-sm text-gray-700">{t("others.hidden")}</p>
            ) : data.others.length ? (
              <ul className="flex flex-col gap-3">
                {data.others.map((o, i) => (
                  <li key={i}>
                    <ReviewSummary review={o} when={when(o.completedAt)} by={o.reviewerName} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-700">{t("others.none")}</p>
            )}
          </section>
        ) : null}
      </div>
    </ClientMessages>
  );
}
