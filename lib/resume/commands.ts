import "server-only";
import { isUuid } from "@/lib/text/uuid";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type PgBoss from "pg-boss";
import { getDb, getPool } from "@/db/client";
import * as schema from "@/db/schema";
import { resumeParses, storedFiles } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { enqueue, ensureQueue, getQueue, queueDbOf } from "@/lib/queue";
import { RESUME_PARSE_QUEUE } from "@/lib/queue/queues";
import { toView, type ResumeParseJob, type ResumeParseView } from "./parse-records";

/**
 * Commands of the resume parse (see ./parse-records.ts): create the row, queue its job. The job
 * is enqueued in the same transaction that marks the row queued, so a row is never "queued"
 * without a job, and a job survives a restart of every process.
 */

/** A new parse of the user's own resume file, status initialized. 10404 for a file that is not theirs. */
export async function createResumeParse(companyId: string, userId: string, fileId: string): Promise<ResumeParseView> {
  if (!isUuid(fileId) || !isUuid(userId)) throw appError(ERROR_CODES.recordNotFound);
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
  if (!isUuid(parseId)) return null;
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
      await enqueue(RESUME_PARSE_QUEUE, job, { boss, db: queueDbOf(tx) });
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
