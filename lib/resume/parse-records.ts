import type * as schema from "@/db/schema";
import type { resumeParses } from "@/db/schema";
import type { ResumeParseResult } from "./types";

/**
 * The resume parse's record: a row in resume_parses moving initialized → queued → parsing →
 * parsed or failed (with 10456–10463), and a job on the Postgres queue (lib/queue, queue
 * RESUME_PARSE_QUEUE) that does the work in the background. Commands (./commands.ts) create and
 * queue it, queries (./queries.ts) read it, the worker (./worker.ts) does the parse.
 */
export type ResumeParseStatus = (typeof schema.resumeParseStatus.enumValues)[number];
export type ResumeParseView = {
  id: string;
  fileId: string;
  status: ResumeParseStatus;
  errorCode: number | null;
  result: ResumeParseResult | null;
  createdAt: string;
  updatedAt: string;
};
export type ResumeParseJob = { parseId: string; companyId: string };

export type ResumeParseRow = typeof resumeParses.$inferSelect;


export function toView(row: ResumeParseRow): ResumeParseView {
  return {
    id: row.id,
    fileId: row.fileId,
    status: row.status,
    errorCode: row.errorCode,
    result: (row.result as ResumeParseResult | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
