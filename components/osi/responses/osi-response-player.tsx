"use client";
import { useCallback, useEffect, useId, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { rateOsiAnswerAction } from "@/lib/osi/responses-actions";

export type PlayerSegment = { answerId: string; questionId: string; questionNumber: number; question: string; startTime: number; endTime: number; url: string; mime: string };
export type PlayerQuestion = {
  id: string;
  number: number;
  question: string;
  answer: null | { id: string; status: string; playable: boolean; durationMs: number | null; ratings: { mine: number | null; average: number | null; count: number } };
  /** Its recording was deleted when its retention ended (D76): shown instead of "Not answered". */
  recordingDeleted?: boolean;
};

const STARS = [1, 2, 3, 4, 5] as const;

function clock(s: number): string {
  const t = Math.max(0, Math.floor(s));
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, "0")}`;
}

/** The segment whose range holds `t` (the last one holds its end). */
function segmentAt(segments: readonly PlayerSegment[], t: number): number {
  const i = segments.findIndex((s) => t >= s.startTime && t < s.endTime);
  return i >= 0 ? i : Math.max(0, segments.length - 1);
}

/**
 * The response view's player (issue 16, decision D74): the answers play as ONE video — one
 * <video> element moving through the answers back to back under a single timeline over the total
 * duration — with "Question n — text" overlaid during each answer's range, a list of questions to
 * jump to (a jump seeks to that question's start) and a 1–5 rating per answer (a radio group).
 */
export function OsiResponsePlayer({ candidateName, segments, questions, totalSeconds, canRate }: { candidateName: string; segments: PlayerSegment[]; questions: PlayerQuestion[]; totalSeconds: number; canRate: boolean }) {
  const t = useTranslations("osiResponses");
  const tErrors = useTranslations("errors");
  const videoRef = useRef<HTMLVideoElement>(null);
  const [index, setIndex] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  /** Where to go once the current segment's metadata is loaded, and whether to play then. */
  const pending = useRef<{ offset: number; play: boolean } | null>(null);
  const captionId = useId();

  const current = segments[index];

  const goTo = useCallback(
    (globalTime: number, play: boolean) => {
      if (!segments.length) return;
      const target = Math.min(Math.max(0, globalTime), totalSeconds);
      const i = segmentAt(segments, target);
      const offset = target - segments[i].startTime;
      setTime(target);
      const v = videoRef.current;
      if (i === index && v && v.readyState >= 1) {
        v.currentTime = offset;
        if (play) void v.play().catch(() => {});
      } else {
        pending.current = { offset, play };
        setIndex(i);
      }
    },
    [segments, totalSeconds, index],
  );

  // A new segment: the element loads its file; the pending seek and play happen on loadedmetadata.
  useEffect(() => {
    const v = videoRef.current;
    if (!v || !current) return;
    if (v.getAttribute("src") !== current.url) {
      v.src = current.url;
      v.load();
    }
  }, [current]);

  const onLoaded = () => {
    const v = videoRef.current;
    const p = pending.current;
    if (!v || !p) return;
    pending.current = null;
    if (p.offset > 0) v.currentTime = p.offset;
    if (p.play) void v.play().catch(() => {});
  };

  const onTimeUpdate = () => {
    const v = videoRef.current;
    if (!v || !current || pending.current) return;
    setTime(Math.min(current.startTime + v.currentTime, current.endTime));
  };

  const onEnded = () => {
    if (index + 1 < segments.length) {
      pending.current = { offset: 0, play: true };
      setTime(segments[index + 1].startTime);
      setIndex(index + 1);
    } else {
      setPlaying(false);
      setTime(totalSeconds);
    }
  };

  const toggle = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) {
      if (time >= totalSeconds) goTo(0, true);
      else void v.play().catch(() => {});
    } else v.pause();
  };

  const overlay = segments.length ? segments[segmentAt(segments, time)] : null;

  return (
    <div className="flex flex-col gap-4">
      {segments.length ? (
        <section aria-label={t("player.label", { name: candidateName })} className="flex flex-col gap-2" data-testid="osi-player">
          <div className="relative overflow-hidden rounded-lg bg-black">
            <video
              ref={videoRef}
              className="aspect-video w-full"
              playsInline
              preload="auto"
              aria-describedby={captionId}
              data-testid="osi-video"
              data-segment={index}
              onLoadedMetadata={onLoaded}
              onTimeUpdate={onTimeUpdate}
              onEnded={onEnded}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
            />
            {overlay ? (
              <p
                aria-live="polite"
                className="absolute inset-x-0 top-0 m-0 bg-black/75 px-3 py-2 text-sm font-medium text-white max-[600px]:text-xs"
                data-testid="osi-overlay"
                data-question-number={overlay.questionNumber}
              >
                {t("player.overlay", { number: overlay.questionNumber, question: overlay.question })}
              </p>
            ) : null}
          </div>
          <p id={captionId} className="text-xs text-gray-700">
            {t("player.noCaptions")}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={toggle}
              className="inline-flex h-[42px] min-w-24 items-center justify-center rounded-md bg-[var(--brand)] px-4 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
              data-testid="osi-play"
            >
              {playing ? t("player.pause") : t("player.play")}
            </button>
            <input
              type="range"
              min={0}
              max={totalSeconds}
              step={0.1}
              value={time}
              aria-label={t("player.timeline")}
              aria-valuetext={t("player.time", { current: clock(time), total: clock(totalSeconds) })}
              onChange={(e) => goTo(Number(e.target.value), playing)}
              className="min-w-40 flex-1 accent-[var(--brand)]"
              data-testid="osi-scrubber"
            />
            <span className="text-sm tabular-nums text-gray-800" data-testid="osi-time">
              {t("player.time", { current: clock(time), total: clock(totalSeconds) })}
            </span>
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${captionId}-q`} className="rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h3 id={`${captionId}-q`} className="mb-3 text-base font-medium">
          {t("questions.heading")}
        </h3>
        <ol className="flex flex-col gap-4">
          {questions.map((q) => (
            <QuestionRow key={q.id} q={q} segment={segments.find((s) => s.questionId === q.id) ?? null} active={overlay?.questionId === q.id} onJump={(s) => goTo(s.startTime, true)} canRate={canRate} t={t} tErrors={tErrors} />
          ))}
        </ol>
      </section>
    </div>
  );
}

type T = ReturnType<typeof useTranslations<"osiResponses">>;

function QuestionRow({ q, segment, active, onJump, canRate, t, tErrors }: { q: PlayerQuestion; segment: PlayerSegment | null; active: boolean; onJump: (s: PlayerSegment) => void; canRate: boolean; t: T; tErrors: ReturnType<typeof useTranslations<"errors">> }) {
  const [ratings, setRatings] = useState(q.answer?.ratings ?? { mine: null, average: null, count: 0 });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, start] = useTransition();
  const name = useId();

  const rate = (rating: number) => {
    if (!q.answer) return;
    const answerId = q.answer.id;
    setError(null);
    setSaved(false);
    start(async () => {
      const r = await rateOsiAnswerAction({ answerId, rating });
      if (r?.data) {
        setRatings({ mine: r.data.mine, average: r.data.average, count: r.data.count });
        setSaved(true);
        return;
      }
      const server = r?.serverError as { code?: number; message?: string } | undefined;
      setError(resolveErrorText(tErrors, { code: server?.code ?? ERROR_CODES.unexpectedError, message: server?.message ?? "" }) || tErrors("text_response_10000"));
    });
  };

  return (
    <li className={`flex flex-col gap-2 rounded-md border p-3 ${active ? "border-[var(--brand)]" : "border-[var(--color-line)]"}`} data-testid="osi-question" data-question-number={q.number} aria-current={active ? "true" : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 break-words text-sm">
          <span className="font-medium">{q.number}. </span>
          {q.question}
        </p>
        {segment ? (
          <button
            type="button"
            onClick={() => onJump(segment)}
            className="inline-flex h-9 items-center rounded-md border border-[var(--brand)] px-3 text-sm font-medium text-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
            data-testid={`osi-jump-${q.number}`}
          >
            {t("questions.jump", { number: q.number })}
          </button>
        ) : (
          <span className="text-sm text-gray-700" data-testid={`osi-answer-state-${q.number}`}>
            {q.answer ? t("questions.pending") : q.recordingDeleted ? t("questions.recordingDeleted") : t("questions.notAnswered")}
          </span>
        )}
      </div>
      {segment && q.answer ? (
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-1" disabled={!canRate} aria-busy={busy} data-testid={`osi-rating-${q.number}`}>
            <legend className="sr-only">{t("questions.ratingLegend", { number: q.number })}</legend>
            {STARS.map((n) => {
              const id = `${name}-${n}`;
              const on = ratings.mine !== null && n <= ratings.mine;
              return (
                <span key={n} className="relative">
                  <input id={id} type="radio" name={name} value={n} checked={ratings.mine === n} onChange={() => rate(n)} className="peer absolute inset-0 opacity-0" />
                  <label
                    htmlFor={id}
                    className={`inline-flex size-9 cursor-pointer items-center justify-center rounded text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-[var(--brand)] ${on ? "text-amber-700" : "text-gray-500"}`}
                  >
                    <span aria-hidden="true">{on ? "★" : "☆"}</span>
                    <span className="sr-only">{t("questions.star", { count: n })}</span>
                  </label>
                </span>
              );
            })}
          </fieldset>
          <span className="text-sm text-gray-800" data-testid={`osi-average-${q.number}`}>
            {ratings.count ? t("questions.average", { average: ratings.average ?? 0, count: ratings.count }) : t("questions.noRatings")}
          </span>
          <span role="status" className="text-sm text-green-800">
            {saved ? t("questions.saved") : ""}
          </span>
        </div>
      ) : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
    </li>
  );
}
