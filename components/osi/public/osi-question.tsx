"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { QuestionRunner } from "@/components/osi/recorder/question-runner";
import { useAnswerRecorder, type Recording } from "@/components/osi/recorder/use-answer-recorder";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/loader";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { clientErrorText, errorTextKey } from "@/lib/errors/messages";
import { isApiError } from "@/lib/http/client";
import { osiPath } from "@/lib/osi/links";
import { startAnswer, type AnswerStart } from "./api";
import { CameraProblem } from "./camera-problem";
import { UploadFailed, uploadAnswer } from "./upload";

export type OsiQuestionProps = {
  token: string;
  question: { id: string; question: string; responseSeconds: number };
  number: number;
  count: number;
  preparationSeconds: number;
};

type Upload = { name: "idle" } | { name: "uploading"; percent: number } | { name: "failed"; message: string; retry: boolean };

/**
 * A one-sided interview question: the runner records one answer, then the answer uploads in
 * resumable chunks with a progress bar, and the browser goes to the next unanswered question
 * (or the thank-you page after the last).
 */
export function OsiQuestion({ token, question, number, count, preparationSeconds }: OsiQuestionProps) {
  const t = useTranslations("osi");
  const te = useTranslations("errors");
  const router = useRouter();
  const rec = useAnswerRecorder();
  const { startCamera } = rec;
  const grant = useRef<AnswerStart | null>(null);
  const recording = useRef<Recording | null>(null);
  const [upload, setUpload] = useState<Upload>({ name: "idle" });
  const [startError, setStartError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    void startCamera();
    return () => abort.current?.abort();
  }, [startCamera]);

  const beforeRecording = useCallback(async () => {
    setStartError(null);
    try {
      grant.current = await startAnswer(token, question.id, rec.mime());
      return true;
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        // Answered already (another tab, a second attempt): the entry page sends them on.
        router.replace(osiPath(token));
        return false;
      }
      setStartError(isApiError(e) ? clientErrorText(te, e) : te("client.unexpected"));
      return false;
    }
  }, [token, question.id, rec, router, te]);

  const send = useCallback(async () => {
    const r = recording.current;
    const g = grant.current;
    if (!r || !g) return;
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setUpload({ name: "uploading", percent: 0 });
    try {
      const done = await uploadAnswer({
        token,
        questionId: question.id,
        blob: r.blob,
        durationMs: r.durationMs,
        chunkBytes: g.chunkBytes,
        receivedBytes: g.receivedBytes,
        signal: ctl.signal,
        onProgress: (f) => setUpload({ name: "uploading", percent: Math.round(f * 100) }),
      });
      rec.release();
      if (done.completed) router.push(osiPath(token, "thank-you"));
      else if (done.nextQuestionId) router.push(osiPath(token, { question: done.nextQuestionId }));
      else router.push(osiPath(token));
    } catch (e) {
      if (ctl.signal.aborted) return;
      const failed = e instanceof UploadFailed ? e : null;
      const code = failed?.code;
      if (code === ERROR_CODES.osiAlreadyAnswered || code === ERROR_CODES.osiInvitationCompleted) {
        // Done already (another tab): the entry page sends the candidate on.
        router.replace(osiPath(token));
        return;
      }
      const coded = code !== undefined && te.has(errorTextKey(code));
      // A refused answer (not a video, blocked, storage full) is not resumable; a lost connection is.
      setUpload(coded ? { name: "failed", message: te(errorTextKey(code)), retry: false } : { name: "failed", message: t("upload.failed"), retry: true });
      // What the server holds decides where the next attempt starts.
      if (grant.current) grant.current = { ...grant.current, receivedBytes: 0 };
    }
  }, [token, question.id, rec, router, t, te]);

  const onRecorded = useCallback(
    (r: Recording) => {
      recording.current = r;
      void send();
    },
    [send],
  );

  // Leaving during the upload would lose the answer: the browser asks first.
  const uploading = upload.name === "uploading";
  useEffect(() => {
    if (!uploading) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [uploading]);

  if (upload.name !== "idle") {
    return (
      <section aria-labelledby="osi-upload-title" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h2 id="osi-upload-title" className="text-lg font-medium">
          {t("upload.title", { number })}
        </h2>
        {upload.name === "uploading" ? (
          <>
            <ProgressBar value={upload.percent} label={t("upload.progress", { number })} showValue />
            <p className="text-sm text-gray-700">{t("upload.keepOpen")}</p>
          </>
        ) : (
          <>
            <Alert variant="danger" data-testid="osi-upload-failed">
              {upload.message}
            </Alert>
            {upload.retry ? (
              <Button onClick={() => void send()} className="self-start">
                {t("upload.retry")}
              </Button>
            ) : (
              // The server gave the attempt back or says why not: the page, loaded again, shows where things stand.
              <Button variant="secondary" onClick={() => window.location.reload()} className="self-start">
                {t("upload.reload")}
              </Button>
            )}
          </>
        )}
      </section>
    );
  }

  if (rec.camera.name !== "ready") return <CameraProblem camera={rec.camera} onRetry={() => void rec.startCamera()} />;
  return (
    <div className="flex flex-col gap-3">
      {startError ? <Alert variant="danger">{startError}</Alert> : null}
      <QuestionRunner
        recorder={rec}
        number={number}
        count={count}
        question={question.question}
        responseSeconds={question.responseSeconds}
        preparationSeconds={preparationSeconds}
        beforeRecording={beforeRecording}
        onRecorded={onRecorded}
        last={number === count}
        whilePreparing={
          <p className="text-sm text-gray-700">
            {t("runner.finishLaterHint")}{" "}
            <Link href={osiPath(token)} className="font-medium text-[var(--brand)] underline underline-offset-2" data-testid="osi-finish-later">
              {t("runner.finishLater")}
            </Link>
          </p>
        }
      />
    </div>
  );
}
