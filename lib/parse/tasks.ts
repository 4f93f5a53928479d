import { extractJobDraft, type ExtractCatalogue } from "@/lib/jobs/jd-extract";
import type { JobDraft } from "@/lib/jobs/schemas";
import { extractResume } from "@/lib/resume/extract";
import { extractResumeText } from "@/lib/resume/text";
import type { ResumeFields, StackEntry } from "@/lib/resume/types";

/**
 * The work a document parse does, text reading and field extraction together, as one pure
 * function of its message: what the parse worker thread (./worker.ts) runs, so that both halves
 * are inside the worker's time and memory limits. No server-only import, no I/O.
 */
export type ParseTask =
  | { kind: "resume"; bytes: Uint8Array; catalogue: readonly StackEntry[]; now?: Date; maxBytes?: number }
  | { kind: "jobDescription"; bytes: Uint8Array; catalogue: ExtractCatalogue; maxBytes: number };

export type ResumeOutcome = { kind: "resume"; type: "pdf" | "docx"; characters: number; fields: ResumeFields };
export type JobDescriptionOutcome = { kind: "jobDescription"; draft: JobDraft };
export type ParseOutcome = ResumeOutcome | JobDescriptionOutcome;

export async function runParseTask(task: ParseTask): Promise<ParseOutcome> {
  if (task.kind === "resume") {
    const { type, text } = await extractResumeText(task.bytes, { maxBytes: task.maxBytes });
    return { kind: "resume", type, characters: text.length, fields: extractResume(text, task.catalogue, { now: task.now }) };
  }
  const { text } = await extractResumeText(task.bytes, { maxBytes: task.maxBytes });
  return { kind: "jobDescription", draft: extractJobDraft(text, task.catalogue) };
}
