"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CountdownTimer } from "@/components/ui/countdown-timer";
import { OSI_NEXT_ENABLED_AFTER_SECONDS } from "@/lib/osi/rules";
import { CameraPreview } from "@/components/media/camera-preview";
import { clock } from "./format";
import { speak } from "./speech";
import type { Recording, useAnswerRecorder } from "./use-answer-recorder";

export type QuestionRunnerProps = {
  recorder: ReturnType<typeof useAnswerRecorder>;
  /** 1-based number and the interview's question count. */
  number: number;
  count: number;
  question: string;
  responseSeconds: number;
  preparationSeconds: number;
  /**
   * Called just before the camera starts recording (the one-sided interview tells the server, which
   * refuses a second attempt); false keeps the runner in preparation.
   */
  beforeRecording?: () => Promise<boolean>;
  onRecorded: (recording: Recording) => void;
  /** The last question says "Finish" instead of "Next". */
  last?: boolean;
  /** Shown under the controls while the candidate prepares (the interview's "finish later"). */
  whilePreparing?: ReactNode;
};

type Phase = { name: "preparing" } | { name: "starting" } | { name: "recording"; startedAt: number } | { name: "stopping" };

/** Speech synthesis language for the page's locale. */
export function speechLang(locale: string): string {
  return locale === "fr" ? "fr-FR" : "en-US";
}

/**
 * One question (one-sided interview and practice): the text on screen and read aloud, a
 * preparation countdown the candidate may cut short, then one recording up to the response time
 * with a visible countdown; Next ends the answer, enabled OSI_NEXT_ENABLED_AFTER_SECONDS after
 * the recording starts. One attempt: there is no retake.
 */
export function QuestionRunner({ recorder, number, count, question, responseSeconds, preparationSeconds, beforeRecording, onRecorded, last, whilePreparing }: QuestionRunnerProps) {
  const t = useTranslations("osi");
  const locale = useLocale();
  const [phase, setPhaseState] = useState<Phase>({ name: "preparing" });
  // The recording (by its start time) whose Next button is enabled.
  const [enabledFor, setEnabledFor] = useState(0);
  const phaseRef = useRef<Phase>(phase);
  const setPhase = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const speech = useRef<AbortController | null>(null);

  // The question is read aloud once, while the candidate prepares.
  useEffect(() => {
    const ctl = new AbortController();
    speech.current = ctl;
    void speak(question, speechLang(locale), { signal: ctl.signal });
    return () => ctl.abort();
  }, [question, locale]);

  const startRecording = useCallback(async () => {
    if (phaseRef.current.name !== "preparing") return;
    setPhase({ name: "starting" });
    speech.current?.abort();
    const ok = beforeRecording ? await beforeRecording() : true;
    if (!ok) {
      setPhase({ name: "preparing" });
      return;
    }
    if (!recorder.start()) {
      setPhase({ name: "preparing" });
      return;
    }
    setPhase({ name: "recording", startedAt: Date.now() });
  }, [beforeRecording, recorder, setPhase]);

  const startedAt = phase.name === "recording" ? phase.startedAt : 0;
  useEffect(() => {
    if (!startedAt) return;
    const timer = setTimeout(() => setEnabledFor(startedAt), OSI_NEXT_ENABLED_AFTER_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [startedAt]);
  const nextEnabled = startedAt !== 0 && enabledFor === startedAt;

  const stopRecording = useCallback(async () => {
    if (phaseRef.current.name !== "recording") return;
    setPhase({ name: "stopping" });
    const rec = await recorder.stop();
    if (rec) onRecorded(rec);
  }, [recorder, onRecorded, setPhase]);

  // Leaving mid-answer would lose it: the browser asks first.
  useEffect(() => {
    if (phase.name !== "recording" && phase.name !== "stopping") return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [phase.name]);

  const recording = phase.name === "recording";
  return (
    <div className="flex flex-col gap-4" data-phase={phase.name}>
      <section aria-labelledby="osi-question-text" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-[var(--color-muted)]">{t("runner.questionOf", { number, count })}</p>
        <h2 id="osi-question-text" className="mt-1 text-lg font-medium" data-testid="osi-question">
          {question}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("runner.responseTime", { time: clock(responseSeconds) })}</p>
      </section>

      <CameraPreview stream={recorder.stream} label={t("runner.preview")} recording={recording} recordingLabel={t("runner.recording")} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {phase.name === "preparing" || phase.name === "starting" ? (
          <>
            <p className="text-sm text-gray-700">
              {t("runner.preparation")}{" "}
              <CountdownTimer seconds={preparationSeconds} format="mm:ss" label={t("runner.preparationLeft")} onComplete={() => void startRecording()} className="font-semibold" />
            </p>
            <Button onClick={() => void startRecording()} loading={phase.name === "starting"} data-testid="osi-start-now">
              {t("runner.startNow")}
            </Button>
          </>
        ) : null}
        {recording ? (
          <>
            <p className="text-sm text-gray-700">
              {t("runner.timeLeft")}{" "}
              <CountdownTimer seconds={responseSeconds} format="mm:ss" label={t("runner.timeLeft")} onComplete={() => void stopRecording()} className="font-semibold" />
            </p>
            <Button onClick={() => void stopRecording()} disabled={!nextEnabled} data-testid="osi-next">
              {last ? t("runner.finish") : t("runner.next")}
            </Button>
            {!nextEnabled ? <p className="w-full text-xs text-gray-600">{t("runner.nextHint", { seconds: OSI_NEXT_ENABLED_AFTER_SECONDS })}</p> : null}
          </>
        ) : null}
        {phase.name === "stopping" ? <p className="text-sm text-gray-700">{t("runner.saving")}</p> : null}
      </div>
      {phase.name === "preparing" && whilePreparing ? whilePreparing : null}
    </div>
  );
}
