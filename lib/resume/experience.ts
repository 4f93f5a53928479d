import { findDateRanges, formatDatePoint, type DateRange } from "./dates";
import { countryOf, isPlace } from "./places";
import type { Line } from "./sections";

/**
 * Employers from the experience section. Each role is anchored on its date range; its heading
 * (designation, company, place) is the rest of that line plus the short lines next to it —
 * before the dates or after them, whichever way the resume is laid out — and its
 * responsibilities are the lines up to the next role's heading. Pure.
 */
export type ExperienceEntry = {
  designation: string | null;
  company: string | null;
  country: string | null;
  range: DateRange;
  from: string | null;
  to: string | null;
  current: boolean;
  /** Indexes into the given lines that belong to this role (heading and responsibilities). */
  lineIndexes: number[];
  responsibilities: string;
};

const TITLE_WORDS =
  /(?<![\p{L}])(engineer|engineers|developer|programmer|manager|analyst|designer|consultant|lead|architect|intern|scientist|administrator|specialist|director|officer|coordinator|technician|tester|head|vp|vice president|cto|ceo|cio|founder|co-founder|associate|assistant|owner|president|principal|sre|devops|qa|representative|researcher|professor|lecturer|teacher|accountant|strategist|scrum master|ing[ée]nieure?|d[ée]veloppeu(?:r|se)|chef|cheffe|responsable|directeur|directrice|analyste|stagiaire|alternante?|technicien(?:ne)?|architecte|consultante|charg[ée]e?|concepteur|conceptrice|administrat(?:eur|rice)|testeu(?:r|se))(?![\p{L}])/iu;
const COMPANY_WORDS =
  /(?<![\p{L}])(inc|llc|llp|ltd|limited|corp|corporation|company|gmbh|ag|sa|sas|sarl|srl|bv|plc|pvt|group|groupe|technologies|technology|solutions|systems|labs|software|consulting|partners|bank|banque|studio|studios|agency|agence|services|health|insurance|assurances?|university|universit[ée]|hospital|h[ôo]pital|capital|ventures|networks|media|foods|motors|airlines|energy)(?![\p{L}])\.?/iu;

const SEPARATORS = /\s+[|–—·•]\s+|\s+-\s+|\s*\|\s*|\s+@\s+|\s+at\s+|\s+chez\s+|\s+pour\s+/u;

function clean(s: string): string {
  return s
    .replace(/^[\s,;:|–—\-·•()]+|[\s,;:|–—\-·•(]+$/gu, "")
    .replace(/\(\s*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A short line that can be part of a role's heading (not a sentence, not a bullet). */
function headerish(line: Line | undefined): boolean {
  if (!line || line.bullet) return false;
  const t = line.text;
  const words = t.split(/\s+/).length;
  // A full stop ends a sentence, unless it ends an abbreviation ("Fluxon Analytics Pvt. Ltd.").
  const abbreviation = /(?<![\p{L}])(?:ltd|inc|co|corp|llc|plc|pty|pvt|gmbh|jr|sr|st)\.$|(?<![\p{L}])(?:\p{L}\.){2,3}$/iu;
  const sentenceEnd = /[;!]$/.test(t) || (/\.$/.test(t) && !abbreviation.test(t));
  return words <= 12 && t.length <= 100 && !sentenceEnd && !/^\p{Ll}/u.test(t);
}

type Parts = { texts: string[]; place: string | null };

/** Splits heading text into role/company pieces and a place ("Acme Corp, Toronto, ON" → "Acme Corp" + "Toronto, ON"). */
function splitHeading(text: string): Parts {
  const out: Parts = { texts: [], place: null };
  for (const raw of text.split(SEPARATORS)) {
    let piece = clean(raw.replace(/\(([^)]*)\)/g, (all, inner: string) => (isPlace(inner) ? ((out.place ??= inner), "") : all)));
    if (!piece) continue;
    if (isPlace(piece)) {
      out.place ??= piece;
      continue;
    }
    const comma = piece.indexOf(", ");
    if (comma > 0 && isPlace(piece.slice(comma + 2))) {
      out.place ??= piece.slice(comma + 2);
      piece = clean(piece.slice(0, comma));
    }
    if (piece) out.texts.push(piece);
  }
  return out;
}

function assignRoles(texts: string[]): { designation: string | null; company: string | null } {
  if (!texts.length) return { designation: null, company: null };
  const isTitle = (t: string) => TITLE_WORDS.test(t) && !COMPANY_WORDS.test(t);
  const isCompany = (t: string) => COMPANY_WORDS.test(t) && !TITLE_WORDS.test(t);
  let designation = texts.find(isTitle) ?? null;
  let company = texts.find((t) => t !== designation && isCompany(t)) ?? null;
  const rest = texts.filter((t) => t !== designation && t !== company);
  if (texts.length === 1) return TITLE_WORDS.test(texts[0]) ? { designation: texts[0], company: null } : { designation: null, company: texts[0] };
  if (!designation) designation = rest.shift() ?? null;
  if (!company) company = rest.shift() ?? null;
  return { designation, company };
}

function removeRange(text: string, range: DateRange): string {
  return clean(text.slice(0, range.index) + " " + text.slice(range.index + range.length));
}

export function extractExperience(lines: readonly Line[], now = new Date()): ExperienceEntry[] {
  const anchors: { i: number; range: DateRange; residual: string }[] = [];
  lines.forEach((line, i) => {
    if (line.bullet) return;
    const range = findDateRanges(line.text, now)[0];
    if (!range) return;
    const residual = removeRange(line.text, range);
    // A sentence that merely mentions years ("Led the 2019–2020 migration.") is not a role's heading.
    if (residual && !headerish({ ...line, text: residual })) return;
    anchors.push({ i, range, residual });
  });
  if (!anchors.length) return [];

  const partsOf = (i: number) => splitHeading(lines[i].text);
  const enough = (parts: Parts[]) => parts.reduce((n, p) => n + p.texts.length, 0) >= 2;

  // Headings sit before their dates or after them, the same way for the whole section: the roles vote.
  const isAnchor = new Set(anchors.map((a) => a.i));
  let before = 0;
  let after = 0;
  for (const a of anchors) {
    if (splitHeading(a.residual).texts.length >= 2) continue;
    if (a.i > 0 && !isAnchor.has(a.i - 1) && headerish(lines[a.i - 1])) before += 1;
    if (!isAnchor.has(a.i + 1) && headerish(lines[a.i + 1])) after += 1;
  }
  const headingsBefore = before >= after;

  const used = new Set(anchors.map((a) => a.i));
  const headings: number[][] = [];
  anchors.forEach((a, k) => {
    const own = a.residual ? [splitHeading(a.residual)] : [];
    const taken: number[] = [];
    if (headingsBefore) {
      const floor = k > 0 ? anchors[k - 1].i + 1 : 0;
      for (let j = a.i - 1; j >= floor && taken.length < 3 && !enough([...own, ...taken.map(partsOf)]); j--) {
        if (used.has(j) || !headerish(lines[j])) break;
        taken.unshift(j);
      }
    } else {
      const ceiling = k + 1 < anchors.length ? anchors[k + 1].i : lines.length;
      for (let j = a.i + 1; j < ceiling && taken.length < 3 && !enough([...own, ...taken.map(partsOf)]); j++) {
        if (used.has(j) || !headerish(lines[j])) break;
        taken.push(j);
      }
    }
    for (const j of taken) used.add(j);
    headings.push(taken);
  });

  return anchors.map((a, k) => {
    const headingLines = headings[k];
    const parts = [...headingLines.filter((j) => j < a.i).map(partsOf), ...(a.residual ? [splitHeading(a.residual)] : []), ...headingLines.filter((j) => j > a.i).map(partsOf)];
    const { designation, company } = assignRoles(parts.flatMap((p) => p.texts));
    const place = parts.find((p) => p.place)?.place ?? null;
    // Responsibilities: after this role's heading, up to the next role's first heading line.
    const start = Math.max(a.i, ...headingLines) + 1;
    const nextStart = k + 1 < anchors.length ? Math.min(anchors[k + 1].i, ...headings[k + 1]) : lines.length;
    const body: number[] = [];
    for (let j = start; j < nextStart; j++) if (!used.has(j)) body.push(j);
    return {
      designation,
      company,
      country: place ? countryOf(place) : null,
      range: a.range,
      from: formatDatePoint(a.range.from),
      to: formatDatePoint(a.range.to),
      current: a.range.current,
      lineIndexes: [...headingLines, a.i, ...body].sort((x, y) => x - y),
      responsibilities: body.map((j) => lines[j].text).join("\n"),
    };
  });
}
