import type { Line } from "./sections";
import type { StackEntry } from "./types";

/**
 * Technologies of the stacks catalogue named in a resume. Matching is by whole word and
 * case-insensitive, with boundaries that understand "C++", "C#", ".NET" and "Node.js": "Java" is
 * not found in "JavaScript", "C" not in "C++", "React" not counted again inside "React Native".
 *
 * Names that are also ordinary words or first names ("Go", "R", "C", "Chef", "Spring", "Express",
 * "Julia", "Communication", …) must keep their case and appear in the skills section or in a
 * list ("Go, Rust, C"), so "Chef de projet" or "Go-to-market" suggest nothing. Pure.
 */

/** Other spellings of catalogue names; used only when the catalogue has the name on the left. */
const ALIASES: Record<string, string[]> = {
  "Node.js": ["NodeJS", "Node JS", "Node"],
  React: ["ReactJS", "React.js"],
  "Vue.js": ["Vue", "VueJS", "Vue 3"],
  "Next.js": ["NextJS"],
  "Nuxt.js": ["Nuxt", "NuxtJS"],
  Express: ["Express.js", "ExpressJS"],
  Go: ["Golang"],
  Kubernetes: ["K8s"],
  PostgreSQL: ["Postgres"],
  "Microsoft SQL Server": ["SQL Server", "MS SQL Server", "MSSQL"],
  "Amazon S3": ["AWS S3", "S3"],
  "Amazon EC2": ["AWS EC2", "EC2"],
  GCP: ["Google Cloud Platform", "Google Cloud"],
  Azure: ["Microsoft Azure"],
  AWS: ["Amazon Web Services"],
  "Tailwind CSS": ["Tailwind", "TailwindCSS"],
  "Material UI": ["MUI"],
  "scikit-learn": ["sklearn", "scikit learn"],
  "Ruby on Rails": ["Rails"],
  "Spring Boot": ["SpringBoot"],
  "Apache Kafka": ["Kafka"],
  "Apache Spark": ["Spark", "PySpark"],
  "Apache Airflow": ["Airflow"],
  "Natural Language Processing": ["NLP"],
  "Test-Driven Development": ["TDD"],
  "Behavior-Driven Development": ["BDD"],
  "Domain-Driven Design": ["DDD"],
  "Visual Studio Code": ["VS Code", "VSCode"],
  "Objective-C": ["ObjC"],
  "Microsoft Dynamics 365": ["Dynamics 365"],
  "Red Hat Enterprise Linux": ["RHEL"],
  REST: ["RESTful", "REST API", "REST APIs"],
  "OAuth 2.0": ["OAuth2", "OAuth"],
  "Power BI": ["PowerBI"],
  "Project Management": ["Gestion de projet", "Gestion de projets"],
  "Machine Learning": ["Apprentissage automatique"],
};

/** Catalogue names that are also common words, places or first names (compared lower-case). */
const AMBIGUOUS = new Set(
  [
    "go", "r", "c", "lean", "chef", "spring", "express", "gin", "phoenix", "julia", "eclipse", "puppet", "sketch", "karma",
    "jasmine", "mocha", "chai", "helm", "assembly", "expo", "ruby", "safe", "yarn", "babel", "postman", "node", "vue",
    "communication", "leadership", "teamwork", "collaboration", "creativity", "adaptability", "negotiation", "mentoring",
    "caching", "recursion", "concurrency", "agile", "kanban", "waterfall", "code review", "customer service",
    "time management", "problem solving", "critical thinking", "decision making", "attention to detail",
    "conflict resolution", "presentation skills", "strategic planning", "project management", "stakeholder management",
    "technical writing", "design thinking", "pair programming",
  ],
);

/**
 * Names that are ordinary words only in lower case ("a swift reply", "core data model"): matched
 * with their capitals anywhere, with no list needed.
 */
const CASED = new Set(["windows", "android", "swift", "rust", "dart", "flask", "spark", "rails", "unity", "electron", "ionic", "lua", "core data", "helm"]);

type Pattern = { name: string; category: string; re: RegExp; strict: boolean };

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compile(spelling: string, strict: boolean): RegExp {
  const letters = spelling.replace(/[^\p{L}]/gu, "");
  // Before: no letter, digit, _, +, # or @ (nor a "." unless the name itself starts with one).
  const before = spelling.startsWith(".") ? String.raw`(?<![\p{L}\p{N}_+#@])` : String.raw`(?<![\p{L}\p{N}_+#@.])`;
  // After: no word character, + or #, and no ".x" (so "Node" is not found in "Node.js").
  const after = String.raw`(?![\p{L}\p{N}_+#]|\.[\p{L}\p{N}])`;
  const body = escapeRegExp(spelling).replace(/\s+/g, String.raw`\s+`);
  // Acronyms keep their case ("REST", not "rest"); so do short names and the words above.
  const caseSensitive = strict || CASED.has(spelling.toLowerCase()) || letters.length <= 3 || (letters.length > 1 && letters === letters.toUpperCase());
  return new RegExp(before + body + after, caseSensitive ? "gu" : "giu");
}

const compiled = new WeakMap<readonly StackEntry[], Pattern[]>();

function patternsFor(catalogue: readonly StackEntry[]): Pattern[] {
  const hit = compiled.get(catalogue);
  if (hit) return hit;
  const byName = new Map<string, StackEntry>();
  // A name listed under two categories is suggested under the first one.
  for (const entry of catalogue) if (entry.name.trim() && !byName.has(entry.name.toLowerCase())) byName.set(entry.name.toLowerCase(), entry);
  const patterns: Pattern[] = [];
  for (const entry of byName.values()) {
    const spellings = [entry.name, ...(ALIASES[entry.name] ?? [])];
    for (const spelling of spellings) {
      // An alias that is itself a catalogue name belongs to that name.
      if (spelling !== entry.name && byName.has(spelling.toLowerCase())) continue;
      const strict = (AMBIGUOUS.has(spelling.toLowerCase()) && !CASED.has(spelling.toLowerCase())) || spelling.length <= 2;
      patterns.push({ name: entry.name, category: entry.category, re: compile(spelling, strict), strict });
    }
  }
  compiled.set(catalogue, patterns);
  return patterns;
}

export type FoundSkill = { name: string; category: string; line: number; start: number; end: number };

const LIST_BEFORE = /(?:^|[,;|•·/(:]|\band\b|\bet\b|&)\s*$/iu;
// A full stop closes a list too ("… with Angular and Express.").
const LIST_AFTER = /^\s*(?:$|[,;|•·/).]|\band\b|\bet\b|&)/iu;

/** True when the text around a match reads like a list of items rather than a sentence. */
function inList(text: string, start: number, end: number): boolean {
  return LIST_BEFORE.test(text.slice(Math.max(0, start - 6), start)) && LIST_AFTER.test(text.slice(end, end + 6));
}

/** Every catalogue technology found in the lines, longest match first at each place. */
export function findSkillsInLines(lines: readonly Line[], catalogue: readonly StackEntry[]): FoundSkill[] {
  const patterns = patternsFor(catalogue);
  const found: FoundSkill[] = [];
  lines.forEach((line, index) => {
    const hits: FoundSkill[] = [];
    for (const p of patterns) {
      p.re.lastIndex = 0;
      for (const m of line.text.matchAll(p.re)) {
        const start = m.index;
        const end = start + m[0].length;
        if (p.strict && line.section !== "skills" && !inList(line.text, start, end)) continue;
        hits.push({ name: p.name, category: p.category, line: index, start, end });
      }
    }
    // Longest first: "React Native" keeps its place, "React" inside it is dropped. The characters
    // already claimed are marked, so each hit costs its own length (never a scan of those kept).
    hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const taken = new Uint8Array(line.text.length);
    const kept: FoundSkill[] = [];
    for (const h of hits) {
      let free = true;
      for (let i = h.start; i < h.end && free; i++) free = taken[i] === 0;
      if (!free) continue;
      taken.fill(1, h.start, h.end);
      kept.push(h);
    }
    kept.sort((a, b) => a.start - b.start);
    // A loop, not push(...kept): spreading a huge array overflows the call stack.
    for (const k of kept) found.push(k);
  });
  return found;
}

/** Distinct names in order of first mention. */
export function distinctSkills(found: readonly FoundSkill[]): { name: string; category: string }[] {
  const seen = new Map<string, { name: string; category: string }>();
  for (const f of found) if (!seen.has(f.name)) seen.set(f.name, { name: f.name, category: f.category });
  return [...seen.values()];
}
