import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EntryActions } from "@/components/interviews/entry-actions";
import { LabelBadge, labelKey } from "@/components/interviews/label-badge";
import { RoomSection } from "@/components/interview-room/room-section";
import { adminViewer } from "@/lib/access/page";
import { entryActionsFor } from "@/lib/interviews/entry-actions";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { entryDetail, viewerTimeZone } from "@/lib/interviews/pipeline-queries";
import { osiInvitationOf } from "@/lib/osi/responses";
import { STATUS_LABEL } from "@/lib/interviews/statuses";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("interviews"))("meta.detail") };
}

const KNOWN_TRANSITIONS = new Set([
  "moveToInterviewList",
  "sendInvitation",
  "resendInvitation",
  "requestSlot",
  "addSlots",
  "rejectSlotRequest",
  "book",
  "requestReschedule",
  "cancel",
  "join",
  "complete",
  "markNoShow",
  "startReview",
  "completeReview",
  "shortlist",
  "standBy",
  "recommend",
  "sendToNextRound",
  "block",
  "unblock",
]);

/**
 * An interview entry's detail (issue 13): talent, job, round, current label, interview time in
 * the viewer's zone, interviewers, the timeline of every stage event, and the recruiter's actions.
 * Another company's or an unknown id is the 404 page; a viewer not on the job gets the
 * permission-required page.
 */
export default async function InterviewDetailPage({ params }: { params: Promise<{ entryId: string }> }) {
  const viewer = await adminViewer("/admin/interviews/[entryId]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { entryId } = await params;
  const entry = await entryDetail(viewer.tenant.id, entryId);
  if (!entry) notFound();
  const refused = await requireJobAssociation(viewer, entry.jobId);
  if (refused) return refused;

  const [t, tl, tt, format, timeZone, osi, tOsi] = await Promise.all([
    getTranslations("interviews.detail"),
    getTranslations("interviews.labels"),
    getTranslations("interviews.transitions"),
    getFormatter(),
    viewerTimeZone(viewer.user.userId, viewer.tenant.timezone),
    osiInvitationOf(viewer.tenant.id, entry.jobId, entry.candidateId),
    getTranslations("osiResponses"),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone });
  const actions = viewer.can["interviews.schedule"] ? entryActionsFor({ status: entry.status, round: entry.round, blocked: entry.blocked }, entry.interview?.started ?? false) : [];

  return (
    <ClientMessages namespaces={["interviews.actions", "codeEditor", "errors", "ui", "uiInputs"]}>
      <div className="flex max-w-5xl flex-col gap-4">
        <Link href="/admin/interviews" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
          {t("back")}
        </Link>

        <header className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-medium" data-testid="entry-talent">
              {entry.talentName}
            </h2>
            <LabelBadge label={entry.label} data-testid="entry-label" />
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm max-[600px]:grid-cols-1">
            <dt className="font-medium text-gray-700">{t("job")}</dt>
            <dd data-testid="entry-job">
              {entry.jobTitle} <span className="text-gray-700">({entry.jdId})</span>
            </dd>
            <dt className="font-medium text-gray-700">{t("round")}</dt>
            <dd data-testid="entry-round">{entry.round}</dd>
            <dt className="font-medium text-gray-700">{t("time")}</dt>
            <dd data-testid="entry-time">
              {entry.interview ? `${when(entry.interview.startsAt)} (${timeZone})` : t("notScheduled")}
            </dd>
            <dt className="font-medium text-gray-700">{t("interviewers")}</dt>
            <dd>{entry.interviewers.length ? entry.interviewers.join(", ") : t("noInterviewers")}</dd>
          </dl>
          <div>
            <Link href={`/admin/jobs/${entry.jobId}/board`} className="text-sm text-[var(--brand)] underline underline-offset-2" data-testid="entry-board-link">
              {t("board")}
            </Link>
            {osi ? (
              <Link href={`/admin/jobs/${entry.jobId}/osi/${osi.id}`} className="ml-4 text-sm text-[var(--brand)] underline underline-offset-2" data-testid="entry-osi-link">
                {tOsi("link", { status: tOsi(`status.${osi.status}`) })}
              </Link>
            ) : null}
          </div>
        </header>

        {entry.interview ? <RoomSection entryId={entry.entryId} meeting={entry.interview} timeZone={timeZone} /> : null}

        {viewer.can["interviews.schedule"] ? <EntryActions entryId={entry.entryId} version={entry.version} name={entry.talentName} actions={actions} /> : null}

        <section aria-labelledby="timeline-heading" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
          <h3 id="timeline-heading" className="mb-1 text-base font-medium">
            {t("timeline")}
          </h3>
          <p className="mb-3 text-xs text-gray-700">{t("timeZone", { zone: timeZone })}</p>
          {entry.timeline.length === 0 ? (
            <p className="text-sm text-gray-700">{t("emptyTimeline")}</p>
          ) : (
            <ol className="flex flex-col gap-3 border-l-2 border-[var(--color-line)] pl-4" data-testid="entry-timeline">
              {entry.timeline.map((e) => {
                const to = tl(labelKey(STATUS_LABEL[e.to]));
                return (
                  <li key={e.id} className="flex flex-col gap-0.5 text-sm" data-testid="timeline-event" data-transition={e.transition}>
                    <span className="font-medium">{KNOWN_TRANSITIONS.has(e.transition) ? tt(e.transition) : e.transition}</span>
                    <span>{e.from ? t("event", { from: tl(labelKey(STATUS_LABEL[e.from])), to }) : t("entered", { to })}</span>
                    <span className="text-gray-700">
                      <time dateTime={e.at}>{when(e.at)}</time> · {e.actorName ? t("by", { name: e.actorName }) : t("bySystem")} · {t("roundN", { round: e.round })}
                    </span>
                    {e.reason ? <span className="break-words text-gray-800">{t("reason", { reason: e.reason })}</span> : null}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
