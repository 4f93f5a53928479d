"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { removeFromShortlistAction } from "@/lib/selection/actions";

/**
 * Undo a shortlist (or standby) from the job's lists: a confirmation, then the server removes the
 * job_shortlists row (same rules as shortlisting: the job's assignee, a live job). On success the
 * row leaves the list at once and the page refreshes its counts.
 */
export function RemoveFromShortlist({
  jobId,
  candidateId,
  name,
  list,
  onRemoved,
}: {
  jobId: string;
  candidateId: string;
  name: string;
  list: "shortlisted" | "standby";
  onRemoved: (candidateId: string) => void;
}) {
  const t = useTranslations("jobs.lists");
  const router = useRouter();
  const failureText = useActionFailure();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    new Promise<void>((resolve) => {
      setFailure(null);
      startTransition(async () => {
        const result = await removeFromShortlistAction({ jobId, candidateIds: [candidateId] });
        if (result?.data && !result.serverError) {
          setOpen(false);
          onRemoved(candidateId);
          router.refresh();
        } else {
          setFailure(failureText(result));
        }
        resolve();
      });
    });

  return (
    <>
      <Button variant="secondary" size="xs" onClick={() => setOpen(true)} aria-label={t("remove.label", { name })} data-testid="remove-from-shortlist">
        {t("remove.button")}
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={t("remove.title", { name })}
        message={t("remove.message", { name, list })}
        confirmLabel={t("remove.confirm")}
        onConfirm={confirm}
        onCancel={() => {
          setFailure(null);
          setOpen(false);
        }}
        busy={pending}
      >
        {failure ? (
          <Alert variant="danger" className="mt-3" data-testid="remove-error">
            {failure}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
