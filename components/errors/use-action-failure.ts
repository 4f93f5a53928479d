"use client";

import { useTranslations } from "next-intl";
import { resolveErrorText } from "@/lib/errors/messages";

type SafeResult = { data?: unknown; serverError?: unknown; validationErrors?: unknown } | undefined;

/**
 * The text for a failed server action (a next-safe-action result) in the reader's language: the
 * code's `text_response_{code}` (10078, 10333, 10336 …), 10001 for refused input, else the generic
 * one. The one failure hook of every screen that calls actions.
 */
export function useActionFailure(): (result: SafeResult) => string {
  const t = useTranslations("errors");
  return (result) => {
    if (result?.serverError) return resolveErrorText(t, result.serverError) || t("text_response_10000");
    if (result?.validationErrors) return t("text_response_10001");
    return t("text_response_10000");
  };
}
