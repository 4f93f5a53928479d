"use client";

import { useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { canRephrase } from "@/lib/ai/rules";
import { clientErrorText } from "@/lib/errors/messages";
import { createApiClient, isApiError, type ApiClient } from "@/lib/http/client";

export const REPHRASE_PATH = "/api/rephrase";
export const REPHRASE_STATUS_PATH = "/api/rephrase/status";
const NOT_CONFIGURED_CODE = 10028;

export type RephraseButtonProps = {
  /** The field's current text. */
  value: string;
  /** Receives the rephrased text (and the original again on undo). */
  onChange: (text: string) => void;
  /** The field's label, for the button's accessible name ("Rephrase Summary"). */
  fieldLabel?: string;
  disabled?: boolean;
  api?: ApiClient;
};

type Note = { tone: "error" | "info"; text: string } | null;

/**
 * Spec §7 `POST rephrase`: rewrites a text field through the configured AI provider. It never
 * invents output: when no provider is configured the button says so (GET /api/rephrase/status,
 * or the 10028 answer), and a failure shows "Error in rephrasing text". The replaced text can be
 * restored with Undo.
 */
export function RephraseButton({ value, onChange, fieldLabel, disabled = false, api }: RephraseButtonProps) {
  const t = useTranslations("rephrase");
  const te = useTranslations("errors");
  const client = useMemo(() => api ?? createApiClient({ baseUrl: "" }), [api]);
  const noteId = useId();
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const [previous, setPrevious] = useState<string | null>(null);
  const status = useQuery({
    queryKey: ["rephrase", "status"],
    queryFn: ({ signal }) => client.get<{ configured: boolean }>(REPHRASE_STATUS_PATH, { signal }),
    staleTime: 5 * 60_000,
  });
  const notConfigured = status.data?.configured === false;

  async function rephrase() {
    setPrevious(null);
    if (notConfigured) return setNote({ tone: "info", text: t("notConfigured") });
    if (!canRephrase(value)) return setNote({ tone: "error", text: t("tooShort") });
    setBusy(true);
    setNote(null);
    try {
      const out = await client.post<{ texts: string[] }>(REPHRASE_PATH, { texts: [value] });
      const text = out?.texts?.[0];
      if (typeof text !== "string" || !text) throw new Error("no text");
      setPrevious(value);
      onChange(text);
      setNote({ tone: "info", text: t("done") });
    } catch (e) {
      if (isApiError(e) && e.redirected) return;
      if (isApiError(e) && e.code === NOT_CONFIGURED_CODE) setNote({ tone: "info", text: t("notConfigured") });
      else if (isApiError(e) && e.status === 422) setNote({ tone: "error", text: te("other.rephraseFailed") });
      else setNote({ tone: "error", text: isApiError(e) ? clientErrorText(te, e) : te("other.rephraseFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-2">
        {previous !== null ? (
          <Button
            variant="ghost"
            size="xs"
            onClick={() => {
              onChange(previous);
              setPrevious(null);
              setNote(null);
            }}
          >
            {t("undo")}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="xs"
          loading={busy}
          disabled={disabled}
          // Focusable even when not configured, so keyboard users can reach the explanation.
          aria-disabled={notConfigured || undefined}
          aria-describedby={note ? noteId : undefined}
          aria-label={fieldLabel ? t("buttonFor", { field: fieldLabel }) : undefined}
          className={notConfigured ? "opacity-60" : undefined}
          onClick={() => void rephrase()}
        >
          {busy ? t("working") : t("button")}
        </Button>
      </div>
      {note ? (
        <p id={noteId} role={note.tone === "error" ? "alert" : "status"} className={`text-xs ${note.tone === "error" ? "text-red-700" : "text-[var(--color-muted)]"}`}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
