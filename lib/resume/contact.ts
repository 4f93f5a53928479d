import type { ParsedPhone } from "./types";
import { countryOf } from "./places";
import type { Line } from "./sections";

/** E-mail, phone, links and name from a resume's lines. Pure. */

const EMAIL_RE = /(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}(?![\w-])/g;

/** Distinct addresses in order of appearance; the domain is lower-cased, the local part kept. */
export function findEmails(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of text.matchAll(EMAIL_RE)) {
    const [local, domain] = m[0].split("@");
    const email = `${local}@${domain.toLowerCase()}`;
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

// ─── phones ─────────────────────────────────────────────────────────────────────────────────

/** Dial code → country (the most populous when shared) and national number lengths. */
const DIAL_CODES: Record<string, [string, number, number]> = {
  "1": ["US", 10, 10],
  "7": ["RU", 10, 10],
  "20": ["EG", 9, 10],
  "27": ["ZA", 9, 9],
  "30": ["GR", 10, 10],
  "31": ["NL", 9, 9],
  "32": ["BE", 8, 9],
  "33": ["FR", 9, 9],
  "34": ["ES", 9, 9],
  "36": ["HU", 8, 9],
  "39": ["IT", 6, 11],
  "40": ["RO", 9, 9],
  "41": ["CH", 9, 9],
  "43": ["AT", 7, 13],
  "44": ["GB", 9, 10],
  "45": ["DK", 8, 8],
  "46": ["SE", 7, 10],
  "47": ["NO", 8, 8],
  "48": ["PL", 9, 9],
  "49": ["DE", 6, 11],
  "52": ["MX", 10, 10],
  "54": ["AR", 10, 10],
  "55": ["BR", 10, 11],
  "56": ["CL", 9, 9],
  "57": ["CO", 10, 10],
  "60": ["MY", 9, 10],
  "61": ["AU", 9, 9],
  "62": ["ID", 9, 12],
  "63": ["PH", 10, 10],
  "64": ["NZ", 8, 10],
  "65": ["SG", 8, 8],
  "66": ["TH", 9, 9],
  "81": ["JP", 10, 10],
  "82": ["KR", 9, 10],
  "84": ["VN", 9, 10],
  "86": ["CN", 11, 11],
  "90": ["TR", 10, 10],
  "91": ["IN", 10, 10],
  "92": ["PK", 10, 10],
  "94": ["LK", 9, 9],
  "212": ["MA", 9, 9],
  "213": ["DZ", 9, 9],
  "216": ["TN", 8, 8],
  "221": ["SN", 9, 9],
  "225": ["CI", 10, 10],
  "234": ["NG", 10, 10],
  "254": ["KE", 9, 9],
  "351": ["PT", 9, 9],
  "352": ["LU", 8, 11],
  "353": ["IE", 7, 9],
  "358": ["FI", 6, 10],
  "380": ["UA", 9, 9],
  "420": ["CZ", 9, 9],
  "852": ["HK", 8, 8],
  "880": ["BD", 10, 10],
  "966": ["SA", 9, 9],
  "971": ["AE", 8, 9],
  "972": ["IL", 8, 9],
  "974": ["QA", 8, 8],
};
const COUNTRY_DIAL = new Map(Object.entries(DIAL_CODES).map(([dial, [country, min, max]]) => [country, { dial, min, max }]));

const PHONE_RE = /(?<![\w/.])(?:(?:\+|00)\s?\d{1,3}[\s.\-]?)?(?:\(\s?0?\d{0,4}\s?\)[\s.\-]?)?\d[\d\s.\-]{5,16}\d(?![\w/])/g;
const PHONE_LABEL_RE = /\b(phone|tel|t[ée]l[ée]phone|t[ée]l|mobile|mob|cell|portable|gsm|whatsapp)\b/iu;
const DATE_LIKE_RE = /^\d{4}\s*[-–.\/]\s*\d{2,4}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;

/** The country a number written without dial code most likely belongs to: the one the resume's contact lines name. */
let lastHint: { text: string; country: string | null } | null = null;

function countryHint(text: string): string | null {
  // Every number of one resume asks about the same text: read it once, not once per number.
  if (lastHint?.text === text) return lastHint.country;
  let country: string | null = null;
  for (const line of text.split("\n")) {
    country = countryOf(line);
    if (country) break;
  }
  lastHint = { text, country };
  return country;
}

/** One written number → national digits plus dial code and country when they can be told. */
export function normalizePhone(raw: string, hintText = ""): ParsedPhone | null {
  // "+33 (0)6 …": the bracketed trunk 0 is not dialled from abroad.
  const cleaned = raw.replace(/\(\s*0\s*\)/g, "").trim();
  let digits = cleaned.replace(/\D/g, "");
  const international = cleaned.startsWith("+") || cleaned.startsWith("00");
  if (cleaned.startsWith("00")) digits = digits.slice(2);
  if (digits.length < 7 || digits.length > 15) return null;
  if (international) {
    for (const len of [3, 2, 1]) {
      const dial = digits.slice(0, len);
      const plan = DIAL_CODES[dial];
      if (!plan) continue;
      let national = digits.slice(len);
      if (plan[0] !== "IT") national = national.replace(/^0/, "");
      if (national.length < plan[1] || national.length > plan[2]) continue;
      const country = plan[0] === "US" && countryHint(hintText) === "CA" ? "CA" : plan[0];
      return { value: national, country, dialCode: `+${dial}` };
    }
    return { value: digits, country: null, dialCode: null };
  }
  const hint = countryHint(hintText);
  const plan = hint ? COUNTRY_DIAL.get(hint) : undefined;
  if (plan) {
    const national = hint === "IT" ? digits : digits.replace(/^0/, "");
    if (national.length >= plan.min && national.length <= plan.max) return { value: national, country: hint, dialCode: `+${plan.dial}` };
  }
  // North American numbers are the ones most often written without a dial code.
  if (digits.length === 11 && digits.startsWith("1")) return { value: digits.slice(1), country: hint === "CA" ? "CA" : "US", dialCode: "+1" };
  if (digits.length === 10 && !digits.startsWith("0") && (/[()]/.test(cleaned) || /^\d{3}[\s.\-]\d{3}[\s.\-]\d{4}$/.test(cleaned))) {
    return { value: digits, country: hint === "CA" ? "CA" : "US", dialCode: "+1" };
  }
  return { value: digits, country: null, dialCode: null };
}

/**
 * Phone numbers from the header and contact lines (or any line with a phone label), never from
 * experience or education text where year ranges and figures look like numbers.
 */
export function findPhones(lines: readonly Line[]): ParsedPhone[] {
  const hintText = lines
    .filter((l) => l.section === "header" || l.section === "other")
    .map((l) => l.text)
    .join("\n");
  const out: ParsedPhone[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const labelled = PHONE_LABEL_RE.test(line.text);
    if (!labelled && !["header", "other", "summary", "skills", "languages"].includes(line.section)) continue;
    for (const m of line.text.matchAll(PHONE_RE)) {
      const raw = m[0].trim();
      if (DATE_LIKE_RE.test(raw)) continue;
      const digitCount = raw.replace(/\D/g, "").length;
      // A bare run of digits with no separators and no plus is more likely an id than a phone.
      if (!labelled && !/[+\s().\-]/.test(raw) && digitCount < 10) continue;
      const phone = normalizePhone(raw, hintText);
      if (phone && !seen.has(phone.value)) {
        seen.add(phone.value);
        out.push(phone);
      }
    }
  }
  return out;
}

// ─── links ──────────────────────────────────────────────────────────────────────────────────

const URL_RE = /(?<![@\w.\/-])((?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12})(\/[^\s,;|)\]>"']*)?/gi;
const WEB_TLDS = new Set(
  "com net org io dev me app co ai tech design page site xyz info biz blog online portfolio codes fr ca uk de in us eu ch be nl es it au nz ie sg".split(" "),
);

export type Links = { linkedIn: string | null; github: string | null; portfolio: string | null; all: string[] };

/** https, lower-case host, no trailing slash; LinkedIn and GitHub hosts in their usual spelling. */
function normalizeUrl(host: string, path: string | undefined): string {
  let h = host.replace(/^https?:\/\//i, "").toLowerCase();
  if (/(^|\.)linkedin\.com$/.test(h)) h = "www.linkedin.com";
  else if (/(^|\.)github\.com$/.test(h)) h = "github.com";
  const p = (path ?? "").replace(/[.,:;!?]+$/, "").replace(/\/+$/, "");
  return `https://${h}${p}`;
}

/**
 * Web addresses: with a scheme or "www.", LinkedIn/GitHub profiles, or a lower-case host on a
 * common web domain (so "ASP.NET", "Node.js" and e-mail domains are not links).
 */
export function findLinks(text: string): Links {
  const all: string[] = [];
  const seen = new Set<string>();
  // Both lists come in text order: one cursor walks the e-mails as the links advance.
  const emails = [...text.matchAll(EMAIL_RE)].map((m) => [m.index, m.index + m[0].length] as const);
  let e = 0;
  for (const m of text.matchAll(URL_RE)) {
    while (e < emails.length && emails[e][1] <= m.index) e += 1;
    if (e < emails.length && m.index >= emails[e][0]) continue;
    const host = m[1];
    const bare = host.replace(/^https?:\/\//i, "");
    const tld = bare.split(".").pop()!.toLowerCase();
    const explicit = /^https?:\/\//i.test(host) || /^www\./i.test(bare);
    const known = /(^|\.)(linkedin|github|gitlab|behance|dribbble|medium|stackoverflow)\.com$/i.test(bare);
    if (!explicit && !known && (bare !== bare.toLowerCase() || !WEB_TLDS.has(tld))) continue;
    // A bare host needs a path or two labels of letters to be a site rather than "e.g." or "i.e.".
    if (!explicit && !known && !m[2] && !/^[a-z0-9-]{2,}\.[a-z]{2,}$/.test(bare.replace(/^www\./, ""))) continue;
    const url = normalizeUrl(host, m[2]);
    if (!seen.has(url)) {
      seen.add(url);
      all.push(url);
    }
  }
  const linkedIn = all.find((u) => /linkedin\.com\/(in|pub)\//i.test(u)) ?? all.find((u) => /linkedin\.com/i.test(u)) ?? null;
  const github = all.find((u) => /\/\/(www\.)?github\.com\/[^/]+/i.test(u)) ?? null;
  const social = /(linkedin|github|gitlab|twitter|x|facebook|instagram|stackoverflow|medium)\.com/i;
  const portfolio = all.find((u) => !social.test(u)) ?? null;
  return { linkedIn, github, portfolio, all };
}

// ─── name ───────────────────────────────────────────────────────────────────────────────────

export type PersonName = { firstName: string | null; middleName: string | null; lastName: string | null };

const PARTICLES = new Set(["de", "del", "della", "der", "den", "di", "da", "dos", "du", "la", "le", "van", "von", "bin", "ben", "al", "el", "st."]);
const NOT_NAME_WORDS =
  /\b(resume|résumé|curriculum|vitae|cv|engineer|developer|d[ée]veloppeu(r|se)|ing[ée]nieure?|manager|analyst|analyste|designer|consultant|consultante|architect|architecte|scientist|specialist|director|directeur|directrice|lead|intern|stagiaire|officer|administrator|tester|programmer|chef|cheffe|responsable|senior|junior|full[- ]?stack|front[- ]?end|back[- ]?end|software|data|contact|address|adresse|street|avenue|road|rue|phone|email|e-mail|linkedin|github)\b/iu;

function titleCase(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’\s])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function isNameToken(t: string): boolean {
  return /^\p{Lu}[\p{L}'’\-.]*$/u.test(t) || PARTICLES.has(t.toLowerCase());
}

export function looksLikeName(line: string): boolean {
  if (line.length > 50 || /[\d@/|:,;()]/.test(line) || NOT_NAME_WORDS.test(line)) return false;
  const tokens = line.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 4) return false;
  if (!isNameToken(tokens[0]) || !isNameToken(tokens[tokens.length - 1])) return false;
  return tokens.every(isNameToken) && tokens.filter((t) => /\p{L}{2,}/u.test(t)).length >= 2;
}

/**
 * Splits a full name. A word written in capitals among others that are not is the family name
 * (the French "Jean-Pierre DUPONT" and "DUPONT Jean-Pierre"); otherwise first · middle · last, with
 * particles ("van", "de") kept with the family name.
 */
export function splitName(full: string): PersonName {
  const tokens = full.trim().split(/\s+/);
  const isCaps = (t: string) => /\p{L}{2,}/u.test(t) && t === t.toUpperCase();
  const allCaps = tokens.every(isCaps);
  const caps = tokens.map(isCaps);
  const fix = (t: string) => (isCaps(t) ? titleCase(t) : t);
  if (!allCaps && caps.some(Boolean)) {
    const last = tokens.filter((_, i) => caps[i]).map(fix);
    const given = tokens.filter((_, i) => !caps[i]);
    return { firstName: given[0] ?? null, middleName: given.slice(1).join(" ") || null, lastName: last.join(" ") || null };
  }
  const words = tokens.map(fix);
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.has(words[lastStart - 1].toLowerCase())) lastStart -= 1;
  return {
    firstName: words[0] ?? null,
    middleName: words.slice(1, lastStart).join(" ") || null,
    lastName: words.length > 1 ? words.slice(lastStart).join(" ") : null,
  };
}

/** The candidate's name: a "Name:" line, else the first name-like line of the top of the resume, else the e-mail. */
export function findName(lines: readonly Line[], email: string | null): PersonName {
  for (const line of lines.slice(0, 40)) {
    const m = /^(?:name|full name|nom(?: complet)?|nom et prénom)\s*[:：]\s*(.+)$/iu.exec(line.text);
    if (m && looksLikeName(m[1].trim())) return splitName(m[1].trim());
  }
  const top = lines.filter((l) => l.section === "header").slice(0, 10);
  const candidates = top.length ? top : lines.slice(0, 6);
  for (const line of candidates) {
    // "Jane Doe — Senior Engineer": the name is the part before the separator.
    const head = line.text.split(/\s+[|–—-]\s+/)[0].trim();
    if (looksLikeName(head)) return splitName(head);
  }
  const local = email?.split("@")[0] ?? "";
  const parts = local.split(/[._-]/).filter((p) => /^\p{L}{2,}$/u.test(p));
  if (parts.length === 2) return splitName(parts.map(titleCase).join(" "));
  return { firstName: null, middleName: null, lastName: null };
}
