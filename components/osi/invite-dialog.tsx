"use client";

import { useEffect, useId, useState } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { inviteOsiTalentsAction, searchOsiTalentsAction } from "@/lib/osi/invitation-actions";
import type { InvitableTalent } from "@/lib/osi/invitation-queries";

/**
 * "Invite talents" (issue 16): search the company's talents by name or e-mail, pick one or more,
 * send. At least one is required (the button stays enabled so the spec's message 10600 can be
 * shown); the monthly limit (10310/10303) is shown as the plan's message. Loaded on first open.
 */
export function InviteDialog({ jobId, open, onOpenChange, onDone }: { jobId: string; open: boolean; onOpenChange: (open: boolean) => void; onDone: (text: string) => void }) {
  const t = useTranslations("osiInvite.dialog");
  const ts = useTranslations("osiInvite.status");
  const failure = useActionFailure();
  const searchId = useId();
  const [q, setQ] = useState("");
  const [options, setOptions] = useState<InvitableTalent[]>([]);
  const [picked, setPicked] = useState<InvitableTalent[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(async () => {
      const r = await searchOsiTalentsAction({ jobId, q });
      if (live) setOptions(r?.data?.talents ?? []);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, jobId, q]);

  function close(next: boolean) {
    if (!next) {
      setPicked([]);
      setQ("");
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit() {
    setBusy(true);
    setError(null);
    const r = await inviteOsiTalentsAction({ jobId, talentIds: picked.map((p) => p.id) });
    setBusy(false);
    if (r?.data) {
      onDone(t("done", { invited: r.data.invited.length, resent: r.data.resent.length }).trim());
      close(false);
      return;
    }
    const code = (r?.serverError as { code?: number } | undefined)?.code;
    setError(code === ERROR_CODES.oneSidedInterviewMonthlyLimitReached || code === ERROR_CODES.oneSidedInterviewLimitReached ? t("limit") : failure(r));
  }

  const pickedIds = new Set(picked.map((p) => p.id));
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} data-testid="osi-invite-dialog">
          <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
          <Dialog.Description className={dialogClasses.message}>{t("description")}</Dialog.Description>
          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              {t("search")}
            </label>
            <input
              id={searchId}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              maxLength={100}
              className="h-10 rounded-md border border-gray-400 bg-white px-2 text-sm"
              data-testid="osi-talent-search"
            />
          </div>
          <ul className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label={t("search")}>
            {options.length === 0 ? <li className="p-2 text-sm text-gray-700">{t("noResults")}</li> : null}
            {options.map((o) => (
              <li key={o.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md p-2 text-sm hover:bg-gray-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--brand)]"
                    checked={pickedIds.has(o.id)}
                    onChange={(e) => setPicked((s) => (e.target.checked ? [...s, o] : s.filter((x) => x.id !== o.id)))}
                    data-testid="osi-talent-option"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{o.name}</span>
                    <span className="block break-all text-xs text-gray-700">{o.email}</span>
                  </span>
                  {o.status ? <span className="text-xs text-gray-700">{t("already", { status: ts(o.status) })}</span> : null}
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm" aria-live="polite" data-testid="osi-selected">
            {t("selected", { count: picked.length })}
          </p>
          {picked.length ? (
            <ul className="mt-1 flex flex-wrap gap-1">
              {picked.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="rounded-full border border-gray-400 px-2 py-0.5 text-xs hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                    aria-label={t("remove", { name: p.name })}
                    onClick={() => setPicked((s) => s.filter((x) => x.id !== p.id))}
                  >
                    {p.name} ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div aria-live="assertive" className="empty:hidden mt-3">
            {error ? (
              <Alert variant="danger" data-testid="osi-invite-error">
                {error}
              </Alert>
            ) : null}
          </div>
          <div className={dialogClasses.actions}>
            <Dialog.Close className={`${dialogClasses.button} ${dialogClasses.secondary}`}>{t("cancel")}</Dialog.Close>
            <button type="button" className={`${dialogClasses.button} ${dialogClasses.primary}`} disabled={busy} onClick={submit} data-testid="osi-invite-submit">
              {busy ? t("sending") : t("submit")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
