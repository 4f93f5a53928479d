"use client";

import { useEffect, useRef, useState, useTransition, type FormEventHandler, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CLIENT_ERROR_CODES } from "@/lib/errors/client-codes";
import { saveSectionAction } from "@/lib/profiles/actions";
import type { SaveSectionResult } from "@/lib/profiles/commands";
import type { BuilderStep } from "@/lib/profiles/rules";
import { useBuilderMessages, type ServerFailure } from "./use-builder-messages";

/** What every step form gets from the builder. */
export type StepProps = {
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (result: SaveSectionResult) => void;
  onBack?: () => void;
  isLast: boolean;
};

/** Saves a step through the server action; a failure comes back as a catalogued code and text. */
export function useSaveSection(section: BuilderStep, onSaved: (r: SaveSectionResult) => void) {
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const save = (data: unknown) => {
    setFailure(null);
    startTransition(async () => {
      try {
        const result = await saveSectionAction({ section, data });
        if (result?.data) return onSaved(result.data);
        const server = result?.serverError as Partial<ServerFailure> | undefined;
        setFailure({ code: server?.code ?? CLIENT_ERROR_CODES.invalidRequest, message: server?.message ?? "" });
      } catch {
        setFailure({ code: CLIENT_ERROR_CODES.unexpectedError, message: "" });
      }
    });
  };
  return { save, pending, failure };
}

/** Reports the form's dirty state up to the builder's leave-page guard. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

export function SectionShell({
  heading,
  intro,
  onSubmit,
  pending,
  failure,
  isLast,
  onBack,
  notice,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  failure: ServerFailure | null;
  isLast: boolean;
  onBack?: () => void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("builder");
  const msg = useBuilderMessages();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending || undefined} aria-labelledby="builder-section-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="builder-section-heading" tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
          {heading}
        </h2>
        {intro ? <p className="mt-1 text-sm text-gray-600">{intro}</p> : null}
      </div>
      {notice}
      {failure ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="builder-error" data-code={failure.code}>
          {msg.failure(failure)}
        </Alert>
      ) : null}
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 min-[600px]:flex-row min-[600px]:justify-between">
        {onBack ? (
          <Button variant="secondary" size="sm" onClick={onBack} disabled={pending}>
            {t("actions.back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="sm" loading={pending}>
          {isLast ? t("actions.finish") : t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
