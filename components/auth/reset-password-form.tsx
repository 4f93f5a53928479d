"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { logoutAction } from "@/lib/auth/actions";
import { resetPasswordWithLinkAction, setSecurePasswordAction } from "@/lib/auth/recovery-actions";
import type { RecoveryPortal } from "@/lib/auth/recovery-paths";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { ResetPasswordInput } from "@/lib/auth/schemas";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { PasswordField } from "./password-field";
import { ResetLinkProblem } from "./reset-link-problem";
import { useRecoveryTexts, type ActionFailure } from "./recovery-feedback";

/**
 * New password + confirmation. Two uses:
 * - "link": /forgot-password/reset-password/{id}, for the account the e-mailed link belongs to;
 * - "temporary": /login/reset-password, for a signed-in user whose password is temporary.
 * `rule` is the account's password rule: talent for talent accounts, admin (at least 6) otherwise.
 */
export type ResetPasswordFormProps =
  | { mode: "link"; verificationId: string; portal: RecoveryPortal; email: string }
  | { mode: "temporary"; rule: "talent" | "admin" };

type Field = keyof ResetPasswordInput;
const FIELDS: readonly Field[] = ["password", "confirmPassword"];
const LINK_CODES: readonly number[] = [ERROR_CODES.linkBroken, ERROR_CODES.linkExpired, ERROR_CODES.linkAlreadyUsed];

// The schemas (and zod) load at the first key or pointer press, not with the page (D48).
const resetResolvers = {
  talent: lazyZodResolver<ResetPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.resetPasswordSchemaFor("talent"))),
  admin: lazyZodResolver<ResetPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.resetPasswordSchemaFor("admin"))),
};

export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const t = useTranslations("authRecovery");
  const router = useRouter();
  const { fieldText, failureText } = useRecoveryTexts();
  const [pending, startTransition] = useTransition();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [linkProblem, setLinkProblem] = useState<number | null>(null);
  const [done, setDone] = useState<{ loginPath: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const rule = props.mode === "link" ? (props.portal === "talent" ? "talent" : "admin") : props.rule;
  const idPrefix = props.mode === "link" ? "reset" : "temporary";

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: resetResolvers[rule],
    defaultValues: { password: "", confirmPassword: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  usePreloadResolver(resetResolvers[rule]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onFailure = (result: ActionFailure | undefined) => {
    const fieldErrors = result?.validationErrors?.fieldErrors as Partial<Record<Field, string[]>> | undefined;
    const first = FIELDS.find((f) => fieldErrors?.[f]?.length);
    if (first) {
      for (const f of FIELDS) if (fieldErrors?.[f]?.[0]) setError(f, { message: fieldErrors[f]![0] }, { shouldFocus: f === first });
      return;
    }
    const code = result?.serverError?.code;
    if (props.mode === "link" && code !== undefined && LINK_CODES.includes(code)) {
      setLinkProblem(code);
      return;
    }
    setFailure({ serverError: result?.serverError ?? { code: ERROR_CODES.unexpectedError, message: "" }, validationErrors: result?.validationErrors });
  };

  const onSubmit = (values: ResetPasswordInput) => {
    setFailure(null);
    startTransition(async () => {
      if (props.mode === "link") {
        const result = await resetPasswordWithLinkAction({ verificationId: props.verificationId, ...values });
        if (result?.data) setDone({ loginPath: result.data.loginPath });
        else onFailure(result);
        return;
      }
      const result = await setSecurePasswordAction(values);
      if (result?.data) {
        setLeaving(true);
        router.replace(result.data.redirectTo);
        router.refresh();
        return;
      }
      onFailure(result);
    });
  };

  const signOut = () => {
    startTransition(async () => {
      const { redirectTo } = await logoutAction();
      setLeaving(true);
      router.replace(redirectTo);
      router.refresh();
    });
  };

  if (linkProblem !== null && props.mode === "link") return <ResetLinkProblem code={linkProblem} portal={props.portal} />;

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success" title={t("reset.doneTitle")} ref={doneRef} tabIndex={-1} className="outline-none" data-testid="reset-password-done">
          {t("reset.done")}
        </Alert>
        <Link href={done.loginPath} className={buttonClasses({ variant: "primary", size: "md", fullWidth: true })}>
          {t("reset.toLogin")}
        </Link>
      </div>
    );
  }

  const serverText = failure ? failureText(failure) : "";
  const busy = pending || leaving;
  const rulesId = `${idPrefix}-password-rules`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      {props.mode === "link" ? (
        <>
          <p className="text-sm text-[var(--color-muted)] [overflow-wrap:anywhere]">{t("reset.account", { email: props.email })}</p>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden aria-hidden="true" />
        </>
      ) : (
        <p className="text-sm text-[var(--color-muted)]">{t("setPassword.intro")}</p>
      )}
      {serverText ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="reset-password-error" data-code={failure?.serverError?.code}>
          {serverText}
        </Alert>
      ) : null}
      <div>
        <PasswordField
          id={`${idPrefix}-password`}
          label={t("reset.newPassword")}
          placeholder={t("reset.newPasswordPlaceholder")}
          autoComplete="new-password"
          aria-describedby={rulesId}
          error={fieldText(errors.password?.message)}
          {...register("password")}
        />
        <p id={rulesId} className="mt-1 text-xs text-[var(--color-muted)]">
          {t(rule === "talent" ? "reset.rulesTalent" : "reset.rulesAdmin")}
        </p>
      </div>
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={t("reset.confirmPassword")}
        placeholder={t("reset.confirmPasswordPlaceholder")}
        autoComplete="new-password"
        error={fieldText(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <Button type="submit" size="md" fullWidth loading={busy}>
        {t(props.mode === "link" ? "reset.submit" : "setPassword.submit")}
      </Button>
      {props.mode === "temporary" ? (
        <Button variant="ghost" size="md" fullWidth onClick={signOut} disabled={busy}>
          {t("setPassword.signOut")}
        </Button>
      ) : null}
    </form>
  );
}
