"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { OsiStatusBadge } from "@/components/osi/osi-status-badge";
import { labelKey, labelTone } from "@/components/interviews/label-tone";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { addSlotsAction, cancelInterviewAction, rejectSlotRequestAction, resendInvitationAction } from "@/lib/interviews/booking-actions";
import type { InterviewListRow, InterviewerOption } from "@/lib/interviews/booking-queries";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/lib/jobs/application-status";
import { FILTER_STATUSES, REASON_MAX, type FilterStatus } from "@/lib/interviews/statuses";
// The scheduling dialog (date picker, slot preview) loads when "Schedule" is first pressed (D48).
const ScheduleDialog = dynamic(() => import("./schedule-dialog").then((m) => m.ScheduleDialog), { ssr: false });

type Action = "resend" | "addSlots" | "reject" | "cancel";
const OPEN = new Set(["invitationSent", "interviewRescheduled", "invitationRequested"]);

function actionsFor(r: InterviewListRow): Action[] {
  const out: Action[] = [];
  if (r.invitation?.status === "invited" && OPEN.has(r.status)) out.push("resend", "addSlots");
  if (r.status === "invitationRequested" && r.pendingRequest) out.push("reject");
  if (OPEN.has(r.status) || r.status === "interviewScheduled") out.push("cancel");
  return out;
}

/**
 * The job's interview candidate list (issue 13): filters by interview status (FILTER_STATUSES)
 * and application status, pagination done by the database, row selection feeding the "Schedule"
 * dialog, and per-row actions (resend, add slots, reject a slot request or cancel, the last two
 * with a required reason).
 */
export function InterviewCandidates({
  jobId,
  rows,
  total,
  page,
  pageSize,
  filter,
  canSchedule,
  interviewers,
  timeZone,
  minDate,
  dueLabel,
}: {
  jobId: string;
  rows: InterviewListRow[];
  total: number;
  page: number;
  pageSize: number;
  filter: { status: FilterStatus | null; applicationStatus: ApplicationStatus | null };
  canSchedule: boolean;
  interviewers: InterviewerOption[];
  timeZone: string;
  minDate: string;
  dueLabel: string;
}) {
  const t = useTranslations("booking.list");
  const tLabel = useTranslations("interviews.labels");
  const tFilter = useTranslations("interviews.filterStatuses");
  const td = useTranslations("booking.dialog");
  const tOsi = useTranslations("osiInvite.status");
  const locale = useLocale();
  const router = useRouter();
  const failure = useActionFailure();
  const ids = { status: useId(), app: useId(), reason: useId() };
  const [selected, setSelected] = useState<string[]>([]);
  const [scheduling, setScheduling] = useState(false);
  const [pending, setPending] = useState<{ action: Action; row: InterviewListRow } | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: "success" | "danger"; text: string } | null>(null);

  const when = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium" }).format(new Date(new Date(iso).getTime() - 1));
  const screening = rows.filter((r) => r.status === "screening").map((r) => r.entryId);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.entryId));

  function go(next: { status?: string | null; app?: string | null; page?: number }) {
    const q = new URLSearchParams();
    const status = next.status !== undefined ? next.status : filter.status;
    const app = next.app !== undefined ? next.app : filter.applicationStatus;
    if (status) q.set("status", status);
    if (app) q.set("app", app);
    if (next.page && next.page > 1) q.set("page", String(next.page));
    setSelected([]);
    router.push(`/admin/jobs/${jobId}/interviews${q.size ? `?${q}` : ""}`);
  }

  async function run() {
    if (!pending) return;
    const needsReason = pending.action === "reject" || pending.action === "cancel";
    if (needsReason && (!reason.trim() || reason.trim().length > REASON_MAX)) {
      setReasonError(t("reasonRequired"));
      return;
    }
    const input = { entryId: pending.row.entryId };
    const r =
      pending.action === "resend"
        ? await resendInvitationAction(input)
        : pending.action === "addSlots"
          ? await addSlotsAction(input)
          : pending.action === "reject"
            ? await rejectSlotRequestAction({ ...input, reason })
            : await cancelInterviewAction({ ...input, reason });
    const action = pending.action;
    setPending(null);
    setReason("");
    setReasonError(null);
    setNotice(r?.data ? { variant: "success", text: t(`actions.done.${action}`) } : { variant: "danger", text: failure(r) });
    router.refresh();
  }

  const needsReason = pending?.action === "reject" || pending?.action === "cancel";

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4"
        aria-label={t("filters")}
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          go({ status: (f.get("status") as string) || null, app: (f.get("app") as string) || null, page: 1 });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t("status")}
          </label>
          <select id={ids.status} name="status" defaultValue={filter.status ?? ""} className="h-10 rounded-md border border-gray-400 bg-white px-2 text-sm">
            <option value="">{t("all")}</option>
            {FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tFilter(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.app} className="text-sm font-medium">
            {t("applicationStatus")}
          </label>
          <select id={ids.app} name="app" defaultValue={filter.applicationStatus ?? ""} className="h-10 rounded-md border border-gray-400 bg-white px-2 text-sm">
            <option value="">{t("all")}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`appStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("apply")}
        </Button>
      </form>

      <div aria-live="polite" className="empty:hidden">
        {notice ? (
          <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="list-notice">
            {notice.text}
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-[var(--color-muted)]">
          {t("count", { count: total })} · {t("selected", { count: selected.length })}
        </p>
        <div className="flex items-center gap-2">
          {!selected.some((id) => screening.includes(id)) ? <span className="text-xs text-[var(--color-muted)] max-[600px]:hidden">{td("openHint")}</span> : null}
          <Button onClick={() => setScheduling(true)} disabled={!canSchedule || !selected.some((id) => screening.includes(id))} data-testid="open-schedule">
            {td("open")}
          </Button>
        </div>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-[var(--color-line)] bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-[var(--color-line)] bg-gray-50">
              <tr>
                <th scope="col" className="w-10 p-2">
                  <input
                    type="checkbox"
                    aria-label={t("selectAll")}
                    checked={allOnPage}
                    onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.entryId) : [])}
                    className="size-4 accent-[var(--brand)]"
                  />
                </th>
                <th scope="col" className="p-2">{t("columns.candidate")}</th>
                <th scope="col" className="p-2">{t("columns.status")}</th>
                <th scope="col" className="p-2">{t("columns.round")}</th>
                <th scope="col" className="p-2">{t("columns.invitation")}</th>
                <th scope="col" className="p-2">{t("columns.interview")}</th>
                <th scope="col" className="p-2">{t("columns.osi")}</th>
                <th scope="col" className="p-2">{t("columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.entryId} className="border-b border-[var(--color-line)] last:border-0 align-top" data-testid="interview-row" data-entry-id={r.entryId}>
                  <td className="p-2">
                    <input
                      type="checkbox"
                      aria-label={t("select", { name: r.name })}
                      checked={selected.includes(r.entryId)}
                      onChange={(e) => setSelected((s) => (e.target.checked ? [...s, r.entryId] : s.filter((x) => x !== r.entryId)))}
                      className="size-4 accent-[var(--brand)]"
                    />
                  </td>
                  <td className="p-2">
                    <div className="font-medium">{r.name}</div>
                    <div className="text-xs text-[var(--color-muted)]">{r.email}</div>
                  </td>
                  <td className="p-2">
                    <Badge variant={labelTone(r.label)} data-label={r.label} data-testid="row-status">
                      {tLabel(labelKey(r.label) as "BLOCKED")}
                    </Badge>
                    {r.applicationStatus ? <div className="mt-1 text-xs text-[var(--color-muted)]">{t(`appStatus.${r.applicationStatus}`)}</div> : null}
                  </td>
                  <td className="p-2">{r.round}</td>
                  <td className="p-2 text-xs">
                    {r.invitation?.status === "invited" && r.invitation.lastDate ? t("invitationInfo", { count: r.invitation.offered, date: day(r.invitation.lastDate) }) : t("none")}
                    {r.pendingRequest ? <div className="mt-1">{r.pendingRequest.note ? t("requestNote", { note: r.pendingRequest.note }) : t("requestNoNote")}</div> : null}
                  </td>
                  <td className="p-2 text-xs">{r.interview?.status === "scheduled" ? when(r.interview.startsAt) : t("none")}</td>
                  <td className="p-2 text-xs">{r.osiStatus ? <OsiStatusBadge status={r.osiStatus} label={tOsi(r.osiStatus)} /> : t("none")}</td>
                  <td className="p-2">
                    <div className="flex flex-wrap gap-1">
                      {actionsFor(r).map((a) => (
                        <Button key={a} size="sm" variant={a === "cancel" || a === "reject" ? "secondary" : "secondary"} disabled={!canSchedule} onClick={() => setPending({ action: a, row: r })}>
                          {t(`actions.${a}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > pageSize ? <Pagination page={page} totalPages={Math.ceil(total / pageSize)} onPageChange={(p) => go({ page: p })} /> : null}

      {scheduling ? (
        <ScheduleDialog
          open={scheduling}
          onOpenChange={setScheduling}
          jobId={jobId}
          entryIds={selected}
          interviewers={interviewers}
          timeZone={timeZone}
          minDate={minDate}
          dueLabel={dueLabel}
          onDone={(text) => {
            setScheduling(false);
            setSelected([]);
            setNotice({ variant: "success", text });
            router.refresh();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? (pending.action === "reject" ? t("rejectTitle") : pending.action === "cancel" ? t("cancelTitle", { name: pending.row.name }) : t(`actions.${pending.action}`)) : ""}
        message={pending?.action === "reject" ? t("rejectMessage", { name: pending.row.name }) : pending?.action === "cancel" ? t("cancelMessage") : undefined}
        confirmLabel={pending ? t(`actions.${pending.action}`) : undefined}
        tone={needsReason ? "danger" : "default"}
        onConfirm={run}
        onCancel={() => {
          setPending(null);
          setReason("");
          setReasonError(null);
        }}
      >
        {needsReason ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.reason} className="text-sm font-medium">
              {t("reason")}
            </label>
            <textarea
              id={ids.reason}
              value={reason}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${ids.reason}-hint`}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-md border border-gray-400 p-2 text-sm focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
            />
            <p id={`${ids.reason}-hint`} className={reasonError ? "text-xs text-red-700" : "text-xs text-gray-600"}>
              {reasonError ?? t("reasonHint", { max: REASON_MAX })}
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
