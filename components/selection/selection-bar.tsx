"use client";

import { useState, useTransition, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ShareDialog } from "@/components/ui/share-dialog-lazy";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { shareTalentsAction, shortlistAction, standbyAction } from "@/lib/selection/actions";
import { compareHref, selectionBlock, sharePath, type SelectionAction, type SelectionBlock, type ShortlistStatus } from "@/lib/selection/rules";
import { useActionFailure } from "@/components/errors/use-action-failure";

// The job picker (mounted to open, after "Shortlist" or "Standby" without a job context) loads
// then, not with the search page (decisions D48, D82).
const JobPickerDialog = dynamic(() => import("./job-picker-dialog").then((m) => m.JobPickerDialog), { ssr: false });

export type SelectionBarAction = "compare" | "shortlist" | "standby" | "share";

/** The job a search or compare was opened from: shortlist and standby then go straight to it. */
export type SelectionJob = { id: string; jdId: string; title: string };

export type SelectionBarProps = {
  /** Ids of the selected talents (any order; duplicates ignored). */
  selectedIds: readonly string[];
  /** Selected talents known to have a completed review; omit when unknown (the compare page checks). */
  reviewedIds?: readonly string[];
  job?: SelectionJob | null;
  /** Role permissions of the viewer (talent.compare, talent.shortlist, talent.search for share). */
  can: { compare: boolean; shortlist: boolean; share: boolean };
  /** The search screen's own URL (path and query): the compare page links back to it. */
  from?: string;
  /** Which buttons to show, in this order; all by default. */
  actions?: readonly SelectionBarAction[];
  onClear?: () => void;
  /** Called after a shortlist, standby or share succeeded. */
  onDone?: (event: { kind: "shortListed" | "standBy"; jobId: string } | { kind: "shared"; shareId: string }) => void;
  className?: string;
};

const ALL_ACTIONS: readonly SelectionBarAction[] = ["compare", "shortlist", "standby", "share"];

/**
 * The bar over a set of selected talents (search results, compare, a shared list): Compare,
 * Shortlist to a job, Standby and Share. Each button is disabled with the reason when the
 * viewer's role lacks the permission or the selection rule of spec §5 fails; the server checks
 * the job rules (10333 assignee, 10334 active, 10336 duplicate) and its answer is shown as is.
 */
export function SelectionBar({ selectedIds, reviewedIds, job = null, can, from, actions = ALL_ACTIONS, onClear, onDone, className }: SelectionBarProps) {
  const t = useTranslations("selection");
  const router = useRouter();
  const failure = useActionFailure();
  const ids = [...new Set(selectedIds)];
  const [pending, startTransition] = useTransition();
  const [picking, setPicking] = useState<ShortlistStatus | null>(null);
  const [confirming, setConfirming] = useState<ShortlistStatus | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [barError, setBarError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  const blockOf = (action: SelectionAction): SelectionBlock | null => selectionBlock(action, ids, action === "compare" ? reviewedIds : undefined);

  const openShortlist = (status: ShortlistStatus) => {
    setDialogError(null);
    setNotice(null);
    setBarError(null);
    if (job) setConfirming(status);
    else setPicking(status);
  };

  const submit = (status: ShortlistStatus, jobId: string) =>
    startTransition(async () => {
      setDialogError(null);
      const call = status === "shortListed" ? shortlistAction : standbyAction;
      const result = await call({ jobId, candidateIds: ids });
      if (!result?.data) return setDialogError(failure(result));
      setPicking(null);
      setConfirming(null);
      const count = result.data.added + result.data.moved;
      setNotice(t(status === "shortListed" ? "done.shortListed" : "done.standBy", { count, jdId: result.data.jdId }));
      onDone?.({ kind: status, jobId });
      router.refresh();
    });

  const share = () => {
    setNotice(null);
    setBarError(null);
    setSharing(true);
    startTransition(async () => {
      const result = await shareTalentsAction({ candidateIds: ids, jobId: job?.id ?? null });
      setSharing(false);
      if (!result?.data) return setBarError(failure(result));
      setShareLink(`${window.location.origin}${sharePath(result.data.shareId)}`);
      onDone?.({ kind: "shared", shareId: result.data.shareId });
    });
  };

  const buttons: Record<SelectionBarAction, ReactNode> = {
    compare: (
      <Gate key="compare" allowed={can.compare} block={blockOf("compare")}>
        {(enabled) =>
          enabled ? (
            <Link href={compareHref(ids, job?.id, from)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
              {t("bar.compare")}
            </Link>
          ) : (
            <Button variant="secondary" size="sm" disabled>
              {t("bar.compare")}
            </Button>
          )
        }
      </Gate>
    ),
    shortlist: (
      <Gate key="shortlist" allowed={can.shortlist} block={blockOf("shortlist")}>
        {(enabled) => (
          <Button size="sm" disabled={!enabled || pending} onClick={() => openShortlist("shortListed")}>
            {t("bar.shortlist")}
          </Button>
        )}
      </Gate>
    ),
    standby: (
      <Gate key="standby" allowed={can.shortlist} block={blockOf("standby")}>
        {(enabled) => (
          <Button variant="secondary" size="sm" disabled={!enabled || pending} onClick={() => openShortlist("standBy")}>
            {t("bar.standby")}
          </Button>
        )}
      </Gate>
    ),
    share: (
      <Gate key="share" allowed={can.share} block={blockOf("share")}>
        {(enabled) => (
          <Button variant="secondary" size="sm" disabled={!enabled || pending} loading={sharing} onClick={share}>
            {t("bar.share")}
          </Button>
        )}
      </Gate>
    ),
  };

  return (
    <section aria-label={t("bar.label")} className={`flex flex-col gap-2 rounded-lg border border-[var(--color-line)] bg-white p-3 ${className ?? ""}`} data-testid="selection-bar">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-sm font-medium text-gray-800" aria-live="polite">
          {t("bar.count", { count: ids.length })}
          {job ? <span className="block text-xs font-normal text-gray-600">{t("bar.forJob", { jdId: job.jdId, title: job.title })}</span> : null}
        </p>
        {actions.map((a) => buttons[a])}
        {onClear && ids.length ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t("bar.clear")}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Alert variant="success" onDismiss={() => setNotice(null)} data-testid="selection-notice">
          {notice}
        </Alert>
      ) : null}
      {barError ? (
        <Alert variant="danger" onDismiss={() => setBarError(null)}>
          {barError}
        </Alert>
      ) : null}

      {picking ? (
        <JobPickerDialog status={picking} count={ids.length} busy={pending} error={dialogError} onConfirm={(jobId) => submit(picking, jobId)} onCancel={() => setPicking(null)} />
      ) : null}
      {job ? (
        <ConfirmDialog
          open={confirming !== null}
          title={t(confirming === "standBy" ? "context.standByTitle" : "context.shortListedTitle", { jdId: job.jdId })}
          message={t("context.message", { count: ids.length, jdId: job.jdId, title: job.title })}
          confirmLabel={t(confirming === "standBy" ? "picker.standByConfirm" : "picker.shortListedConfirm")}
          busy={pending}
          onConfirm={() => {
            if (confirming) submit(confirming, job.id);
          }}
          onCancel={() => setConfirming(null)}
        >
          {dialogError ? (
            <Alert variant="danger" data-testid="shortlist-error">
              {dialogError}
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
      <ShareDialog open={shareLink !== null} onOpenChange={(open) => !open && setShareLink(null)} link={shareLink ?? ""} title={t("share.title")} description={t("share.description")} />
    </section>
  );
}

/**
 * A button that may be unavailable: no permission → the no-permission tooltip; a failed
 * selection rule → the rule's reason in the same tooltip (focusable, so keyboard users hear it).
 */
function Gate({ allowed, block, children }: { allowed: boolean; block: SelectionBlock | null; children: (enabled: boolean) => ReactNode }) {
  const t = useTranslations("selection.reasons");
  if (!allowed) return <NoPermissionTooltip>{children(false)}</NoPermissionTooltip>;
  if (block) return <NoPermissionTooltip message={t(block)}>{children(false)}</NoPermissionTooltip>;
  return <>{children(true)}</>;
}
