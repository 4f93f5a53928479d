"use client";

import { useState, useTransition, type FormEvent } from "react";
import Link from "next/link";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { saveTemplateAction } from "@/lib/jobs/actions";
import { TEMPLATE_NAME_MAX } from "@/lib/jobs/constants";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { useJobMessage } from "./use-job-text";

export type SaveTemplateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job's fields to keep (the form's current values, or a saved job's). */
  getDraft: () => unknown;
  /** Messages for fields of the draft, reported back to the form that holds them. */
  onFieldErrors?: (errors: Record<string, string>) => void;
};

/** "Save as template": a job's fields under a name (template name required). */
export function SaveTemplateDialog({ open, onOpenChange, getDraft, onFieldErrors }: SaveTemplateDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} data-testid="save-template-dialog">
          <Body getDraft={getDraft} onFieldErrors={onFieldErrors} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Body({ getDraft, onFieldErrors, onClose }: Omit<SaveTemplateDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const t = useTranslations("jobs.templateDialog");
  const msg = useJobMessage();
  const failureText = useActionFailure();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setError(undefined);
    setFailure(null);
    startTransition(async () => {
      const result = await saveTemplateAction({ templateName: name, draft: getDraft() });
      const data = result?.data;
      if (data?.ok) {
        setSavedId(data.id);
        return;
      }
      if (data && !data.ok) {
        const { templateName, ...rest } = data.fieldErrors;
        if (templateName) setError(templateName);
        const fields = Object.entries(rest);
        if (fields.length) {
          onFieldErrors?.(Object.fromEntries(fields));
          setFailure(t("fixFields"));
        }
        return;
      }
      setFailure(failureText(result));
    });
  };

  if (savedId) {
    return (
      <>
        <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3">
            <Alert variant="success" data-testid="template-saved">
              {t("saved")}{" "}
              <Link className="underline" href={`/admin/jobs/templates/${savedId}`}>
                {t("open")}
              </Link>
            </Alert>
          </div>
        </Dialog.Description>
        <div className={dialogClasses.actions}>
          <Button onClick={onClose} autoFocus>
            {t("close")}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
      <Dialog.Description className={dialogClasses.message}>{t("description")}</Dialog.Description>
      {failure ? (
        <Alert variant="danger" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Input label={t("name")} required maxLength={TEMPLATE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} error={msg(error)} autoFocus />
      </div>
      <div className={dialogClasses.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
