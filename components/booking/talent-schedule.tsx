"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { bookSlotAction, requestRescheduleAction, requestSlotAction } from "@/lib/interviews/booking-actions";
import type { TalentSchedule } from "@/lib/interviews/booking-queries";
import { formatWhen, groupByDay, useViewerTimeZone } from "./use-time-zone";

type Slot = TalentSchedule["slots"][number];
type Notice = { variant: "success" | "danger" | "info"; text: string } | null;

const SPECIFIC = new Set([10295, 10598, 10570, 10569]);

/**
 * The talent's schedule page (issue 13): the open invitation's slots grouped by day in the
 * viewer's zone (the header chip's), booking one through a confirmation, asking for another slot,
 * and asking to reschedule once booked. Refusals show the booking namespace's own words for
 * 10295, 10598, 10570 and 10569, and the list is refreshed.
 */
export function TalentScheduleView({ data, companyTimeZone }: { data: TalentSchedule; companyTimeZone: string }) {
  const t = useTranslations("booking.schedule");
  const locale = useLocale();
  const router = useRouter();
  const failure = useActionFailure();
  const zone = useViewerTimeZone(companyTimeZone);
  const noteId = useId();
  const [picked, setPicked] = useState<Slot | null>(null);
  const [dialog, setDialog] = useState<"slot" | "reschedule" | null>(null);
  const [note, setNote] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  function fail(result: Parameters<typeof failure>[0]) {
    const code = (result?.serverError as { code?: number } | undefined)?.code;
    setNotice({ variant: "danger", text: code && SPECIFIC.has(code) ? t(`errors.${code}` as "errors.10295") : failure(result) });
    router.refresh();
  }

  async function book() {
    if (!picked || busy) return;
    setBusy(true);
    try {
      const result = await bookSlotAction({ jobId: data.job.id, slotId: picked.id });
      setPicked(null);
      if (result?.data) {
        setNotice({ variant: "success", text: t("booked", { when: formatWhen(result.data.startsAt, result.data.endsAt, zone, locale) }) });
        router.refresh();
      } else fail(result);
    } finally {
      setBusy(false);
    }
  }

  async function sendRequest() {
    setBusy(true);
    try {
      const result = await requestSlotAction({ jobId: data.job.id, note: note.trim() || null });
      setDialog(null);
      if (result?.data) {
        setNote("");
        setNotice({ variant: "success", text: t("requestSent") });
        router.refresh();
      } else fail(result);
    } finally {
      setBusy(false);
    }
  }

  async function reschedule() {
    setBusy(true);
    try {
      const result = await requestRescheduleAction({ jobId: data.job.id });
      setDialog(null);
      if (result?.data) {
        setNotice({ variant: "info", text: t("rescheduleSent") });
        router.refresh();
      } else fail(result);
    } finally {
      setBusy(false);
    }
  }

  const open = data.invitation?.status === "invited";
  const booked = data.invitation?.status === "accepted" && data.interview?.status === "scheduled" ? data.interview : null;
  const days = groupByDay(data.slots, zone, locale);
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: "2-digit", minute: "2-digit" });
  const lastDate = data.invitation?.lastDate ? new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: "long" }).format(new Date(new Date(data.invitation.lastDate).getTime() - 1)) : null;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-[var(--color-muted)]" data-testid="schedule-zone">
        {t("zone", { zone })}
      </p>
      <div aria-live="polite" className="empty:hidden">
        {notice ? (
          <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="schedule-notice">
            {notice.text}
          </Alert>
        ) : null}
      </div>

      {data.blocked ? <Alert variant="warning">{t("blocked")}</Alert> : null}

      {booked ? (
        <section aria-labelledby="booked-heading" className="rounded-lg border border-[var(--color-line)] bg-white p-5">
          <h3 id="booked-heading" className="font-medium">
            {t("bookedHeading")}
          </h3>
          <p className="mt-2 text-sm" data-testid="booked-when">
            {formatWhen(booked.startsAt, booked.endsAt, zone, locale)}
          </p>
          <div className="mt-4">
            <Button variant="secondary" onClick={() => setDialog("reschedule")} disabled={busy || data.blocked}>
              {t("reschedule")}
            </Button>
          </div>
        </section>
      ) : null}

      {!open && !booked ? <Alert variant="info">{data.invitation ? t("canceled") : t("none")}</Alert> : null}

      {open ? (
        <section aria-labelledby="slots-heading" className="rounded-lg border border-[var(--color-line)] bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="slots-heading" className="font-medium">
              {t("slotsHeading")}
            </h3>
            {data.pendingRequest ? null : (
              <Button variant="secondary" onClick={() => setDialog("slot")} disabled={busy || data.blocked}>
                {t("requestSlot")}
              </Button>
            )}
          </div>
          {data.interview?.status === "rescheduling" ? <p className="mt-2 text-sm">{t("rescheduling")}</p> : null}
          {data.pendingRequest ? <p className="mt-2 text-sm text-[var(--color-muted)]">{t("pending")}</p> : null}
          {lastDate ? <p className="mt-2 text-sm text-[var(--color-muted)]">{t("lastDate", { date: lastDate })}</p> : null}
          {days.length === 0 ? <p className="mt-3 text-sm">{t("noSlots")}</p> : null}
          <div className="mt-3 flex flex-col gap-4">
            {days.map((day) => (
              <section key={day.key} aria-labelledby={`day-${day.key}`}>
                <h4 id={`day-${day.key}`} className="text-sm font-medium">
                  {day.label}
                </h4>
                <ul className="mt-2 grid grid-cols-4 gap-2 max-[1024px]:grid-cols-3 max-[600px]:grid-cols-2" data-testid="slot-list">
                  {day.slots.map((s) => (
                    <li key={s.id}>
                      <button
                        type="button"
                        data-slot-start={s.startsAt}
                        disabled={busy || data.blocked}
                        onClick={() => setPicked(s)}
                        aria-label={`${t("book")} ${day.label} ${t("slotLabel", { time: time.format(new Date(s.startsAt)), duration: data.invitation?.durationMinutes ?? 0 })}`}
                        className="h-10 w-full rounded-md border border-[var(--brand)] px-2 text-sm text-[var(--brand)] hover:bg-[var(--brand)] hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:opacity-50"
                      >
                        {time.format(new Date(s.startsAt))}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ) : null}

      <ConfirmDialog
        open={picked !== null}
        title={t("confirmTitle")}
        message={picked ? t("confirmMessage", { when: formatWhen(picked.startsAt, picked.endsAt, zone, locale) }) : undefined}
        confirmLabel={t("confirm")}
        onConfirm={book}
        onCancel={() => setPicked(null)}
        busy={busy}
      />
      <ConfirmDialog open={dialog === "slot"} title={t("requestSlotTitle")} message={t("requestSlotMessage")} confirmLabel={t("send")} onConfirm={sendRequest} onCancel={() => setDialog(null)} busy={busy}>
        <label htmlFor={noteId} className="text-sm font-medium">
          {t("note")}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className="mt-1 w-full rounded-md border border-gray-400 p-2 text-sm focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "reschedule"}
        title={t("rescheduleTitle")}
        message={t("rescheduleMessage")}
        confirmLabel={t("rescheduleConfirm")}
        onConfirm={reschedule}
        onCancel={() => setDialog(null)}
        busy={busy}
      />
    </div>
  );
}
