"use client";

import { useEffect, useId, useState } from "react";
import { Dialog } from "radix-ui";
import { useLocale, useTranslations } from "next-intl";
import { CalendarPicker } from "@/components/scheduling/calendar-picker";
import { Alert } from "@/components/ui/alert";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { previewSlotsAction, scheduleInterviewsAction } from "@/lib/interviews/booking-actions";
import type { InterviewerOption } from "@/lib/interviews/booking-queries";
import { groupByDay } from "./use-time-zone";

const DURATIONS = [30, 45, 60, 90, 120] as const;

type Preview = { state: "idle" } | { state: "loading" } | { state: "done"; total: number; slots: { startsAt: string; endsAt: string }[] } | { state: "error"; text: string };

/**
 * The "Schedule" dialog of the job's interview list: interviewers (a checkbox list, at least
 * one), slot length, the last interview date on a Sunday-first calendar (spec §2.5), and a preview
 * of the slots every selected talent will be offered. Sending runs scheduleInterviews; refusals
 * show the catalogue's text.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  jobId,
  entryIds,
  interviewers,
  timeZone,
  minDate,
  dueLabel,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobId: string;
  entryIds: string[];
  interviewers: InterviewerOption[];
  timeZone: string;
  minDate: string;
  dueLabel: string;
  onDone: (text: string) => void;
}) {
  const t = useTranslations("booking.dialog");
  const locale = useLocale();
  const failure = useActionFailure();
  const ids = { duration: useId(), date: useId(), preview: useId() };
  const [chosen, setChosen] = useState<string[]>([]);
  const [duration, setDuration] = useState<number>(60);
  const [lastDate, setLastDate] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview>({ state: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || !chosen.length || !lastDate) return;
    let live = true;
    const timer = setTimeout(async () => {
      setPreview({ state: "loading" });
      const r = await previewSlotsAction({ jobId, interviewerIds: chosen, durationMinutes: duration, lastDate, timeZone });
      if (!live) return;
      setPreview(r?.data ? { state: "done", ...r.data } : { state: "error", text: failure(r) });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // failure is a fresh closure each render; the inputs are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, chosen, duration, lastDate, jobId, timeZone]);

  const shownPreview: Preview = chosen.length && lastDate ? preview : { state: "idle" };

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const r = await scheduleInterviewsAction({ jobId, entryIds, interviewerIds: chosen, durationMinutes: duration, lastDate, timeZone });
      if (r?.data) {
        const parts = [t("sent", { count: r.data.invited.length })];
        if (r.data.skipped.length) parts.push(t("skipped", { count: r.data.skipped.length }));
        onDone(parts.join(" "));
      } else setError(failure(r));
    } finally {
      setBusy(false);
    }
  }

  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const days = shownPreview.state === "done" ? groupByDay(shownPreview.slots, timeZone, locale) : [];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} aria-describedby={ids.preview} data-testid="schedule-dialog">
          <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
          <p className="mt-1 text-sm text-gray-700">{t("selected", { count: entryIds.length })}</p>
          <div className="mt-4 flex flex-col gap-4">
            <fieldset>
              <legend className="text-sm font-medium">{t("interviewers")}</legend>
              <p className="text-xs text-gray-600">{t("interviewersHint")}</p>
              <ul className="mt-2 max-h-40 overflow-y-auto rounded-md border border-gray-300 p-2">
                {interviewers.map((p) => (
                  <li key={p.id} className="flex items-center gap-2 py-1">
                    <input
                      id={`iv-${p.id}`}
                      type="checkbox"
                      checked={chosen.includes(p.id)}
                      onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))}
                      className="size-4 accent-[var(--brand)]"
                    />
                    <label htmlFor={`iv-${p.id}`} className="text-sm">
                      {p.name}
                      {p.onJob ? <span className="ms-1 text-xs text-gray-600">({t("onJob")})</span> : null}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.duration} className="text-sm font-medium">
                {t("duration")}
              </label>
              <select
                id={ids.duration}
                value={duration}
                onChange={(e) => setDuration(Number(e.target.value))}
                className="h-10 rounded-md border border-gray-400 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
              >
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {t("minutes", { count: d })}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <CalendarPicker id={ids.date} label={t("lastDate")} value={lastDate} onChange={setLastDate} min={minDate} />
              <p className="text-xs text-gray-600">{t("lastDateHint", { due: dueLabel })}</p>
              <p className="text-xs text-gray-600">{t("zone", { zone: timeZone })}</p>
            </div>
            <section aria-labelledby={`${ids.preview}-h`}>
              <h3 id={`${ids.preview}-h`} className="text-sm font-medium">
                {t("preview")}
              </h3>
              <div id={ids.preview} aria-live="polite" className="mt-1 text-sm" data-testid="slot-preview">
                {shownPreview.state === "idle" ? <p className="text-gray-600">{t("previewIdle")}</p> : null}
                {shownPreview.state === "loading" ? <p className="text-gray-600">{t("previewLoading")}</p> : null}
                {shownPreview.state === "error" ? <p className="text-red-700">{shownPreview.text}</p> : null}
                {shownPreview.state === "done" && shownPreview.total === 0 ? <p className="text-red-700">{t("previewEmpty")}</p> : null}
                {shownPreview.state === "done" && shownPreview.total > 0 ? (
                  <>
                    <p>{t("previewCount", { count: shownPreview.total })}</p>
                    <ul className="mt-1 max-h-32 overflow-y-auto text-xs text-gray-700" tabIndex={0} aria-label={t("preview")}>
                      {days.map((d) => (
                        <li key={d.key}>
                          {d.label}: {d.slots.map((s) => time.format(new Date(s.startsAt))).join(", ")}
                        </li>
                      ))}
                    </ul>
                    {shownPreview.total > shownPreview.slots.length ? <p className="text-xs text-gray-600">{t("more", { count: shownPreview.total - shownPreview.slots.length })}</p> : null}
                  </>
                ) : null}
              </div>
            </section>
            {error ? (
              <Alert variant="danger" data-testid="schedule-error">
                {error}
              </Alert>
            ) : null}
          </div>
          <div className={dialogClasses.actions}>
            <Dialog.Close asChild>
              <button type="button" className={`${dialogClasses.button} ${dialogClasses.secondary}`} disabled={busy}>
                {t("cancel")}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={submit}
              disabled={busy || !chosen.length || !lastDate || (shownPreview.state === "done" && shownPreview.total === 0)}
              className={`${dialogClasses.button} ${dialogClasses.primary}`}
            >
              {t("submit")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
