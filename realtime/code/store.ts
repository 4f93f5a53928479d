import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { codeEvents, codeQuestions, codeSessions, codeUpdates, interviews } from "@/db/schema";
import { DEFAULT_CODE_LANGUAGE, isCodeLanguage, type CodeLanguage } from "@/lib/code-editor/languages";
import { ATTEMPT_KINDS, type AttemptKind, type AttemptNotice, type WireUpdate } from "@/lib/code-editor/protocol";
import { isUniqueViolation } from "@/lib/errors/pg";

/**
 * PostgreSQL side of the code room (issue 15). Every query is scoped by company_id. The update log
 * (code_updates) is written in the authority's order, one transaction per accepted push; its
 * primary key (interview_id, version) makes a second writer of a version fail, which the room
 * answers by reloading (VersionConflict). code_sessions holds the document as of a version, saved
 * debounced; a reload applies the log rows past that version.
 */
export class VersionConflict extends Error {
  constructor() {
    super("code update version already written");
  }
}

export type LoadedRoom = { language: CodeLanguage; doc: string; version: number; tail: { clientID: string; changes: unknown[] }[] };

/** The room of an interview of this company (created empty on first use), or null when the interview is not the company's. */
export async function loadRoom(interviewId: string, companyId: string): Promise<LoadedRoom | null> {
  const db = getDb();
  const [iv] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.companyId, companyId)));
  if (!iv) return null;
  await db.insert(codeSessions).values({ interviewId, companyId, language: DEFAULT_CODE_LANGUAGE }).onConflictDoNothing();
  const [session] = await db
    .select({ language: codeSessions.language, doc: codeSessions.doc, version: codeSessions.version })
    .from(codeSessions)
    .where(and(eq(codeSessions.interviewId, interviewId), eq(codeSessions.companyId, companyId)));
  if (!session) return null;
  const tail = await db
    .select({ clientID: codeUpdates.clientId, changes: codeUpdates.changes })
    .from(codeUpdates)
    .where(and(eq(codeUpdates.interviewId, interviewId), eq(codeUpdates.companyId, companyId), gte(codeUpdates.version, session.version)))
    .orderBy(asc(codeUpdates.version));
  return { language: isCodeLanguage(session.language) ? session.language : DEFAULT_CODE_LANGUAGE, doc: session.doc, version: session.version, tail };
}

/** Appends accepted updates at versions from, from+1, … in one statement; a version already written → VersionConflict (nothing written). */
export async function insertUpdates(
  room: { interviewId: string; companyId: string },
  from: number,
  userId: string | null,
  updates: { clientID: string; json: unknown[] }[],
): Promise<void> {
  try {
    // One multi-row INSERT: atomic on its own (all rows or none), one round trip instead of three
    // for BEGIN/INSERT/COMMIT — the fan-out waits on it.
    await getDb()
      .insert(codeUpdates)
      .values(updates.map((u, i) => ({ interviewId: room.interviewId, companyId: room.companyId, version: from + i, clientId: u.clientID, userId, changes: u.json })));
  } catch (err) {
    if (isUniqueViolation(err)) throw new VersionConflict();
    throw err;
  }
}

/** Log rows [from, to) in order (a client further behind than the memory window). */
export async function updatesBetween(room: { interviewId: string; companyId: string }, from: number, to: number): Promise<WireUpdate[]> {
  const rows = await getDb()
    .select({ clientID: codeUpdates.clientId, changes: codeUpdates.changes })
    .from(codeUpdates)
    .where(and(eq(codeUpdates.interviewId, room.interviewId), eq(codeUpdates.companyId, room.companyId), gte(codeUpdates.version, from), lt(codeUpdates.version, to)))
    .orderBy(asc(codeUpdates.version));
  return rows;
}

/** Saves the document as of `version` (never moves the stored version backwards). */
export async function saveSession(room: { interviewId: string; companyId: string }, state: { doc: string; version: number; language: CodeLanguage }): Promise<void> {
  await getDb()
    .update(codeSessions)
    .set({ doc: state.doc, version: state.version, language: state.language, updatedAt: sql`now()` })
    .where(and(eq(codeSessions.interviewId, room.interviewId), eq(codeSessions.companyId, room.companyId), sql`${codeSessions.version} <= ${state.version}`));
}

export async function insertEvent(
  room: { interviewId: string; companyId: string },
  e: { userId: string | null; kind: AttemptKind | "language" | "question"; version: number; detail?: Record<string, unknown> },
): Promise<Date> {
  const [row] = await getDb()
    .insert(codeEvents)
    .values({ interviewId: room.interviewId, companyId: room.companyId, userId: e.userId, kind: e.kind, version: e.version, detail: e.detail ?? {} })
    .returning({ at: codeEvents.at });
  return row!.at;
}

/** The latest blocked attempts (for a moderator who joins late), oldest first. */
export async function recentAttempts(room: { interviewId: string; companyId: string }, limit = 50): Promise<AttemptNotice[]> {
  const rows = await getDb()
    .select({ kind: codeEvents.kind, userId: codeEvents.userId, version: codeEvents.version, at: codeEvents.at })
    .from(codeEvents)
    .where(and(eq(codeEvents.interviewId, room.interviewId), eq(codeEvents.companyId, room.companyId), inArray(codeEvents.kind, [...ATTEMPT_KINDS])))
    .orderBy(desc(codeEvents.at))
    .limit(limit);
  return rows.reverse().map((r) => ({ kind: r.kind as AttemptKind, userId: r.userId, version: r.version, at: r.at.toISOString() }));
}

export async function findQuestion(companyId: string, questionId: string) {
  const [q] = await getDb()
    .select({ id: codeQuestions.id, code: codeQuestions.code, title: codeQuestions.title, prompt: codeQuestions.prompt, language: codeQuestions.language, starterCode: codeQuestions.starterCode })
    .from(codeQuestions)
    .where(and(eq(codeQuestions.id, questionId), eq(codeQuestions.companyId, companyId)));
  return q ?? null;
}
