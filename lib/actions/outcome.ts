// The client-side codes only: the catalogue (every entry's texts) stays out of the pages (D80, D82).
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";

export type ServerFailure = { code: number; message: string };

export type ActionOutcome<T> =
  | { kind: "ok"; data: T }
  | { kind: "invalid"; fields: Record<string, string>; form?: string }
  | { kind: "failed"; failure: ServerFailure };

type SafeActionResult = { data?: unknown; serverError?: unknown; validationErrors?: unknown };

/** What a next-safe-action result boils down to for a screen (the org and question-bank screens share it). */
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
