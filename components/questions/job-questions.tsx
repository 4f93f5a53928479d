"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/ui/search-box";
import { attachJobQuestionAction, detachJobQuestionAction, moveJobQuestionAction, searchOsiPickerAction } from "@/lib/questions/actions";
import { JOB_QUESTIONS_MAX, formatResponseTime } from "@/lib/questions/limits";
import type { JobQuestion, PickerOption } from "@/lib/questions/queries";
import { resolveErrorText } from "@/lib/errors/messages";
import { outcomeOf, type ServerFailure } from "@/lib/actions/outcome";

type Focus = { questionId: string; control: "up" | "down" } | null;

/**
 * The job detail's attached one-sided interview questions: the ordered list (questionNumber =
 * position), moving up and down by buttons, detaching, and attaching from the bank through a
 * search picker. Every change goes through the server (the job's lock keeps the order whole);
 * the answer is the list as stored, which replaces the one shown.
 */
export function JobQuestions({ jobId, initial, canEdit }: { jobId: string; initial: JobQuestion[]; canEdit: boolean }) {
  const t = useTranslations("questionBank.job");
  const tErrors = useTranslations("errors");
  const [list, setList] = useState(initial);
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [picking, setPicking] = useState(false);
  const [options, setOptions] = useState<PickerOption[] | null>(null);
  const [q, setQ] = useState("");
  const focusRef = useRef<Focus>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const full = list.length >= JOB_QUESTIONS_MAX;

  // After a move, the keyboard stays on the moved question (its button at the new place).
  useEffect(() => {
    const f = focusRef.current;
    if (!f || !listRef.current) return;
    focusRef.current = null;
    const item = listRef.current.querySelector<HTMLElement>(`[data-question-id="${f.questionId}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-control="${f.control}"]:not([disabled])`);
    (wanted ?? item?.querySelector<HTMLButtonElement>("button:not([disabled])"))?.focus();
  }, [list]);

  function loadOptions(text: string) {
    startTransition(async () => {
      const out = outcomeOf(await searchOsiPickerAction({ jobId, q: text }));
      if (out.kind === "ok") setOptions(out.data.options);
      else setFailure(out.kind === "failed" ? out.failure : { code: 10001, message: "" });
    });
  }

  // Buttons are not disabled while a change runs (a disabled button would drop the keyboard
  // focus); a second click meanwhile is ignored here, and the server's lock orders the rest.
  const busyRef = useRef(false);

  function apply(call: () => ReturnType<typeof attachJobQuestionAction>, done: (questions: JobQuestion[]) => string, focus: Focus = null) {
    if (busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    startTransition(async () => {
      const out = await call().finally(() => {
        busyRef.current = false;
      });
      outcome(out, done, focus);
    });
  }

  function outcome(result: Awaited<ReturnType<typeof attachJobQuestionAction>>, done: (questions: JobQuestion[]) => string, focus: Focus) {
    const out = outcomeOf(result);
    if (out.kind === "ok") {
      focusRef.current = focus;
      setList(out.data.questions);
      setStatus(done(out.data.questions));
      if (picking) loadOptions(q);
    } else {
      setFailure(out.kind === "failed" ? out.failure : { code: 10001, message: "" });
    }
  }

  const attach = (o: PickerOption) =>
    apply(
      () => attachJobQuestionAction({ jobId, questionId: o.id }),
      (qs) => t("attached", { number: qs.find((x) => x.questionId === o.id)?.questionNumber ?? qs.length }),
    );
  const detach = (x: JobQuestion) => apply(() => detachJobQuestionAction({ jobId, questionId: x.questionId }), () => t("detached"));
  const move = (x: JobQuestion, direction: "up" | "down") =>
    apply(
      () => moveJobQuestionAction({ jobId, questionId: x.questionId, direction }),
      (qs) => t("moved", { number: qs.find((y) => y.questionId === x.questionId)?.questionNumber ?? x.questionNumber }),
      { questionId: x.questionId, control: direction },
    );

  return (
    <section aria-labelledby="job-questions" className="rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="job-questions" aria-busy={pending || undefined}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="job-questions" className="text-base font-medium">
          {t("title")}
        </h2>
        <span className="text-xs text-gray-700" data-testid="job-questions-count">
          {t("count", { count: list.length, max: JOB_QUESTIONS_MAX })}
        </span>
      </div>
      <p className="mb-2 text-sm text-gray-700">{t("intro")}</p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="job-questions-status">
        {status}
      </p>
      {failure ? (
        <Alert variant="danger" onDismiss={() => setFailure(null)} className="mb-2" data-testid="job-questions-error" data-code={failure.code}>
          {resolveErrorText(tErrors, failure) || tErrors("text_response_10000")}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <p className="text-sm text-gray-600">{t("empty")}</p>
      ) : (
        <ol ref={listRef} aria-label={t("listLabel")} className="flex flex-col divide-y divide-[var(--color-line)]">
          {list.map((x, i) => (
            <li key={x.questionId} data-question-id={x.questionId} className="flex items-start gap-2 py-2" data-testid="job-question">
              <span className="mt-0.5 w-7 shrink-0 text-sm font-medium tabular-nums text-gray-700" aria-hidden="true">
                {x.questionNumber}.
              </span>
              <div className="min-w-0 flex-1">
                <span className="sr-only">{t("number", { number: x.questionNumber })}: </span>
                <span className="text-sm break-words" data-testid="job-question-text">
                  {x.question}
                </span>
                <span className="ml-2 text-xs text-gray-600 tabular-nums">{formatResponseTime(x.responseSeconds)}</span>
              </div>
              {canEdit ? (
                <span className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="xs" iconOnly data-control="up" disabled={i === 0} onClick={() => move(x, "up")} aria-label={t("moveUp", { number: x.questionNumber })}>
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="xs"
                    iconOnly
                    data-control="down"
                    disabled={i === list.length - 1}
                    onClick={() => move(x, "down")}
                    aria-label={t("moveDown", { number: x.questionNumber })}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="xs" onClick={() => detach(x)} aria-label={t("detachLabel", { number: x.questionNumber })}>
                    {t("detach")}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canEdit ? (
        <div className="mt-3 flex flex-col gap-2 border-t border-[var(--color-line)] pt-3">
          {full ? <p className="text-sm text-gray-700">{t("full", { max: JOB_QUESTIONS_MAX })}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={picking}
              aria-controls="job-question-picker"
              disabled={full && !picking}
              onClick={() => {
                const next = !picking;
                setPicking(next);
                if (next && options === null) loadOptions(q);
              }}
              data-testid="job-questions-attach-toggle"
            >
              {t("attachTitle")}
            </Button>
            <Link href="/admin/questions/osi" className="self-center text-sm text-[var(--brand)] underline-offset-2 hover:underline">
              {t("manageBank")}
            </Link>
          </div>
          {picking ? (
            <div id="job-question-picker" className="flex flex-col gap-2">
              <SearchBox
                label={t("search")}
                placeholder={t("search")}
                size="sm"
                value={q}
                onValueChange={setQ}
                onSearch={(text) => loadOptions(text)}
              />
              {options && options.length === 0 ? <p className="text-sm text-gray-600">{t("noResults")}</p> : null}
              {options && options.length > 0 ? (
                <ul aria-label={t("results")} className="flex flex-col divide-y divide-[var(--color-line)] rounded-md border border-[var(--color-line)]" data-testid="job-question-options">
                  {options.map((o) => (
                    <li key={o.id} className="flex items-start gap-2 px-2 py-1.5">
                      <span className="min-w-0 flex-1 text-sm break-words">
                        {o.question} <span className="text-xs text-gray-600 tabular-nums">{formatResponseTime(o.responseSeconds)}</span>
                      </span>
                      <Button variant="secondary" size="xs" disabled={full} onClick={() => attach(o)} aria-label={t("attachLabel", { name: o.question.length > 60 ? `${o.question.slice(0, 59)}…` : o.question })}>
                        {t("attach")}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-xs text-gray-600">{t("readOnly")}</p>
      )}
    </section>
  );
}
