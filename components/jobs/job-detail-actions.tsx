"use client";

import { useState, useTransition, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { changeStatusAction, extendDueDateAction, repostJobAction, setPublishedAction } from "@/lib/jobs/actions";
import type { JobStatus } from "@/lib/jobs/constants";
import { clearsUpcoming, isFutureDueDay, needsNewDueDate, statusActionsFor, type StatusAction } from "@/lib/jobs/rules";
import { SaveTemplateDialog } from "./save-template-dialog-lazy";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { useJobMessage } from "./use-job-text";

export type JobActionsCan = { edit: boolean; create: boolean; changeStatus: boolean; publish: boolean };

export type JobActionsProps = {
  jobId: string;
  status: JobStatus;
  dueDate: string;
  live: boolean;
  published: boolean;
  can: JobActionsCan;
  /** The job's fields, for "save as template". */
  draft: unknown;
};

type SafeResult = { data?: unknown; serverError?: unknown; validationErrors?: { fieldErrors?: Record<string, string[] | undefined> } } | undefined;

/** Runs an action, refreshes the page's server data on success, and reports a failure's text. */
function useRun() {
  const router = useRouter();
  const failureText = useActionFailure();
  const msg = useJobMessage();
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<SafeResult>, onDone: (data: unknown) => void, onError: (text: string) => void) =>
    startTransition(async () => {
      const result = await call();
      const fieldMessage = Object.values(result?.validationErrors?.fieldErrors ?? {}).flat()[0];
      if (result?.data !== undefined && !result.serverError) {
        onDone(result.data);
        router.refresh();
        return;
      }
      onError(fieldMessage ? (msg(fieldMessage) ?? fieldMessage) : failureText(result));
    });
  return { run, pending };
}

function DateField({ value, onChange, error, label }: { value: string; onChange: (v: string) => void; error?: string; label: string }) {
  return <Input type="date" label={label} required value={value} onChange={(e) => onChange(e.target.value)} error={error} />;
}

function Guarded({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <NoPermissionTooltip hasPermission={allowed}>{children}</NoPermissionTooltip>;
}

/** Extend due date: a future day (10124 otherwise); an expired job comes back to life. */
export function ExtendDueDateButton({ jobId, allowed, variant = "secondary" }: { jobId: string; allowed: boolean; variant?: "primary" | "secondary" }) {
  const t = useTranslations("jobs.detail");
  const tv = useTranslations("jobs.validation");
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { run, pending } = useRun();
  const submit = () => {
    if (!day) return setError(tv("dueDateRequired"));
    if (!isFutureDueDay(day)) return setError(tv("futureDate"));
    run(
      () => extendDueDateAction({ jobId, dueDate: day }),
      () => setOpen(false),
      (text) => setError(text),
    );
  };
  return (
    <>
      <Guarded allowed={allowed}>
        <Button variant={variant} size="sm" disabled={!allowed} onClick={() => (setDay(""), setError(undefined), setOpen(true))}>
          {t("extendDueDate")}
        </Button>
      </Guarded>
      <ConfirmDialog open={open} title={t("extendTitle")} message={t("extendMessage")} confirmLabel={t("extendConfirm")} onConfirm={submit} onCancel={() => setOpen(false)} busy={pending}>
        <DateField label={t("newDueDate")} value={day} onChange={setDay} error={error} />
      </ConfirmDialog>
    </>
  );
}

export function JobDetailActions({ jobId, status, dueDate, live, published, can, draft }: JobActionsProps) {
  const t = useTranslations("jobs.detail");
  const tv = useTranslations("jobs.validation");
  const { run, pending } = useRun();
  const router = useRouter();
  const [action, setAction] = useState<StatusAction | null>(null);
  const [day, setDay] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [reposting, setReposting] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  const actions = statusActionsFor(status);
  const askDate = action !== null && needsNewDueDate(action, new Date(dueDate));

  const openStatus = (a: StatusAction) => {
    setAction(a);
    setDay("");
    setError(undefined);
  };

  const confirmStatus = () => {
    if (!action) return;
    if (askDate && !day) return setError(tv("dueDateRequired"));
    if (askDate && !isFutureDueDay(day)) return setError(tv("futureDate"));
    const chosen = action;
    run(
      () => changeStatusAction({ jobId, action: chosen, confirmed: clearsUpcoming(chosen), dueDate: askDate ? day : null }),
      (data) => {
        const r = data as { deletedInterviews: number; deletedInvitations: number };
        setAction(null);
        setNotice(clearsUpcoming(chosen) ? t("statusChangedCleared", { interviews: r.deletedInterviews, invitations: r.deletedInvitations }) : t("statusChanged"));
      },
      (text) => setError(text),
    );
  };

  const repost = () => {
    if (!day) return setError(tv("dueDateRequired"));
    if (!isFutureDueDay(day)) return setError(tv("futureDate"));
    run(
      () => repostJobAction({ jobId, dueDate: day }),
      (data) => {
        setReposting(false);
        router.push(`/admin/jobs/${(data as { id: string }).id}?saved=reposted`);
      },
      (text) => setError(text),
    );
  };

  const togglePublish = () => {
    setPublishError(null);
    run(
      () => setPublishedAction({ jobId, published: !published }),
      () => setNotice(published ? t("unpublished") : t("publishedNotice")),
      (text) => setPublishError(text),
    );
  };

  const publishAllowed = can.publish && (published || live);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Guarded allowed={can.edit}>
          {can.edit ? (
            <Link href={`/admin/jobs/${jobId}/edit`} className={buttonClasses({ variant: "primary", size: "sm" })}>
              {t("edit")}
            </Link>
          ) : (
            <Button size="sm" disabled>
              {t("edit")}
            </Button>
          )}
        </Guarded>
        <ExtendDueDateButton jobId={jobId} allowed={can.edit} />
        {actions.map((a) => (
          <Guarded key={a} allowed={can.changeStatus}>
            <Button variant="secondary" size="sm" disabled={!can.changeStatus} onClick={() => openStatus(a)}>
              {t(`status.${a}`)}
            </Button>
          </Guarded>
        ))}
        <Guarded allowed={can.create}>
          <Button variant="secondary" size="sm" disabled={!can.create} onClick={() => (setDay(""), setError(undefined), setReposting(true))}>
            {t("repost")}
          </Button>
        </Guarded>
        <Guarded allowed={can.create}>
          <Button variant="ghost" size="sm" disabled={!can.create} onClick={() => setTemplateOpen(true)}>
            {t("saveAsTemplate")}
          </Button>
        </Guarded>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Guarded allowed={can.publish}>
          <button
            type="button"
            role="switch"
            aria-checked={published}
            disabled={!publishAllowed || pending}
            onClick={togglePublish}
            data-testid="publish-switch"
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:cursor-not-allowed disabled:opacity-50"
          >
            <span aria-hidden="true" className={`relative h-5 w-9 rounded-full transition ${published ? "bg-[var(--brand)]" : "bg-gray-300"}`}>
              <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition ${published ? "left-[18px]" : "left-0.5"}`} />
            </span>
            {t("publishLabel")}
          </button>
        </Guarded>
        {!live && !published ? <span className="text-xs text-gray-600">{t("publishOnlyLive")}</span> : null}
      </div>
      {publishError ? <Alert variant="danger">{publishError}</Alert> : null}
      {notice ? (
        <Alert variant="success" onDismiss={() => setNotice(null)} data-testid="job-action-notice">
          {notice}
        </Alert>
      ) : null}

      <ConfirmDialog
        open={action !== null}
        title={action ? t(`statusTitle.${action}`) : ""}
        message={action ? t(`statusMessage.${action}`) : undefined}
        confirmLabel={action ? t(`status.${action}`) : undefined}
        tone={action === "suspend" || action === "fulfil" ? "danger" : "default"}
        requireAcknowledgement={action && clearsUpcoming(action) ? t("clearAcknowledge") : undefined}
        onConfirm={confirmStatus}
        onCancel={() => setAction(null)}
        busy={pending}
      >
        {askDate ? <DateField label={t("newDueDate")} value={day} onChange={setDay} error={error} /> : error ? <Alert variant="danger">{error}</Alert> : null}
      </ConfirmDialog>

      <ConfirmDialog open={reposting} title={t("repostTitle")} message={t("repostMessage")} confirmLabel={t("repost")} onConfirm={repost} onCancel={() => setReposting(false)} busy={pending}>
        <DateField label={t("newDueDate")} value={day} onChange={setDay} error={error} />
      </ConfirmDialog>

      <SaveTemplateDialog open={templateOpen} onOpenChange={setTemplateOpen} getDraft={() => draft} />
    </div>
  );
}

