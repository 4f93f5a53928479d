import "server-only";
import { and, asc, count, desc, eq, ilike, notExists, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistQuestions, codeQuestions, jobOsiQuestions, jobs, osiQuestions } from "@/db/schema";
import { isUuid } from "@/lib/text/uuid";
import type { CodeLanguage, Difficulty } from "./limits";
import type { QuestionListQuery } from "./schemas";

/**
 * Reads of the question bank. Every function takes the company id first and filters by it, so
 * another tenant's id finds nothing. Lists search and paginate in the database, newest edit first.
 */

/** LIKE wildcards in the search text are literal. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type Page<T> = { rows: T[]; total: number };

export type AssistQuestionRow = {
  id: string;
  questionnaireTitle: string;
  question: string;
  answer: string;
  difficulty: Difficulty;
  tags: string[];
  category: string | null;
  updatedAt: Date;
};

export async function listAssistQuestions(companyId: string, query: QuestionListQuery): Promise<Page<AssistQuestionRow>> {
  const db = getDb();
  const filters: SQL[] = [eq(assistQuestions.companyId, companyId)];
  const q = query.q.trim();
  if (q) {
    const p = likePattern(q);
    filters.push(
      or(
        ilike(assistQuestions.questionnaireTitle, p),
        ilike(assistQuestions.question, p),
        ilike(assistQuestions.category, p),
        sql`array_to_string(${assistQuestions.tags}, ' ') ilike ${p}`,
      )!,
    );
  }
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(assistQuestions).where(where);
  const rows = await db
    .select({
      id: assistQuestions.id,
      questionnaireTitle: assistQuestions.questionnaireTitle,
      question: assistQuestions.question,
      answer: assistQuestions.answer,
      difficulty: assistQuestions.difficulty,
      tags: assistQuestions.tags,
      category: assistQuestions.category,
      updatedAt: assistQuestions.updatedAt,
    })
    .from(assistQuestions)
    .where(where)
    .orderBy(desc(assistQuestions.updatedAt), asc(assistQuestions.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total };
}

export type OsiQuestionRow = { id: string; question: string; responseSeconds: number; jobCount: number; updatedAt: Date };

export async function listOsiQuestions(companyId: string, query: QuestionListQuery): Promise<Page<OsiQuestionRow>> {
  const db = getDb();
  const filters: SQL[] = [eq(osiQuestions.companyId, companyId)];
  const q = query.q.trim();
  if (q) filters.push(ilike(osiQuestions.question, likePattern(q)));
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(osiQuestions).where(where);
  const jobCount = sql<number>`(select count(*)::int from ${jobOsiQuestions} jq where jq.question_id = ${osiQuestions.id})`;
  const rows = await db
    .select({ id: osiQuestions.id, question: osiQuestions.question, responseSeconds: osiQuestions.responseSeconds, jobCount, updatedAt: osiQuestions.updatedAt })
    .from(osiQuestions)
    .where(where)
    .orderBy(desc(osiQuestions.updatedAt), asc(osiQuestions.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total };
}

export type CodeQuestionRow = {
  id: string;
  code: string;
  title: string;
  difficulty: Difficulty;
  tag: string | null;
  prompt: string;
  language: CodeLanguage;
  starterCode: string;
  updatedAt: Date;
};

export async function listCodeQuestions(companyId: string, query: QuestionListQuery): Promise<Page<CodeQuestionRow>> {
  const db = getDb();
  const filters: SQL[] = [eq(codeQuestions.companyId, companyId)];
  const q = query.q.trim();
  if (q) {
    const p = likePattern(q);
    filters.push(or(ilike(codeQuestions.code, p), ilike(codeQuestions.title, p), ilike(codeQuestions.tag, p))!);
  }
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(codeQuestions).where(where);
  const rows = await db
    .select({
      id: codeQuestions.id,
      code: codeQuestions.code,
      title: codeQuestions.title,
      difficulty: codeQuestions.difficulty,
      tag: codeQuestions.tag,
      prompt: codeQuestions.prompt,
      language: codeQuestions.language,
      starterCode: codeQuestions.starterCode,
      updatedAt: codeQuestions.updatedAt,
    })
    .from(codeQuestions)
    .where(where)
    .orderBy(desc(codeQuestions.updatedAt), asc(codeQuestions.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows: rows.map((r) => ({ ...r, language: r.language as CodeLanguage })), total };
}

export type JobQuestion = { questionId: string; questionNumber: number; question: string; responseSeconds: number };

/** A job's attached OSI questions in order; questionNumber is the position (1-based). */
export async function jobQuestions(companyId: string, jobId: string): Promise<JobQuestion[]> {
  if (!isUuid(jobId)) return [];
  return getDb()
    .select({ questionId: osiQuestions.id, questionNumber: jobOsiQuestions.position, question: osiQuestions.question, responseSeconds: osiQuestions.responseSeconds })
    .from(jobOsiQuestions)
    .innerJoin(osiQuestions, eq(osiQuestions.id, jobOsiQuestions.questionId))
    .innerJoin(jobs, eq(jobs.id, jobOsiQuestions.jobId))
    .where(and(eq(jobOsiQuestions.jobId, jobId), eq(jobOsiQuestions.companyId, companyId), eq(jobs.companyId, companyId)))
    .orderBy(asc(jobOsiQuestions.position));
}

export type PickerOption = { id: string; question: string; responseSeconds: number };

export const PICKER_LIMIT = 10;

/** The attach picker: this company's OSI questions matching the text and not on the job yet. */
export async function osiPickerOptions(companyId: string, jobId: string, q: string): Promise<PickerOption[]> {
  if (!isUuid(jobId)) return [];
  const db = getDb();
  const attached = db
    .select({ one: sql`1` })
    .from(jobOsiQuestions)
    .where(and(eq(jobOsiQuestions.jobId, jobId), eq(jobOsiQuestions.questionId, osiQuestions.id)));
  const filters: SQL[] = [eq(osiQuestions.companyId, companyId), notExists(attached)];
  const text = q.trim();
  if (text) filters.push(ilike(osiQuestions.question, likePattern(text)));
  return db
    .select({ id: osiQuestions.id, question: osiQuestions.question, responseSeconds: osiQuestions.responseSeconds })
    .from(osiQuestions)
    .where(and(...filters))
    .orderBy(desc(osiQuestions.updatedAt), asc(osiQuestions.id))
    .limit(PICKER_LIMIT);
}
