import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { osiAnswerRatings, osiAnswers, osiInvitationQuestions, osiInvitations, storedFiles } from "@/db/schema";
import { osiUploadState, putOsiChunk } from "@/lib/osi/candidate-commands";
import { listJobInvitations } from "@/lib/osi/invitation-queries";
import { sealOsiLink } from "@/lib/osi/links";
import { osiResponseView } from "@/lib/osi/responses";
import { OSI_RETENTION_MONTHS, OSI_STAGING_IDLE_HOURS, osiRetentionCutoff } from "@/lib/osi/rules";
import { runOsiSweepOnce } from "@/lib/osi/sweep";
import { storedBytes } from "@/lib/plans/limits";
import { readFile } from "@/lib/storage";
import { codeOf } from "../support/codes";
import { insertOsiInvitation, insertUploadedAnswer, webmBytes } from "../support/osi";
import { withTempStorage } from "../support/profiles";
import { activityOf, createTestOrg, insertJob, insertUser, type TestOrg } from "../support/org";

/**
 * The one-sided interviews' sweep (D76) on the real database and real files: staging files left
 * behind are removed (an abandoned upload is reset the way a restart resets it) while a live
 * upload's file stays; answers past OSI_RETENTION_MONTHS lose their video (stored_files row and
 * bytes) while the invitation and its status stay and the response view says what happened.
 */
const storageDir = withTempStorage();
const stagingDir = `${storageDir}-staging`;
process.env.OSI_STAGING_DIR = stagingDir;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let org: TestOrg;
let other: TestOrg;
let recruiterId: string;
let jobId: string;
let otherJobId: string;

beforeAll(async () => {
  org = await createTestOrg();
  other = await createTestOrg();
  recruiterId = (await insertUser(org, { role: "recruiter" })).id;
  jobId = (await insertJob(org, { assigneeId: recruiterId })).id;
  otherJobId = (await insertJob(other)).id;
  mkdirSync(stagingDir, { recursive: true });
});

afterAll(async () => {
  await closeDb();
});

const talentOf = async (o: TestOrg) => (await insertUser(o, { role: "talent" })).id;

/** A staged file as the upload writes it, last written `ageMs` ago. */
function stage(name: string, bytes: number, ageMs: number): string {
  const file = path.join(stagingDir, name);
  writeFileSync(file, randomBytes(bytes));
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
  return file;
}

/** An answer mid-upload: `received` of `total` bytes on the server, its staging file that old. */
async function uploadingAnswer(o: TestOrg, j: string, opts: { received: number; total: number; idleMs: number; startedAt?: Date }) {
  const candidateId = await talentOf(o);
  const { invitationId, questionIds } = await insertOsiInvitation(o, j, candidateId, { questions: 2 });
  const [a] = await getDb()
    .insert(osiAnswers)
    .values({ companyId: o.companyId, invitationId, questionId: questionIds[0], status: "uploading", receivedBytes: opts.received, totalBytes: opts.total, mime: "video/webm", startedAt: opts.startedAt ?? new Date(Date.now() - opts.idleMs - HOUR) })
    .returning();
  const file = stage(`${a.id}.part`, opts.received, opts.idleMs);
  return { answerId: a.id, invitationId, questionId: questionIds[0], file };
}

async function answerRow(id: string) {
  const [row] = await getDb().select().from(osiAnswers).where(eq(osiAnswers.id, id));
  return row ?? null;
}

describe("the staging sweep", () => {
  it("removes stale, orphaned and stored-answer files, resets the abandoned upload, keeps a live one and anything not named <uuid>.part", async () => {
    const idle = (OSI_STAGING_IDLE_HOURS + 1) * HOUR;
    const stale = await uploadingAnswer(org, jobId, { received: 3000, total: 9000, idleMs: idle });
    const live = await uploadingAnswer(org, jobId, { received: 2000, total: 9000, idleMs: HOUR });
    // An answer stored since: its staged copy stayed behind (a failed removal). Fresh, still removed.
    const storedCandidate = await talentOf(org);
    const inv = await insertOsiInvitation(org, jobId, storedCandidate, { questions: 1 });
    const stored = await insertUploadedAnswer(org, { invitationId: inv.invitationId, questionId: inv.questionIds[0], candidateId: storedCandidate }, { durationMs: 3000 });
    const storedLeftover = stage(`${stored.answerId}.part`, 4096, 60_000);
    const orphan = stage(`${randomUUID()}.part`, 1024, HOUR);
    // Not the upload's names: never touched, however old.
    const foreign = [stage("notes.txt", 10, 90 * DAY), stage(`${randomUUID().toUpperCase()}.part`, 10, 90 * DAY), stage(`${randomUUID()}.part.bak`, 10, 90 * DAY), stage(`${randomUUID()}.partial`, 10, 90 * DAY)];
    // Another company's abandoned upload is outside a run scoped to this company.
    const elsewhere = await uploadingAnswer(other, otherJobId, { received: 1000, total: 5000, idleMs: idle });

    const first = await runOsiSweepOnce(new Date(), { companyId: org.companyId });
    expect(first?.staging).toEqual({ removed: 3, reset: 1 });

    expect(existsSync(stale.file)).toBe(false);
    expect(existsSync(storedLeftover)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(live.file)).toBe(true);
    expect(existsSync(elsewhere.file)).toBe(true);
    for (const f of foreign) expect(existsSync(f)).toBe(true);
    // The abandoned answer is reset exactly as a restart resets it; the live one is untouched.
    expect(await answerRow(stale.answerId)).toMatchObject({ status: "recording", receivedBytes: 0, totalBytes: null });
    expect(await answerRow(live.answerId)).toMatchObject({ status: "uploading", receivedBytes: 2000, totalBytes: 9000 });
    expect(await answerRow(elsewhere.answerId)).toMatchObject({ status: "uploading", receivedBytes: 1000 });
    // The stored answer and its video are not the staging sweep's business.
    expect((await readFile(org.companyId, stored.file.id)).bytes.byteLength).toBe(4096);

    // Running again finds nothing to do.
    expect((await runOsiSweepOnce(new Date(), { companyId: org.companyId }))?.staging).toEqual({ removed: 0, reset: 0 });
    expect(existsSync(live.file)).toBe(true);

    // The candidate's page resumes from what the server says: 0, and the upload starts over cleanly.
    const tenant = { id: org.companyId, slug: org.slug };
    const [row] = await getDb().select({ expiresAt: osiInvitations.expiresAt }).from(osiInvitations).where(eq(osiInvitations.id, stale.invitationId));
    const token = sealOsiLink(org.slug, stale.invitationId, row.expiresAt);
    expect(await osiUploadState(tenant, token, stale.questionId)).toEqual({ receivedBytes: 0, totalBytes: null, complete: false });
    const again = webmBytes(9000);
    expect(await putOsiChunk(tenant, token, stale.questionId, { start: 0, end: 3999, total: 9000, length: 4000 }, again.slice(0, 4000), null)).toEqual({ complete: false, receivedBytes: 4000 });
    expect(existsSync(stale.file)).toBe(true);
  });

  it("never takes a file while an upload holds its answer's row (a chunk being written)", async () => {
    const held = await uploadingAnswer(org, jobId, { received: 500, total: 9000, idleMs: (OSI_STAGING_IDLE_HOURS + 2) * HOUR });
    await getDb().transaction(async (tx) => {
      await tx.select({ id: osiAnswers.id }).from(osiAnswers).where(eq(osiAnswers.id, held.answerId)).for("update");
      expect((await runOsiSweepOnce(new Date(), { companyId: org.companyId }))?.staging).toEqual({ removed: 0, reset: 0 });
    });
    expect(existsSync(held.file)).toBe(true);
    expect(await answerRow(held.answerId)).toMatchObject({ status: "uploading", receivedBytes: 500 });
    // Released, the next run takes it.
    expect((await runOsiSweepOnce(new Date(), { companyId: org.companyId }))?.staging).toEqual({ removed: 1, reset: 1 });
    expect(existsSync(held.file)).toBe(false);
  });
});

describe("the retention sweep", () => {
  it(`deletes answers recorded more than ${OSI_RETENTION_MONTHS} months ago with their videos; keeps the invitation, younger answers and other companies' answers`, async () => {
    const now = new Date();
    const expired = new Date(osiRetentionCutoff(now).getTime() - DAY);
    const young = new Date(osiRetentionCutoff(now).getTime() + DAY);

    const candidate = await talentOf(org);
    const old = await insertOsiInvitation(org, jobId, candidate, { questions: 3, status: "completed" });
    const ref = (i: number) => ({ invitationId: old.invitationId, questionId: old.questionIds[i], candidateId: candidate });
    const a1 = await insertUploadedAnswer(org, ref(0), { durationMs: 4000, bytes: 5000, at: expired });
    const a2 = await insertUploadedAnswer(org, ref(1), { durationMs: 3000, bytes: 6000, at: expired });
    await getDb().insert(osiAnswerRatings).values({ answerId: a1.answerId, reviewerId: recruiterId, companyId: org.companyId, rating: 4 });
    // The third question: an upload abandoned back then, its staged bytes still on disk.
    const [abandoned] = await getDb()
      .insert(osiAnswers)
      .values({ companyId: org.companyId, invitationId: old.invitationId, questionId: old.questionIds[2], status: "uploading", receivedBytes: 700, totalBytes: 9000, startedAt: expired })
      .returning();
    const abandonedFile = stage(`${abandoned.id}.part`, 700, 2 * HOUR);

    const youngCandidate = await talentOf(org);
    const recent = await insertOsiInvitation(org, jobId, youngCandidate, { questions: 1, status: "completed" });
    const kept = await insertUploadedAnswer(org, { invitationId: recent.invitationId, questionId: recent.questionIds[0], candidateId: youngCandidate }, { durationMs: 2000, at: young });

    const otherCandidate = await talentOf(other);
    const theirs = await insertOsiInvitation(other, otherJobId, otherCandidate, { questions: 1, status: "completed" });
    const theirAnswer = await insertUploadedAnswer(other, { invitationId: theirs.invitationId, questionId: theirs.questionIds[0], candidateId: otherCandidate }, { durationMs: 2000, at: expired });

    const keys = [a1.file.storageKey, a2.file.storageKey].map((k) => path.join(storageDir, ...k.split("/")));
    for (const k of keys) expect(existsSync(k)).toBe(true);
    const usageBefore = await storedBytes(getDb(), org.companyId);

    const first = await runOsiSweepOnce(now, { companyId: org.companyId });
    expect(first?.retention).toEqual({ answers: 3, files: 2, invitations: 1 });
    // The abandoned answer's staged bytes went with it, in the same run.
    expect(first?.staging).toEqual({ removed: 1, reset: 0 });
    expect(existsSync(abandonedFile)).toBe(false);

    // Videos gone: bytes from disk, rows from stored_files, the storage figure down by their size.
    for (const k of keys) expect(existsSync(k)).toBe(false);
    expect(await getDb().select().from(storedFiles).where(inArray(storedFiles.id, [a1.file.id, a2.file.id]))).toEqual([]);
    expect(await codeOf(readFile(org.companyId, a1.file.id))).toBe(10404);
    expect(await storedBytes(getDb(), org.companyId)).toBe(usageBefore - 5000 - 6000);
    // Answers and their ratings gone; the invitation and its status stay; the questions say what happened.
    expect(await getDb().select().from(osiAnswers).where(eq(osiAnswers.invitationId, old.invitationId))).toEqual([]);
    expect(await getDb().select().from(osiAnswerRatings).where(eq(osiAnswerRatings.answerId, a1.answerId))).toEqual([]);
    const [inv] = await getDb().select().from(osiInvitations).where(eq(osiInvitations.id, old.invitationId));
    expect(inv.status).toBe("completed");
    const qs = await getDb().select().from(osiInvitationQuestions).where(eq(osiInvitationQuestions.invitationId, old.invitationId)).orderBy(osiInvitationQuestions.position);
    expect(qs.map((q) => q.recordingDeletedAt?.getTime() ?? null)).toEqual([now.getTime(), now.getTime(), null]);
    const log = await activityOf(old.invitationId);
    expect(log.map((e) => [e.action, e.actorUserId, e.before])).toEqual([["osi.recordingsDeleted", null, { answers: 3, recordings: 2 }]]);

    // Younger than the retention, or another company's (outside the scope): untouched.
    expect(await answerRow(kept.answerId)).toMatchObject({ status: "uploaded", fileId: kept.file.id });
    expect((await readFile(org.companyId, kept.file.id)).bytes.byteLength).toBe(4096);
    expect(await answerRow(theirAnswer.answerId)).toMatchObject({ status: "uploaded", fileId: theirAnswer.file.id });
    expect((await readFile(other.companyId, theirAnswer.file.id)).bytes.byteLength).toBe(4096);

    // Running again does nothing.
    expect(await runOsiSweepOnce(now, { companyId: org.companyId })).toEqual({ staging: { removed: 0, reset: 0 }, retention: { answers: 0, files: 0, invitations: 0 } });
    expect(await activityOf(old.invitationId)).toHaveLength(1);

    // The response view still opens and says the recordings were deleted; the list keeps the count.
    const view = await osiResponseView({ companyId: org.companyId, userId: recruiterId }, jobId, old.invitationId);
    expect(view.invitation.status).toBe("completed");
    expect(view.recordingsDeletedAt).toBe(now.toISOString());
    expect(view.questions.map((q) => [q.number, q.answer, q.recordingDeletedAt])).toEqual([
      [1, null, now.toISOString()],
      [2, null, now.toISOString()],
      [3, null, null],
    ]);
    expect(view.overlay).toEqual([]);
    expect(view.totalSeconds).toBe(0);
    const youngView = await osiResponseView({ companyId: org.companyId, userId: recruiterId }, jobId, recent.invitationId);
    expect(youngView.recordingsDeletedAt).toBeNull();
    expect(youngView.overlay).toHaveLength(1);
    const list = await listJobInvitations(org.companyId, jobId, { pageSize: 100 });
    expect(list.rows.find((r) => r.id === old.invitationId)).toMatchObject({ status: "completed", answered: 2, questions: 3 });

    // The other company's run takes theirs.
    expect((await runOsiSweepOnce(now, { companyId: other.companyId }))?.retention).toEqual({ answers: 1, files: 1, invitations: 1 });
    expect(await answerRow(theirAnswer.answerId)).toBeNull();
    expect(existsSync(path.join(storageDir, ...theirAnswer.file.storageKey.split("/")))).toBe(false);
  });
});
