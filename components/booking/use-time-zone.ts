"use client";
import { useSyncExternalStore } from "react";

/** The header chip's storage key (components/shell/timezone-chip.tsx TIMEZONE_KEY; spec §7). Not imported: the chip's module renders shell texts. */
const TIMEZONE_KEY = "timezone";

/** The viewer's zone as the header's chip shows it: local storage `timezone`, else the company's. */
export function useViewerTimeZone(companyTimeZone: string): string {
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
  if (stored) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: stored });
      return stored;
    } catch {
      // An unknown zone in storage: fall back to the company's.
    }
  }
  return companyTimeZone;
}

/** Slots grouped by calendar day in a zone, days and slots in time order. */
export function groupByDay<T extends { startsAt: string }>(slots: readonly T[], timeZone: string, locale: string): { key: string; label: string; slots: T[] }[] {
  const keyFmt = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const labelFmt = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const days = new Map<string, { key: string; label: string; slots: T[] }>();
  for (const s of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const d = new Date(s.startsAt);
    const key = keyFmt.format(d);
    if (!days.has(key)) days.set(key, { key, label: labelFmt.format(d), slots: [] });
    days.get(key)!.slots.push(s);
  }
  return [...days.values()];
}

export function formatWhen(startsAt: string, endsAt: string, timeZone: string, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(startsAt));
  const t = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  return `${day}, ${t.format(new Date(startsAt))} – ${t.format(new Date(endsAt))}`;
}
