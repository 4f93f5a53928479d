"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { addCollaboratorAction, assignJobAction, removeCollaboratorAction } from "@/lib/jobs/actions";
import type { Option, Person } from "@/lib/jobs/queries";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { useJobMessage } from "./use-job-text";

export type JobPeopleProps = {
  jobId: string;
  assignee: Person | null;
  collaborators: Person[];
  assignees: Option[];
  team: (Option & { role: string })[];
  canEdit: boolean;
  /** Recruiters cannot be added to an expired job (spec §6): only a live job takes new people. */
  live: boolean;
};

type Dialog = "assign" | "add" | null;

export function JobPeople({ jobId, assignee, collaborators, assignees, team, canEdit, live }: JobPeopleProps) {
  const t = useTranslations("jobs.people");
  const tRoles = useTranslations("shell.roles");
  const tv = useTranslations("jobs.validation");
  const msg = useJobMessage();
  const failureText = useActionFailure();
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [choice, setChoice] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const canAdd = canEdit && live;

  const open = (d: Dialog) => {
    setDialog(d);
    setChoice("");
    setError(undefined);
  };

  const confirm = () => {
    if (!choice) return setError(tv(dialog === "assign" ? "assigneeRequired" : "recruiterRequired"));
    startTransition(async () => {
      const result = dialog === "assign" ? await assignJobAction({ jobId, assigneeId: choice }) : await addCollaboratorAction({ jobId, userId: choice });
      if (result?.data && !result.serverError) {
        setDialog(null);
        router.refresh();
        return;
      }
      const field = Object.values(result?.validationErrors?.fieldErrors ?? {}).flat()[0] as string | undefined;
      setError(field ? msg(field) : failureText(result));
    });
  };

  const remove = (userId: string) => {
    setFailure(null);
    startTransition(async () => {
      const result = await removeCollaboratorAction({ jobId, userId });
      if (result?.serverError) setFailure(failureText(result));
      else router.refresh();
    });
  };

  const candidates = dialog === "assign" ? assignees.filter((a) => a.id !== assignee?.id) : team.filter((u) => !collaborators.some((c) => c.id === u.id));

  return (
    <div className="grid grid-cols-2 gap-4 max-[800px]:grid-cols-1">
      <section aria-labelledby="job-assignee" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="job-assignee" className="text-base font-medium">
            {t("assignees")}
          </h2>
          <NoPermissionTooltip hasPermission={canEdit}>
            <Button variant="secondary" size="xs" disabled={!canAdd} onClick={() => open("assign")} title={canEdit && !live ? t("notLive") : undefined}>
              {assignee ? t("reassign") : t("assign")}
            </Button>
          </NoPermissionTooltip>
        </div>
        {assignee ? (
          <p className="text-sm" data-testid="job-assignee">
            {assignee.name} <span className="text-gray-600">· {tRoles(assignee.role as "recruiter")}</span>
          </p>
        ) : (
          <p className="text-sm text-gray-600">{t("noAssignee")}</p>
        )}
      </section>
      <section aria-labelledby="job-collaborators" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="job-collaborators" className="text-base font-medium">
            {t("collaborators")}
          </h2>
          <NoPermissionTooltip hasPermission={canEdit}>
            <Button variant="secondary" size="xs" disabled={!canAdd} onClick={() => open("add")} title={canEdit && !live ? t("notLive") : undefined}>
              {t("add")}
            </Button>
          </NoPermissionTooltip>
        </div>
        {collaborators.length === 0 ? (
          <p className="text-sm text-gray-600">{t("noCollaborators")}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {collaborators.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {c.name} <span className="text-gray-600">· {tRoles(c.role as "recruiter")}</span>
                </span>
                {canEdit ? (
                  <Button variant="ghost" size="xs" onClick={() => remove(c.id)} disabled={pending} aria-label={t("remove", { name: c.name })}>
                    {t("removeShort")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit && !live ? <p className="mt-2 text-xs text-gray-600">{t("notLive")}</p> : null}
        {failure ? (
          <Alert variant="danger" className="mt-2">
            {failure}
          </Alert>
        ) : null}
      </section>

      <ConfirmDialog open={dialog !== null} title={dialog === "assign" ? t("assignTitle") : t("addTitle")} confirmLabel={dialog === "assign" ? t("assign") : t("add")} onConfirm={confirm} onCancel={() => setDialog(null)} busy={pending}>
        <Select
          label={dialog === "assign" ? t("assigneeField") : t("recruiterField")}
          required
          value={choice || undefined}
          onValueChange={setChoice}
          options={candidates.map((u) => ({ value: u.id, label: u.name }))}
          error={error}
        />
      </ConfirmDialog>
    </div>
  );
}
