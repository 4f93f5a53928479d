/**
 * Date ranges as resumes write them, in English and French: "Jan 2020 – Present",
 * "2018-2021", "03/2019 - 06/2022", "2019.03 – 2021.11", "Sept. '16 to Aug. '18",
 * "janv. 2019 – aujourd'hui", "depuis mars 2021", "Since 2021". Pure functions.
 */
export type DatePoint = { year: number; month: number | null };

export type DateRange = {
  from: DatePoint;
  to: DatePoint | null;
  current: boolean;
  /** Where the range sits in the searched string. */
  index: number;
  length: number;
};

const MONTHS: Record<string, number> = {};
const MONTH_WORDS: [number, string[]][] = [
  [1, ["january", "jan", "janv", "janvier"]],
  [2, ["february", "feb", "febr", "fev", "fevr", "fevrier", "fév", "févr", "février"]],
  [3, ["march", "mar", "mars"]],
  [4, ["april", "apr", "avr", "avril"]],
  [5, ["may", "mai"]],
  [6, ["june", "jun", "juin"]],
  [7, ["july", "jul", "juil", "juillet"]],
  [8, ["august", "aug", "aou", "aout", "août"]],
  [9, ["september", "sep", "sept", "septembre"]],
  [10, ["october", "oct", "octobre"]],
  [11, ["november", "nov", "novembre"]],
  [12, ["december", "dec", "déc", "decembre", "décembre"]],
  // Seasons stand for their first month: "Summer 2016" → June.
  [3, ["spring", "printemps"]],
  [6, ["summer", "été"]],
  [9, ["fall", "autumn", "automne"]],
  [1, ["winter", "hiver"]],
];
for (const [month, words] of MONTH_WORDS) for (const w of words) MONTHS[w] = month;

const MONTH_SRC = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

// One date: "Jan 2020", "Sept. '16", "March, 2019", "03/2019", "2019.03", "2019".
const POINT_SRC = String.raw`(?:(?<![\p{L}])(?:${MONTH_SRC})(?![\p{L}])\.?\s*,?\s*(?:['’]\d{2}|\d{4})|\d{1,2}\s*[/.\-]\s*\d{4}|\d{4}\s*[/.\-]\s*\d{1,2}(?!\d)|\d{4})`;
const PRESENT_SRC = String.raw`(?:present|current(?:ly)?|now|today|ongoing|date|aujourd['’]hui|(?:à\s+)?ce\s+jour|pr[ée]sent|actuel(?:lement)?|en\s+cours|maintenant)`;
const SEPARATOR_SRC = String.raw`(?:\s*(?:–|—|-|−|~|→|->|to|until|till|through|à|au|a)\s*)`;

const RANGE_RE = new RegExp(
  String.raw`(?<![\d/.\-])(?:(?:from|de|du)\s+)?(${POINT_SRC})${SEPARATOR_SRC}(?:(${PRESENT_SRC})(?![\p{L}])|(${POINT_SRC}))(?![\d])`,
  "giu",
);
const SINCE_RE = new RegExp(String.raw`(?<![\p{L}])(?:since|depuis)\s+(?:(?:le|l['’])\s*)?(${POINT_SRC})(?![\d])`, "giu");
const POINT_RE = new RegExp(String.raw`(?<![\d/.\-])${POINT_SRC}(?![\d])`, "giu");

function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

function fullYear(raw: string, now: Date): number {
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 4) return Number(digits);
  const yy = Number(digits);
  // '16 is 2016 unless that would be in the future.
  return 2000 + yy <= now.getFullYear() + 1 ? 2000 + yy : 1900 + yy;
}

/** One date written any of the supported ways, or null. */
export function parseDatePoint(raw: string, now = new Date()): DatePoint | null {
  const s = raw.trim();
  let m = /^(\d{1,2})\s*[/.\-]\s*(\d{4})$/.exec(s);
  if (m) return valid({ year: Number(m[2]), month: Number(m[1]) }, now);
  m = /^(\d{4})\s*[/.\-]\s*(\d{1,2})$/.exec(s);
  if (m) return valid({ year: Number(m[1]), month: Number(m[2]) }, now);
  m = /^(\d{4})$/.exec(s);
  if (m) return valid({ year: Number(m[1]), month: null }, now);
  m = /^([\p{L}]+)\.?\s*,?\s*(['’]\d{2}|\d{4})$/u.exec(s);
  if (m) {
    const month = MONTHS[m[1].toLowerCase()] ?? MONTHS[stripAccents(m[1].toLowerCase())];
    if (month) return valid({ year: fullYear(m[2], now), month }, now);
  }
  return null;
}

function valid(p: DatePoint, now: Date): DatePoint | null {
  if (p.month !== null && (p.month < 1 || p.month > 12)) return null;
  // Education may end a few years ahead ("expected 2027"); nothing starts before 1950.
  if (p.year < 1950 || p.year > now.getFullYear() + 8) return null;
  return p;
}

export function compareDates(a: DatePoint, b: DatePoint): number {
  return a.year - b.year || (a.month ?? 1) - (b.month ?? 1);
}

/** Every date range in `text`, left to right; "since X" counts as X to present. */
export function findDateRanges(text: string, now = new Date()): DateRange[] {
  const out: DateRange[] = [];
  for (const m of text.matchAll(RANGE_RE)) {
    const from = parseDatePoint(m[1], now);
    if (!from) continue;
    const current = Boolean(m[2]);
    const to = current ? null : parseDatePoint(m[3], now);
    if (!current && !to) continue;
    if (to && compareDates(from, to) > 0) continue;
    out.push({ from, to, current, index: m.index, length: m[0].length });
  }
  // The ranges are in text order: one cursor walks them as the "since" matches advance.
  const ranges = out.length;
  let r = 0;
  for (const m of text.matchAll(SINCE_RE)) {
    while (r < ranges && out[r].index + out[r].length <= m.index) r += 1;
    if (r < ranges && m.index >= out[r].index) continue;
    const from = parseDatePoint(m[1], now);
    if (from) out.push({ from, to: null, current: true, index: m.index, length: m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Single dates not part of a range (education years: "2016", "June 2019"). */
export function findDatePoints(text: string, now = new Date()): { point: DatePoint; index: number; length: number }[] {
  const out: { point: DatePoint; index: number; length: number }[] = [];
  for (const m of text.matchAll(POINT_RE)) {
    const point = parseDatePoint(m[0], now);
    if (point) out.push({ point, index: m.index, length: m[0].length });
  }
  return out;
}

/** "2020-01" with a month, "2020" without. */
export function formatDatePoint(p: DatePoint | null): string | null {
  if (!p) return null;
  return p.month ? `${p.year}-${String(p.month).padStart(2, "0")}` : String(p.year);
}

/** Month index (year*12 + month-1); a year alone counts from January. */
export function monthIndex(p: DatePoint): number {
  return p.year * 12 + ((p.month ?? 1) - 1);
}

/**
 * Months covered by the ranges, overlaps counted once. A range counts its end month when it has
 * one ("Jan 2020 – Mar 2020" is 3 months); "2018 – 2021" is 36 months; present is `now`.
 */
export function totalMonths(ranges: readonly { from: DatePoint; to: DatePoint | null; current: boolean }[], now = new Date()): number {
  const nowIndex = now.getFullYear() * 12 + now.getMonth();
  const spans = ranges
    .map((r) => {
      const start = monthIndex(r.from);
      const end = r.current || !r.to ? nowIndex + 1 : monthIndex(r.to) + (r.to.month ? 1 : 0);
      return [start, Math.max(start, end)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, cursor);
    if (end > from) total += end - from;
    cursor = Math.max(cursor, end);
  }
  return total;
}
