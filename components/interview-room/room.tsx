"use client";

import dynamic from "next/dynamic";
import { useRealtimeMessage } from "@/components/realtime/realtime-provider";
import { useCallback, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CountdownTimer } from "@/components/ui/countdown-timer";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LeavePageGuard } from "@/components/ui/leave-page-guard";
import { guardsLeaving, type RoomPhase, type RoomRole } from "@/lib/interview-room/rules";
import { postLeave } from "@/lib/interview-room/video-client";

/**
 * The live interview room (issue 15), one component for the talent's and the staff's pages:
 * header (job, candidate, start and end in the viewer's zone), a countdown before the start that
 * enters by itself at zero, then the video and two tabs, Whiteboard and Code editor. The heavy
 * parts (LiveKit, tldraw, CodeMirror) load with next/dynamic on this route only.
 */
function Loading() {
  const t = useTranslations("interviewRoom");
  return (
    <p className="p-4 text-sm text-gray-700" role="status">
      {t("loading")}
    </p>
  );
}
const VideoPanel = dynamic(() => import("./video-panel"), { ssr: false, loading: Loading });
const Whiteboard = dynamic(() => import("./whiteboard"), { ssr: false, loading: Loading });
const CodeEditor = dynamic(() => import("./code-editor"), { ssr: false, loading: Loading });

export type RoomProps = {
  interviewId: string;
  role: RoomRole;
  phase: RoomPhase;
  jobTitle: string;
  candidateName: string;
  startsAt: string;
  endsAt: string;
  /** Where Leave goes: the talent's dashboard, the staff's interview detail. */
  exitHref: string;
  /** Tests only (LIVEKIT_SIMULATE_PARTICIPANTS). */
  simulate: number | null;
};

type Tab = "whiteboard" | "code";

const noSubscribe = () => () => {};

function viewerTimes(locale: string, startsAt: string, endsAt: string): { start: string; end: string; zone: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    start: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(startsAt)),
    end: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(endsAt)),
    zone,
  };
}

export function InterviewRoom(props: RoomProps) {
  const t = useTranslations("interviewRoom");
  const locale = useLocale();
  const router = useRouter();
  const [phase, setPhase] = useState<RoomPhase>(props.phase);
  const [left, setLeft] = useState(false);
  const [asking, setAsking] = useState(false);
  const [leaveError, setLeaveError] = useState(false);
  const [tab, setTab] = useState<Tab>("whiteboard");
  // The viewer's zone is the browser's: formatted only on the client, so the server's zone never shows.
  const onClient = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const times = onClient ? viewerTimes(locale, props.startsAt, props.endsAt) : null;

  const onEnded = useCallback(() => setPhase("ended"), []);
  // The conclusion is pushed on the viewer's own realtime channel (no-op where no provider is mounted).
  useRealtimeMessage("interviewRoom.concluded", (m) => {
    if (m.interviewId === props.interviewId) setPhase("ended");
  });
  const leave = async () => {
    setLeaveError(false);
    try {
      await postLeave(props.interviewId);
      setLeft(true);
      setAsking(false);
      router.push(props.exitHref);
    } catch {
      setLeaveError(true);
    }
  };

  const tabs: Tab[] = ["whiteboard", "code"];
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ whiteboard: null, code: null });
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const readonly = phase === "ended";
  const moderator = props.role === "moderator";

  return (
    <div className="flex min-h-dvh flex-col gap-4 bg-gray-50 p-3 min-[600px]:p-4" data-testid="interview-room" data-phase={phase}>
      <header className="flex flex-col gap-2 rounded-md bg-white p-4 shadow-sm min-[600px]:flex-row min-[600px]:items-start min-[600px]:justify-between">
        <div className="min-w-0">
          <h1 className="text-lg font-semibold break-words">{t("title", { job: props.jobTitle })}</h1>
          <p className="text-sm text-gray-700">{t("candidate", { name: props.candidateName })}</p>
          {times ? (
            <p className="text-sm text-gray-700" data-testid="room-times">
              {t("when", times)} <span className="block text-xs text-gray-700">{t("zone", { zone: times.zone })}</span>
            </p>
          ) : null}
        </div>
        {phase === "open" && !left ? (
          <Button variant={moderator ? "danger" : "secondary"} onClick={() => setAsking(true)} data-testid="room-leave">
            {moderator ? t("leave.endButton") : t("leave.button")}
          </Button>
        ) : null}
      </header>

      {phase === "early" ? (
        <section className="flex flex-col items-center gap-3 rounded-md bg-white p-6 text-center shadow-sm" data-testid="room-countdown">
          <h2 className="text-base font-medium">{t("countdown.title")}</h2>
          {times ? <p className="text-sm text-gray-700">{t("countdown.startsAt", { start: times.start })}</p> : null}
          <CountdownTimer until={props.startsAt} label={t("countdown.label")} className="text-3xl font-semibold tabular-nums" onComplete={() => setPhase("open")} />
        </section>
      ) : (
        <>
          {phase === "ended" ? (
            <Alert variant="info" title={t("ended.title")} data-testid="room-ended">
              {t("ended.message")}
            </Alert>
          ) : null}
          <div className="grid gap-4 min-[1024px]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            {phase === "open" ? (
              <div className="min-w-0 rounded-md bg-white p-3 shadow-sm">
                <VideoPanel interviewId={props.interviewId} simulate={props.simulate} onEnded={onEnded} />
              </div>
            ) : null}
            <section className="flex min-h-[320px] min-w-0 flex-col rounded-md bg-white shadow-sm" aria-label={t("tabs.label")}>
              <div role="tablist" aria-label={t("tabs.label")} className="flex border-b border-gray-200">
                {tabs.map((k) => (
                  <button
                    key={k}
                    ref={(el) => {
                      tabRefs.current[k] = el;
                    }}
                    type="button"
                    role="tab"
                    id={`room-tab-${k}`}
                    aria-selected={tab === k}
                    aria-controls={`room-panel-${k}`}
                    tabIndex={tab === k ? 0 : -1}
                    onClick={() => setTab(k)}
                    onKeyDown={onTabKey}
                    className={`px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--brand)] ${tab === k ? "border-b-2 border-[var(--brand)] text-gray-900" : "text-gray-700"}`}
                  >
                    {k === "whiteboard" ? t("tabs.whiteboard") : t("tabs.code")}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`room-panel-${tab}`} aria-labelledby={`room-tab-${tab}`} className="min-h-0 flex-1">
                {tab === "whiteboard" ? <Whiteboard interviewId={props.interviewId} readonly={readonly} /> : <CodeEditor interviewId={props.interviewId} role={props.role} readonly={readonly} />}
              </div>
            </section>
          </div>
        </>
      )}

      <ConfirmDialog
        open={asking}
        title={t("leave.title")}
        message={moderator ? t("leave.moderatorMessage") : t("leave.talentMessage")}
        confirmLabel={t("leave.confirm")}
        tone={moderator ? "danger" : "default"}
        onConfirm={leave}
        onCancel={() => {
          setAsking(false);
          setLeaveError(false);
        }}
      >
        {leaveError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("leave.failed")}
          </p>
        ) : null}
      </ConfirmDialog>
      {/* Spec §2.5: asks before leaving while the interview is open, not once it has ended. */}
      <LeavePageGuard when={guardsLeaving(phase) && !left} title={t("guard.title")} message={t("guard.message")} />
    </div>
  );
}
