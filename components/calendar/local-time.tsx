"use client";
import { useSyncExternalStore } from "react";
import { storedZone, subscribeStoredZone } from "./stored-zone";
import { formatDate, formatTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/config";

/**
 * A date and time (spec §9: DD MMM YYYY hh:mm A) in the viewer's zone: local storage `timezone`
 * (the header chip's), else the company's. The server renders the company's zone; the browser
 * switches to the stored one after hydration. No date library: the platform's Intl.
 */
export function LocalTime({ iso, locale, companyTimezone, withZone = false }: { iso: string; locale: Locale; companyTimezone: string; withZone?: boolean }) {
  const stored = useSyncExternalStore(subscribeStoredZone, storedZone, () => null);
  const tz = stored ?? companyTimezone;
  return (
    <time dateTime={iso} data-timezone={tz}>
      {formatDate(iso, locale, tz)} {formatTime(iso, locale, tz)}
      {withZone ? <span className="text-[var(--color-muted)]"> ({tz})</span> : null}
    </time>
  );
}
