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
import { changePasswordAction } from "@/lib/auth/account-actions";
import { adminChangePasswordSchema, authMessageKey, PASSWORD_MAX, talentChangePasswordSchema, type ChangePasswordInput } from "@/lib/auth/schemas";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";

type Field = keyof ChangePasswordInput;
const FIELDS: readonly Field[] = ["currentPassword", "newPassword", "confirmPassword"];

/** "talent" applies the talent password rule; every other shell (admin portal, cloud) the admin rule. */
export type PasswordRule = "talent" | "admin";

export function ChangePasswordDialog({
  open,
  onOpenChange,
  rule,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: PasswordRule;
  /** Where focus goes when the dialog closes (Radix's default: the element focused before it opened). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} data-testid="change-password-dialog" onCloseAutoFocus={onCloseAutoFocus}>
          {/* Mounted only while open, so every opening starts with an empty form. */}
          <ChangePasswordBody rule={rule} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangePasswordBody({ rule, onDone }: { rule: PasswordRule; onDone: () => void }) {
  const t = useTranslations("account.changePassword");
  const tAuth = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<{ code: number; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(rule === "talent" ? talentChangePasswordSchema : adminChangePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // Schema and server messages are the spec's English texts; show them in the user's language.
  const text = (message: string | undefined) => {
    const key = authMessageKey(message);
    return key ? tAuth(`validation.${key}`) : message;
  };

  const onSubmit = (values: ChangePasswordInput) => {
    setFailure(null);
    startTransition(async () => {
      const result = await changePasswordAction(values);
      if (result?.data?.ok) {
        setDone(true);
        return;
      }
      const fieldErrors = result?.validationErrors?.fieldErrors as Partial<Record<Field, string[]>> | undefined;
      const first = FIELDS.find((f) => fieldErrors?.[f]?.length);
      if (first) {
        for (const f of FIELDS) if (fieldErrors?.[f]?.[0]) setError(f, { message: fieldErrors[f]![0] }, { shouldFocus: f === first });
        return;
      }
      const server = result?.serverError as { code?: number; message?: string } | undefined;
      setFailure({ code: server?.code ?? ERROR_CODES.unexpectedError, message: server?.message ?? "" });
    });
  };

  if (done) {
    return (
      <>
        <Dialog.Title className={dialogClasses.title}>{t("successTitle")}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3">
            <Alert variant="success" data-testid="change-password-success">
              {t("success")}
            </Alert>
          </div>
        </Dialog.Description>
        <div className={dialogClasses.actions}>
          <Button type="button" size="md" onClick={onDone} autoFocus>
            {t("close")}
          </Button>
        </div>
      </>
    );
  }

  // A rejected talent rule comes back as 10001 with the spec text; a code text covers the rest.
  const failureText = failure
    ? failure.code === ERROR_CODES.invalidRequest && authMessageKey(failure.message)
      ? text(failure.message)
      : resolveErrorText(tErrors, failure) || tErrors("text_response_10000")
    : "";

  return (
    <>
      <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
      <Dialog.Description className={dialogClasses.message}>{t("description")}</Dialog.Description>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4" aria-busy={pending || undefined}>
        {failureText ? (
          <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="change-password-error" data-code={failure?.code}>
            {failureText}
          </Alert>
        ) : null}
        <Input
          id="change-password-current"
          label={t("currentPassword")}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          required
          size="md"
          error={text(errors.currentPassword?.message)}
          {...register("currentPassword")}
        />
        <Input
          id="change-password-new"
          label={t("newPassword")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          size="md"
          hint={rule === "talent" ? t("talentRule") : t("adminRule")}
          error={text(errors.newPassword?.message)}
          {...register("newPassword")}
        />
        <Input
          id="change-password-confirm"
          label={t("confirmPassword")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          size="md"
          error={text(errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
        <div className={dialogClasses.actions}>
          <Dialog.Close asChild>
            <Button type="button" size="md" variant="secondary" disabled={pending}>
              {t("cancel")}
            </Button>
          </Dialog.Close>
          <Button type="submit" size="md" loading={pending}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </>
  );
}
