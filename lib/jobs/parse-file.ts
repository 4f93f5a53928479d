import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { specialities, stacks } from "@/db/schema";
import { parseJobDescriptionInWorker, PARSE_REQUEST_TIMEOUT_MS } from "@/lib/parse/thread";
import { extractResumeText } from "@/lib/resume/text";
import { JD_FILE_MAX_BYTES } from "./constants";
import type { ExtractCatalogue } from "./jd-extract";
import type { JobDraft } from "./schemas";

/**
 * The parse-file tab: a job-description file (PDF or DOCX, 5 MB at most) read on the server
 * without any AI provider, by the same reader as resumes (lib/resume/text.ts): the type comes
 * from the file's first bytes, never its name; legacy .doc is refused with 10456.
 */

/** The file's text; catalogued failures: 10459 too large, 10456 not PDF/DOCX, 10457 unreadable, 10458 no text, 10460 password, 10462 timeout. */
export async function extractJdText(bytes: Uint8Array): Promise<string> {
  return (await extractResumeText(bytes, { maxBytes: JD_FILE_MAX_BYTES })).text;
}

let cachedCatalogue: { at: number; value: ExtractCatalogue } | null = null;

/** Stack and speciality names change rarely: one read per process per ten minutes. */
async function catalogue(): Promise<ExtractCatalogue> {
  if (cachedCatalogue && Date.now() - cachedCatalogue.at < 600_000) return cachedCatalogue.value;
  const db = getDb();
  const [stackRows, specialityRows] = await Promise.all([
    db.select({ name: stacks.name }).from(stacks).orderBy(asc(stacks.name)),
    db.select({ name: specialities.name }).from(specialities).orderBy(asc(specialities.sortOrder)),
  ]);
  const value = { stacks: [...new Set(stackRows.map((r) => r.name))], specialities: specialityRows.map((r) => r.name) };
  cachedCatalogue = { at: Date.now(), value };
  return value;
}

/**
 * The draft of a job-description file, read and extracted in the parse worker thread
 * (lib/parse), never on the request's event loop; past `timeoutMs` the request answers 10462.
 */
export async function parseJobFile(bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<JobDraft> {
  const outcome = await parseJobDescriptionInWorker({ bytes, maxBytes: JD_FILE_MAX_BYTES, catalogue: await catalogue() }, { timeoutMs: opts.timeoutMs ?? PARSE_REQUEST_TIMEOUT_MS });
  return outcome.draft;
}
