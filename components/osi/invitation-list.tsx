"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { blockOsiInvitationAction, resendOsiInvitationAction, unblockOsiInvitationAction } from "@/lib/osi/invitation-actions";
import { osiTransition, type OsiStatus } from "@/lib/osi/rules";
import { OsiStatusBadge } from "./osi-status-badge";

// The invite dialog (talent search, selection) loads when "Invite talents" is first pressed.
const InviteDialog = dynamic(() => import("./invite-dialog").then((m) => m.InviteDialog), { ssr: false });

export type InvitationListItem = {
  id: string;
  name: string;
  email: string;
  status: OsiStatus;
  invitedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  answered: number;
  questions: number;
};

type Command = "block" | "unblock" | "resend";

/**
 * The job's one-sided interview invitations (issue 16): status badges, block / unblock / resend
 * for those who may manage them (the buttons offered follow lib/osi/rules.ts), the invite dialog,
 * pagination done by the database. Each row opens the candidate's responses.
 */
export function InvitationList({
  jobId,
  rows,
  total,
  page,
  pageSize,
  canManage,
  hasQuestions,
  timeZone,
}: {
  jobId: string;
  rows: InvitationListItem[];
  total: number;
  page: number;
  pageSize: number;
  canManage: boolean;
  hasQuestions: boolean;
  timeZone: string;
}) {
  const t = useTranslations("osiInvite.page");
  const ts = useTranslations("osiInvite.status");
  const locale = useLocale();
  const router = useRouter();
  const failure = useActionFailure();
  const [inviting, setInviting] = useState(false);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: "success" | "danger"; text: string } | null>(null);
  const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium" }).format(new Date(iso)) : ts("none"));

  async function run(command: Command, row: InvitationListItem) {
    setBusy(row.id);
    const input = { invitationId: row.id };
    const r = command === "block" ? await blockOsiInvitationAction(input) : command === "unblock" ? await unblockOsiInvitationAction(input) : await resendOsiInvitationAction(input);
    setBusy(null);
    setNotice(r?.data ? { variant: "success", text: t(command === "resend" ? "resent" : command === "block" ? "blocked" : "unblocked", { name: row.name }) } : { variant: "danger", text: failure(r) });
    router.refresh();
  }

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-[var(--color-muted)]" data-testid="osi-total">
          {t("total", { count: total })}
        </p>
        {canManage ? (
          <Button
            onClick={() => {
              setOpened(true);
              setInviting(true);
            }}
            disabled={!hasQuestions}
            data-testid="osi-open-invite"
          >
            {t("invite")}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {notice ? (
          <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="osi-notice">
            {notice.text}
          </Alert>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-[var(--color-line)] bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-[var(--color-line)] bg-gray-50">
              <tr>
                <th scope="col" className="p-2">{t("columns.candidate")}</th>
                <th scope="col" className="p-2">{t("columns.status")}</th>
                <th scope="col" className="p-2">{t("columns.invited")}</th>
                <th scope="col" className="p-2">{t("columns.started")}</th>
                <th scope="col" className="p-2">{t("columns.completed")}</th>
                <th scope="col" className="p-2">{t("columns.answers")}</th>
                {canManage ? <th scope="col" className="p-2">{t("columns.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-[var(--color-line)] align-top last:border-0" data-testid="osi-row" data-invitation-id={r.id}>
                  <td className="p-2">
                    <Link href={`/admin/jobs/${jobId}/osi/${r.id}`} className="font-medium text-[var(--brand)] underline-offset-2 hover:underline" aria-label={t("open", { name: r.name })}>
                      {r.name}
                    </Link>
                    <div className="break-all text-xs text-[var(--color-muted)]">{r.email}</div>
                  </td>
                  <td className="p-2">
                    <OsiStatusBadge status={r.status} label={ts(r.status)} />
                  </td>
                  <td className="p-2 text-xs">{day(r.invitedAt)}</td>
                  <td className="p-2 text-xs">{day(r.startedAt)}</td>
                  <td className="p-2 text-xs">{day(r.completedAt)}</td>
                  <td className="p-2 text-xs">{t("answers", { answered: r.answered, total: r.questions })}</td>
                  {canManage ? (
                    <td className="p-2">
                      <div className="flex flex-wrap gap-1">
                        {(["resend", "block", "unblock"] as const)
                          .filter((c) => osiTransition(r.status, c) !== null)
                          .map((c) => (
                            <Button key={c} size="sm" variant="secondary" disabled={busy === r.id} onClick={() => run(c, r)} data-testid={`osi-${c}`}>
                              {t(c)}
                            </Button>
                          ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={pages} onPageChange={(p) => router.push(`/admin/jobs/${jobId}/osi${p > 1 ? `?page=${p}` : ""}`)} />
      {opened ? (
        <InviteDialog
          jobId={jobId}
          open={inviting}
          onOpenChange={setInviting}
          onDone={(text) => {
            setNotice({ variant: "success", text });
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
