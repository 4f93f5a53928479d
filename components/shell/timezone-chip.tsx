"use client";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { Globe } from "lucide-react";

import { COMPANY_TIMEZONE_KEY, TIMEZONE_KEY } from "./timezone-key";

export { COMPANY_TIMEZONE_KEY, TIMEZONE_KEY };

function shortName(tz: string): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "short" }).formatToParts(new Date()).find((p) => p.type === "timeZoneName");
    return part?.value ?? tz;
  } catch {
    return tz;
  }
}

/** Spec §7: the timezone is read from local storage (`timezone`, then `company-timezone`). */
export function TimezoneChip({ companyTimezone }: { companyTimezone: string }) {
  const t = useTranslations("shell");
  useEffect(() => {
    try {
      localStorage.setItem(COMPANY_TIMEZONE_KEY, companyTimezone);
    } catch {
      // Storage can be disabled; the chip then shows the company timezone.
    }
  }, [companyTimezone]);
  const stored = useSyncExternalStore(
    (onChange) => {
      window.addEventListener("storage", onChange);
      return () => window.removeEventListener("storage", onChange);
    },
    () => {
      try {
        return localStorage.getItem(TIMEZONE_KEY);
      } catch {
        return null;
      }
    },
    () => null,
  );
  const tz = stored || companyTimezone;
  return (
    <span
      className="inline-flex h-8 items-center gap-1 rounded-full border border-[var(--color-line)] px-3 text-xs text-[var(--color-muted)] max-[600px]:hidden"
      title={`${t("timezone")}: ${tz}`}
      data-testid="timezone-chip"
    >
      <Globe aria-hidden="true" size={14} />
      <span className="sr-only">{t("timezone")}: </span>
      {shortName(tz)} · {tz}
    </span>
  );
}
