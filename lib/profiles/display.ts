import { STATIC_DATA, type StaticDataSlug } from "@/lib/catalogue/data";
import { formatDate } from "@/lib/i18n/format";
import { countryName, isCountryCode } from "./location/data";
import { MARRIED, monthIndex, totalExperience, type YearMonth } from "./rules";
import type { StoredEducationItem, StoredExperienceItem, StoredImmigration, TalentProfileView } from "./types";

/**
 * Pure display helpers shared by the profile views (web) and the profile documents (PDF, Word):
 * labels of stored values, flags, dates, the order of entries. No I/O, no React.
 */

export type DisplayLocale = "en" | "fr";

/** The label of a stored static-data value in the reader's language; unknown values show as stored. */
export function optionLabel(slug: StaticDataSlug, value: string | null | undefined, locale: DisplayLocale | string): string {
  if (!value) return "";
  const entry = STATIC_DATA[slug].find((e) => e.value === value);
  if (!entry) return value;
  return locale === "fr" ? entry.fr : entry.en;
}

/**
 * The flag of a country as its emoji (two regional-indicator letters), or null for a code that is
 * not an ISO country: callers then show their fallback. No image host is involved (decision D27).
 */
export function flagEmoji(countryCode: string | null | undefined): string | null {
  const code = (countryCode ?? "").toUpperCase();
  if (!isCountryCode(code)) return null;
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export function countryLabel(code: string | null | undefined, locale: DisplayLocale | string): string {
  if (!code) return "";
  return isCountryCode(code.toUpperCase()) ? countryName(code.toUpperCase(), locale) : code;
}

const MONTH_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "Jan 2018" / "janv. 2018". */
export function formatYearMonth(d: YearMonth | null | undefined, locale: DisplayLocale | string): string {
  if (!d || !Number.isInteger(d.year) || !Number.isInteger(d.month)) return "";
  let f = MONTH_FORMATS.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
    MONTH_FORMATS.set(locale, f);
  }
  return f.format(new Date(Date.UTC(d.year, d.month - 1, 1)));
}

/** Spec §4.4: a current experience shows the word for present instead of an end date. */
export function experienceRange(e: Pick<StoredExperienceItem, "from" | "to" | "current">, locale: DisplayLocale | string, presentWord: string): string {
  const from = formatYearMonth(e.from, locale);
  const to = e.current ? presentWord : formatYearMonth(e.to, locale);
  return [from, to].filter(Boolean).join(" – ");
}

/** How long one job lasted (both end months count, a current job runs to this month). */
export function experienceDuration(e: Pick<StoredExperienceItem, "from" | "to" | "current">, now: Date = new Date()): { years: number; months: number } {
  const t = totalExperience([{ from: e.from, to: e.to, current: e.current }], now);
  return { years: t.years, months: t.months };
}

/** Current jobs first, then the most recent start first. */
export function sortedExperience<T extends Pick<StoredExperienceItem, "from" | "current">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Number(b.current) - Number(a.current) || monthIndex(b.from) - monthIndex(a.from));
}

/** Education by level, the highest first (PhD → High School), each group newest first. */
export function educationGroups(grouped: Record<string, StoredEducationItem[]> | null | undefined): { level: string; items: StoredEducationItem[] }[] {
  if (!grouped) return [];
  const order = STATIC_DATA["education-levels"].map((e) => e.value);
  const rank = (l: string) => (order.includes(l) ? order.indexOf(l) : order.length);
  return Object.entries(grouped)
    .filter(([, items]) => Array.isArray(items) && items.length > 0)
    .sort(([a], [b]) => rank(b) - rank(a))
    .map(([level, items]) => ({ level, items: [...items].sort((x, y) => (y.completion ?? 0) - (x.completion ?? 0)) }));
}

/** Stacks grouped by category in the catalogue's category order, most experienced first. */
export function stackGroups(stacks: Record<string, { technology: string; experience: number }[]> | null | undefined): { category: string; items: { technology: string; experience: number }[] }[] {
  if (!stacks) return [];
  const order = STATIC_DATA["skill-categories"].map((e) => e.value);
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return Object.entries(stacks)
    .filter(([, items]) => Array.isArray(items) && items.length > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, items]) => ({ category, items: [...items].sort((x, y) => y.experience - x.experience) }));
}

/** First, middle and last names joined, without the gaps of missing parts. */
export function personName(p: { firstName?: string | null; middleName?: string | null; lastName?: string | null }): string {
  return [p.firstName, p.middleName, p.lastName]
    .map((s) => (s ?? "").trim())
    .filter(Boolean)
    .join(" ");
}

/** The headline role: the designation/role of the expertise step, else the current (or latest) job's. */
export function designationOf(profile: Pick<TalentProfileView, "expertise" | "workExperience">): string {
  if (profile.expertise.speciality) return profile.expertise.speciality;
  return sortedExperience(profile.workExperience.experience)[0]?.designation.label ?? "";
}

/** The place as people read it: the provider's label, else locality, state and country. */
export function placeLabel(p: { label?: string; formattedAddress?: string; locality?: string; state?: string; country?: string } | null | undefined): string {
  if (!p) return "";
  return p.label || p.formattedAddress || [p.locality, p.state, p.country].filter(Boolean).join(", ");
}

const EMPTY_APPLICATION = { applicationDate: "", applicationCountry: "", applicationStatus: "" };

function blankApplication(a: StoredImmigration["applicationDetails"] | null | undefined): boolean {
  return !a || (Object.keys(EMPTY_APPLICATION) as (keyof typeof EMPTY_APPLICATION)[]).every((k) => !a[k]);
}

/**
 * Spec §4.4: the immigration section shows only when its data differs from the empty default (what
 * the builder saves when the talent answers nothing).
 */
export function isEmptyImmigration(i: StoredImmigration | null | undefined): boolean {
  if (!i) return true;
  const spouseBlank = !i.spouse || Object.values(i.spouse).every((v) => !v);
  const spouseEducation = i.spouseEducation ? Object.values(i.spouseEducation.groupedEducation ?? {}).some((l) => l.length > 0) : false;
  return (
    !i.dob &&
    !i.maritalStatus &&
    (i.dependents === null || i.dependents === undefined) &&
    !i.citizenship &&
    !i.remoteWork &&
    !i.validDocument &&
    (i.checkLists ?? []).length === 0 &&
    blankApplication(i.applicationDetails) &&
    spouseBlank &&
    blankApplication(i.spouseApplicationDetails) &&
    !spouseEducation
  );
}

/** Spec §4.4: spouse education shows only when the marital status is married. */
export function isMarried(i: Pick<StoredImmigration, "maritalStatus"> | null | undefined): boolean {
  return i?.maritalStatus === MARRIED;
}

/** An ISO date (YYYY-MM-DD) as the spec's DD MMM YYYY, read in UTC so the day never shifts. */
export function formatIsoDate(iso: string | null | undefined, locale: DisplayLocale | string): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "";
  return formatDate(`${iso}T00:00:00Z`, locale === "fr" ? "fr" : "en", "UTC");
}
