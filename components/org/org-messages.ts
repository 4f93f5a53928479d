"use client";

import { useTranslations } from "next-intl";
import { authMessageKey } from "@/lib/auth/rules";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { resolveErrorText } from "@/lib/errors/messages";
import { orgMessageKey } from "@/lib/org/limits";

export type ServerFailure = { code: number; message: string };

/** What a next-safe-action result boils down to for these screens. */
export type ActionOutcome<T> =
  | { kind: "ok"; data: T }
  | { kind: "invalid"; fields: Record<string, string>; form?: string }
  | { kind: "failed"; failure: ServerFailure };

type SafeActionResult = { data?: unknown; serverError?: unknown; validationErrors?: unknown };

export function outcomeOf<R extends SafeActionResult>(result: R | undefined): ActionOutcome<NonNullable<R["data"]>> {
  if (result && result.data !== undefined && result.data !== null) return { kind: "ok", data: result.data as NonNullable<R["data"]> };
  const v = result?.validationErrors as { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> } | undefined;
  if (v) {
    const fields: Record<string, string> = {};
    for (const [k, list] of Object.entries(v.fieldErrors ?? {})) if (list?.[0]) fields[k] = list[0];
    return { kind: "invalid", fields, form: v.formErrors?.[0] };
  }
  const server = result?.serverError as Partial<ServerFailure> | undefined;
  return { kind: "failed", failure: { code: server?.code ?? ERROR_CODES.unexpectedError, message: server?.message ?? "" } };
}

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
