import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { roomPhase } from "@/lib/interview-room/rules";
import { ReplayToggle } from "./replay-toggle";

type Meeting = { id: string; startsAt: string; endsAt: string; status: string };

const STATUSES = ["scheduled", "canceled", "ended", "rescheduling"] as const;

/**
 * The interview detail's room section (issue 15): before the start, when the room opens; while it
 * is open, the way in; once it has opened, the whiteboard, the code page and the code replay (loaded
 * on demand, so CodeMirror is not part of the detail page's first load).
 */
export async function RoomSection({ entryId, meeting, timeZone, now = new Date() }: { entryId: string; meeting: Meeting; timeZone: string; now?: Date }) {
  const [t, format] = await Promise.all([getTranslations("interviews.detail.room"), getFormatter()]);
  const status = STATUSES.find((s) => s === meeting.status) ?? "ended";
  const phase = roomPhase({ startsAt: new Date(meeting.startsAt), endsAt: new Date(meeting.endsAt), status }, now);
  const link = "inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";
  return (
    <section aria-labelledby="room-heading" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="room-section" data-phase={phase}>
      <h3 id="room-heading" className="text-base font-medium">
        {t("title")}
      </h3>
      {phase === "early" ? <p className="text-sm">{t("opensAt", { time: format.dateTime(new Date(meeting.startsAt), { dateStyle: "medium", timeStyle: "short", timeZone }) })}</p> : null}
      {phase === "open" ? <p className="text-sm">{t("open")}</p> : null}
      {phase === "ended" ? <p className="text-sm">{t("ended")}</p> : null}
      <div className="flex flex-wrap gap-3">
        {phase !== "ended" ? (
          <Link href={`/admin/video-interview/${meeting.id}`} className={`${link} bg-[var(--brand)] text-white`} data-testid="join-room">
            {t("join")}
          </Link>
        ) : null}
        {phase !== "early" ? (
          <Link href={`/admin/interviews/${entryId}/whiteboard/${meeting.id}`} className={`${link} border border-[var(--color-line)] text-[var(--brand)]`} data-testid="open-whiteboard">
            {t("whiteboard")}
          </Link>
        ) : null}
        {phase !== "early" ? (
          <Link href={`/admin/interviews/${entryId}/code/${meeting.id}`} className={`${link} border border-[var(--color-line)] text-[var(--brand)]`} data-testid="open-code">
            {t("code")}
          </Link>
        ) : null}
      </div>
      {phase !== "early" ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">{t("codeHistory")}</h4>
          <ReplayToggle interviewId={meeting.id} label={t("showReplay")} />
        </div>
      ) : null}
    </section>
  );
}
