"use client";

import { useEffect, useId, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/loader";
import { shortlistJobOptionsAction } from "@/lib/selection/actions";
import type { ShortlistStatus } from "@/lib/selection/rules";
import type { ShortlistJobOption, ShortlistJobOptions } from "@/lib/selection/types";
import { useActionFailure } from "@/components/errors/use-action-failure";

export type JobPickerDialogProps = {
  status: ShortlistStatus;
  count: number;
  busy: boolean;
  /** The server's refusal of the last attempt (10333, 10334, 10336 …), shown in the dialog. */
  error: string | null;
  onConfirm: (jobId: string) => void;
  onCancel: () => void;
};

/**
 * Chooses the job to shortlist against (spec §6): the actor's active jobs are selectable; other
 * active jobs are listed disabled with their assignee, so the rule is visible rather than a
 * mystery. Mount it to open it: the lists load on every opening (a job may have been reassigned
 * meanwhile) and the choice starts empty.
 */
export function JobPickerDialog({ status, count, busy, error, onConfirm, onCancel }: JobPickerDialogProps) {
  const t = useTranslations("selection.picker");
  const failure = useActionFailure();
  const [options, setOptions] = useState<ShortlistJobOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);

  useEffect(() => {
    let live = true;
    shortlistJobOptionsAction({}).then(
      (result) => {
        if (!live) return;
        if (result?.data) {
          setOptions(result.data);
          if (result.data.assigned.length === 1) setJobId(result.data.assigned[0].id);
        } else setLoadError(failure(result));
      },
      () => live && setLoadError(failure(undefined)),
    );
    return () => {
      live = false;
    };
    // Loads once per opening; `failure` is a fresh closure each render and must not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = () => {
    if (!jobId) return setMissingChoice(true);
    onConfirm(jobId);
  };

  return (
    <ConfirmDialog
      open
      title={t(status === "shortListed" ? "shortListedTitle" : "standByTitle", { count })}
      message={t("message")}
      confirmLabel={t(status === "shortListed" ? "shortListedConfirm" : "standByConfirm")}
      onConfirm={confirm}
      onCancel={onCancel}
      busy={busy || (options === null && loadError === null)}
    >
      <div className="mt-4 flex flex-col gap-3">
        {loadError ? <Alert variant="danger">{loadError}</Alert> : null}
        {options === null && loadError === null ? <Spinner size="sm" label={t("loading")} /> : null}
        {options ? <JobChoices options={options} value={jobId} onChange={(id) => (setJobId(id), setMissingChoice(false))} invalid={missingChoice} /> : null}
        {missingChoice ? (
          <p role="alert" className="text-sm text-red-700">
            {t("chooseJob")}
          </p>
        ) : null}
        {error ? (
          <Alert variant="danger" data-testid="shortlist-error">
            {error}
          </Alert>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function JobChoices({ options, value, onChange, invalid }: { options: ShortlistJobOptions; value: string | null; onChange: (id: string) => void; invalid: boolean }) {
  const t = useTranslations("selection.picker");
  const name = useId();
  return (
    <fieldset aria-invalid={invalid || undefined} className="flex max-h-[45vh] flex-col gap-3 overflow-y-auto">
      <legend className="sr-only">{t("legend")}</legend>
      <JobGroup title={t("assigned")} jobs={options.assigned} name={name} value={value} onChange={onChange} />
      {!options.assigned.length ? <p className="text-sm text-gray-700">{t("noJobs")}</p> : null}
      {options.others.length ? <JobGroup title={t("others")} jobs={options.others} name={name} value={value} onChange={onChange} disabled /> : null}
    </fieldset>
  );
}

function JobGroup({ title, jobs, name, value, onChange, disabled = false }: { title: string; jobs: ShortlistJobOption[]; name: string; value: string | null; onChange: (id: string) => void; disabled?: boolean }) {
  const t = useTranslations("selection.picker");
  const format = useFormatter();
  if (!jobs.length) return null;
  return (
    <div role="group" aria-label={title}>
      <p className="mb-1 text-sm font-medium text-gray-800">{title}</p>
      <ul className="flex flex-col gap-1">
        {jobs.map((job) => {
          const due = t("due", { date: format.dateTime(new Date(job.dueDate), { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }) });
          return (
            <li key={job.id}>
              <label className={`flex items-start gap-2 rounded-md border border-gray-200 p-2 text-sm ${disabled ? "cursor-not-allowed bg-gray-50 text-gray-600" : "cursor-pointer hover:bg-gray-50"}`}>
                <input
                  type="radio"
                  name={name}
                  value={job.id}
                  checked={value === job.id}
                  disabled={disabled}
                  onChange={() => onChange(job.id)}
                  className="mt-0.5 size-4 accent-[var(--brand)]"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">
                    {job.jdId} · {job.title}
                  </span>
                  <span className="text-xs text-gray-600">
                    {due}
                    {disabled ? ` · ${job.assignee ? t("assignedTo", { name: job.assignee }) : t("unassigned")}` : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
