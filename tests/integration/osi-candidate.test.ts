import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { osiAnswers, osiInvitationQuestions, osiInvitations, storedFiles } from "@/db/schema";
import { POST as consentRoute } from "@/app/api/osi/[token]/consent/route";
import { POST as startRoute } from "@/app/api/osi/[token]/questions/[questionId]/start/route";
import { GET as stateRoute, PUT as uploadRoute } from "@/app/api/osi/[token]/questions/[questionId]/upload/route";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { loadOsiByToken } from "@/lib/osi/candidate";
import { OSI_CHUNK_BYTES } from "@/lib/osi/candidate-commands";
import { sealOsiLink } from "@/lib/osi/links";
import { readFile } from "@/lib/storage";
import { findTenantBySlug } from "@/lib/tenancy/queries";
import { apiRequest, callRoute } from "../support/api-request";
import { webmBytes } from "../support/osi";
import { withTempStorage } from "../support/profiles";
import { createTestOrg, insertJob, insertUser, type TestOrg } from "../support/org";

/**
 * The candidate's side of a one-sided interview (issue 16, D72) through the real route handlers,
 * PostgreSQL and disk storage: the sealed link, consent, the one attempt, the resumable chunked
 * upload (a lost chunk, a wrong offset, GET resync), refusals (not a video, too large, another
 * invitation's question, blocked) that store nothing, and the invitation completing.
 */
const storageDir = withTempStorage();
process.env.OSI_STAGING_DIR = `${storageDir}-staging`;

let org: TestOrg;
let other: TestOrg;
let jobId: string;

async function seed(o: TestOrg, opts: { questions?: number; status?: "invited" | "blocked"; expiresAt?: Date; job?: string; candidate?: string } = {}) {
  const db = getDb();
  const expiresAt = opts.expiresAt ?? new Date(Date.now() + 7 * 86_400_000);
  const [inv] = await db
    .insert(osiInvitations)
    .values({ companyId: o.companyId, jobId: opts.job ?? jobId, candidateId: opts.candidate ?? (await insertUser(o, { role: "talent" })).id, status: opts.status ?? "invited", expiresAt })
    .returning();
  const qs = await db
    .insert(osiInvitationQuestions)
    .values(Array.from({ length: opts.questions ?? 2 }, (_, i) => ({ invitationId: inv.id, companyId: o.companyId, position: i + 1, question: `Question ${i + 1}`, responseSeconds: 60 })))
    .returning();
  qs.sort((a, b) => a.position - b.position);
  // Sealed for its own expiry, like the invitation mail.
  const token = sealOsiLink(o.slug, inv.id, new Date(Math.max(expiresAt.getTime(), Date.now() + 60_000)));
  return { invitationId: inv.id, token, questionIds: qs.map((q) => q.id) };
}

const consent = (token: string, slug = org.slug) => callRoute(consentRoute, apiRequest(`/api/osi/${token}/consent`, { method: "POST", tenant: slug, json: {} }), { token });
const start = (token: string, questionId: string, slug = org.slug, mime = "video/webm;codecs=vp8,opus") =>
  callRoute(startRoute, apiRequest(`/api/osi/${token}/questions/${questionId}/start`, { method: "POST", tenant: slug, json: { mime } }), { token, questionId });
const state = (token: string, questionId: string) => callRoute(stateRoute, apiRequest(`/api/osi/${token}/questions/${questionId}/upload`, { tenant: org.slug }), { token, questionId });

function chunk(token: string, questionId: string, bytes: Uint8Array, from: number, to: number, o: { range?: string; duration?: string } = {}) {
  const body = bytes.slice(from, to);
  return callRoute(
    uploadRoute,
    apiRequest(`/api/osi/${token}/questions/${questionId}/upload`, {
      method: "PUT",
      tenant: org.slug,
      rawBody: body,
      headers: { "content-type": "video/webm", "content-range": o.range ?? `bytes ${from}-${to - 1}/${bytes.byteLength}`, "x-duration-ms": o.duration ?? "4200" },
    }),
    { token, questionId },
  );
}

async function upload(token: string, questionId: string, bytes: Uint8Array, size = 64 * 1024) {
  let last;
  for (let at = 0; at < bytes.byteLength; at += size) last = await chunk(token, questionId, bytes, at, Math.min(bytes.byteLength, at + size));
  return last!;
}

const answerOf = async (invitationId: string, questionId: string) =>
  (await getDb().select().from(osiAnswers).where(and(eq(osiAnswers.invitationId, invitationId), eq(osiAnswers.questionId, questionId))))[0];
const invitationOf = async (id: string) => (await getDb().select().from(osiInvitations).where(eq(osiInvitations.id, id)))[0];
const fileCount = async (companyId: string) => (await getDb().select({ id: storedFiles.id }).from(storedFiles).where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.kind, "osiAnswer")))).length;

beforeAll(async () => {
  org = await createTestOrg();
  other = await createTestOrg();
  const recruiter = await insertUser(org, { role: "recruiter" });
  jobId = (await insertJob(org, { assigneeId: recruiter.id })).id;
});

afterAll(async () => {
  await closeDb();
});

describe("the sealed link", () => {
  it("opens to this tenant's invitation with its questions in order and the next one to answer", async () => {
    const s = await seed(org, { questions: 3 });
    const tenant = (await findTenantBySlug(org.slug))!;
    const view = await loadOsiByToken(tenant, s.token);
    expect(view).toMatchObject({ invitationId: s.invitationId, status: "invited", blocked: false, consentAt: null, nextQuestionId: s.questionIds[0] });
    expect(view!.questions.map((q) => q.question)).toEqual(["Question 1", "Question 2", "Question 3"]);
  });

  it("reads a tampered, another tenant's or an expired link as nothing, and the API answers 10404", async () => {
    const s = await seed(org);
    const tenant = (await findTenantBySlug(org.slug))!;
    const otherTenant = (await findTenantBySlug(other.slug))!;
    const tampered = s.token.slice(0, -2) + (s.token.endsWith("A") ? "BB" : "AA");
    expect(await loadOsiByToken(tenant, tampered)).toBeNull();
    expect(await loadOsiByToken(otherTenant, s.token)).toBeNull();
    expect(await loadOsiByToken(tenant, s.token, new Date(Date.now() + 30 * 86_400_000))).toBeNull();
    const expired = await seed(org, { expiresAt: new Date(Date.now() - 1000) });
    expect(await loadOsiByToken(tenant, expired.token)).toBeNull();
    expect((await consent(tampered)).code).toBe(ERROR_CODES.recordNotFound);
    expect((await consent(s.token, other.slug)).code).toBe(ERROR_CODES.recordNotFound);
    expect((await consent(expired.token)).code).toBe(ERROR_CODES.recordNotFound);
  });
});

describe("answering", () => {
  it("needs consent first, then takes the one attempt and moves the invitation to started", async () => {
    const s = await seed(org);
    const early = await start(s.token, s.questionIds[0]);
    expect(early.code).toBe(ERROR_CODES.osiConsentRequired);
    expect((await consent(s.token)).status).toBe(200);
    expect((await invitationOf(s.invitationId)).consentAt).not.toBeNull();
    const res = await start(s.token, s.questionIds[0]);
    expect(res.status).toBe(201);
    expect((res.json as { results: unknown }).results).toMatchObject({ chunkBytes: OSI_CHUNK_BYTES, receivedBytes: 0 });
    expect((await invitationOf(s.invitationId)).status).toBe("started");
  });

  it("uploads in chunks, resumes after a lost chunk from what the server holds, and refuses a second answer", async () => {
    const s = await seed(org);
    await consent(s.token);
    await start(s.token, s.questionIds[0]);
    const bytes = webmBytes(300 * 1024);
    const files = await fileCount(org.companyId);
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 100 * 1024)).json).toMatchObject({ results: { complete: false, receivedBytes: 100 * 1024 } });
    // The next chunk is lost on the way; the client sends the one after it: 10615 with the server's count.
    const skipped = await chunk(s.token, s.questionIds[0], bytes, 200 * 1024, 300 * 1024);
    expect(skipped.status).toBe(409);
    expect(skipped.code).toBe(ERROR_CODES.osiUploadOutOfSync);
    expect(skipped.json).toMatchObject({ details: { receivedBytes: 100 * 1024 } });
    expect((await state(s.token, s.questionIds[0])).json).toMatchObject({ results: { receivedBytes: 100 * 1024, totalBytes: 300 * 1024, complete: false } });
    // A chunk sent twice is refused the same way and changes nothing.
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 100 * 1024)).code).toBe(ERROR_CODES.osiUploadOutOfSync);
    await chunk(s.token, s.questionIds[0], bytes, 100 * 1024, 200 * 1024);
    const done = await chunk(s.token, s.questionIds[0], bytes, 200 * 1024, 300 * 1024);
    expect(done.json).toMatchObject({ results: { complete: true, nextQuestionId: s.questionIds[1], completed: false } });
    const answer = await answerOf(s.invitationId, s.questionIds[0]);
    expect(answer).toMatchObject({ status: "uploaded", durationMs: 4200, receivedBytes: 300 * 1024 });
    const stored = await readFile(org.companyId, answer.fileId!);
    expect(Buffer.from(stored.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(stored.file.ownerUserId).toBe((await invitationOf(s.invitationId)).candidateId);
    expect(await fileCount(org.companyId)).toBe(files + 1);
    // The link now opens at question 2, question 1 marked answered.
    const view = await loadOsiByToken((await findTenantBySlug(org.slug))!, s.token);
    expect(view!.questions.map((q) => q.answered)).toEqual([true, false]);
    expect(view!.nextQuestionId).toBe(s.questionIds[1]);
    // The staging copy is gone once stored.
    expect(existsSync(process.env.OSI_STAGING_DIR!) ? readdirSync(process.env.OSI_STAGING_DIR!).filter((f) => f.startsWith(answer.id)) : []).toEqual([]);
    // One attempt only: starting or uploading the answered question again is refused, nothing stored.
    const again = await start(s.token, s.questionIds[0]);
    expect(again.status).toBe(409);
    expect(again.code).toBe(ERROR_CODES.osiAlreadyAnswered);
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 1024, { range: `bytes 0-1023/${bytes.byteLength}` })).code).toBe(ERROR_CODES.osiAlreadyAnswered);
    expect(await fileCount(org.companyId)).toBe(files + 1);
  });

  it("two PUTs of the same chunk at once: one is taken, the other told where the server is", async () => {
    const s = await seed(org);
    await consent(s.token);
    await start(s.token, s.questionIds[0]);
    const bytes = webmBytes(128 * 1024);
    const [a, b] = await Promise.all([chunk(s.token, s.questionIds[0], bytes, 0, 64 * 1024), chunk(s.token, s.questionIds[0], bytes, 0, 64 * 1024)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const last = await chunk(s.token, s.questionIds[0], bytes, 64 * 1024, 128 * 1024);
    expect(last.json).toMatchObject({ results: { complete: true } });
    const answer = await answerOf(s.invitationId, s.questionIds[0]);
    expect(Buffer.from((await readFile(org.companyId, answer.fileId!)).bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses a body that is not a video, stores nothing and gives the attempt back", async () => {
    const s = await seed(org);
    await consent(s.token);
    await start(s.token, s.questionIds[0]);
    const files = await fileCount(org.companyId);
    const text = new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(50));
    const res = await upload(s.token, s.questionIds[0], text);
    expect(res.status).toBe(415);
    expect(res.code).toBe(ERROR_CODES.osiAnswerNotVideo);
    expect(await fileCount(org.companyId)).toBe(files);
    expect(await answerOf(s.invitationId, s.questionIds[0])).toBeUndefined();
    expect((await start(s.token, s.questionIds[0])).status).toBe(201);
  });

  it("refuses a bad range, an oversized chunk or total, and a question of another invitation", async () => {
    const s = await seed(org);
    const mine = await seed(org);
    await consent(s.token);
    await start(s.token, s.questionIds[0]);
    const bytes = webmBytes(4096);
    for (const range of ["", "bytes 0-10/5", "bytes */4096", "bytes 0-4095/4096; x"]) {
      expect((await chunk(s.token, s.questionIds[0], bytes, 0, 4096, { range })).code, range).toBe(ERROR_CODES.osiUploadRangeInvalid);
    }
    // The declared range and the body disagree.
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 4096, { range: "bytes 0-8191/8192" })).code).toBe(ERROR_CODES.osiUploadRangeInvalid);
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 4096, { range: `bytes 0-${OSI_CHUNK_BYTES}/${OSI_CHUNK_BYTES + 1}` })).code).toBe(ERROR_CODES.payloadTooLarge);
    expect((await chunk(s.token, s.questionIds[0], bytes, 0, 4096, { range: `bytes 0-4095/${300 * 1024 * 1024}` })).code).toBe(ERROR_CODES.payloadTooLarge);
    expect((await start(s.token, mine.questionIds[0])).code).toBe(ERROR_CODES.osiQuestionNotInInvitation);
    expect((await start(s.token, "not-a-uuid")).code).toBe(ERROR_CODES.osiQuestionNotInInvitation);
    expect((await chunk(s.token, mine.questionIds[0], bytes, 0, 4096)).code).toBe(ERROR_CODES.osiQuestionNotInInvitation);
    expect((await start(s.token, s.questionIds[1], org.slug, "text/html")).code).toBe(ERROR_CODES.invalidRequest);
    expect(await answerOf(mine.invitationId, mine.questionIds[0])).toBeUndefined();
  });

  it("a blocked invitation answers its code; the last answer completes the invitation", async () => {
    const blocked = await seed(org, { status: "blocked" });
    expect((await consent(blocked.token)).code).toBe(ERROR_CODES.osiInvitationBlocked);
    expect((await start(blocked.token, blocked.questionIds[0])).code).toBe(ERROR_CODES.osiInvitationBlocked);

    const s = await seed(org, { questions: 2 });
    await consent(s.token);
    for (const [i, q] of s.questionIds.entries()) {
      expect((await start(s.token, q)).status).toBe(201);
      const res = await upload(s.token, q, webmBytes(96 * 1024 + i));
      expect(res.json).toMatchObject({ results: { complete: true, completed: i === 1, nextQuestionId: i === 1 ? null : s.questionIds[1] } });
    }
    expect(await invitationOf(s.invitationId)).toMatchObject({ status: "completed" });
    expect((await start(s.token, s.questionIds[0])).code).toBe(ERROR_CODES.osiInvitationCompleted);
  });

  it("a restarted unfinished answer (a reload mid-upload) begins again from zero", async () => {
    const s = await seed(org);
    await consent(s.token);
    await start(s.token, s.questionIds[0]);
    const bytes = webmBytes(128 * 1024);
    await chunk(s.token, s.questionIds[0], bytes, 0, 64 * 1024);
    const again = await start(s.token, s.questionIds[0]);
    expect((again.json as { results: { receivedBytes: number } }).results.receivedBytes).toBe(0);
    expect((await chunk(s.token, s.questionIds[0], bytes, 64 * 1024, 128 * 1024)).code).toBe(ERROR_CODES.osiUploadOutOfSync);
    expect((await upload(s.token, s.questionIds[0], bytes)).json).toMatchObject({ results: { complete: true } });
  });
});
