"use client";

import { useTranslations } from "next-intl";
import { CLIENT_ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { profileMessageKey } from "@/lib/profiles/messages";

export type ServerFailure = { code: number; message: string };

/**
 * Schema texts are the English spec wording (lib/profiles/messages.ts); these show them in the
 * reader's language, and server failures as `text_response_{code}`.
 */
export function useBuilderMessages() {
  const t = useTranslations("builder");
  const tErrors = useTranslations("errors");
  const field = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = profileMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
  const failure = (f: ServerFailure | null | undefined): string => {
    if (!f) return "";
    if (f.code === CLIENT_ERROR_CODES.invalidRequest && profileMessageKey(f.message)) return field(f.message) ?? "";
    return resolveErrorText(tErrors, f) || tErrors("text_response_10000");
  };
  return { field, failure };
}
