import { formatInTimeZone } from "date-fns-tz";
import { enUS, fr } from "date-fns/locale";
import type { Locale } from "./config";

/** Spec §9 formats: date DD MMM YYYY, time hh:mm A, weekday dddd (in date-fns tokens). */
export const DATE_FORMAT = "dd MMM yyyy";
export const TIME_FORMAT = "hh:mm a";
export const WEEKDAY_FORMAT = "EEEE";
export const DEFAULT_TIMEZONE = "America/Detroit";

const DATE_LOCALES = { en: enUS, fr } as const;

type DateInput = Date | string | number;

function toDate(d: DateInput): Date | null {
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fmt(d: DateInput, pattern: string, locale: Locale, timeZone: string): string {
  const date = toDate(d);
  if (!date) return "";
  return formatInTimeZone(date, timeZone || DEFAULT_TIMEZONE, pattern, { locale: DATE_LOCALES[locale] });
}

export const formatDate = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE) => fmt(d, DATE_FORMAT, locale, tz);
/** hh:mm A: the meridiem is upper case in every locale, as the spec writes it. */
export const formatTime = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE) => fmt(d, TIME_FORMAT, locale, tz).toUpperCase();
export const formatWeekday = (d: DateInput, locale: Locale = "en", tz = DEFAULT_TIMEZONE) => fmt(d, WEEKDAY_FORMAT, locale, tz);

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
