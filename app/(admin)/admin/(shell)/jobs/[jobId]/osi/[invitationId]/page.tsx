import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ErrorPage } from "@/components/errors/error-page";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { OsiResponseNotice } from "@/components/osi/responses/osi-response-notice";
import { OsiResponsePlayer } from "@/components/osi/responses/osi-response-player";
import { adminViewer } from "@/lib/access/page";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { osiResponseView, type OsiResponseView } from "@/lib/osi/responses";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("osiResponses"))("meta") };
}

/**
 * One candidate's one-sided interview responses (issue 16, decision D74): the answers as one
 * video with the numbered question overlaid, the questions to jump to, and a rating per answer.
 * Another company's invitation, or one of another job, is the 404 page.
 */
export default async function OsiResponsesPage({ params }: { params: Promise<{ jobId: string; invitationId: string }> }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/osi/[invitationId]");
  if (!viewer) return <ErrorPage status={403} />;
  const [{ jobId, invitationId }, t] = await Promise.all([params, getTranslations("osiResponses")]);
  const refused = await requireJobAssociation(viewer, jobId);
  if (refused) return refused;
  let view: OsiResponseView;
  try {
    view = await osiResponseView({ companyId: viewer.tenant.id, userId: viewer.user.userId }, jobId, invitationId);
  } catch (e) {
    if (isAppError(e) && e.code === ERROR_CODES.osiInvitationNotFound) return <ErrorPage status={404} poweredBy={viewer.tenant.isSKClient} />;
    throw e;
  }
  const notStarted = view.invitation.status === "invited" && view.questions.every((q) => !q.answer);

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <Link href={`/admin/jobs/${view.job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("back")}
      </Link>
      <header className="flex flex-col gap-1">
        <h2 className="break-words text-xl font-medium" data-testid="osi-candidate">
          {t("title", { name: view.candidate.name })}
        </h2>
        <p className="text-sm text-gray-700">{t("job", { job: view.job.title, jdId: view.job.jdId })}</p>
        <p className="text-sm">
          <span className="font-medium">{t("status.label")}: </span>
          <span data-testid="osi-status">{t(`status.${view.invitation.status}`)}</span>
        </p>
      </header>
      {notStarted ? (
        <OsiResponseNotice kind="notStarted" />
      ) : (
        <>
          {view.recordingsDeletedAt ? <OsiResponseNotice kind="recordingsDeleted" /> : view.overlay.length === 0 ? <OsiResponseNotice kind="pending" /> : null}
          <ClientMessages namespaces={["osiResponses", "errors", "uiInputs"]}>
            <OsiResponsePlayer
              candidateName={view.candidate.name}
              segments={view.overlay}
              questions={view.questions.map((q) => ({ id: q.id, number: q.number, question: q.question, answer: q.answer ? { id: q.answer.id, status: q.answer.status, playable: q.answer.playable, durationMs: q.answer.durationMs, ratings: q.answer.ratings } : null, recordingDeleted: q.recordingDeletedAt !== null }))}
              totalSeconds={view.totalSeconds}
              canRate={viewer.can["interviews.review"]}
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
