"use client";

import { useTranslations } from "next-intl";
import { authMessageKey } from "@/lib/auth/rules";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";

/** What a recovery action can answer when it fails (next-safe-action's result, loosely). */
export type ActionFailure = {
  serverError?: { code: number; message: string };
  validationErrors?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> };
};

/**
 * Texts for recovery forms: schema messages (the spec's English) shown in the user's language,
 * and a failed action's code shown as its `text_response_{code}`. A validation failure (10001)
 * carries the spec text of its first field, which reads better than the generic 10001 text.
 */
export function useRecoveryTexts() {
  const tAuth = useTranslations("auth");
  const tErrors = useTranslations("errors");

  const fieldText = (message: string | undefined) => {
    const key = authMessageKey(message);
    return key ? tAuth(`validation.${key}`) : message;
  };

  const failureText = (failure: ActionFailure): string => {
    const server = failure.serverError;
    if (server) {
      const key = server.code === ERROR_CODES.invalidRequest ? authMessageKey(server.message) : undefined;
      if (key) return tAuth(`validation.${key}`);
      return resolveErrorText(tErrors, server) || tErrors("text_response_10000");
    }
    const first = failure.validationErrors?.formErrors?.[0] ?? Object.values(failure.validationErrors?.fieldErrors ?? {}).find((v) => v?.length)?.[0];
    return fieldText(first) || tErrors("text_response_10001");
  };

  return { fieldText, failureText };
}
