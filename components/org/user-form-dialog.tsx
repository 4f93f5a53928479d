"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { addUserAction, updateUserAction } from "@/lib/org/actions";
import { MANAGED_ROLES, type ManagedRole } from "@/lib/org/rules";
import { FULL_NAME_MAX, addUserSchema } from "@/lib/org/schemas";
import { outcomeOf, useOrgMessages, type ServerFailure } from "./org-messages";

export type EditableUser = { id: string; fullName: string; email: string; role: ManagedRole; departments: { id: string; name: string }[] };

type FormValues = { fullName: string; email: string; role: string; departmentIds: string[] };
type Field = keyof FormValues;

/** Which field a server code is about, so the message sits next to it. */
const FIELD_OF_CODE: Partial<Record<number, Field>> = {
  [ERROR_CODES.emailAlreadyRegistered]: "email",
  [ERROR_CODES.talentEmailAlreadyRegistered]: "email",
  [ERROR_CODES.multipleRecruiterAdminsNotAllowed]: "role",
};

export function UserFormDialog({
  open,
  onOpenChange,
  user,
  departments,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: add a user (and invite them). */
  user?: EditableUser;
  departments: { id: string; name: string }[];
  onDone: (name: string) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} aria-describedby={undefined} data-testid="user-dialog">
          <UserForm user={user} departments={departments} onDone={onDone} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function UserForm({ user, departments, onDone }: { user?: EditableUser; departments: { id: string; name: string }[]; onDone: (name: string) => void }) {
  const t = useTranslations("org");
  const tRoles = useTranslations("shell.roles");
  const msg = useOrgMessages();
  const groupId = useId();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const schema = user ? addUserSchema.omit({ email: true }) : addUserSchema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: { fullName: user?.fullName ?? "", email: user?.email ?? "", role: user?.role ?? "", departmentIds: user?.departments.map((d) => d.id) ?? [] },
  });

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (values: FormValues) => {
    setFailure(null);
    startTransition(async () => {
      const role = values.role as ManagedRole;
      const out = outcomeOf(
        user
          ? await updateUserAction({ userId: user.id, fullName: values.fullName, role, departmentIds: values.departmentIds })
          : await addUserAction({ fullName: values.fullName, email: values.email, role, departmentIds: values.departmentIds }),
      );
      if (out.kind === "ok") return onDone(values.fullName.trim());
      if (out.kind === "invalid") {
        const fields = Object.keys(out.fields) as Field[];
        fields.forEach((f, i) => setError(f, { message: out.fields[f] }, { shouldFocus: i === 0 }));
        if (!fields.length) setFailure({ code: ERROR_CODES.invalidRequest, message: out.form ?? "" });
        return;
      }
      const field = FIELD_OF_CODE[out.failure.code];
      if (field) setError(field, { message: msg.failure(out.failure) }, { shouldFocus: true });
      else setFailure(out.failure);
    });
  };

  const roleOptions = MANAGED_ROLES.map((r) => ({ value: r, label: tRoles(r) }));

  return (
    <>
      <Dialog.Title className={dialogClasses.title}>{user ? t("users.form.editTitle", { name: user.fullName }) : t("users.form.addTitle")}</Dialog.Title>
      {!user ? <p className={dialogClasses.message}>{t("users.form.invitationNote")}</p> : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4" aria-busy={pending || undefined}>
        {failure ? (
          <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="user-form-error" data-code={failure.code}>
            {msg.failure(failure)}
          </Alert>
        ) : null}
        <Input id="user-full-name" label={t("users.form.fullName")} autoComplete="off" maxLength={FULL_NAME_MAX} required autoFocus error={msg.field(errors.fullName?.message)} {...register("fullName")} />
        {user ? (
          <div>
            <p className="mb-1 text-sm font-medium text-gray-800">{t("users.form.email")}</p>
            <p className="text-sm break-all text-gray-700">{user.email}</p>
          </div>
        ) : (
          <Input id="user-email" label={t("users.form.email")} type="email" autoComplete="off" maxLength={254} required error={msg.field(errors.email?.message)} {...register("email")} />
        )}
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select id="user-role" label={t("users.form.role")} options={roleOptions} value={field.value || undefined} onValueChange={field.onChange} required error={msg.field(errors.role?.message)} />
          )}
        />
        <Controller
          control={control}
          name="departmentIds"
          render={({ field }) => {
            const error = msg.field(errors.departmentIds?.message ?? (errors.departmentIds as { root?: { message?: string } } | undefined)?.root?.message);
            return (
              <fieldset aria-describedby={error ? `${groupId}-error` : undefined} aria-invalid={error ? true : undefined}>
                <legend className="mb-1 text-sm font-medium text-gray-800">
                  {t("users.form.departments")}
                  <span className="ml-0.5 text-red-600" aria-hidden="true">
                    *
                  </span>
                </legend>
                <div className="flex max-h-44 flex-col gap-1 overflow-y-auto rounded-md border border-gray-300 p-2">
                  {departments.map((d) => {
                    const id = `${groupId}-${d.id}`;
                    const checked = field.value.includes(d.id);
                    return (
                      <div key={d.id} className="flex items-center gap-2">
                        <input
                          id={id}
                          type="checkbox"
                          checked={checked}
                          onChange={() => field.onChange(checked ? field.value.filter((v) => v !== d.id) : [...field.value, d.id])}
                          className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
                        />
                        <label htmlFor={id} className="text-sm break-all text-gray-800">
                          {d.name}
                        </label>
                      </div>
                    );
                  })}
                </div>
                {error ? (
                  <p id={`${groupId}-error`} className="mt-1 text-xs text-red-600">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
        <div className={dialogClasses.actions}>
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={pending}>
              {t("common.cancel")}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={pending}>
            {user ? t("users.form.submitEdit") : t("users.form.submitAdd")}
          </Button>
        </div>
      </form>
    </>
  );
}
