import { getLocale, getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/calendar/local-time";
import type { RoomAccess } from "@/lib/interview-room/access";
import type { Locale } from "@/lib/i18n/config";
import { WhiteboardLoader, WhiteboardReplayLoader } from "./whiteboard-loader";

/**
 * The body of both whiteboard pages (talent `/{jobId}/whiteboard/{id}`, staff
 * `/admin/interviews/{entryId}/whiteboard/{id}`): before the start time, when the room opens (in the
 * viewer's zone, nothing loads); afterwards the live board; after the end, the board read-only.
 * The page wraps it in `<ClientMessages namespaces={["whiteboard"]}>`.
 */
export async function WhiteboardPageBody({ access, companyTimezone }: { access: RoomAccess; companyTimezone: string }) {
  const [t, locale] = await Promise.all([getTranslations("whiteboard"), getLocale() as Promise<Locale>]);
  return (
    <div className="flex flex-col gap-3">
        <header className="flex flex-col gap-1">
          <h1 className="text-xl font-medium">{t("page.heading")}</h1>
          <p className="text-sm break-words text-gray-700">
            {access.role === "talent" ? t("page.subtitleTalent", { job: access.jobTitle }) : t("page.subtitleStaff", { job: access.jobTitle, talent: access.candidateName })}
          </p>
        </header>
        {access.phase === "early" ? (
          <p className="rounded-md border border-[var(--color-line)] bg-white p-4 text-sm text-gray-800" data-testid="whiteboard-opens-at">
            {t("page.opensAt")} <LocalTime iso={access.startsAt.toISOString()} locale={locale} companyTimezone={companyTimezone} withZone />
          </p>
        ) : (
          <>
            {access.readonly ? (
              <p className="text-sm text-gray-700" data-testid="whiteboard-ended">
                {t("page.ended")}
              </p>
            ) : null}
            <WhiteboardLoader interviewId={access.interviewId} readonly={access.readonly} />
            {access.role === "moderator" ? (
              <section aria-labelledby="whiteboard-replay-heading" className="mt-4 flex flex-col gap-2">
                <h2 id="whiteboard-replay-heading" className="text-base font-medium">
                  {t("replay.heading")}
                </h2>
                <WhiteboardReplayLoader interviewId={access.interviewId} />
              </section>
            ) : null}
          </>
        )}
    </div>
  );
}
