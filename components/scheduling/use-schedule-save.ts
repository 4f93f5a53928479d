"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { dayRangesValid } from "@/lib/interviews/day-ranges";
import type { WeekRanges } from "./minutes";

export type SaveNotice = { variant: "success" | "danger"; text: string; code?: number };
type SafeResult = { data?: unknown; serverError?: unknown; validationErrors?: unknown } | undefined;

/** The weekdays whose ranges overlap or are out of order, with the text to show under each. */
export function weekRangeErrors(week: WeekRanges, text: string): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  week.forEach((ranges, weekday) => {
    if (!dayRangesValid(ranges)) errors[weekday] = text;
  });
  return errors;
}

/**
 * The save flow the two scheduling screens share (my availability, business hours): refuse with
 * "fix the errors" when the form's own checks failed, else run the action and show "saved" (and
 * refresh the server data) or the failure's catalogued text with its code.
 */
export function useScheduleSave() {
  const t = useTranslations("scheduling");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [notice, setNotice] = useState<SaveNotice | null>(null);

  async function submit(hasErrors: boolean, run: () => Promise<SafeResult>): Promise<void> {
    setNotice(null);
    if (hasErrors) {
      setNotice({ variant: "danger", text: t("fixErrors") });
      return;
    }
    const result = await run();
    if (result?.data) {
      setNotice({ variant: "success", text: t("saved") });
      router.refresh();
    } else if (result?.validationErrors) {
      setNotice({ variant: "danger", text: tErrors("text_response_10001"), code: ERROR_CODES.invalidRequest });
    } else {
      const failure = result?.serverError as { code?: number; message?: string } | undefined;
      const code = failure?.code ?? ERROR_CODES.unexpectedError;
      setNotice({ variant: "danger", text: resolveErrorText(tErrors, { code, message: failure?.message ?? "" }) || tErrors("text_response_10000"), code });
    }
  }

  return { notice, dismiss: () => setNotice(null), submit };
}
