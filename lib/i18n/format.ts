import type { Locale } from "./config";

/**
 * Spec §9 formats: date DD MMM YYYY, time hh:mm A, weekday dddd (written in date-fns tokens; the
 * formatting itself is the platform's Intl, so client components ship no date library —
 * tests/unit/i18n-format-intl.test.ts keeps the output identical to date-fns-tz's).
 */
export const DATE_FORMAT = "dd MMM yyyy";
export const TIME_FORMAT = "hh:mm a";
export const WEEKDAY_FORMAT = "EEEE";
export const DEFAULT_TIMEZONE = "America/Detroit";

const INTL_LOCALES: Record<Locale, string> = { en: "en-US", fr: "fr-FR" };

type DateInput = Date | string | number;

function toDate(d: DateInput): Date | null {
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(date: Date, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? "en-US", { ...options, timeZone });
    formatters.set(key, f);
  }
  return Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
}

function zone(timeZone: string): string {
  return timeZone || DEFAULT_TIMEZONE;
}

export const formatDate = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE): string => {
  const date = toDate(d);
  if (!date) return "";
  const p = parts(date, locale, zone(tz), { day: "2-digit", month: "short", year: "numeric" });
  return `${p.day} ${p.month} ${p.year.padStart(4, "0")}`;
};

/** hh:mm A: the meridiem is upper case in every locale, as the spec writes it. */
export const formatTime = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE): string => {
  const date = toDate(d);
  if (!date) return "";
  const p = parts(date, locale, zone(tz), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const hour = Number(p.hour) % 24;
  return `${String(hour % 12 || 12).padStart(2, "0")}:${p.minute} ${hour < 12 ? "AM" : "PM"}`;
};

export const formatWeekday = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE): string => {
  const date = toDate(d);
  if (!date) return "";
  return parts(date, locale, zone(tz), { weekday: "long" }).weekday;
};

export type DurationLabels = { yr: string; yrs: string; mo: string; mos: string; notSpecified: string };

export const DURATION_LABELS: Record<Locale, DurationLabels> = {
  en: { yr: "yr", yrs: "yrs", mo: "mo", mos: "mos", notSpecified: "Years not specified" },
  fr: { yr: "an", yrs: "ans", mo: "mois", mos: "mois", notSpecified: "Années non précisées" },
};

/** 1 → yr/mo, anything else → yrs/mos; missing values give the years-not-specified text. */
export function formatYearsMonths(years: number | null | undefined, months: number | null | undefined, locale: Locale = "en"): string {
  const l = DURATION_LABELS[locale];
  const y = Number.isFinite(years) ? Math.max(0, Math.trunc(years as number)) : null;
  const m = Number.isFinite(months) ? Math.max(0, Math.trunc(months as number)) : null;
  if (y === null && m === null) return l.notSpecified;
  const parts: string[] = [];
  if (y !== null && (y > 0 || !m)) parts.push(`${y} ${y === 1 ? l.yr : l.yrs}`);
  if (m !== null && m > 0) parts.push(`${m} ${m === 1 ? l.mo : l.mos}`);
  return parts.join(" ");
}
