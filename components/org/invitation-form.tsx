"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LinkButton } from "@/components/ui/link-button";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import { PASSWORD_MAX } from "@/lib/auth/rules";
import { acceptInvitationAction } from "@/lib/org/actions";
import type { AcceptInvitationInput } from "@/lib/org/schemas";
import { outcomeOf, useOrgMessages, type ServerFailure } from "./org-messages";

type Field = "password" | "confirmPassword";

// The schema (and zod) loads at the first key or pointer press, not with the page (D48).
const acceptInvitationResolver = lazyZodResolver<AcceptInvitationInput>(() => import("@/lib/org/schemas").then((m) => m.acceptInvitationSchema));

/** Set-password form of the invitation page; the token travels in a hidden value, never in a log line. */
export function InvitationForm({ token }: { token: string }) {
  const t = useTranslations("org.invitation");
  const msg = useOrgMessages();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [done, setDone] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationInput>({ resolver: acceptInvitationResolver, defaultValues: { token, password: "", confirmPassword: "" } });
  usePreloadResolver(acceptInvitationResolver);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = (values: AcceptInvitationInput) => {
    setFailure(null);
    startTransition(async () => {
      const out = outcomeOf(await acceptInvitationAction(values));
      if (out.kind === "ok") return setDone(true);
      if (out.kind === "invalid") {
        const fields = (["password", "confirmPassword"] as Field[]).filter((f) => out.fields[f]);
        fields.forEach((f, i) => setError(f, { message: out.fields[f] }, { shouldFocus: i === 0 }));
        if (!fields.length) setFailure({ code: 10001, message: out.form ?? "" });
        return;
      }
      setFailure(out.failure);
    });
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4 text-center" data-testid="invitation-done">
        <h2 ref={doneRef} tabIndex={-1} className="text-lg font-medium outline-none">
          {t("doneTitle")}
        </h2>
        <p className="text-sm text-gray-700">{t("done")}</p>
        <LinkButton href="/admin/login" size="xs">
          {t("signIn")}
        </LinkButton>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={pending || undefined}>
      {failure ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="invitation-error" data-code={failure.code}>
          {msg.failure(failure)}
        </Alert>
      ) : null}
      <input type="hidden" {...register("token")} />
      <Input
        id="invitation-password"
        label={t("password")}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        autoFocus
        hint={t("rule")}
        error={msg.field(errors.password?.message)}
        {...register("password")}
      />
      <Input
        id="invitation-confirm"
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        error={msg.field(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <Button type="submit" loading={pending} fullWidth>
        {t("submit")}
      </Button>
    </form>
  );
}
