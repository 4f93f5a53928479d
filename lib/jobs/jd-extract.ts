import { DESCRIPTION_MAX, SKILLS_MAX, TITLE_MAX } from "./constants";
import { jobDraftSchema, type JobDraft } from "./schemas";

/**
 * Turns the text of a job-description file into a draft of the job form, without any AI
 * provider: labelled lines ("Location: …"), keywords (remote, full-time, C2C …), year figures
 * ("5+ years") and the skills of the stacks catalogue. The user checks and edits the result, so
 * a miss costs a field to fill in, never a wrong job.
 */
export type ExtractCatalogue = { stacks: readonly string[]; specialities?: readonly string[] };

const GENERIC_HEADINGS =
  /^(job\s+description|description|about(\s+(us|the\s+(role|company|team|job)))?|overview|summary|responsibilities|requirements|qualifications|what\s+you('|’)ll\s+do|who\s+we\s+are|the\s+role|benefits|skills)\s*:?$/i;
const NICE_HEADING = /\b(nice[\s-]to[\s-]have|good[\s-]to[\s-]have|preferred|bonus|desirable|pluses|a\s+plus)\b/i;
const MUST_HEADING = /\b(requirements?|required|must[\s-]haves?|qualifications|what\s+you\s+bring|skills)\b/i;
const YEARS = String.raw`(?:years?|yrs?)`;

function lineLabel(lines: readonly string[], labels: RegExp): string | null {
  for (const line of lines) {
    const m = new RegExp(String.raw`^(?:${labels.source})\s*[:\-–]\s*(.+)$`, "i").exec(line);
    if (m && m[1].trim()) return m[1].trim();
  }
  return null;
}

function isHeadingLike(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.length >= 3 && line.length <= TITLE_MAX && words <= 10 && !/[.:;,]$/.test(line) && !line.includes(":") && /^[\p{L}]/u.test(line);
}

export function extractTitle(lines: readonly string[]): string {
  const labelled = lineLabel(lines, /job\s*title|position|role|title/);
  if (labelled) return labelled.slice(0, TITLE_MAX).trim();
  const first = lines.find((l) => isHeadingLike(l) && !GENERIC_HEADINGS.test(l));
  return first ? first.slice(0, TITLE_MAX).trim() : "";
}

export function extractExperience(text: string): { from: number | null; to: number | null } {
  const range = new RegExp(String.raw`(\d{1,2})\s*\+?\s*(?:-|–|to)\s*(\d{1,2})\s*\+?\s*${YEARS}`, "i").exec(text);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    return to > from ? { from, to } : { from, to: null };
  }
  const min =
    new RegExp(String.raw`(\d{1,2})\s*\+\s*${YEARS}`, "i").exec(text) ??
    new RegExp(String.raw`(?:at\s+least|minimum(?:\s+of)?|min\.?)\s+(\d{1,2})\s*${YEARS}`, "i").exec(text) ??
    new RegExp(String.raw`(\d{1,2})\s*${YEARS}\s+(?:of\s+)?(?:\w+\s+){0,3}experience`, "i").exec(text);
  return { from: min ? Number(min[1]) : null, to: null };
}

/** The first keyword found in the text, by position; a labelled line wins over the body. */
function firstKeyword<T extends string>(text: string, keywords: readonly [RegExp, T][], labelled?: string | null): T | null {
  if (labelled) {
    for (const [re, value] of keywords) if (re.test(labelled)) return value;
  }
  let best: { at: number; value: T } | null = null;
  for (const [re, value] of keywords) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best?.value ?? null;
}

const WORKPLACE: readonly [RegExp, string][] = [
  [/\bhybrid\b/i, "HYBRID"],
  [/\bremote(ly)?\b|\bwork\s+from\s+home\b/i, "REMOTE"],
  [/\bon[-\s]?site\b|\bin[-\s]office\b/i, "ONSITE"],
];
const JOB_TYPE: readonly [RegExp, string][] = [
  [/\bfull[-\s]?time\b/i, "FULL_TIME"],
  [/\bpart[-\s]?time\b/i, "PART_TIME"],
  [/\binternship\b/i, "INTERNSHIP"],
  [/\btemporary\b/i, "TEMPORARY"],
  [/\bvolunteer(ing)?\b/i, "VOLUNTEER"],
  [/\bcontract\s+(role|position|job|basis)\b|\bcontractor\b/i, "CONTRACT"],
];
const CONTRACT_TYPE: readonly [RegExp, string][] = [
  [/\bC2C\b|\bcorp(oration)?[-\s]to[-\s]corp(oration)?\b/i, "CORP_TO_CORP"],
  [/\bW-?2\b/, "W2_INCORPORATED"],
  [/\bT4\b/, "INDIVIDUAL_T4"],
];
const AVAILABILITY: readonly [RegExp, string][] = [
  [/\bimmediate(ly)?\b|\basap\b/i, "IMMEDIATELY"],
  [/\bwithin\s+(15|fifteen)\s+days\b/i, "WITHIN_15_DAYS"],
  [/\bwithin\s+(30|thirty)\s+days\b/i, "WITHIN_30_DAYS"],
  [/\bwithin\s+(45|forty[-\s]five)\s+days\b/i, "WITHIN_45_DAYS"],
];

const amount = (digits: string, k: string | undefined) => {
  const n = Number(digits.replace(/,/g, ""));
  return Number.isFinite(n) ? (k ? n * 1000 : n) : null;
};

export function extractSalary(text: string): { from: number | null; to: number | null; interval: "day" | "month" | "year" | null } | null {
  const m = /(?:\$|USD\s?)\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:-|–|to)\s*(?:\$|USD\s?)?\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:USD)?\s*(?:\/|per|an?)?\s*(year|yr|annum|annually|month|mo|monthly|day|daily)?/i.exec(text);
  if (!m) return null;
  const unit = (m[5] ?? "").toLowerCase();
  const interval = /^(year|yr|annum|annually)$/.test(unit) ? "year" : /^(month|mo|monthly)$/.test(unit) ? "month" : /^(day|daily)$/.test(unit) ? "day" : null;
  return { from: amount(m[1], m[2]), to: amount(m[3], m[4]), interval };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type Found = { name: string; start: number; end: number };

/**
 * Catalogue skills named in the text. Short names (Go, R, C, Git) must match their case so that
 * ordinary words do not count; a name inside a longer matched one ("React" in "React Native",
 * "Spring" in "Spring Boot") is not counted again.
 */
const compiled = new WeakMap<readonly string[], { name: string; re: RegExp }[]>();

function skillPatterns(stacks: readonly string[]): { name: string; re: RegExp }[] {
  let patterns = compiled.get(stacks);
  if (!patterns) {
    patterns = stacks
      .filter((name) => name.trim())
      .map((name) => ({
        name,
        re: new RegExp(String.raw`(?<![\p{L}\p{N}_+#.])${escapeRegExp(name)}(?![\p{L}\p{N}_+#]|\.[\p{L}\p{N}])`, name.length <= 3 ? "gu" : "giu"),
      }));
    compiled.set(stacks, patterns);
  }
  return patterns;
}

export function findSkills(text: string, stacks: readonly string[]): Found[] {
  const all: Found[] = [];
  const lower = text.toLowerCase();
  for (const { name, re } of skillPatterns(stacks)) {
    // A cheap substring test first: most of the catalogue is absent from any one text.
    if (!lower.includes(name.toLowerCase())) continue;
    for (const m of text.matchAll(re)) all.push({ name, start: m.index, end: m.index + m[0].length });
  }
  // A match inside a longer one (or a second match of the same span) is dropped. Taken by start,
  // longest first, a match is inside an earlier one exactly when an earlier one ends at or after
  // its end: one sort and one pass, instead of comparing every match with every kept one.
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  let reach = -1;
  for (const f of all) {
    if (reach >= f.end) continue;
    kept.push(f);
    reach = f.end;
  }
  return kept;
}

export function extractJobDraft(raw: string, catalogue: ExtractCatalogue): JobDraft {
  const text = raw.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ");
  const lines = text
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const title = extractTitle(lines);
  const experience = extractExperience(text);

  // Which block each line belongs to: a "nice to have" heading switches to optional skills until
  // a requirements heading switches back.
  const niceLine: boolean[] = [];
  let nice = false;
  for (const line of lines) {
    const heading = line.split(/\s+/).length <= 6;
    if (heading && NICE_HEADING.test(line)) nice = true;
    else if (heading && MUST_HEADING.test(line)) nice = false;
    // "Kubernetes is a plus" inside a requirements list is optional too.
    niceLine.push(nice || NICE_HEADING.test(line));
  }
  const joined = lines.join("\n");
  const lineStarts: number[] = [];
  lines.reduce((at, l) => (lineStarts.push(at), at + l.length + 1), 0);
  // Binary search: the line holding a position.
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  const must = new Map<string, number>();
  const optional = new Map<string, number>();
  for (const f of findSkills(joined, catalogue.stacks)) {
    if (must.has(f.name) || optional.has(f.name)) continue;
    const i = lineOf(f.start);
    const own = new RegExp(String.raw`(\d{1,2})\s*\+?\s*${YEARS}`, "i").exec(lines[i]);
    const years = own ? Number(own[1]) : (experience.from ?? 0);
    (niceLine[i] ? optional : must).set(f.name, Math.min(years, 80));
  }
  const toSkills = (m: Map<string, number>) => [...m].slice(0, SKILLS_MAX).map(([stack, years]) => ({ stack, years }));

  const location = lineLabel(lines, /(?:job\s+)?location|based\s+in|work\s+location/);
  const candidateLocation = lineLabel(lines, /candidate\s+location|applicants?\s+from|open\s+to\s+candidates\s+in/);
  const companyLocation = lineLabel(lines, /company\s+location|office|headquarters/);
  const openings = lineLabel(lines, /openings|positions|vacancies|number\s+of\s+(?:openings|positions)/) ?? /(\d{1,3})\s+(?:openings|positions|vacancies)\b/i.exec(text)?.[1] ?? null;
  const openingsNumber = openings ? Number(/\d{1,3}/.exec(openings)?.[0] ?? NaN) : NaN;
  const salary = extractSalary(text);
  const domains = (catalogue.specialities ?? []).filter((s) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(s)}(?![\p{L}])`, "iu").test(text));
  const titleIndex = title ? lines.findIndex((l) => l.includes(title)) : -1;
  const description = lines
    .filter((_, i) => i !== titleIndex)
    .join("\n")
    .slice(0, DESCRIPTION_MAX);

  const draft = {
    title,
    description,
    designation: title || null,
    openings: Number.isInteger(openingsNumber) && openingsNumber >= 1 && openingsNumber <= 999 ? openingsNumber : 1,
    companyLocation: companyLocation?.slice(0, 200) ?? null,
    jobLocations: location ? [location.slice(0, 200)] : [],
    candidateLocations: candidateLocation ? [candidateLocation.slice(0, 200)] : [],
    mustHaveSkills: toSkills(must),
    niceToHaveSkills: toSkills(optional),
    domains: domains.slice(0, 10),
    experienceFrom: experience.from !== null && experience.from <= 80 ? experience.from : null,
    experienceTo: experience.to !== null && experience.to <= 80 ? experience.to : null,
    workplaceType: firstKeyword(text, WORKPLACE, lineLabel(lines, /workplace(?:\s+type)?|work\s+mode|work\s+model/)),
    jobType: firstKeyword(text, JOB_TYPE, lineLabel(lines, /job\s+type|employment(?:\s+type)?/)),
    contractType: firstKeyword(text, CONTRACT_TYPE, lineLabel(lines, /contract(?:\s+type)?/)),
    availability: firstKeyword(text, AVAILABILITY, lineLabel(lines, /availability|start\s+date|joining/)),
    salary: salary && salary.from !== null ? { currency: "USD" as const, from: salary.from, to: salary.to !== null && salary.to > salary.from ? salary.to : null, interval: salary.interval } : undefined,
  };
  const parsed = jobDraftSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  // Something odd slipped through (a 300-character "title"): keep what is certainly valid.
  return jobDraftSchema.parse({ title: title.slice(0, TITLE_MAX), description });
}
