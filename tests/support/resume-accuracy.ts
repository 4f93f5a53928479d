/**
 * Field-level precision and recall of the resume parser over the corpus in
 * tests/fixtures/resumes/ (npm run bench:resume prints it; tests/unit/resume-corpus.test.ts
 * holds a floor). Reads each file with the real text extraction and extractor, against the
 * catalogue the database is seeded with, and compares with the hand-written expected fields.
 *
 * Counting: a field the resume has and the parser got right is a true positive; a wrong value
 * is both a false positive and a false negative; a value the resume does not have is a false
 * positive; a missed one a false negative. Roles and degrees are paired with their expected
 * counterpart first (by company, title or dates; by institution, course or year), so one missed
 * role does not shift all the others.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { STACKS } from "@/lib/catalogue/data";
import { AppError } from "@/lib/errors/app-error";
import { extractResume, extractResumeFields } from "@/lib/resume/extract";
import { extractResumeText } from "@/lib/resume/text";
import type { ResumeFields, StackEntry } from "@/lib/resume/types";
import type { ExpectedFile } from "./resume-corpus";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../fixtures/resumes");
/** The corpus was written in January 2025; "Present" and "expected" years are read as of then. */
export const CORPUS_NOW = new Date("2025-01-15T00:00:00Z");

export const SEEDED_CATALOGUE: StackEntry[] = Object.entries(STACKS).flatMap(([category, names]) => names.map((name) => ({ name, category })));

export type Tally = { tp: number; fp: number; fn: number };
export type FileScore = { file: string; format: string; heldOut: boolean; fields: Record<string, Tally>; expectedError: number | null; gotError: number | null };

export function loadExpectations(dir = CORPUS_DIR): ExpectedFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".expected.json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as ExpectedFile);
}

function norm(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = v.normalize("NFC").toLowerCase().replace(/\s+/g, " ").replace(/[.,;:]+$/, "").trim();
  return s || null;
}

function normUrl(v: string | null | undefined): string | null {
  const s = norm(v);
  return s ? s.replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "") : null;
}

function add(t: Record<string, Tally>, field: string, expected: string | null, got: string | null): void {
  const x = (t[field] ??= { tp: 0, fp: 0, fn: 0 });
  if (expected !== null && got !== null && expected === got) x.tp += 1;
  else {
    if (got !== null) x.fp += 1;
    if (expected !== null) x.fn += 1;
  }
}

/** Greedy pairing of expected items with parsed ones by the number of equal keys. */
function pair<E, G>(expected: E[], got: G[], keys: ((e: E) => string | null)[], gotKeys: ((g: G) => string | null)[]): [E | null, G | null][] {
  const free = new Set(got.map((_, i) => i));
  const out: [E | null, G | null][] = [];
  for (const e of expected) {
    let best = -1;
    let bestScore = 0;
    for (const i of free) {
      const score = keys.reduce((n, k, j) => n + (k(e) !== null && k(e) === gotKeys[j](got[i]) ? 1 : 0), 0);
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    if (best >= 0) free.delete(best);
    out.push([e, best >= 0 ? got[best] : null]);
  }
  for (const i of free) out.push([null, got[i]]);
  return out;
}

export function scoreFields(expected: NonNullable<ExpectedFile["fields"]>, got: ResumeFields): Record<string, Tally> {
  const t: Record<string, Tally> = {};
  const p = got.personal;
  add(t, "email", norm(expected.email), norm(p.emailId));
  const phone = (v: { value: string; dialCode: string | null } | null) => (v ? `${v.dialCode ?? ""} ${v.value}`.trim() : null);
  add(t, "phone", phone(expected.phone), phone(p.phoneNumber));
  add(t, "firstName", norm(expected.firstName), norm(p.firstName));
  add(t, "lastName", norm(expected.lastName), norm(p.lastName));
  add(t, "linkedin", normUrl(expected.linkedin), normUrl(p.linkedInProfileUrl));
  add(t, "github", normUrl(expected.github), normUrl(p.githubUrl));
  add(t, "portfolio", normUrl(expected.portfolio), normUrl(p.portfolioUrl));

  const skills = (t.skills = { tp: 0, fp: 0, fn: 0 });
  const want = new Set(expected.skills);
  const have = new Set(got.expertise.stackArray);
  for (const s of have) if (want.has(s)) skills.tp += 1;
  else skills.fp += 1;
  for (const s of want) if (!have.has(s)) skills.fn += 1;

  const roles = got.workExperience.experience.map((r) => ({
    company: norm(r.company),
    designation: norm(r.designation?.label ?? null),
    from: r.from,
    to: r.current ? "present" : r.to,
  }));
  const wantRoles = expected.experience.map((r) => ({ company: norm(r.company), designation: norm(r.designation), from: r.from, to: r.to ?? "present" }));
  const roleKeys = [(r: (typeof roles)[number]) => r.company, (r: (typeof roles)[number]) => r.designation, (r: (typeof roles)[number]) => r.from];
  for (const [e, g] of pair(wantRoles, roles, roleKeys, roleKeys)) {
    add(t, "role.company", e?.company ?? null, g?.company ?? null);
    add(t, "role.designation", e?.designation ?? null, g?.designation ?? null);
    add(t, "role.from", e?.from ?? null, g?.from ?? null);
    add(t, "role.to", e?.to ?? null, g?.to ?? null);
  }

  const degrees = Object.entries(got.education.groupedEducation).flatMap(([level, items]) =>
    items.map((d) => ({ level, institution: norm(d.institution), course: norm(d.courseName), year: d.completion })),
  );
  const wantDegrees = expected.education.map((d) => ({ level: d.level, institution: norm(d.institution), course: norm(d.course), year: d.year }));
  const degreeKeys = [(d: (typeof degrees)[number]) => d.institution, (d: (typeof degrees)[number]) => d.course, (d: (typeof degrees)[number]) => d.year];
  for (const [e, g] of pair(wantDegrees, degrees, degreeKeys, degreeKeys)) {
    add(t, "degree.level", e?.level ?? null, g?.level ?? null);
    add(t, "degree.institution", e?.institution ?? null, g?.institution ?? null);
    add(t, "degree.course", e?.course ?? null, g?.course ?? null);
    add(t, "degree.year", e?.year ?? null, g?.year ?? null);
  }
  return t;
}

/** Parses every corpus file and scores it. */
export async function scoreCorpus(dir = CORPUS_DIR): Promise<FileScore[]> {
  const out: FileScore[] = [];
  for (const exp of loadExpectations(dir)) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, exp.file)));
    let gotError: number | null = null;
    let fields: ResumeFields | null = null;
    try {
      const { text } = await extractResumeText(bytes);
      fields = extractResumeFields(text, SEEDED_CATALOGUE, { now: CORPUS_NOW });
      extractResume(text, SEEDED_CATALOGUE, { now: CORPUS_NOW });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      gotError = e.code;
    }
    out.push({ file: exp.file, format: exp.format, heldOut: exp.heldOut === true, expectedError: exp.error ?? null, gotError, fields: exp.fields && fields ? scoreFields(exp.fields, fields) : {} });
  }
  return out;
}

export function sum(tallies: Tally[]): Tally {
  return tallies.reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }), { tp: 0, fp: 0, fn: 0 });
}

export function rates(t: Tally): { precision: number; recall: number; f1: number } {
  const precision = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1;
  const recall = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Field → summed tally over the given files. */
export function byField(scores: FileScore[]): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const s of scores) for (const [field, t] of Object.entries(s.fields)) out[field] = sum([out[field] ?? { tp: 0, fp: 0, fn: 0 }, t]);
  return out;
}
