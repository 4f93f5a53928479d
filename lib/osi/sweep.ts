import "server-only";
import { lstat, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { osiAnswers, osiInvitationQuestions } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import type { Tx } from "@/lib/jobs/commands/shared";
import { logger } from "@/lib/log";
import { startIntervalTask, type SweepScope } from "@/lib/schedule/interval";
import { deleteFile } from "@/lib/storage";
import { osiStagingDir, stagedAnswerId } from "./candidate-commands";
import { OSI_STAGING_IDLE_HOURS, osiRetentionCutoff } from "./rules";

/**
 * The one-sided interviews' housekeeping (D76), one periodic task with two parts:
 *
 * - **Staging**: the resumable upload (D72) writes each answer's chunks to `<answerId>.part` in
 *   osiStagingDir() and removes the file once the answer is stored or refused. What stays behind
 *   (a removal that failed, an answer restarted, an upload abandoned mid-way) is removed here. A
 *   file whose answer is still uploading stays while it received a chunk within
 *   OSI_STAGING_IDLE_HOURS; past that the file goes and the answer is reset exactly as a restart
 *   resets it (recording, nothing received), so the candidate's next start or resume begins at 0.
 * - **Retention** (D73.2): answers recorded more than OSI_RETENTION_MONTHS ago are deleted with
 *   their video (lib/storage's delete: the stored_files row and the bytes, so the company's storage
 *   figure, a sum over stored_files, drops with them). The invitation and its status stay for the
 *   recruiter's history; the question keeps `recording_deleted_at`, which the response view shows.
 *
 * Each part runs in one transaction under its own advisory lock, so one process of many does it.
 */
const STAGING_LOCK = 7_310_216;
const RETENTION_LOCK = 7_310_217;
/** Files removed and answers deleted per part and run; the next tick takes the rest. */
export const OSI_SWEEP_BATCH = 50;
/** Staging files looked at per run, oldest first (the in-progress uploads are the newest). */
const STAGING_SCAN = 1_000;

export type OsiStagingResult = { removed: number; reset: number };
export type OsiRetentionResult = { answers: number; files: number; invitations: number };
export type OsiSweepResult = { staging: OsiStagingResult | null; retention: OsiRetentionResult | null };

type StagedFile = { answerId: string; file: string; mtimeMs: number };

/** The staging directory's `<uuid>.part` regular files, oldest first; nothing else is ever listed. */
async function stagedFiles(): Promise<StagedFile[]> {
  const dir = osiStagingDir();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
  const out: StagedFile[] = [];
  for (const name of names) {
    const answerId = stagedAnswerId(name);
    if (!answerId) continue;
    const file = path.join(dir, name);
    // lstat: a link or a directory under a staging name is not the upload's, and is left alone.
    const st = await lstat(file).catch(() => null);
    if (st?.isFile()) out.push({ answerId, file, mtimeMs: st.mtimeMs });
  }
  return out.sort((a, b) => a.mtimeMs - b.mtimeMs).slice(0, STAGING_SCAN);
}

async function mtimeMs(file: string): Promise<number | null> {
  const st = await lstat(file).catch(() => null);
  return st ? st.mtimeMs : null;
}

/**
 * One run of the staging part. A file of no answer at all (deleted, refused, unknown id) belongs
 * to no company and is removed in any scope; a file of another company's answer is outside a
 * scoped run. An answer row an upload holds (a chunk being written under its lock) is skipped.
 */
export async function sweepOsiStaging(now: Date = new Date(), scope: SweepScope = {}): Promise<OsiStagingResult | null> {
  const files = await stagedFiles();
  if (!files.length) return { removed: 0, reset: 0 };
  const idleBefore = now.getTime() - OSI_STAGING_IDLE_HOURS * 3_600_000;
  return getDb().transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${STAGING_LOCK}) as ok`);
    if (!lock.rows[0]?.ok) return null;
    const known = await tx
      .select({ id: osiAnswers.id, companyId: osiAnswers.companyId, status: osiAnswers.status })
      .from(osiAnswers)
      .where(inArray(osiAnswers.id, files.map((f) => f.answerId)));
    const answerOf = new Map(known.map((a) => [a.id, a]));
    const result: OsiStagingResult = { removed: 0, reset: 0 };
    for (const f of files) {
      if (result.removed >= OSI_SWEEP_BATCH) break;
      const answer = answerOf.get(f.answerId);
      if (!answer) {
        // The upload writes a file only for an answer row that exists, so none means it is gone.
        await rm(f.file, { force: true });
        result.removed++;
        continue;
      }
      if (scope.companyId && answer.companyId !== scope.companyId) continue;
      // A live upload is not even locked (its next chunk must not wait for the sweep).
      if (answer.status === "uploading" && f.mtimeMs > idleBefore) continue;
      if (await sweepAnswerFile(tx, f, idleBefore, now, result)) result.removed++;
    }
    return result;
  });
}

/** Decides one answer's staging file under the answer's row lock (the lock every chunk takes). */
async function sweepAnswerFile(tx: Tx, f: StagedFile, idleBefore: number, now: Date, result: OsiStagingResult): Promise<boolean> {
  const [a] = await tx
    .select({ id: osiAnswers.id, status: osiAnswers.status })
    .from(osiAnswers)
    .where(eq(osiAnswers.id, f.answerId))
    .for("update", { skipLocked: true });
  // Locked by a chunk in flight (or deleted meanwhile: the next run sees an orphan).
  if (!a) return false;
  if (a.status === "uploading") {
    // Measured again under the lock: a chunk written since the listing makes the upload live.
    const touched = await mtimeMs(f.file);
    if (touched === null || touched > idleBefore) return false;
    await tx.update(osiAnswers).set({ status: "recording", receivedBytes: 0, totalBytes: null }).where(eq(osiAnswers.id, a.id));
    result.reset++;
    logger.info({ answerId: a.id, idleSince: new Date(touched).toISOString(), at: now.toISOString() }, "osi sweep: abandoned upload reset");
  }
  // Uploaded (the copy stayed behind) or recording (a restart begins with a new file): residue.
  await rm(f.file, { force: true });
  return true;
}

/**
 * One run of the retention part: the oldest answers recorded (started) before the cutoff, at most
 * OSI_SWEEP_BATCH, rows an upload holds skipped. The answer rows go (their ratings with them), each
 * uploaded one's question is marked, each invitation gets one `osi.recordingsDeleted` activity
 * entry by the system, and the videos go last: their bytes cannot come back, so nothing after them
 * may roll the transaction back (a failure before leaves the answers for the next run).
 */
export async function sweepOsiRetention(now: Date = new Date(), scope: SweepScope = {}): Promise<OsiRetentionResult | null> {
  const cutoff = osiRetentionCutoff(now);
  return getDb().transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`);
    if (!lock.rows[0]?.ok) return null;
    const rows = await tx
      .select({ id: osiAnswers.id, companyId: osiAnswers.companyId, invitationId: osiAnswers.invitationId, questionId: osiAnswers.questionId, status: osiAnswers.status, fileId: osiAnswers.fileId })
      .from(osiAnswers)
      .where(and(lt(osiAnswers.startedAt, cutoff), scope.companyId ? eq(osiAnswers.companyId, scope.companyId) : undefined))
      .orderBy(asc(osiAnswers.startedAt), asc(osiAnswers.id))
      .limit(OSI_SWEEP_BATCH)
      .for("update", { skipLocked: true });
    if (!rows.length) return { answers: 0, files: 0, invitations: 0 };

    const recorded = rows.filter((r) => r.status === "uploaded");
    if (recorded.length) {
      await tx
        .update(osiInvitationQuestions)
        .set({ recordingDeletedAt: now })
        .where(inArray(osiInvitationQuestions.id, recorded.map((r) => r.questionId)));
    }
    await tx.delete(osiAnswers).where(inArray(osiAnswers.id, rows.map((r) => r.id)));

    const byInvitation = new Map<string, { companyId: string; answers: number; recordings: number }>();
    for (const r of rows) {
      const entry = byInvitation.get(r.invitationId) ?? { companyId: r.companyId, answers: 0, recordings: 0 };
      entry.answers++;
      if (r.status === "uploaded") entry.recordings++;
      byInvitation.set(r.invitationId, entry);
    }
    for (const [invitationId, e] of byInvitation) {
      await logActivity(tx, {
        companyId: e.companyId,
        actorUserId: null,
        action: "osi.recordingsDeleted",
        entityType: "osiInvitation",
        entityId: invitationId,
        before: { answers: e.answers, recordings: e.recordings },
        after: { answers: 0, cutoff: cutoff.toISOString() },
      });
    }

    let files = 0;
    for (const r of rows) {
      if (r.fileId && (await deleteFile(r.companyId, r.fileId, tx))) files++;
    }
    return { answers: rows.length, files, invitations: byInvitation.size };
  });
}

/** Both parts once; null when another process held both locks. Non-zero counts are logged. */
export async function runOsiSweepOnce(now: Date = new Date(), scope: SweepScope = {}): Promise<OsiSweepResult | null> {
  // Retention first: the staging files of the answers it deletes are orphans the staging part removes.
  const retention = await sweepOsiRetention(now, scope);
  const staging = await sweepOsiStaging(now, scope);
  if (staging === null && retention === null) return null;
  const result = { staging, retention };
  if (changedBy(result)) {
    logger.info(
      {
        task: "osi-sweep",
        stagingRemoved: staging?.removed ?? 0,
        uploadsReset: staging?.reset ?? 0,
        answersDeleted: retention?.answers ?? 0,
        filesDeleted: retention?.files ?? 0,
        invitations: retention?.invitations ?? 0,
      },
      "osi sweep ran",
    );
  }
  return result;
}

function changedBy(r: OsiSweepResult): number {
  return (r.staging?.removed ?? 0) + (r.staging?.reset ?? 0) + (r.retention?.answers ?? 0) + (r.retention?.files ?? 0);
}

/** Default every hour; OSI_SWEEP_INTERVAL_MS changes it (0 turns it off). */
export function startOsiSweepSchedule(): void {
  startIntervalTask({
    name: "osi-sweep",
    envVar: "OSI_SWEEP_INTERVAL_MS",
    defaultMs: 60 * 60_000,
    run: async () => {
      const r = await runOsiSweepOnce();
      return r === null ? null : changedBy(r);
    },
  });
}
