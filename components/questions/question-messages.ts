"use client";

import { useTranslations } from "next-intl";
import { resolveErrorText } from "@/lib/errors/messages";
import { questionMessageKey } from "@/lib/questions/limits";

export { outcomeOf, type ActionOutcome, type ServerFailure } from "@/lib/actions/outcome";
import type { ServerFailure } from "@/lib/actions/outcome";

/**
 * Schema messages are English texts (the server answers with them); these show them in the
 * reader's language (questionBank.validation), and failures as `text_response_{code}`.
 */
export function useQuestionMessages() {
  const t = useTranslations("questionBank");
  const tErrors = useTranslations("errors");
  const field = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = questionMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
  const failure = (f: ServerFailure | null | undefined): string => {
    if (!f) return "";
    return resolveErrorText(tErrors, f) || tErrors("text_response_10000");
  };
  return { field, failure };
}
