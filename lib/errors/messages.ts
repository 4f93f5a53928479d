import type { ApiError } from "@/lib/http/client";

/**
 * The part of a next-intl translator (scoped to the `errors` namespace) these helpers need.
 * Structural, so that `useTranslations("errors")`, `getTranslations("errors")` and
 * `createTranslator(...)` all fit, and tests can pass a plain function.
 */
export type ErrorTranslator = {
  (key: string): string;
  has?: (key: string) => boolean;
};

export function errorTextKey(code: number | string): string {
  return `text_response_${code}`;
}

/** A code carried by an error-like value: AppError, ApiError, a `{ code }` action result, or a numeric string. */
export function errorCodeOf(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  const raw = (err as { code: unknown }).code;
  const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof n === "number" && Number.isInteger(n) ? n : undefined;
}

/**
 * Looks a message up without ever showing its key: next-intl's default fallback is
 * `namespace.key`, and the spec says a missing code text gives nothing.
 */
function lookup(t: ErrorTranslator, key: string): string {
  if (t.has && !t.has(key)) return "";
  const text = t(key);
  if (!text || text === key || text.endsWith(`.${key}`)) return "";
  return text;
}

/**
 * Spec 1 §8: the text comes from the code lookup when the error has a code (a missing key gives
 * nothing, i.e. ""), otherwise from the error's own message.
 */
export function resolveErrorText(t: ErrorTranslator, err: unknown): string {
  const code = errorCodeOf(err);
  if (code !== undefined) return lookup(t, errorTextKey(code));
  if (typeof err === "string") return err;
  if (typeof err === "object" && err !== null && "message" in err) {
    const message = (err as { message: unknown }).message;
    return typeof message === "string" ? message : "";
  }
  return "";
}

/**
 * What to show for a failed `lib/http/client` call. A coded 4xx shows its `text_response_{code}`;
 * so does a 401 on the login page (no redirect happened, so "session expired" would be wrong for
 * a bad password). Everything else shows the spec's client text for its kind. Unlike
 * `resolveErrorText`, a code without text falls back to the client text: a toast should not be blank.
 */
export function clientErrorText(t: ErrorTranslator, err: Pick<ApiError, "kind" | "code" | "messageKey" | "redirected">): string {
  const useCode = err.code !== undefined && (err.kind === "api" || (err.kind === "sessionExpired" && !err.redirected));
  const fromCode = useCode ? lookup(t, errorTextKey(err.code!)) : "";
  return fromCode || lookup(t, err.messageKey);
}
