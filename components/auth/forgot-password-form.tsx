"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requestPasswordResetAction } from "@/lib/auth/recovery-actions";
import type { RecoveryPortal } from "@/lib/auth/recovery-paths";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import { EMAIL_MAX } from "@/lib/auth/rules";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { useRecoveryTexts, type ActionFailure } from "./recovery-feedback";

/**
 * Forgot password: one address in, the same "if an account exists…" answer out, whatever the
 * address (the server never says whether it has an account).
 */
// zod and the schema load after the page (decision D48), not with it.
const forgotPasswordResolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.forgotPasswordSchema));

export function ForgotPasswordForm({ portal }: { portal: RecoveryPortal }) {
  const t = useTranslations("authRecovery");
  const tAuth = useTranslations("auth");
  const { fieldText, failureText } = useRecoveryTexts();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  usePreloadResolver(forgotPasswordResolver);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = (values: ForgotPasswordInput) => {
    setFailure(null);
    startTransition(async () => {
      const result = await requestPasswordResetAction({ email: values.email, portal });
      if (result?.data) {
        setSent({ email: values.email, minutes: result.data.minutes });
        return;
      }
      const emailError = result?.validationErrors?.fieldErrors?.email?.[0];
      if (emailError) {
        setError("email", { message: emailError }, { shouldFocus: true });
        return;
      }
      setFailure({ serverError: result?.serverError, validationErrors: result?.validationErrors });
    });
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success" title={t("forgot.sentTitle")} ref={sentRef} tabIndex={-1} className="outline-none" data-testid="forgot-password-sent">
          <p>{t("forgot.sent", { email: sent.email, minutes: sent.minutes })}</p>
          <p className="mt-2">{t("forgot.spam")}</p>
        </Alert>
        <Button
          variant="secondary"
          size="md"
          fullWidth
          onClick={() => {
            setSent(null);
            reset({ email: "" });
            // The form is back in the next render; focus its field then.
            setTimeout(() => setFocus("email"), 0);
          }}
        >
          {t("forgot.again")}
        </Button>
      </div>
    );
  }

  const serverText = failure ? failureText(failure) : "";

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={pending || undefined}>
      <p className="text-sm text-[var(--color-muted)]">{t("forgot.intro")}</p>
      {serverText ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="forgot-password-error" data-code={failure?.serverError?.code}>
          {serverText}
        </Alert>
      ) : null}
      <Input
        id={`${portal}-forgot-email`}
        label={tAuth("fields.email")}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={tAuth("fields.emailPlaceholder")}
        maxLength={EMAIL_MAX}
        required
        size="md"
        error={fieldText(errors.email?.message)}
        {...register("email")}
      />
      <Button type="submit" size="md" fullWidth loading={pending}>
        {t("forgot.submit")}
      </Button>
    </form>
  );
}
