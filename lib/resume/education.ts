import { findDatePoints, findDateRanges, type DatePoint } from "./dates";
import { countryOf, isPlace } from "./places";
import type { Line } from "./sections";
import type { EducationLevel } from "./types";

/**
 * Degrees from the education section: each entry is a degree line and/or an institution line
 * with its year; the level (High School, Undergraduate, Masters, PhD — the `education-levels`
 * static list) is guessed from the degree's wording in English or French. Pure.
 */
export type EducationEntry = {
  level: EducationLevel | null;
  courseName: string | null;
  institution: string | null;
  country: string | null;
  completion: string | null;
  status: "COMPLETED" | "ON_GOING" | null;
};

const LEVELS: [EducationLevel, RegExp][] = [
  ["PHD", /(?<![\p{L}])(ph\.?\s?d\.?|doctorate|doctor of|doctorat|d\.phil)(?![\p{L}])/iu],
  [
    "MASTERS",
    /(?<![\p{L}])(master'?s?|masters|mast[èe]re|m\.\s?sc\.?|msc|m\.s\.|m\.\s?eng\.?|meng|m\.\s?tech|mtech|mba|m\.a\.|m\.phil|mphil|dea|dess|dipl[ôo]me d'ing[ée]nieur)(?![\p{L}])/iu,
  ],
  [
    "UNDERGRADUATE",
    /(?<![\p{L}])(bachelor'?s?|bachelier|licence|undergraduate|associate'?s? degree|associate of|b\.\s?sc\.?|bsc|b\.s\.|b\.a\.|b\.\s?eng\.?|beng|b\.\s?tech\.?|btech|b\.\s?comm?\.?|bcomm?|bba|b\.e\.|dut|bts|bachelor of)(?![\p{L}])/iu,
  ],
  [
    "HIGH_SCHOOL",
    /(?<![\p{L}])(high school diploma|secondary school diploma|secondary diploma|high school certificate|baccalaur[ée]at|bac s|bac es|bac l|bac pro|a-levels?|ged|dipl[ôo]me d'[ée]tudes secondaires|hsc|ssc)(?![\p{L}])/iu,
  ],
];
// Abbreviations that are also ordinary words keep their case: "BS", "BA", "MS", "MA".
// At the start of the text ("BA (Hons) Graphic Design", "MS in Physics"), never after a comma ("Boston, MA").
const CASED_LEVELS: [EducationLevel, RegExp][] = [
  ["MASTERS", /^(MS|MA|MEng)(?=\s+(?:in|of)\b|\s+\(|\s+\p{Lu}|,|\s*$)/u],
  ["UNDERGRADUATE", /^(BS|BA|BE)(?=\s+(?:in|of)\b|\s+\(|\s+\p{Lu}|,|\s*$)/u],
];

const INSTITUTION =
  /(?<![\p{L}])(university|universit[éey]|universidad|universit[äa]t|college|coll[èe]ge|institute|institut|school|[ée]cole|academy|acad[ée]mie|polytechnique|polytechnic|lyc[ée]e|iit|nit|hec|essec|insa|epita|epitech|sorbonne|c[ée]gep|conservatoire|hochschule|faculty|facult[ée]|centrale|mines|telecom|t[ée]l[ée]com)(?![\p{L}])/iu;
const ONGOING = /(?<![\p{L}])(expected|ongoing|in progress|present|current|en cours|pr[ée]vu|attendu|aujourd'hui)(?![\p{L}])/iu;

export function educationLevel(text: string): EducationLevel | null {
  for (const [level, re] of LEVELS) if (re.test(text)) return level;
  for (const [level, re] of CASED_LEVELS) if (re.test(text)) return level;
  if (/(?<![\p{L}])(high school|secondary school|lyc[ée]e)(?![\p{L}])/iu.test(text)) return "HIGH_SCHOOL";
  return null;
}

/** Names a degree (not merely a school: "Lincoln High School" is an institution). */
function isDegree(text: string): boolean {
  return LEVELS.some(([, re]) => re.test(text)) || CASED_LEVELS.some(([, re]) => re.test(text));
}

function isInstitution(text: string): boolean {
  return INSTITUTION.test(text) && (!isDegree(text) || /^(the\s+)?(university|universit[ée]|[ée]cole|institut)/iu.test(text));
}

function stripDates(text: string): string {
  let out = text;
  for (const r of findDateRanges(text).reverse()) out = out.slice(0, r.index) + out.slice(r.index + r.length);
  for (const p of findDatePoints(out).reverse()) out = out.slice(0, p.index) + out.slice(p.index + p.length);
  return out
    .replace(ONGOING, "")
    .replace(/\(\s*\)/g, "")
    .replace(/^[\s,;:|–—\-·•()]+|[\s,;:|–—\-·•(]+$/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

const SEPARATORS = /\s+[|–—·•]\s+|\s+-\s+|\s*\|\s*/u;

type Block = { degree: string | null; institution: string | null; place: string | null; years: DatePoint[]; ongoing: boolean; other: string[] };

function emptyBlock(): Block {
  return { degree: null, institution: null, place: null, years: [], ongoing: false, other: [] };
}

export function extractEducation(lines: readonly Line[], now = new Date()): EducationEntry[] {
  const blocks: Block[] = [];
  let current = emptyBlock();
  const flush = () => {
    if (current.degree || current.institution) blocks.push(current);
    current = emptyBlock();
  };
  for (const line of lines) {
    // Sentences (coursework, thesis abstracts) never start an entry.
    const sentence = line.bullet || line.text.split(/\s+/).length > 16;
    const ranges = findDateRanges(line.text, now);
    const years = ranges.length ? ranges.map((r) => r.to ?? r.from) : findDatePoints(line.text, now).map((p) => p.point);
    const ongoing = ONGOING.test(line.text) || ranges.some((r) => r.current);
    const pieces = sentence ? [] : line.text.split(SEPARATORS).map(stripDates).filter(Boolean);
    for (const raw of pieces) {
      let piece = raw;
      const comma = piece.lastIndexOf(", ");
      if (comma > 0 && isPlace(piece.slice(comma + 2))) {
        current.place ??= piece.slice(comma + 2);
        piece = piece.slice(0, comma).trim();
      }
      if (isPlace(piece)) {
        current.place ??= piece;
      } else if (isDegree(piece)) {
        if (current.degree) flush();
        current.degree = piece;
      } else if (isInstitution(piece)) {
        if (current.institution) flush();
        current.institution = piece;
      } else {
        current.other.push(piece);
      }
    }
    if ((years.length || ongoing) && (current.degree || current.institution)) {
      current.years.push(...years);
      current.ongoing ||= ongoing;
    }
  }
  flush();

  return blocks.map((b) => {
    const end = b.years.length ? b.years.reduce((a, y) => (y.year > a.year ? y : a)) : null;
    const ongoing = b.ongoing || (end !== null && (end.year > now.getFullYear() || (end.year === now.getFullYear() && (end.month ?? 12) > now.getMonth() + 1)));
    return {
      level: educationLevel(b.degree ?? "") ?? educationLevel(b.institution ?? ""),
      courseName: b.degree,
      // A school whose name has no school word ("IAE Bordeaux") is the short name beside the degree.
      institution: b.institution ?? (b.degree ? (b.other.find((o) => o.split(/\s+/).length <= 8 && !/[\d:]/.test(o) && /^\p{Lu}/u.test(o)) ?? null) : null),
      country: countryOf([b.place, b.institution].filter(Boolean).join(", ")),
      completion: end ? String(end.year) : null,
      status: end || b.ongoing ? (ongoing ? "ON_GOING" : "COMPLETED") : null,
    };
  });
}
