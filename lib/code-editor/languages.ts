/**
 * The code editor's languages (issue 15, spec §2.5 "code editor with a language picker"). One list
 * for the sidecar (which validates a `language` message), the browser (which loads the grammar
 * from @codemirror/language-data by `dataName`) and the question bank (code_questions.language).
 * Pure: no import, safe in the sidecar bundle and in client components.
 */
export const CODE_LANGUAGES = [
  { key: "javascript", label: "JavaScript", dataName: "JavaScript", comment: "//" },
  { key: "typescript", label: "TypeScript", dataName: "TypeScript", comment: "//" },
  { key: "python", label: "Python", dataName: "Python", comment: "#" },
  { key: "java", label: "Java", dataName: "Java", comment: "//" },
  { key: "cpp", label: "C++", dataName: "C++", comment: "//" },
  { key: "go", label: "Go", dataName: "Go", comment: "//" },
  { key: "sql", label: "SQL", dataName: "SQL", comment: "--" },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]["key"];
export const DEFAULT_CODE_LANGUAGE: CodeLanguage = "javascript";
export const CODE_LANGUAGE_KEYS = CODE_LANGUAGES.map((l) => l.key) as [CodeLanguage, ...CodeLanguage[]];

export function isCodeLanguage(value: unknown): value is CodeLanguage {
  return typeof value === "string" && CODE_LANGUAGES.some((l) => l.key === value);
}

export function codeLanguage(key: string) {
  return CODE_LANGUAGES.find((l) => l.key === key) ?? CODE_LANGUAGES[0];
}

/** Largest document the room keeps (characters). Past it a change is refused (client) or closes the socket (sidecar). */
export const CODE_DOC_MAX_CHARS = 200_000;

/** The text a loaded question puts in the editor: the statement as a comment above the starter code. */
export function questionText(q: { code: string; title: string; prompt: string; language: string; starterCode: string }): string {
  const mark = codeLanguage(q.language).comment;
  const lines = [`${q.code} · ${q.title}`, ...(q.prompt ? ["", ...q.prompt.split(/\r?\n/)] : [])].map((l) => (l ? `${mark} ${l}` : mark));
  return `${lines.join("\n")}\n\n${q.starterCode}`.slice(0, CODE_DOC_MAX_CHARS);
}
