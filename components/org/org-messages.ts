"use client";

import { useTranslations } from "next-intl";
import { authMessageKey } from "@/lib/auth/rules";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { orgMessageKey } from "@/lib/org/limits";

export { outcomeOf, type ActionOutcome, type ServerFailure } from "@/lib/actions/outcome";
import type { ServerFailure } from "@/lib/actions/outcome";

/**
 * Schema and server messages are the spec's English texts; these show them in the reader's
 * language (org.validation / auth.validation), and codes as `text_response_{code}`.
 */
export function useOrgMessages() {
  const t = useTranslations("org");
  const tAuth = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const field = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const org = orgMessageKey(message);
    if (org) return t(`validation.${org}`);
    const auth = authMessageKey(message);
    return auth ? tAuth(`validation.${auth}`) : message;
  };
  const failure = (f: ServerFailure | null | undefined): string => {
    if (!f) return "";
    if (f.code === ERROR_CODES.invalidRequest && (orgMessageKey(f.message) || authMessageKey(f.message))) return field(f.message) ?? "";
    return resolveErrorText(tErrors, f) || tErrors("text_response_10000");
  };
  return { field, failure };
}
