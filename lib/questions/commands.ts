import "server-only";
import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { assistQuestions, codeQuestions, jobOsiQuestions, osiQuestions } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { logActivity } from "@/lib/audit/commands";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from "@/lib/errors/pg";
import { lockJob } from "@/lib/jobs/commands/shared";
import { JOB_QUESTIONS_MAX } from "./limits";
import { jobQuestions, type JobQuestion } from "./queries";
import type { AssistQuestionValues, CodeQuestionValues, MoveDirection, OsiQuestionValues } from "./schemas";

/**
 * Commands of the question bank. Each runs in ONE transaction with its activity-log entry, and
 * every statement is scoped by the actor's company: another tenant's id is 10404 and nothing of
 * theirs is read or written. A job's attached questions go through the job's own row lock
 * (lib/jobs lockJob), so two attaches, moves or detaches on one job run one after the other and
 * the positions stay 1..n; the unique index (job, question) is the backstop.
 */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BY_UNIQUE: Record<string, number> = {
  code_questions_company_code_key: ERROR_CODES.codeQuestionCodeTaken,
  job_osi_questions_job_question_key: ERROR_CODES.questionAlreadyAttached,
};

function mapConstraintError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const pg = pgErrorOf(e);
  if (!pg) return e;
  if (pg.code === PG_UNIQUE_VIOLATION && pg.constraint && BY_UNIQUE[pg.constraint]) return appError(BY_UNIQUE[pg.constraint]);
  // An attach racing the question's deletion: the question is gone.
  if (pg.code === PG_FOREIGN_KEY_VIOLATION && pg.constraint?.startsWith("job_osi_questions_question_id")) return appError(ERROR_CODES.recordNotFound);
  return e;
}

async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(fn);
  } catch (e) {
    throw mapConstraintError(e);
  }
}

const notFound = () => appError(ERROR_CODES.recordNotFound);

function log(tx: Tx, actor: Actor, action: string, entityType: string, entityId: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return logActivity(tx, { ...actor, action, entityType, entityId, before, after });
}

/** Only what changed, as the before and after halves of the log entry. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
  }
  return { before: b, after: a };
}

// ─── Recruiter-assist questions ──────────────────────────────────────────────────────────────

export async function createAssistQuestion(actor: Actor, v: AssistQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const [row] = await tx
      .insert(assistQuestions)
      .values({ companyId: actor.companyId, createdById: actor.actorUserId, ...v })
      .returning({ id: assistQuestions.id });
    await log(tx, actor, "questions.assist.create", "assistQuestion", row.id, null, { ...v });
    return row;
  });
}

export async function updateAssistQuestion(actor: Actor, id: string, v: AssistQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(assistQuestions).where(and(eq(assistQuestions.companyId, actor.companyId), eq(assistQuestions.id, id))).for("update");
    if (!before) throw notFound();
    await tx.update(assistQuestions).set({ ...v, updatedAt: new Date() }).where(eq(assistQuestions.id, id));
    const diff = changed(before, v);
    await log(tx, actor, "questions.assist.update", "assistQuestion", id, diff.before, diff.after);
    return { id };
  });
}

export async function deleteAssistQuestion(actor: Actor, id: string): Promise<void> {
  await inTransaction(async (tx) => {
    const [row] = await tx.delete(assistQuestions).where(and(eq(assistQuestions.companyId, actor.companyId), eq(assistQuestions.id, id))).returning();
    if (!row) throw notFound();
    await log(tx, actor, "questions.assist.delete", "assistQuestion", id, { questionnaireTitle: row.questionnaireTitle, question: row.question }, null);
  });
}

// ─── OSI questions ───────────────────────────────────────────────────────────────────────────

export async function createOsiQuestion(actor: Actor, v: OsiQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const [row] = await tx.insert(osiQuestions).values({ companyId: actor.companyId, createdById: actor.actorUserId, ...v }).returning({ id: osiQuestions.id });
    await log(tx, actor, "questions.osi.create", "osiQuestion", row.id, null, { ...v });
    return row;
  });
}

export async function updateOsiQuestion(actor: Actor, id: string, v: OsiQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(osiQuestions).where(and(eq(osiQuestions.companyId, actor.companyId), eq(osiQuestions.id, id))).for("update");
    if (!before) throw notFound();
    await tx.update(osiQuestions).set({ ...v, updatedAt: new Date() }).where(eq(osiQuestions.id, id));
    const diff = changed(before, v);
    await log(tx, actor, "questions.osi.update", "osiQuestion", id, diff.before, diff.after);
    return { id };
  });
}

/**
 * Refused with 10520 while any job has it attached (detach it there first): a question a job's
 * candidates answer must not vanish under them. The row lock (FOR UPDATE) waits for an attach in
 * flight (its insert holds a key-share lock on the question), so the check sees it.
 */
export async function deleteOsiQuestion(actor: Actor, id: string): Promise<void> {
  await inTransaction(async (tx) => {
    const [row] = await tx.select().from(osiQuestions).where(and(eq(osiQuestions.companyId, actor.companyId), eq(osiQuestions.id, id))).for("update");
    if (!row) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(jobOsiQuestions).where(eq(jobOsiQuestions.questionId, id));
    if (n > 0) throw appError(ERROR_CODES.questionAttachedToJob);
    await tx.delete(osiQuestions).where(eq(osiQuestions.id, id));
    await log(tx, actor, "questions.osi.delete", "osiQuestion", id, { question: row.question, responseSeconds: row.responseSeconds }, null);
  });
}

// ─── Code questions ──────────────────────────────────────────────────────────────────────────

async function codeTaken(tx: Tx, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const filters = [eq(codeQuestions.companyId, companyId), sql`upper(${codeQuestions.code}) = ${code.toUpperCase()}`];
  if (exceptId) filters.push(ne(codeQuestions.id, exceptId));
  const [{ n }] = await tx.select({ n: count() }).from(codeQuestions).where(and(...filters));
  return n > 0;
}

export async function createCodeQuestion(actor: Actor, v: CodeQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    if (await codeTaken(tx, actor.companyId, v.code)) throw appError(ERROR_CODES.codeQuestionCodeTaken);
    const [row] = await tx.insert(codeQuestions).values({ companyId: actor.companyId, createdById: actor.actorUserId, ...v }).returning({ id: codeQuestions.id });
    await log(tx, actor, "questions.code.create", "codeQuestion", row.id, null, { code: v.code, title: v.title, difficulty: v.difficulty, tag: v.tag, language: v.language });
    return row;
  });
}

export async function updateCodeQuestion(actor: Actor, id: string, v: CodeQuestionValues): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(codeQuestions).where(and(eq(codeQuestions.companyId, actor.companyId), eq(codeQuestions.id, id))).for("update");
    if (!before) throw notFound();
    if (await codeTaken(tx, actor.companyId, v.code, id)) throw appError(ERROR_CODES.codeQuestionCodeTaken);
    await tx.update(codeQuestions).set({ ...v, updatedAt: new Date() }).where(eq(codeQuestions.id, id));
    const diff = changed(before, v);
    await log(tx, actor, "questions.code.update", "codeQuestion", id, diff.before, diff.after);
    return { id };
  });
}

export async function deleteCodeQuestion(actor: Actor, id: string): Promise<void> {
  await inTransaction(async (tx) => {
    const [row] = await tx.delete(codeQuestions).where(and(eq(codeQuestions.companyId, actor.companyId), eq(codeQuestions.id, id))).returning();
    if (!row) throw notFound();
    await log(tx, actor, "questions.code.delete", "codeQuestion", id, { code: row.code, title: row.title }, null);
  });
}

// ─── A job's attached OSI questions ──────────────────────────────────────────────────────────

async function attachedList(tx: Tx, jobId: string) {
  return tx
    .select({ questionId: jobOsiQuestions.questionId, position: jobOsiQuestions.position })
    .from(jobOsiQuestions)
    .where(eq(jobOsiQuestions.jobId, jobId))
    .orderBy(jobOsiQuestions.position);
}

/** Appends the question at the end (questionNumber n + 1). 10522 past 20, 10523 for a duplicate. */
export async function attachJobQuestion(actor: Actor, jobId: string, questionId: string): Promise<JobQuestion[]> {
  await inTransaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const [question] = await tx
      .select({ id: osiQuestions.id })
      .from(osiQuestions)
      .where(and(eq(osiQuestions.companyId, actor.companyId), eq(osiQuestions.id, questionId)))
      .for("share");
    if (!question) throw notFound();
    const list = await attachedList(tx, job.id);
    if (list.some((r) => r.questionId === questionId)) throw appError(ERROR_CODES.questionAlreadyAttached);
    if (list.length >= JOB_QUESTIONS_MAX) throw appError(ERROR_CODES.tooManyJobQuestions);
    const position = list.length + 1;
    await tx.insert(jobOsiQuestions).values({ companyId: actor.companyId, jobId: job.id, questionId, position });
    await log(tx, actor, "questions.job.attach", "job", job.id, null, { questionId, questionNumber: position });
  });
  return jobQuestions(actor.companyId, jobId);
}

/** Removes it and closes the gap, so the numbers stay 1..n. */
export async function detachJobQuestion(actor: Actor, jobId: string, questionId: string): Promise<JobQuestion[]> {
  await inTransaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const [row] = await tx
      .delete(jobOsiQuestions)
      .where(and(eq(jobOsiQuestions.jobId, job.id), eq(jobOsiQuestions.companyId, actor.companyId), eq(jobOsiQuestions.questionId, questionId)))
      .returning({ position: jobOsiQuestions.position });
    if (!row) throw notFound();
    await tx
      .update(jobOsiQuestions)
      .set({ position: sql`${jobOsiQuestions.position} - 1` })
      .where(and(eq(jobOsiQuestions.jobId, job.id), gt(jobOsiQuestions.position, row.position)));
    await log(tx, actor, "questions.job.detach", "job", job.id, { questionId, questionNumber: row.position }, null);
  });
  return jobQuestions(actor.companyId, jobId);
}

/** Swaps it with its neighbour above or below; at either end it stays where it is. */
export async function moveJobQuestion(actor: Actor, jobId: string, questionId: string, direction: MoveDirection): Promise<JobQuestion[]> {
  await inTransaction(async (tx) => {
    const job = await lockJob(tx, actor.companyId, jobId);
    const list = await attachedList(tx, job.id);
    const i = list.findIndex((r) => r.questionId === questionId);
    if (i < 0) throw notFound();
    const j = direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= list.length) return;
    const a = list[i];
    const b = list[j];
    await tx.update(jobOsiQuestions).set({ position: b.position }).where(and(eq(jobOsiQuestions.jobId, job.id), eq(jobOsiQuestions.questionId, a.questionId)));
    await tx.update(jobOsiQuestions).set({ position: a.position }).where(and(eq(jobOsiQuestions.jobId, job.id), eq(jobOsiQuestions.questionId, b.questionId)));
    await log(tx, actor, "questions.job.move", "job", job.id, { questionId, questionNumber: a.position }, { questionId, questionNumber: b.position });
  });
  return jobQuestions(actor.companyId, jobId);
}
