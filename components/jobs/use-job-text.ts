"use client";

import { useTranslations } from "next-intl";
import { resolveErrorText } from "@/lib/errors/messages";
import { jobMessageKey } from "@/lib/jobs/schemas";

/** Schema messages are the spec's English texts; this shows them in the user's language. */
export function useJobMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations("jobs");
  return (message) => {
    const key = jobMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}

/** The text for a failed action: its code's text, or the generic one when the code has none. */
export function useActionFailure(): (serverError: unknown) => string {
  const tErrors = useTranslations("errors");
  return (serverError) => resolveErrorText(tErrors, serverError ?? { code: 10000 }) || tErrors("text_response_10000");
}
