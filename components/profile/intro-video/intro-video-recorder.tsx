"use client";

import { useEffect, useRef, useState } from "react";
import { CameraPreview } from "@/components/media/camera-preview";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/dialog-classes";
import { CountdownTimer } from "@/components/ui/countdown-timer";
import { ProgressBar, Spinner } from "@/components/ui/loader";
import { formatBytes } from "@/lib/files/format";
import type { IntroVideoView } from "@/lib/intro-video/queries";
import { ANSWER_MAX_SECONDS, INTRO_VIDEO_QUESTION_COUNT, buildOverlay } from "@/lib/intro-video/rules";
import { uploadIntroVideo } from "./api";
import { IntroVideoPlayer } from "./intro-video-player";
import { useIntroRecording, type RecorderPhase } from "./use-intro-recording";

export type IntroVideoRecorderProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved video, after a successful upload (the dialog then closes). */
  onUploaded: (video: IntroVideoView) => void;
};

/** Recording and upload of the intro video (4 questions, each answer under 30 seconds). */
export function IntroVideoRecorder({ open, onOpenChange, onUploaded }: IntroVideoRecorderProps) {
  const t = useTranslations("introVideo");
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content
          className={`${dialogClasses.content} min-[600px]:w-[min(44rem,calc(100%-2rem))]`}
          // A stray click outside must not throw away a recording.
          onInteractOutside={(e) => e.preventDefault()}
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={dialogClasses.title}>{t("recorder.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("recorder.close")}
              disabled={busy}
              className="-me-2 -mt-2 inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:opacity-50"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {/* Radix unmounts the content when closed: the camera stops with it. */}
          <RecorderBody
            onBusyChange={setBusy}
            onUploaded={(video) => {
              onUploaded(video);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type UploadState = { name: "idle" } | { name: "uploading"; progress: number } | { name: "failed" } | { name: "tooLarge"; maxBytes: number };

function RecorderBody({ onUploaded, onBusyChange }: { onUploaded: (video: IntroVideoView) => void; onBusyChange: (busy: boolean) => void }) {
  const t = useTranslations("introVideo");
  const te = useTranslations("errors");
  const rec = useIntroRecording();
  const { startCamera, release } = rec;
  const [upload, setUpload] = useState<UploadState>({ name: "idle" });
  const abort = useRef<AbortController | null>(null);
  const questions = [t("questions.q1"), t("questions.q2"), t("questions.q3"), t("questions.q4")].slice(0, INTRO_VIDEO_QUESTION_COUNT);

  useEffect(() => {
    void startCamera();
    return () => {
      abort.current?.abort();
      release();
    };
  }, [startCamera, release]);

  const recording = rec.phase.name === "recording";
  const uploading = upload.name === "uploading";
  useEffect(() => onBusyChange(recording || uploading), [recording, uploading, onBusyChange]);

  async function send(phase: Extract<RecorderPhase, { name: "review" }>) {
    abort.current = new AbortController();
    setUpload({ name: "uploading", progress: 0 });
    const out = await uploadIntroVideo(phase.blob, phase.answers, { signal: abort.current.signal, onProgress: (f) => setUpload({ name: "uploading", progress: Math.round(f * 100) }) });
    if (abort.current.signal.aborted) return;
    if (out.ok) {
      setUpload({ name: "idle" });
      onUploaded(out.video);
    } else if (out.reason === "tooLarge") {
      setUpload({ name: "tooLarge", maxBytes: out.maxBytes });
    } else {
      setUpload({ name: "failed" });
    }
  }

  const p = rec.phase;
  return (
    <div className="mt-4 flex flex-col gap-4" data-phase={p.name}>
      <p className="text-sm text-gray-700">{t("recorder.intro", { seconds: ANSWER_MAX_SECONDS })}</p>

      {p.name === "starting" ? <Spinner label={t("recorder.startingCamera")} className="self-center" /> : null}

      {p.name === "denied" ? (
        <Alert variant="danger" title={te("other.mediaAccessRestrictedTitle")} action={<RetryButton onClick={() => void startCamera()} label={t("recorder.tryAgain")} />}>
          {te("other.mediaAccessRestrictedMessage")}
        </Alert>
      ) : null}
      {p.name === "noCamera" || p.name === "unsupported" || p.name === "cameraFailed" ? (
        <Alert variant="danger" action={p.name === "unsupported" ? undefined : <RetryButton onClick={() => void startCamera()} label={t("recorder.tryAgain")} />}>
          {t(p.name === "unsupported" ? "recorder.notSupported" : `recorder.${p.name}`)}
        </Alert>
      ) : null}

      {p.name === "ready" || p.name === "recording" ? (
        <>
          <CameraPreview stream={rec.stream} label={t("recorder.preview")} recording={p.name === "recording"} recordingLabel={t("recorder.recording")} />
          <div className="rounded-md border border-[var(--color-line)] p-3" aria-live="polite">
            <p className="text-xs font-medium uppercase tracking-wide text-[var(--color-muted)]">{t("questionLabel", { number: p.question + 1, count: INTRO_VIDEO_QUESTION_COUNT })}</p>
            <p className="mt-1 font-medium" data-testid="recorder-question">
              {questions[p.question]}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {p.name === "recording" ? (
              <>
                <span className="text-sm text-gray-700">
                  {t("recorder.timeLeft")}:{" "}
                  <CountdownTimer key={p.question} seconds={ANSWER_MAX_SECONDS} format="mm:ss" label={t("recorder.timeLeft")} onComplete={rec.stopAnswer} className="font-semibold" />
                </span>
                <Button variant="danger" onClick={rec.stopAnswer}>
                  {t("recorder.stopAnswer")}
                </Button>
              </>
            ) : (
              <Button className="ms-auto" onClick={rec.startAnswer}>
                {t("recorder.startAnswer")}
              </Button>
            )}
          </div>
        </>
      ) : null}

      {p.name === "finishing" ? <Spinner className="self-center" /> : null}

      {p.name === "review" ? (
        <>
          <p className="text-sm">{t("recorder.review")}</p>
          <IntroVideoPlayer src={p.url} overlay={buildOverlay(p.answers, questions)} />
          {upload.name === "uploading" ? <ProgressBar value={upload.progress} label={t("recorder.uploading")} showValue /> : null}
          {upload.name === "failed" ? <Alert variant="danger">{te("other.introVideoUploadFailed")}</Alert> : null}
          {upload.name === "tooLarge" ? <Alert variant="danger">{t("recorder.tooLarge", { size: formatBytes(upload.maxBytes) })}</Alert> : null}
          <div className={dialogClasses.actions}>
            <Button variant="secondary" disabled={uploading} onClick={() => {
                setUpload({ name: "idle" });
                void startCamera();
              }}>
              {t("recorder.retake")}
            </Button>
            <Button loading={uploading} onClick={() => void send(p)}>
              {upload.name === "failed" ? t("recorder.retryUpload") : t("recorder.upload")}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}

