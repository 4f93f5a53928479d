"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { createDepartmentAction, renameDepartmentAction } from "@/lib/org/actions";
import { DEPARTMENT_NAME_MAX, createDepartmentSchema, type CreateDepartmentInput } from "@/lib/org/schemas";
import { outcomeOf, useOrgMessages, type ServerFailure } from "./org-messages";

/** Create (no `department`) or rename a department. Calls `onDone` with the saved name. */
export function DepartmentNameDialog({
  open,
  onOpenChange,
  department,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  department?: { id: string; name: string };
  onDone: (saved: { id: string; name: string }) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} aria-describedby={undefined} data-testid="department-dialog">
          {/* Mounted only while open, so every opening starts from the current name. */}
          <DepartmentNameForm department={department} onDone={onDone} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DepartmentNameForm({ department, onDone }: { department?: { id: string; name: string }; onDone: (saved: { id: string; name: string }) => void }) {
  const t = useTranslations("org");
  const msg = useOrgMessages();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateDepartmentInput>({ resolver: zodResolver(createDepartmentSchema), defaultValues: { name: department?.name ?? "" } });

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (values: CreateDepartmentInput) => {
    setFailure(null);
    startTransition(async () => {
      const out = outcomeOf(department ? await renameDepartmentAction({ id: department.id, name: values.name }) : await createDepartmentAction(values));
      if (out.kind === "ok") return onDone(out.data);
      if (out.kind === "invalid") return setError("name", { message: out.fields.name ?? out.form }, { shouldFocus: true });
      setFailure(out.failure);
    });
  };

  return (
    <>
      <Dialog.Title className={dialogClasses.title}>{department ? t("department.renameTitle") : t("departments.createTitle")}</Dialog.Title>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4" aria-busy={pending || undefined}>
        {failure ? (
          <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="department-error" data-code={failure.code}>
            {msg.failure(failure)}
          </Alert>
        ) : null}
        <Input
          id="department-name"
          label={t("departments.name")}
          autoComplete="off"
          maxLength={DEPARTMENT_NAME_MAX}
          required
          autoFocus
          error={msg.field(errors.name?.message)}
          {...register("name")}
        />
        <div className={dialogClasses.actions}>
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={pending}>
              {t("common.cancel")}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={pending}>
            {t("common.save")}
          </Button>
        </div>
      </form>
    </>
  );
}
