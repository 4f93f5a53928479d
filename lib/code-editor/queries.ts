import "server-only";
import { and, asc, count, eq, gte, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { codeEvents, codeQuestions, codeSessions, codeUpdates } from "@/db/schema";
import { DEFAULT_CODE_LANGUAGE, isCodeLanguage, type CodeLanguage } from "./languages";

/** Reads of the code editor for the app (the sidecar has its own, realtime/code/store.ts). Company-scoped. */
/** A contains-pattern for ILIKE with the user's % _ and \\ taken literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type CodeQuestionItem = { id: string; code: string; title: string; difficulty: "BEGINNER" | "INTERMEDIATE" | "EXPERT"; tag: string | null; language: string };

export async function listCodeQuestions(companyId: string, o: { q?: string; page: number; pageSize: number }): Promise<{ items: CodeQuestionItem[]; total: number; page: number; pageSize: number }> {
  const db = getDb();
  const term = o.q?.trim();
  const where = and(
    eq(codeQuestions.companyId, companyId),
    term ? or(ilike(codeQuestions.code, likePattern(term)), ilike(codeQuestions.title, likePattern(term)), ilike(codeQuestions.tag, likePattern(term))) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: codeQuestions.id, code: codeQuestions.code, title: codeQuestions.title, difficulty: codeQuestions.difficulty, tag: codeQuestions.tag, language: codeQuestions.language })
      .from(codeQuestions)
      .where(where)
      .orderBy(asc(codeQuestions.code), asc(codeQuestions.id))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ total: count() }).from(codeQuestions).where(where),
  ]);
  return { items, total, page: o.page, pageSize: o.pageSize };
}

export type CodeHistoryUpdate = { version: number; clientId: string; userId: string | null; changes: unknown[]; at: string };
export type CodeHistoryEvent = { kind: string; version: number; userId: string | null; detail: Record<string, unknown>; at: string };
export type CodeHistory = {
  /** Language at version 0 (before any language change). */
  initialLanguage: CodeLanguage;
  /** Versions stored so far (the last page ends there). */
  version: number;
  updates: CodeHistoryUpdate[];
  /** Every event (on the first page only). */
  events: CodeHistoryEvent[];
  /** Where the next page starts, null on the last page. */
  nextFrom: number | null;
};

export const CODE_HISTORY_PAGE = 2000;

export async function codeHistory(companyId: string, interviewId: string, o: { from: number; limit: number }): Promise<CodeHistory> {
  const db = getDb();
  const [session] = await db
    .select({ language: codeSessions.language, version: codeSessions.version })
    .from(codeSessions)
    .where(and(eq(codeSessions.interviewId, interviewId), eq(codeSessions.companyId, companyId)));
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${codeUpdates.version}) + 1, 0)::int` })
    .from(codeUpdates)
    .where(and(eq(codeUpdates.interviewId, interviewId), eq(codeUpdates.companyId, companyId)));
  const rows = await db
    .select({ version: codeUpdates.version, clientId: codeUpdates.clientId, userId: codeUpdates.userId, changes: codeUpdates.changes, at: codeUpdates.createdAt })
    .from(codeUpdates)
    .where(and(eq(codeUpdates.interviewId, interviewId), eq(codeUpdates.companyId, companyId), gte(codeUpdates.version, o.from)))
    .orderBy(asc(codeUpdates.version))
    .limit(o.limit + 1);
  const events =
    o.from === 0
      ? await db
          .select({ kind: codeEvents.kind, version: codeEvents.version, userId: codeEvents.userId, detail: codeEvents.detail, at: codeEvents.at })
          .from(codeEvents)
          .where(and(eq(codeEvents.interviewId, interviewId), eq(codeEvents.companyId, companyId)))
          .orderBy(asc(codeEvents.at), asc(codeEvents.id))
          .limit(10_000)
      : [];
  const firstLanguage = events.find((e) => e.kind === "language")?.detail.from;
  const initialLanguage = isCodeLanguage(firstLanguage) ? firstLanguage : isCodeLanguage(session?.language) ? session.language : DEFAULT_CODE_LANGUAGE;
  const more = rows.length > o.limit;
  const page = rows.slice(0, o.limit);
  return {
    initialLanguage,
    version: Math.max(last, session?.version ?? 0),
    updates: page.map((r) => ({ ...r, at: r.at.toISOString() })),
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
    nextFrom: more ? page[page.length - 1]!.version + 1 : null,
  };
}
