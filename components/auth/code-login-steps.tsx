"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { codeMessageKey, NAME_MAX } from "@/lib/auth/code-rules";
import type { codeStepSchema, externalStepSchema, nameStepSchema } from "@/lib/auth/code-schemas";
import { authMessageKey, EMAIL_MAX } from "@/lib/auth/rules";

/** Schema messages are English texts of ours or of the spec; show them in the user's language. */
function useFieldText() {
  const t = useTranslations("authCode");
  const tAuth = useTranslations("auth");
  return (message: string | undefined) => {
    const own = codeMessageKey(message);
    if (own) return t(`validation.${own}`);
    const auth = authMessageKey(message);
    return auth ? tAuth(`validation.${auth}`) : message;
  };
}

type EmailValues = z.input<typeof externalStepSchema>;type NameValues = z.input<typeof nameStepSchema>;

// zod and the schemas load after the page (decision D48); one loader for the three steps.
const codeSchemas = () => import("@/lib/auth/code-schemas");
const externalStepResolver = lazyZodResolver<EmailValues, z.output<typeof externalStepSchema>>(() => codeSchemas().then((m) => m.externalStepSchema));
const codeStepResolver = lazyZodResolver<CodeValues, z.output<typeof codeStepSchema>>(() => codeSchemas().then((m) => m.codeStepSchema));
const nameStepResolver = lazyZodResolver<NameValues, z.output<typeof nameStepSchema>>(() => codeSchemas().then((m) => m.nameStepSchema));

/** E-mail (and, on the external doors, the name a new account gets). */
export function IdentifyStep({ withName, busy, initial, onSubmit }: { withName: boolean; busy: boolean; initial: EmailValues; onSubmit: (v: { email: string; fullName: string }) => void }) {
  const t = useTranslations("authCode");
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues, unknown, z.output<typeof externalStepSchema>>({
    // Without the name field, fullName stays undefined and the schema makes it "".
    resolver: externalStepResolver,
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  usePreloadResolver(externalStepResolver);
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ email: v.email, fullName: v.fullName ?? "" }))} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <Input
        id="code-login-email"
        label={t("fields.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("fields.emailPlaceholder")}
        maxLength={EMAIL_MAX}
        required
        size="md"
        error={text(errors.email?.message)}
        {...register("email")}
      />
      {withName ? (
        <Input
          id="code-login-name"
          label={t("fields.fullName")}
          type="text"
          autoComplete="name"
          placeholder={t("fields.fullNamePlaceholder")}
          maxLength={NAME_MAX}
          hint={t("fields.fullNameHint")}
          size="md"
          error={text(errors.fullName?.message)}
          {...register("fullName")}
        />
      ) : null}
      <Button type="submit" size="md" fullWidth loading={busy}>
        {t("sendCode")}
      </Button>
    </form>
  );
}

/** A public login link: the address is known (shown masked), one button sends the code. */
export function PublicSendStep({ maskedEmail, busy, onSend }: { maskedEmail: string; busy: boolean; onSend: () => void }) {
  const t = useTranslations("authCode");
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
    >
      <p className="text-center text-sm text-[var(--color-ink)]" data-testid="public-login-email">
        {t("publicIntro", { email: maskedEmail })}
      </p>
      <Button type="submit" size="md" fullWidth loading={busy}>
        {t("sendCode")}
      </Button>
    </form>
  );
}

type CodeValues = z.input<typeof codeStepSchema>;

/** The code: one field, numeric keypad, and the browser may fill it from the message (one-time-code). */
export function CodeStep({
  busy,
  resendIn,
  resending,
  onSubmit,
  onResend,
  onChangeEmail,
}: {
  busy: boolean;
  resendIn: number;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail?: () => void;
}) {
  const t = useTranslations("authCode");
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues, unknown, z.output<typeof codeStepSchema>>({
    resolver: codeStepResolver,
    defaultValues: { code: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useEffect(() => setFocus("code"), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.code))} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <Input
        id="code-login-code"
        label={t("fields.code")}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("fields.codePlaceholder")}
        maxLength={11}
        required
        size="md"
        className="tracking-[0.3em]"
        error={text(errors.code?.message)}
        {...register("code")}
      />
      <Button type="submit" size="md" fullWidth loading={busy}>
        {t("verify")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={onResend} disabled={resendIn > 0 || busy} loading={resending} data-testid="resend-code">
          {resendIn > 0 ? t("resendIn", { seconds: resendIn }) : t("resend")}
        </Button>
        {onChangeEmail ? (
          <Button type="button" variant="ghost" size="sm" onClick={onChangeEmail} disabled={busy}>
            {t("changeEmail")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A right code for a new address whose name was left empty: the name, then the account. */
export function NameStep({ busy, onSubmit }: { busy: boolean; onSubmit: (fullName: string) => void }) {
  const t = useTranslations("authCode");
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<NameValues, unknown, z.output<typeof nameStepSchema>>({
    resolver: nameStepResolver,
    defaultValues: { fullName: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useEffect(() => setFocus("fullName"), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.fullName))} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <p className="text-sm text-[var(--color-ink)]">
        {t("nameStep")}
      </p>
      <Input
        id="code-login-new-name"
        label={t("fields.fullName")}
        type="text"
        autoComplete="name"
        placeholder={t("fields.fullNamePlaceholder")}
        maxLength={NAME_MAX}
        required
        size="md"
        error={text(errors.fullName?.message)}
        {...register("fullName")}
      />
      <Button type="submit" size="md" fullWidth loading={busy}>
        {t("continue")}
      </Button>
    </form>
  );
}
