"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  concludeInterviewAction,
  recommendToHireAction,
  returnToInterviewListAction,
  sendToNextRoundAction,
  setInterviewBlockedAction,
  shortlistAfterReviewAction,
  standByAfterReviewAction,
} from "@/lib/interviews/actions";
import type { EntryAction } from "@/lib/interviews/entry-actions";

type Input = { entryId: string; expectedVersion: number };

const RUN: Record<EntryAction, (i: Input) => Promise<{ data?: unknown; serverError?: unknown; validationErrors?: unknown } | undefined>> = {
  moveToInterviewList: (i) => returnToInterviewListAction(i),
  complete: (i) => concludeInterviewAction({ ...i, outcome: "complete" }),
  markNoShow: (i) => concludeInterviewAction({ ...i, outcome: "markNoShow" }),
  shortlist: (i) => shortlistAfterReviewAction(i),
  standBy: (i) => standByAfterReviewAction(i),
  recommend: (i) => recommendToHireAction(i),
  sendToNextRound: (i) => sendToNextRoundAction(i),
  unblock: (i) => setInterviewBlockedAction({ ...i, blocked: false }),
  block: (i) => setInterviewBlockedAction({ ...i, blocked: true }),
};

const DANGER: ReadonlySet<EntryAction> = new Set(["markNoShow", "block"]);

/**
 * The recruiter's actions on one interview entry (unblock, send to next round, move to interview
 * list, recommend to hire, shortlist / stand by, complete / no show): each asks for confirmation
 * in the shared confirm dialog, names the version it saw (a concurrent change answers 10573),
 * and refreshes the page (label and timeline) when it is done.
 */
export function EntryActions({ entryId, version, name, actions }: { entryId: string; version: number; name: string; actions: EntryAction[] }) {
  const t = useTranslations("interviews.actions");
  const router = useRouter();
  const failureText = useActionFailure();
  const [open, setOpen] = useState<EntryAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    new Promise<void>((resolve) => {
      const action = open;
      if (!action) return resolve();
      setFailure(null);
      startTransition(async () => {
        const result = await RUN[action]({ entryId, expectedVersion: version });
        if (result?.data && !result.serverError) {
          setOpen(null);
          setDone(t("done", { action: t(action) }));
          router.refresh();
        } else {
          setFailure(failureText(result));
        }
        resolve();
      });
    });

  return (
    <section aria-labelledby="entry-actions-heading" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4">
      <h3 id="entry-actions-heading" className="text-base font-medium">
        {t("title")}
      </h3>
      {done ? (
        <Alert variant="success" data-testid="entry-action-done">
          {done}
        </Alert>
      ) : null}
      {actions.length === 0 ? (
        <p className="text-sm text-gray-700">{t("none")}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button
              key={a}
              variant={DANGER.has(a) ? "secondary" : "primary"}
              size="sm"
              onClick={() => {
                setDone(null);
                setFailure(null);
                setOpen(a);
              }}
              data-testid={`entry-action-${a}`}
            >
              {t(a)}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={open !== null}
        tone={open && DANGER.has(open) ? "danger" : "default"}
        title={open ? t("confirmTitle", { action: t(open) }) : ""}
        message={open ? t("confirmMessage", { action: t(open), name }) : ""}
        confirmLabel={open ? t(open) : undefined}
        onConfirm={confirm}
        onCancel={() => {
          setFailure(null);
          setOpen(null);
        }}
        busy={pending}
      >
        {failure ? (
          <Alert variant="danger" className="mt-3" data-testid="entry-action-error">
            {failure}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
