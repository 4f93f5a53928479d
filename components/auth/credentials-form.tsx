"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Eye, EyeOff } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginAction } from "@/lib/auth/actions";
import type { Portal } from "@/lib/auth/identity";
import { FORGOT_PASSWORD_PATHS } from "@/lib/auth/recovery-paths";
import { authMessageKey, EMAIL_MAX, loginFieldErrors, PASSWORD_MAX, type LoginFieldErrors } from "@/lib/auth/rules";
import { resolveErrorText } from "@/lib/errors/messages";

/** Email + password form shared by the talent, admin and cloud sections of the login screen. */
export function CredentialsForm({ portal, from }: { portal: Portal; from?: string }) {
  const t = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [showPassword, setShowPassword] = useState(false);
  // A new object per failure, so a repeated code still moves focus to the alert again.
  const [failure, setFailure] = useState<{ code: number } | null>(null);
  const [pending, startTransition] = useTransition();
  // Stays true after a success so the button keeps spinning until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // The login page's first load carries no form or schema library (issue 12 §4): the same rules
  // as loginSchema (lib/auth/rules.ts), checked on submit, then again on every change after one.
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = { email: fieldErrors.email ? { message: fieldErrors.email } : undefined, password: fieldErrors.password ? { message: fieldErrors.password } : undefined };
  const currentValues = () => ({ email: emailRef.current?.value ?? "", password: passwordRef.current?.value ?? "" });
  const showErrors = (next: LoginFieldErrors, focus: boolean) => {
    setFieldErrors(next);
    if (!focus) return;
    if (next.email) emailRef.current?.focus();
    else if (next.password) passwordRef.current?.focus();
  };
  const revalidate = () => {
    if (submitted) setFieldErrors(loginFieldErrors(currentValues()));
  };
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const values = currentValues();
    const found = loginFieldErrors(values);
    showErrors(found, true);
    if (found.email || found.password) return;
    onSubmit({ email: values.email.trim().toLowerCase(), password: values.password });
  };

  // Schema messages are the spec's English texts; show them in the user's language.
  const fieldText = (message: string | undefined) => {
    const key = authMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };

  const onSubmit = (values: { email: string; password: string }) => {
    setFailure(null);
    startTransition(async () => {
      const data = new FormData();
      data.set("email", values.email);
      data.set("password", values.password);
      if (from) data.set("from", from);
      const result = await loginAction(portal, data);
      if (result.ok) {
        setLeaving(true);
        router.replace(result.redirectTo);
        router.refresh();
        return;
      }
      if (result.fieldErrors?.email || result.fieldErrors?.password) {
        showErrors({ email: result.fieldErrors.email, password: result.fieldErrors.password }, true);
        return;
      }
      setFailure({ code: result.code });
    });
  };

  const serverText = failure ? resolveErrorText(tErrors, failure) || tErrors("text_response_10000") : "";
  const busy = pending || leaving;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      {serverText ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="login-error" data-code={failure?.code}>
          {serverText}
        </Alert>
      ) : null}

      <Input
        id={`${portal}-login-email`}
        label={t("fields.email")}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("fields.emailPlaceholder")}
        maxLength={EMAIL_MAX}
        required
        size="md"
        error={fieldText(errors.email?.message)}
        name="email"
        ref={emailRef}
        onChange={revalidate}
      />

      <Input
        id={`${portal}-login-password`}
        label={t("fields.password")}
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("fields.passwordPlaceholder")}
        maxLength={PASSWORD_MAX}
        required
        size="md"
        error={fieldText(errors.password?.message)}
        endAdornment={
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t("hidePassword") : t("showPassword")}
            aria-pressed={showPassword}
            aria-controls={`${portal}-login-password`}
            className="inline-flex size-8 items-center justify-center rounded text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]"
          >
            {showPassword ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        }
        name="password"
        ref={passwordRef}
        onChange={revalidate}
      />

      {/* Cloud admins have no self-service reset (they sit above every tenant). */}
      {portal !== "cloud" ? (
        <div className="flex justify-end">
          <Link href={FORGOT_PASSWORD_PATHS[portal]} className="rounded-sm text-sm font-medium text-[var(--brand)] hover:underline">
            {t("forgotPassword")}
          </Link>
        </div>
      ) : null}

      <Button type="submit" size="md" fullWidth loading={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}
