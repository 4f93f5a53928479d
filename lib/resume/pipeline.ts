import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type PgBoss from "pg-boss";
import { getDb, getPool } from "@/db/client";
import * as schema from "@/db/schema";
import { resumeParses, storedFiles } from "@/db/schema";
import { listStacks } from "@/lib/catalogue/queries";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { enqueue, ensureQueue, getQueue, type QueueJob, type WorkerDefinition } from "@/lib/queue";
import { extractResume } from "./extract";
import { readStoredFile, type ResumeLoader } from "./load";
import { extractResumeText, RESUME_MAX_BYTES, RESUME_PARSE_TIMEOUT_MS, withParseTimeout } from "./text";
import type { ResumeParseResult, StackEntry } from "./types";

/**
 * The resume parse: a row in resume_parses moving initialized → queued → parsing → parsed or
 * failed (with 10456–10463), and a job on the Postgres queue that does the work in the
 * background. The job is enqueued in the same transaction that marks the row queued, so a row
 * is never "queued" without a job, and a job survives a restart of every process.
 */
export const RESUME_PARSE_QUEUE = "resume.parse" as const;

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

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof resumeParses.$inferSelect;

function toView(row: Row): ResumeParseView {
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

// ─── commands ───────────────────────────────────────────────────────────────────────────────

/** A new parse of the user's own resume file, status initialized. 10404 for a file that is not theirs. */
export async function createResumeParse(companyId: string, userId: string, fileId: string): Promise<ResumeParseView> {
  if (!UUID_RE.test(fileId) || !UUID_RE.test(userId)) throw appError(ERROR_CODES.recordNotFound);
  const db = getDb();
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId), eq(storedFiles.kind, "resume")))
    .limit(1);
  if (!file) throw appError(ERROR_CODES.recordNotFound);
  const [row] = await db.insert(resumeParses).values({ companyId, userId, fileId, status: "initialized" }).returning();
  return toView(row);
}

/** initialized → queued, with its job, atomically. A parse past initialized is returned unchanged. */
export async function queueResumeParse(companyId: string, parseId: string, opts: { boss?: PgBoss } = {}): Promise<ResumeParseView | null> {
  if (!UUID_RE.test(parseId)) return null;
  // Started and with its queue created before the transaction (see ensureQueue).
  const boss = opts.boss ?? (await getQueue());
  await ensureQueue(boss, RESUME_PARSE_QUEUE);
  const client = await getPool().connect();
  try {
    await client.query("begin");
    const tx = drizzle(client, { schema });
    const [row] = await tx
      .update(resumeParses)
      .set({ status: "queued", updatedAt: new Date() })
      .where(and(eq(resumeParses.id, parseId), eq(resumeParses.companyId, companyId), eq(resumeParses.status, "initialized")))
      .returning();
    if (row) {
      const job: ResumeParseJob = { parseId, companyId };
      await enqueue(RESUME_PARSE_QUEUE, job, { boss, db: { executeSql: (text, values) => client.query(text, values) } });
    }
    await client.query("commit");
    if (row) return toView(row);
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  const [current] = await getDb()
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.id, parseId), eq(resumeParses.companyId, companyId)))
    .limit(1);
  return current ? toView(current) : null;
}

/**
 * The entry point for an uploaded resume (lib/profiles/resume-hook.ts): a parse row, then its
 * job. If the queue cannot take the job, the row stays initialized and the worker queues it when
 * it next starts (requeueInitialized).
 */
export async function startResumeParse(companyId: string, userId: string, fileId: string, opts: { boss?: PgBoss } = {}): Promise<ResumeParseView> {
  const created = await createResumeParse(companyId, userId, fileId);
  return (await queueResumeParse(companyId, created.id, opts)) ?? created;
}

// ─── queries ────────────────────────────────────────────────────────────────────────────────

/** One parse of this user in this company, or null (another tenant's or user's id reads as none). */
export async function getResumeParse(companyId: string, userId: string, id: string): Promise<ResumeParseView | null> {
  if (!UUID_RE.test(id) || !UUID_RE.test(userId)) return null;
  const [row] = await getDb()
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.id, id), eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

/** The user's most recent parse, whatever its status. */
export async function latestResumeParse(companyId: string, userId: string): Promise<ResumeParseView | null> {
  if (!UUID_RE.test(userId)) return null;
  const [row] = await getDb()
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId)))
    .orderBy(desc(resumeParses.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

// ─── worker ─────────────────────────────────────────────────────────────────────────────────

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

/** The job's work: one parse from queued to parsed or failed. */
export async function processResumeParse(data: ResumeParseJob, deps: ResumeWorkerDeps = {}, attempt: Pick<QueueJob<unknown>, "retryCount" | "retryLimit"> = { retryCount: 0, retryLimit: 0 }): Promise<void> {
  const db = getDb();
  if (!UUID_RE.test(data?.parseId ?? "") || !UUID_RE.test(data?.companyId ?? "")) return;
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
    const timeoutMs = deps.timeoutMs ?? timeoutFromEnv();
    const load = deps.load ?? readStoredFile;
    const { bytes, type, text } = await withParseTimeout(
      (async () => {
        const loaded = await load({ id: file.id, companyId: file.companyId, storageKey: file.storageKey }).catch((err) => {
          if (err instanceof AppError) throw err;
          logger.warn({ err, fileId: file.id }, "resume bytes could not be read");
          throw appError(ERROR_CODES.resumeUnreadable);
        });
        return { bytes: loaded, ...(await extractResumeText(loaded, { timeoutMs })) };
      })(),
      timeoutMs,
    );
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (await isDuplicate(db, row, sha256)) throw appError(ERROR_CODES.resumeDuplicate);
    const fields = extractResume(text, await (deps.catalogue ?? stackCatalogue)(), { now: deps.now?.() });
    const result: ResumeParseResult = { version: 1, ...fields, file: { type, sha256, characters: text.length } };
    await db.transaction(async (tx) => {
      // One user's parses finish one at a time, so two uploads of the same file cannot both succeed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`resume:${row.userId}`}, 0))`);
      if (await isDuplicate(tx, row, sha256)) {
        await finish(row.id, { status: "failed", errorCode: ERROR_CODES.resumeDuplicate, result: null }, tx);
        return;
      }
      await finish(row.id, { status: "parsed", errorCode: null, result: result as unknown as Record<string, unknown> }, tx);
    });
  } catch (err) {
    if (err instanceof AppError && RESUME_FAILURES.has(err.code)) {
      await finish(row.id, { status: "failed", errorCode: err.code, result: null });
      return;
    }
    // Unexpected (database, bug): the queue retries; the last attempt records the failure.
    const last = attempt.retryCount >= attempt.retryLimit;
    await finish(row.id, last ? { status: "failed", errorCode: ERROR_CODES.unexpectedError, result: null } : { status: "queued" }).catch(() => {});
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
