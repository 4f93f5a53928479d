/**
 * Splits a resume's text into lines and the lines into sections by their headings, in English
 * and French. Pure.
 */
export type SectionKind = "header" | "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "other";

export type Line = { text: string; section: SectionKind; bullet: boolean };

const HEADINGS: [SectionKind, string[]][] = [
  [
    "experience",
    [
      "experience",
      "experiences",
      "work experience",
      "professional experience",
      "relevant experience",
      "employment",
      "employment history",
      "work history",
      "career history",
      "professional background",
      "career",
      "expérience",
      "expériences",
      "expérience professionnelle",
      "expériences professionnelles",
      "parcours professionnel",
    ],
  ],
  [
    "education",
    [
      "education",
      "academic background",
      "education and training",
      "education & training",
      "academic qualifications",
      "qualifications",
      "formation",
      "formations",
      "études",
      "diplômes",
      "formation académique",
      "cursus",
      "formation et diplômes",
    ],
  ],
  [
    "skills",
    [
      "skills",
      "technical skills",
      "core competencies",
      "competencies",
      "key skills",
      "technologies",
      "tech stack",
      "technical expertise",
      "tools",
      "tools & technologies",
      "tools and technologies",
      "skills & tools",
      "skills and tools",
      "compétences",
      "compétences techniques",
      "compétences clés",
      "outils",
    ],
  ],
  [
    "summary",
    ["summary", "professional summary", "profile", "professional profile", "about", "about me", "objective", "career objective", "profil", "profil professionnel", "à propos", "objectif"],
  ],
  ["projects", ["projects", "personal projects", "key projects", "selected projects", "projets", "projets personnels"]],
  ["certifications", ["certifications", "certificates", "licenses & certifications", "licenses and certifications", "certifications et licences"]],
  ["languages", ["languages", "langues", "spoken languages"]],
  [
    "other",
    [
      "contact",
      "contact information",
      "coordonnées",
      "references",
      "références",
      "awards",
      "honors",
      "honours",
      "publications",
      "volunteering",
      "volunteer experience",
      "bénévolat",
      "interests",
      "hobbies",
      "centres d'intérêt",
      "centres d’intérêt",
      "loisirs",
      "informations personnelles",
      "personal information",
    ],
  ],
];

const HEADING_MAP = new Map<string, SectionKind>();
for (const [kind, words] of HEADINGS) for (const w of words) HEADING_MAP.set(w, kind);

const BULLET_RE = /^(?:[•●▪■◦‣∙·○►▸➢✓✔*]|[-–—](?=\s))\s*/u;

function headingKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/^[\s#>*•\-–—|]+|[\s:：.\-–—|]+$/gu, "")
    .replace(/\s+/g, " ");
}

/** The section a heading line opens, or null when the line is not a heading. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 45) return null;
  return HEADING_MAP.get(headingKey(line)) ?? null;
}

/** "Skills: Java, Python" → skills, "Java, Python" (a heading with its content on the same line). */
function inlineHeading(line: string): { kind: SectionKind; rest: string } | null {
  const m = /^([^:：]{3,40})\s*[:：]\s*(.+)$/u.exec(line);
  if (!m) return null;
  const kind = HEADING_MAP.get(headingKey(m[1]));
  return kind === "skills" || kind === "languages" ? { kind, rest: m[2].trim() } : null;
}

/** Text → trimmed, non-empty lines with their section; bullets lose their marker but are flagged. */
export function toLines(raw: string): Line[] {
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2007\u202f]/g, " ")
    .replace(/\uFB01/g, "fi")
    .replace(/\uFB02/g, "fl")
    // A word hyphenated at the end of a line ("sce-\nnarios") is one word.
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, "$1$2")
    // Tabs and wide gaps separate cells ("Engineer<tab>Jan 2020 – Present"): keep them as a separator.
    .replace(/[ ]*(?:\t|[ ]{3,})[ \t]*/g, " | ");
  const out: Line[] = [];
  let section: SectionKind = "header";
  for (const rawLine of text.split("\n")) {
    const trimmed = rawLine.replace(/\s+/g, " ").trim();
    if (!trimmed) continue;
    const heading = headingKind(trimmed);
    if (heading) {
      section = heading;
      continue;
    }
    const inline = inlineHeading(trimmed);
    if (inline) {
      // "Languages: Go, Rust" inside a skills section is a list of skills, not of spoken languages.
      out.push({ text: inline.rest, section: section === "skills" ? "skills" : inline.kind, bullet: false });
      continue;
    }
    const bullet = BULLET_RE.test(trimmed);
    const body = (bullet ? trimmed.replace(BULLET_RE, "").trim() : trimmed).replace(/^\|\s*|\s*\|$/g, "");
    if (!body) continue;
    // A bullet wrapped onto the next line continues it ("… covering 600" / "scenarios.").
    const last = out[out.length - 1];
    // The last character only: /[.;!?]$/ would rescan a growing bullet at every line.
    if (!bullet && last?.bullet && last.section === section && !/[.;!?]/.test(last.text.at(-1) ?? "") && /^[\p{Ll}\d(]/u.test(body)) {
      last.text = `${last.text} ${body}`;
      continue;
    }
    out.push({ text: body, section, bullet });
  }
  return out;
}

// Headings count too, so pass the whole text (a short resume is mostly headings and names).
const FRENCH_WORDS = /(?<![\p{L}])(et|de|le|la|les|des|du|une|pour|avec|dans|sur|chez|depuis|aujourd'hui|expérience|expériences|compétences|formation|langues|profil)(?![\p{L}])/giu;
const ENGLISH_WORDS = /(?<![\p{L}])(and|the|of|with|for|to|in|on|at|since|present|experience|skills|education|summary|languages)(?![\p{L}])/giu;

export function detectLanguage(text: string): "en" | "fr" {
  const fr = text.match(FRENCH_WORDS)?.length ?? 0;
  const en = text.match(ENGLISH_WORDS)?.length ?? 0;
  return fr > en ? "fr" : "en";
}
