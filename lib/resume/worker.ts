import "server-only";
import { isUuid } from "@/lib/text/uuid";
import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { getDb } from "@/db/client";
import { resumeParses, storedFiles } from "@/db/schema";
import { listStacks } from "@/lib/catalogue/queries";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { notify } from "@/lib/notifications/notify";
import { parseResumeInWorker } from "@/lib/parse/thread";
import type { QueueJob, WorkerDefinition } from "@/lib/queue";
import { RESUME_PARSE_QUEUE } from "@/lib/queue/queues";
import { queueResumeParse } from "./commands";
import { readStoredFile, type ResumeLoader } from "./load";
import { type ResumeParseJob, type ResumeParseRow as Row } from "./parse-records";
import { RESUME_MAX_BYTES, RESUME_PARSE_TIMEOUT_MS, withParseTimeout } from "./text";
import type { ResumeParseResult, StackEntry } from "./types";

/**
 * The queue worker of the resume parse (see ./parse-records.ts): one job takes a parse from
 * queued to parsed or failed. The bytes are read here; reading the text and extracting the fields
 * run in the parse worker thread (lib/parse), inside the same time budget.
 */

/** Failures that end a parse for good; anything else is retried by the queue. */
const RESUME_FAILURES = new Set<number>([
  ERROR_CODES.resumeUnsupportedFormat,
  ERROR_CODES.resumeUnreadable,
  ERROR_CODES.resumeEmpty,
  ERROR_CODES.resumeTooLarge,
  ERROR_CODES.resumePasswordProtected,
  ERROR_CODES.resumeNoEmailFound,
  ERROR_CODES.resumeParserTimeout,
  ERROR_CODES.resumeDuplicate,
]);

export type ResumeWorkerDeps = {
  load?: ResumeLoader;
  /** Time for reading and extracting the text (default RESUME_PARSE_TIMEOUT_MS or RESUME_PARSE_TIMEOUT_MS env). */
  timeoutMs?: number;
  catalogue?: () => Promise<readonly StackEntry[]>;
  now?: () => Date;
};

let cachedStacks: { at: number; value: readonly StackEntry[] } | null = null;

/** The stacks catalogue changes only with a deploy: one read per process per ten minutes. */
async function stackCatalogue(): Promise<readonly StackEntry[]> {
  if (cachedStacks && Date.now() - cachedStacks.at < 600_000) return cachedStacks.value;
  const value = (await listStacks(getDb())).map((s) => ({ name: s.name, category: s.category }));
  cachedStacks = { at: Date.now(), value };
  return value;
}

function timeoutFromEnv(): number {
  const raw = Number(process.env.RESUME_PARSE_TIMEOUT_MS);
  return Number.isFinite(raw) && raw > 0 ? raw : RESUME_PARSE_TIMEOUT_MS;
}

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Another parse of the same bytes already succeeded for this user. */
async function isDuplicate(db: Db | Tx, row: Row, sha256: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from ${resumeParses} rp
    join ${storedFiles} sf on sf.id = rp.file_id
    where rp.company_id = ${row.companyId} and rp.user_id = ${row.userId} and rp.status = 'parsed' and rp.id <> ${row.id}
      and (sf.sha256 = ${sha256} or rp.result -> 'file' ->> 'sha256' = ${sha256})
    limit 1`);
  return rows.rows.length > 0;
}

async function finish(id: string, values: Partial<Pick<Row, "status" | "errorCode" | "result">>, db: Db | Tx = getDb()): Promise<void> {
  await db
    .update(resumeParses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(resumeParses.id, id));
}

/** An end state (parsed or failed) and the talent's notification, in one transaction. */
async function finishAndNotify(row: Row, values: Partial<Pick<Row, "status" | "errorCode" | "result">>, db: Db | Tx = getDb()): Promise<void> {
  const run = async (tx: Tx) => {
    await finish(row.id, values, tx);
    await notify(tx, {
      companyId: row.companyId,
      userId: row.userId,
      kind: values.status === "parsed" ? "resume.parsed" : "resume.failed",
      payload: { parseId: row.id, ...(values.errorCode ? { errorCode: values.errorCode } : {}) },
    });
  };
  if ("rollback" in db) await run(db as Tx);
  else await (db as Db).transaction(run);
}

/** The job's work: one parse from queued to parsed or failed. */
export async function processResumeParse(data: ResumeParseJob, deps: ResumeWorkerDeps = {}, attempt: Pick<QueueJob<unknown>, "retryCount" | "retryLimit"> = { retryCount: 0, retryLimit: 0 }): Promise<void> {
  const db = getDb();
  if (!isUuid(data?.parseId ?? "") || !isUuid(data?.companyId ?? "")) return;
  // Claim: a parse already parsed or failed (a job delivered twice) is left alone.
  const [row] = await db
    .update(resumeParses)
    .set({ status: "parsing", updatedAt: new Date() })
    .where(and(eq(resumeParses.id, data.parseId), eq(resumeParses.companyId, data.companyId), inArray(resumeParses.status, ["initialized", "queued", "parsing"])))
    .returning();
  if (!row) return;
  try {
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, row.fileId), eq(storedFiles.companyId, row.companyId)))
      .limit(1);
    if (!file) throw appError(ERROR_CODES.resumeUnreadable);
    // The row knows the size: a file over the limit is refused before its bytes are read.
    if (file.sizeBytes > RESUME_MAX_BYTES) throw appError(ERROR_CODES.resumeTooLarge);
    // One budget for reading the bytes, reading the text and extracting the fields.
    const timeoutMs = deps.timeoutMs ?? timeoutFromEnv();
    const deadline = Date.now() + timeoutMs;
    const load = deps.load ?? readStoredFile;
    const bytes = await withParseTimeout(
      load({ id: file.id, companyId: file.companyId, storageKey: file.storageKey }).catch((err) => {
        if (err instanceof AppError) throw err;
        logger.warn({ err, fileId: file.id }, "resume bytes could not be read");
        throw appError(ERROR_CODES.resumeUnreadable);
      }),
      timeoutMs,
    );
    if (bytes.byteLength > RESUME_MAX_BYTES) throw appError(ERROR_CODES.resumeTooLarge);
    // The same bytes already parsed for this user: nothing to read again.
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (await isDuplicate(db, row, sha256)) throw appError(ERROR_CODES.resumeDuplicate);
    const catalogue = await (deps.catalogue ?? stackCatalogue)();
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw appError(ERROR_CODES.resumeParserTimeout);
    const parsed = await parseResumeInWorker({ bytes, catalogue, now: deps.now?.() }, { timeoutMs: remaining });
    const result: ResumeParseResult = { version: 1, ...parsed.fields, file: { type: parsed.type, sha256, characters: parsed.characters } };
    await db.transaction(async (tx) => {
      // One user's parses finish one at a time, so two uploads of the same file cannot both succeed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`resume:${row.userId}`}, 0))`);
      if (await isDuplicate(tx, row, sha256)) {
        await finishAndNotify(row, { status: "failed", errorCode: ERROR_CODES.resumeDuplicate, result: null }, tx);
        return;
      }
      await finishAndNotify(row, { status: "parsed", errorCode: null, result: result as unknown as Record<string, unknown> }, tx);
    });
  } catch (err) {
    if (err instanceof AppError && RESUME_FAILURES.has(err.code)) {
      await finishAndNotify(row, { status: "failed", errorCode: err.code, result: null });
      return;
    }
    // Unexpected (database, bug): the queue retries; the last attempt records the failure.
    const last = attempt.retryCount >= attempt.retryLimit;
    await (last ? finishAndNotify(row, { status: "failed", errorCode: ERROR_CODES.unexpectedError, result: null }) : finish(row.id, { status: "queued" })).catch(() => {});
    throw err;
  }
}

/** Parses left initialized (their job could not be enqueued) for more than a minute get their job now. */
export async function requeueInitialized(boss?: PgBoss): Promise<number> {
  const stale = await getDb()
    .select({ id: resumeParses.id, companyId: resumeParses.companyId })
    .from(resumeParses)
    .where(and(eq(resumeParses.status, "initialized"), lt(resumeParses.createdAt, new Date(Date.now() - 60_000))))
    .limit(500);
  for (const p of stale) await queueResumeParse(p.companyId, p.id, { boss });
  return stale.length;
}

export function resumeParseWorker(deps: ResumeWorkerDeps = {}): WorkerDefinition<ResumeParseJob> {
  return {
    queue: RESUME_PARSE_QUEUE,
    handle: (job) => processResumeParse(job.data, deps, job),
    onStart: async (boss) => {
      await requeueInitialized(boss);
    },
  };
}
