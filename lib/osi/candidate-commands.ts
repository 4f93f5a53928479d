import "server-only";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { osiAnswers, osiInvitationQuestions, osiInvitations } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { getCompanyLimits, storedBytes } from "@/lib/plans/limits";
import { putFile } from "@/lib/storage";
import { sniff } from "@/lib/storage/sniff";
import type { Tenant } from "@/lib/tenancy/queries";
import { isUuid, UUID_SOURCE } from "@/lib/text/uuid";
import { invitationIdFromToken } from "./candidate";
import { candidateMayAnswer, osiTransition, type OsiStatus } from "./rules";
import type { ChunkRange } from "./upload-range";

/**
 * The candidate's commands through the sealed link (issue 16, D72): consent, start an answer
 * (the one-attempt guard), and the answer's resumable chunked upload. Each runs in one
 * transaction holding the invitation's row (and the answer's) lock, so two tabs or a doubled
 * request cannot both pass a check; the staging file is written under that lock.
 */

/** Largest chunk one PUT may carry; the client sends this size (it reads it from start). */
export const OSI_CHUNK_BYTES = 5 * 1024 * 1024;
/** Largest answer (a 10-minute answer at the recorders' bit rates fits with room to spare). */
export const OSI_ANSWER_MAX_BYTES = 200 * 1024 * 1024;
/** A duration header above the question's time plus this much is ignored (the file is kept). */
const DURATION_SLACK_MS = 30_000;

export function osiStagingDir(): string {
  return path.resolve(process.env.OSI_STAGING_DIR || path.join(process.cwd(), ".data", "osi-staging"));
}

const STAGING_SUFFIX = ".part";
/** `<answer id, lower case>.part`: the only names the upload writes (and the staging sweep touches). */
const STAGED_NAME = new RegExp(`^(${UUID_SOURCE})\\${STAGING_SUFFIX}$`);

function stagingPath(answerId: string): string {
  if (!isUuid(answerId)) throw appError(ERROR_CODES.invalidRequest);
  return path.join(osiStagingDir(), `${answerId.toLowerCase()}${STAGING_SUFFIX}`);
}

/** The answer id a staging file's name carries, or null for a name the upload never writes. */
export function stagedAnswerId(fileName: string): string | null {
  return STAGED_NAME.exec(fileName)?.[1] ?? null;
}

type TenantRef = Pick<Tenant, "id" | "slug">;
type LockedInvitation = { id: string; candidateId: string; status: OsiStatus; consentAt: Date | null; expiresAt: Date };

/** Opens the token and locks this tenant's invitation; anything else is 10404. */
async function lockInvitation(tx: Tx, tenant: TenantRef, token: unknown, now: Date): Promise<LockedInvitation> {
  const invitationId = invitationIdFromToken(tenant, token, now);
  if (!invitationId) throw appError(ERROR_CODES.recordNotFound);
  const [inv] = await tx
    .select({ id: osiInvitations.id, candidateId: osiInvitations.candidateId, status: osiInvitations.status, consentAt: osiInvitations.consentAt, expiresAt: osiInvitations.expiresAt })
    .from(osiInvitations)
    .where(and(eq(osiInvitations.id, invitationId), eq(osiInvitations.companyId, tenant.id)))
    .for("update");
  if (!inv || inv.expiresAt.getTime() <= now.getTime()) throw appError(ERROR_CODES.recordNotFound);
  return inv;
}

function assertMayAnswer(inv: LockedInvitation): void {
  if (inv.status === "blocked") throw appError(ERROR_CODES.osiInvitationBlocked);
  if (inv.status === "completed") throw appError(ERROR_CODES.osiInvitationCompleted);
  if (!candidateMayAnswer(inv.status)) throw appError(ERROR_CODES.osiInvitationBlocked);
}

async function questionOf(tx: Tx, tenant: TenantRef, invitationId: string, questionId: string) {
  if (!isUuid(questionId)) throw appError(ERROR_CODES.osiQuestionNotInInvitation);
  const [q] = await tx
    .select({ id: osiInvitationQuestions.id, responseSeconds: osiInvitationQuestions.responseSeconds })
    .from(osiInvitationQuestions)
    .where(and(eq(osiInvitationQuestions.id, questionId), eq(osiInvitationQuestions.invitationId, invitationId), eq(osiInvitationQuestions.companyId, tenant.id)));
  if (!q) throw appError(ERROR_CODES.osiQuestionNotInInvitation);
  return q;
}

/** Consent to record, given on the intro page; kept once (the first time counts). */
export async function giveOsiConsent(tenant: TenantRef, token: unknown, now: Date = new Date()): Promise<{ ok: true }> {
  return getDb().transaction(async (tx) => {
    const inv = await lockInvitation(tx, tenant, token, now);
    assertMayAnswer(inv);
    if (!inv.consentAt) {
      await tx.update(osiInvitations).set({ consentAt: now, updatedAt: now }).where(eq(osiInvitations.id, inv.id));
    }
    return { ok: true as const };
  });
}

export type OsiAnswerStart = { answerId: string; chunkBytes: number; receivedBytes: number };

/**
 * Recording of a question starts. The unique (invitation, question) row is the one attempt: an
 * uploaded answer is final (10610). An answer whose upload never finished (the tab closed, the
 * page reloaded: the recording lived only in that page) starts again from zero with the server's
 * clock, so a candidate is never stuck on a question (D72).
 */
export async function startOsiAnswer(tenant: TenantRef, token: unknown, questionId: string, mime: string, now: Date = new Date()): Promise<OsiAnswerStart> {
  const out = await getDb().transaction(async (tx) => {
    const inv = await lockInvitation(tx, tenant, token, now);
    assertMayAnswer(inv);
    if (!inv.consentAt) throw appError(ERROR_CODES.osiConsentRequired);
    const q = await questionOf(tx, tenant, inv.id, questionId);
    const [existing] = await tx
      .select({ id: osiAnswers.id, status: osiAnswers.status })
      .from(osiAnswers)
      .where(and(eq(osiAnswers.invitationId, inv.id), eq(osiAnswers.questionId, q.id)))
      .for("update");
    if (existing?.status === "uploaded") throw appError(ERROR_CODES.osiAlreadyAnswered);
    let answerId: string;
    if (existing) {
      await tx
        .update(osiAnswers)
        .set({ status: "recording", startedAt: now, receivedBytes: 0, totalBytes: null, mime, durationMs: null })
        .where(eq(osiAnswers.id, existing.id));
      answerId = existing.id;
    } else {
      const [row] = await tx
        .insert(osiAnswers)
        .values({ companyId: tenant.id, invitationId: inv.id, questionId: q.id, status: "recording", startedAt: now, mime })
        .returning({ id: osiAnswers.id });
      answerId = row.id;
    }
    const started = osiTransition(inv.status, "start");
    if (started && started !== inv.status) {
      await tx.update(osiInvitations).set({ status: started, startedAt: sql`coalesce(${osiInvitations.startedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now }).where(eq(osiInvitations.id, inv.id));
    }
    return { answerId, chunkBytes: OSI_CHUNK_BYTES, receivedBytes: 0 };
  });
  await rm(stagingPath(out.answerId), { force: true });
  return out;
}

export type OsiUploadState = { receivedBytes: number; totalBytes: number | null; complete: boolean };

/** What the server holds of an answer (the client resumes from receivedBytes). */
export async function osiUploadState(tenant: TenantRef, token: unknown, questionId: string, now: Date = new Date()): Promise<OsiUploadState> {
  return getDb().transaction(async (tx) => {
    const inv = await lockInvitation(tx, tenant, token, now);
    const q = await questionOf(tx, tenant, inv.id, questionId);
    const [a] = await tx
      .select({ status: osiAnswers.status, receivedBytes: osiAnswers.receivedBytes, totalBytes: osiAnswers.totalBytes })
      .from(osiAnswers)
      .where(and(eq(osiAnswers.invitationId, inv.id), eq(osiAnswers.questionId, q.id)));
    if (!a) throw appError(ERROR_CODES.osiAnswerNotStarted);
    return { receivedBytes: a.receivedBytes, totalBytes: a.totalBytes, complete: a.status === "uploaded" };
  });
}

export type OsiChunkResult = { complete: false; receivedBytes: number } | { complete: true; receivedBytes: number; nextQuestionId: string | null; completed: boolean };

/**
 * One chunk of an answer. It must continue exactly where the server stopped (else 10615 with the
 * server's count, so the client re-syncs); the last chunk is sniffed (MP4 or WebM only, else
 * 10616 and the attempt is given back), stored through lib/storage and the answer is final.
 */
export async function putOsiChunk(
  tenant: TenantRef,
  token: unknown,
  questionId: string,
  range: ChunkRange,
  bytes: Uint8Array,
  durationHeaderMs: number | null,
  now: Date = new Date(),
): Promise<OsiChunkResult> {
  if (bytes.byteLength !== range.length) throw appError(ERROR_CODES.osiUploadRangeInvalid);
  if (range.length > OSI_CHUNK_BYTES || range.total > OSI_ANSWER_MAX_BYTES) throw appError(ERROR_CODES.payloadTooLarge);
  let refusal: Error | null = null;
  let staged: string | null = null;
  const result = await getDb().transaction(async (tx) => {
    const inv = await lockInvitation(tx, tenant, token, now);
    assertMayAnswer(inv);
    const q = await questionOf(tx, tenant, inv.id, questionId);
    const [a] = await tx
      .select({ id: osiAnswers.id, status: osiAnswers.status, receivedBytes: osiAnswers.receivedBytes, totalBytes: osiAnswers.totalBytes, startedAt: osiAnswers.startedAt })
      .from(osiAnswers)
      .where(and(eq(osiAnswers.invitationId, inv.id), eq(osiAnswers.questionId, q.id)))
      .for("update");
    if (!a) throw appError(ERROR_CODES.osiAnswerNotStarted);
    if (a.status === "uploaded") throw appError(ERROR_CODES.osiAlreadyAnswered);
    if ((a.totalBytes !== null && a.totalBytes !== range.total) || range.start !== a.receivedBytes) {
      throw appError(ERROR_CODES.osiUploadOutOfSync, undefined, { receivedBytes: a.receivedBytes });
    }
    const file = stagingPath(a.id);
    staged = file;
    await mkdir(path.dirname(file), { recursive: true });
    const fh = await open(file, range.start === 0 ? "w" : "r+");
    try {
      await fh.write(bytes, 0, bytes.byteLength, range.start);
    } finally {
      await fh.close();
    }
    const received = range.end + 1;
    if (received < range.total) {
      await tx.update(osiAnswers).set({ status: "uploading", receivedBytes: received, totalBytes: range.total }).where(eq(osiAnswers.id, a.id));
      return { complete: false as const, receivedBytes: received };
    }

    const whole = new Uint8Array(await readFile(file));
    const type = sniff(whole);
    if (type !== "webm" && type !== "mp4") {
      // Not a video: nothing is stored and the attempt is given back (the candidate records again).
      await tx.delete(osiAnswers).where(eq(osiAnswers.id, a.id));
      refusal = appError(ERROR_CODES.osiAnswerNotVideo);
      return null;
    }
    const limits = await getCompanyLimits(tx, tenant.id);
    if (limits.storageBytes !== null && (await storedBytes(tx, tenant.id)) + whole.byteLength > limits.storageBytes) {
      throw appError(ERROR_CODES.storageExhausted);
    }
    const stored = await putFile({ companyId: tenant.id, ownerUserId: inv.candidateId, kind: "osiAnswer", fileName: `answer.${type}`, bytes: whole }, tx);
    const maxMs = q.responseSeconds * 1000 + DURATION_SLACK_MS;
    // The recorder's measure when plausible, else the server's own (start to last chunk, capped).
    const durationMs = durationHeaderMs !== null && durationHeaderMs <= maxMs ? durationHeaderMs : Math.max(1, Math.min(now.getTime() - a.startedAt.getTime(), q.responseSeconds * 1000));
    await tx
      .update(osiAnswers)
      .set({ status: "uploaded", receivedBytes: received, totalBytes: range.total, fileId: stored.id, mime: stored.contentType, durationMs, uploadedAt: now })
      .where(eq(osiAnswers.id, a.id));

    const [left] = await tx
      .select({ id: osiInvitationQuestions.id })
      .from(osiInvitationQuestions)
      .where(
        and(
          eq(osiInvitationQuestions.invitationId, inv.id),
          sql`not exists (select 1 from ${osiAnswers} x where x.question_id = "osi_invitation_questions"."id" and x.status = 'uploaded')`,
        ),
      )
      .orderBy(osiInvitationQuestions.position)
      .limit(1);
    let completed = false;
    if (!left) {
      const done = osiTransition(inv.status, "complete");
      if (done) {
        await tx.update(osiInvitations).set({ status: done, completedAt: now, updatedAt: now }).where(eq(osiInvitations.id, inv.id));
        completed = true;
      }
    }
    return { complete: true as const, receivedBytes: received, nextQuestionId: left?.id ?? null, completed };
  });
  // The staged bytes go once the answer is stored or refused (never on a partial chunk).
  if ((result === null || result.complete) && staged) await rm(staged, { force: true }).catch(() => {});
  if (result === null) throw refusal ?? appError(ERROR_CODES.osiAnswerNotVideo);
  return result;
}
