"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useAction } from "next-safe-action/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { generateMockTalentsAction, removeMockTalentsAction } from "@/lib/talent/actions";
import { mockTalentMessageKey } from "@/lib/talent/mock-rules";

type Notice = { variant: "success" | "danger"; text: string; code?: number };
type Failure = { code?: number; message?: string } | undefined;

/**
 * Mock talent data (admin settings): the company's mock count, a form to generate more, and a
 * confirmed remove-all. The count is checked here with the action's own schema so the message
 * shows without a round trip; the server checks it again.
 */
export function MockTalentsScreen({ count, canManage }: { count: number; canManage: boolean }) {
  const t = useTranslations("mockTalent");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const generate = useAction(generateMockTalentsAction);
  const remove = useAction(removeMockTalentsAction);

  const validation = (message: string | undefined) => {
    const key = mockTalentMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
  const failureText = (f: Failure) => resolveErrorText(tErrors, { code: f?.code ?? ERROR_CODES.unexpectedError, message: f?.message ?? "" }) || tErrors("text_response_10000");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    // The schema (and zod) loads on the first submit, not with the page (decision D48).
    const { generateMockTalentsSchema } = await import("@/lib/talent/schemas");
    const parsed = generateMockTalentsSchema.safeParse({ count: value });
    if (!parsed.success) {
      setFieldError(validation(parsed.error.issues[0]?.message));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    const result = await generate.executeAsync(parsed.data);
    if (result?.data) {
      setValue("");
      setNotice({ variant: "success", text: t("generated", { count: result.data.generated, total: result.data.total }) });
      router.refresh();
    } else if (result?.validationErrors) {
      setFieldError(validation(result.validationErrors.fieldErrors?.count?.[0] ?? result.validationErrors.formErrors?.[0]));
      input.current?.focus();
    } else {
      const failure = result?.serverError as Failure;
      setNotice({ variant: "danger", text: failureText(failure), code: failure?.code });
    }
  }

  async function confirmRemove() {
    const result = await remove.executeAsync({});
    setConfirming(false);
    if (result?.data) {
      setNotice({ variant: "success", text: t("removed", { count: result.data.removed }) });
      router.refresh();
    } else {
      const failure = result?.serverError as Failure;
      setNotice({ variant: "danger", text: failureText(failure), code: failure?.code });
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-gray-700">{t("intro")}</p>

      <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-gray-200 bg-white p-4">
        <dt className="text-sm text-gray-700">{t("currentCount")}</dt>
        <dd className="text-2xl font-semibold" data-testid="mock-count">
          {format.number(count)}
        </dd>
      </dl>

      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="mock-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4 min-[600px]:flex-row min-[600px]:items-start"
        aria-label={t("title")}
      >
        <Input
          ref={input}
          label={t("countLabel")}
          name="count"
          inputMode="numeric"
          autoComplete="off"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
          hint={t("countHint")}
          containerClassName="min-[600px]:max-w-56"
          disabled={!canManage}
        />
        <NoPermissionTooltip hasPermission={canManage}>
          <Button type="submit" loading={generate.isExecuting} disabled={!canManage} className="min-[600px]:mt-6">
            {generate.isExecuting ? t("generating") : t("generate")}
          </Button>
        </NoPermissionTooltip>
      </form>

      <div className="rounded-md border border-gray-200 bg-white p-4">
        {count === 0 ? <p className="mb-3 text-sm text-gray-700">{t("noneYet")}</p> : null}
        <NoPermissionTooltip hasPermission={canManage}>
          <Button variant="danger" disabled={!canManage || count === 0} onClick={() => setConfirming(true)}>
            {t("removeAll")}
          </Button>
        </NoPermissionTooltip>
      </div>

      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t("removeTitle")}
        message={t("removeMessage", { count })}
        confirmLabel={t("removeConfirm")}
        busy={remove.isExecuting}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
