"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { CameraProblem } from "@/components/osi/public/camera-problem";
import { Button } from "@/components/ui/button";
import { CountdownTimer } from "@/components/ui/countdown-timer";
import { PRACTICE } from "@/lib/osi/rules";
import { QuestionRunner } from "./question-runner";
import { useAnswerRecorder, type Recording } from "./use-answer-recorder";

const SAMPLE_KEYS = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"] as const;
const RESPONSE_CHOICES = [30, 60, 90, 120] as const;

type Take = { number: number; question: string; url: string; durationMs: number };
type Stage = { name: "setup" } | { name: "question"; index: number } | { name: "review"; index: number } | { name: "done"; timeUp: boolean };

/**
 * Practice interview (talent, issue 16): sample questions through the same runner and recorder as
 * a one-sided interview, within PRACTICE (at most 10 questions, 15 minutes, 60 s preparation).
 * Each answer plays back from memory; nothing is uploaded or sent to a company.
 */
export function PracticeInterview() {
  const t = useTranslations("osi");
  const rec = useAnswerRecorder();
  const { startCamera, release } = rec;
  const [count, setCount] = useState(3);
  const [responseSeconds, setResponseSeconds] = useState<number>(60);
  const [stage, setStage] = useState<Stage>({ name: "setup" });
  const [takes, setTakes] = useState<Take[]>([]);
  const [deadline, setDeadline] = useState(0);
  const urls = useRef<string[]>([]);
  const countId = useId();
  const timeId = useId();
  const questions = SAMPLE_KEYS.slice(0, Math.min(count, PRACTICE.maxQuestions)).map((k) => t(`practice.questions.${k}`));

  const forget = useCallback(() => {
    urls.current.forEach((u) => URL.revokeObjectURL(u));
    urls.current = [];
    setTakes([]);
  }, []);

  useEffect(
    () => () => {
      urls.current.forEach((u) => URL.revokeObjectURL(u));
      release();
    },
    [release],
  );

  function begin() {
    forget();
    setDeadline(Date.now() + PRACTICE.maxMinutes * 60_000);
    setStage({ name: "question", index: 0 });
    void startCamera();
  }

  const onRecorded = useCallback(
    (r: Recording) => {
      if (stage.name !== "question") return;
      const url = URL.createObjectURL(r.blob);
      urls.current.push(url);
      setTakes((all) => [...all, { number: stage.index + 1, question: questions[stage.index], url, durationMs: r.durationMs }]);
      setStage({ name: "review", index: stage.index });
    },
    [stage, questions],
  );

  const finish = useCallback(
    async (timeUp: boolean) => {
      if (timeUp && stage.name === "question") {
        const r = await rec.stop();
        if (r) {
          const url = URL.createObjectURL(r.blob);
          urls.current.push(url);
          setTakes((all) => [...all, { number: stage.index + 1, question: questions[stage.index], url, durationMs: r.durationMs }]);
        }
      }
      release();
      setStage({ name: "done", timeUp });
    },
    [stage, questions, rec, release],
  );

  if (stage.name === "setup") {
    return (
      <section aria-labelledby="practice-setup" className="flex max-w-2xl flex-col gap-4 rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h2 id="practice-setup" className="text-lg font-medium">
          {t("practice.setupTitle")}
        </h2>
        <p className="text-sm text-gray-700">{t("practice.intro")}</p>
        <div className="flex flex-wrap gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={countId} className="text-sm font-medium">
              {t("practice.questionCount")}
            </label>
            <select id={countId} value={count} onChange={(e) => setCount(Number(e.target.value))} className="h-[42px] rounded-md border border-gray-400 bg-white px-3 text-sm" data-testid="practice-count">
              {Array.from({ length: PRACTICE.maxQuestions }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={timeId} className="text-sm font-medium">
              {t("practice.responseTime")}
            </label>
            <select id={timeId} value={responseSeconds} onChange={(e) => setResponseSeconds(Number(e.target.value))} className="h-[42px] rounded-md border border-gray-400 bg-white px-3 text-sm">
              {RESPONSE_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {t("practice.seconds", { seconds: s })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-xs text-gray-600">{t("practice.limits", { max: PRACTICE.maxQuestions, minutes: PRACTICE.maxMinutes, seconds: PRACTICE.preparationSeconds })}</p>
        <Button onClick={begin} className="self-start max-[600px]:w-full" data-testid="practice-start">
          {t("practice.start")}
        </Button>
      </section>
    );
  }

  if (stage.name === "done") {
    return (
      <section aria-labelledby="practice-done" className="flex max-w-3xl flex-col gap-4">
        <h2 id="practice-done" className="text-lg font-medium">
          {t("practice.finishTitle")}
        </h2>
        {stage.timeUp ? <p className="text-sm font-medium">{t("practice.timeUp", { minutes: PRACTICE.maxMinutes })}</p> : null}
        <p className="text-sm text-gray-700">{t("practice.finishBody", { count: takes.length })}</p>
        <TakeList takes={takes} />
        <Button variant="secondary" onClick={() => setStage({ name: "setup" })} className="self-start">
          {t("practice.again")}
        </Button>
      </section>
    );
  }

  const last = stage.index + 1 >= questions.length;
  return (
    <div className="flex max-w-3xl flex-col gap-4" data-testid="practice-session">
      <p className="text-sm text-gray-700">
        {t("practice.sessionLeft")} <CountdownTimer until={deadline} format="mm:ss" label={t("practice.sessionLeftLabel")} onComplete={() => void finish(true)} className="font-semibold" />
      </p>
      {rec.camera.name !== "ready" ? <CameraProblem camera={rec.camera} onRetry={() => void rec.startCamera()} /> : null}
      {stage.name === "question" && rec.camera.name === "ready" ? (
        <QuestionRunner
          key={stage.index}
          recorder={rec}
          number={stage.index + 1}
          count={questions.length}
          question={questions[stage.index]}
          responseSeconds={responseSeconds}
          preparationSeconds={PRACTICE.preparationSeconds}
          onRecorded={onRecorded}
          last={last}
        />
      ) : null}
      {stage.name === "review" ? (
        <section aria-labelledby="practice-review" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
          <h2 id="practice-review" className="text-lg font-medium">
            {t("practice.reviewTitle", { number: stage.index + 1 })}
          </h2>
          <TakeList takes={takes.filter((x) => x.number === stage.index + 1)} />
          <Button
            className="self-start"
            onClick={() => (last ? void finish(false) : setStage({ name: "question", index: stage.index + 1 }))}
            data-testid="practice-continue"
          >
            {last ? t("runner.finish") : t("practice.continue")}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

function TakeList({ takes }: { takes: Take[] }) {
  const t = useTranslations("osi");
  return (
    <ul className="flex flex-col gap-4">
      {takes.map((x) => (
        <li key={x.url} className="flex flex-col gap-2">
          <p className="text-sm font-medium">{x.question}</p>
          <video src={x.url} controls playsInline aria-label={t("practice.playback", { number: x.number })} className="aspect-video w-full rounded-lg bg-black" data-testid="practice-playback" />
        </li>
      ))}
    </ul>
  );
}
