import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, getDb } from "@/db/client";
import { activityLog, osiAnswerRatings, osiAnswers, osiInvitations, rolePermissions } from "@/db/schema";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { osiInvitationOf, osiResponseView } from "@/lib/osi/responses";
import { readFile, signedUrl } from "@/lib/storage";
import { insertOsiInvitation, insertUploadedAnswer } from "../support/osi";
import { withTempStorage } from "../support/profiles";
import { codeOf } from "../support/codes";
import { sessionFor } from "../support/sessions";
import { createTestOrg, insertJob, insertUser, type TestOrg } from "../support/org";

/**
 * The one-sided interview's response view (issue 16, "Responses"; decision D74) against the real
 * database and storage: the questions in order with the overlay computed from the answers'
 * durations, tenant isolation (10630), the rating action (10632, 10631, 10634, one per reviewer,
 * permission), and byte ranges of the file route (206, 416) the player seeks with.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/osi/responses-actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: unknown };

withTempStorage();

let org: TestOrg;
let other: TestOrg;
let recruiter: Awaited<ReturnType<typeof insertUser>>;
let collaborator: Awaited<ReturnType<typeof insertUser>>;
let talent: Awaited<ReturnType<typeof insertUser>>;
let recruiterCookie: string;
let collaboratorCookie: string;
let talentCookie: string;
let otherCookie: string;
let jobId: string;
let invitationId: string;
let answerIds: string[];
let pendingAnswerId: string;
let fileBytes: Uint8Array;
let fileId: string;

function as(cookie: string | null, slug = org.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

async function seedInvitation(o: TestOrg, job: string, candidate: string, answers: (number | "pending" | null)[]) {
  const { invitationId, questionIds } = await insertOsiInvitation(o, job, candidate, { questions: answers.length });
  const ids: string[] = [];
  for (const [i, a] of answers.entries()) {
    if (a === null) continue;
    if (a === "pending") {
      const [row] = await getDb().insert(osiAnswers).values({ companyId: o.companyId, invitationId, questionId: questionIds[i], status: "uploading", mime: "video/webm" }).returning();
      ids.push(row.id);
      continue;
    }
    ids.push((await insertUploadedAnswer(o, { invitationId, questionId: questionIds[i], candidateId: candidate }, { durationMs: a, bytes: 4096 + i })).answerId);
  }
  return { invitationId, answerIds: ids, questionIds };
}

async function fetchFile(url: string, cookie: string, headers: Record<string, string> = {}, slug = org.slug) {
  const id = url.split("?")[0].split("/").pop()!;
  const req = new NextRequest(`http://localhost${url}`, { headers: { "x-tenant": slug, cookie, "user-agent": "vitest-api", "x-forwarded-for": "10.9.9.9", ...headers } });
  const res = await getFile(req, { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  org = await createTestOrg();
  other = await createTestOrg();
  recruiter = await insertUser(org, { role: "recruiter" });
  collaborator = await insertUser(org, { role: "collaborator" });
  talent = await insertUser(org, { role: "talent", fullName: "Tess Talent" });
  const otherRecruiter = await insertUser(other, { role: "recruiter" });
  recruiterCookie = (await sessionFor(recruiter, org.slug)).cookie;
  collaboratorCookie = (await sessionFor(collaborator, org.slug)).cookie;
  talentCookie = (await sessionFor(talent, org.slug)).cookie;
  otherCookie = (await sessionFor(otherRecruiter, other.slug)).cookie;
  const job = await insertJob(org, { assigneeId: recruiter.id, collaboratorIds: [collaborator.id] });
  jobId = job.id;
  const seeded = await seedInvitation(org, jobId, talent.id, [4000, 2500, 3250, "pending"]);
  invitationId = seeded.invitationId;
  answerIds = seeded.answerIds.slice(0, 3);
  pendingAnswerId = seeded.answerIds[3];
  const [a1] = await getDb().select().from(osiAnswers).where(eq(osiAnswers.id, answerIds[0]));
  fileId = a1.fileId!;
  fileBytes = (await readFile(org.companyId, fileId)).bytes;
});

afterAll(async () => {
  await closeDb();
});

describe("osiResponseView", () => {
  it("returns the questions in order with their answers and the overlay computed from the durations", async () => {
    const view = await osiResponseView({ companyId: org.companyId, userId: recruiter.id }, jobId, invitationId);
    expect(view.invitation).toMatchObject({ id: invitationId, status: "started" });
    expect(view.candidate).toMatchObject({ id: talent.id, name: "Tess Talent" });
    expect(view.job.id).toBe(jobId);
    expect(view.questions.map((q) => [q.number, q.question])).toEqual([
      [1, "Question text 1"],
      [2, "Question text 2"],
      [3, "Question text 3"],
      [4, "Question text 4"],
    ]);
    expect(view.questions.map((q) => q.answer?.status)).toEqual(["uploaded", "uploaded", "uploaded", "uploading"]);
    expect(view.questions[0].answer).toMatchObject({ mime: "video/webm", durationMs: 4000, playable: true, ratings: { mine: null, average: null, count: 0 } });
    expect(view.questions[0].answer?.url).toMatch(new RegExp(`^/api/files/${fileId}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    expect(view.questions[3].answer).toMatchObject({ playable: false, url: null, fileId: null });
    expect(view.overlay.map(({ question, questionNumber, startTime, endTime }) => ({ question, questionNumber, startTime, endTime }))).toEqual([
      { question: "Question text 1", questionNumber: 1, startTime: 0, endTime: 4 },
      { question: "Question text 2", questionNumber: 2, startTime: 4, endTime: 6.5 },
      { question: "Question text 3", questionNumber: 3, startTime: 6.5, endTime: 9.75 },
    ]);
    expect(view.totalSeconds).toBe(9.75);
    expect(view.overlay.map((e) => e.answerId)).toEqual(answerIds);
  });

  it("skips an unanswered question in the overlay and keeps its number", async () => {
    const seeded = await seedInvitation(org, (await insertJob(org, { assigneeId: recruiter.id })).id, (await insertUser(org, { role: "talent" })).id, [1000, null, 2000]);
    const [inv] = await getDb().select().from(osiInvitations).where(eq(osiInvitations.id, seeded.invitationId));
    const view = await osiResponseView({ companyId: org.companyId, userId: recruiter.id }, inv.jobId, inv.id);
    expect(view.questions[1].answer).toBeNull();
    expect(view.overlay.map((e) => [e.questionNumber, e.startTime, e.endTime])).toEqual([
      [1, 0, 1],
      [3, 1, 3],
    ]);
  });

  it("answers 10630 for another company's invitation, another job, or a malformed id", async () => {
    expect(await codeOf(osiResponseView({ companyId: other.companyId, userId: other.adminId }, jobId, invitationId))).toBe(ERROR_CODES.osiInvitationNotFound);
    const otherJob = await insertJob(org, { assigneeId: recruiter.id });
    expect(await codeOf(osiResponseView({ companyId: org.companyId, userId: recruiter.id }, otherJob.id, invitationId))).toBe(ERROR_CODES.osiInvitationNotFound);
    expect(await codeOf(osiResponseView({ companyId: org.companyId, userId: recruiter.id }, jobId, "not-a-uuid"))).toBe(ERROR_CODES.osiInvitationNotFound);
    expect(ERROR_CODES.osiInvitationNotFound).toBe(10630);
  });

  it("finds the candidate's invitation for a job (the interview page's link)", async () => {
    expect(await osiInvitationOf(org.companyId, jobId, talent.id)).toEqual({ id: invitationId, status: "started" });
    expect(await osiInvitationOf(other.companyId, jobId, talent.id)).toBeNull();
  });
});

describe("rateOsiAnswerAction", () => {
  async function ratingsOf(answerId: string) {
    return getDb().select().from(osiAnswerRatings).where(eq(osiAnswerRatings.answerId, answerId));
  }

  it("checks the range with 10632 and writes nothing", async () => {
    as(recruiterCookie);
    for (const rating of [0, 6, 2.5, -1, Number.NaN, "4", null]) {
      const r = (await actions.rateOsiAnswerAction({ answerId: answerIds[0], rating: rating as number })) as Result;
      expect(r.serverError?.code).toBe(ERROR_CODES.osiRatingOutOfRange);
    }
    expect(await ratingsOf(answerIds[0])).toEqual([]);
  });

  it("refuses an answer not uploaded yet (10631) and an unknown or other company's answer (10634)", async () => {
    as(recruiterCookie);
    expect(((await actions.rateOsiAnswerAction({ answerId: pendingAnswerId, rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.osiAnswerNotUploaded);
    expect(((await actions.rateOsiAnswerAction({ answerId: "00000000-0000-4000-8000-000000000000", rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.osiAnswerNotFound);
    expect(((await actions.rateOsiAnswerAction({ answerId: "nope", rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.osiAnswerNotFound);
    as(otherCookie, other.slug);
    expect(((await actions.rateOsiAnswerAction({ answerId: answerIds[0], rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.osiAnswerNotFound);
    expect(await ratingsOf(pendingAnswerId)).toEqual([]);
    expect(await ratingsOf(answerIds[0])).toEqual([]);
  });

  it("keeps one rating per reviewer (a second rating replaces the first) and averages the reviewers", async () => {
    as(recruiterCookie);
    const first = (await actions.rateOsiAnswerAction({ answerId: answerIds[1], rating: 2 })) as Result;
    expect(first.data).toEqual({ answerId: answerIds[1], mine: 2, average: 2, count: 1 });
    const again = (await actions.rateOsiAnswerAction({ answerId: answerIds[1], rating: 5 })) as Result;
    expect(again.data).toEqual({ answerId: answerIds[1], mine: 5, average: 5, count: 1 });
    as(collaboratorCookie);
    const second = (await actions.rateOsiAnswerAction({ answerId: answerIds[1], rating: 4 })) as Result;
    expect(second.data).toEqual({ answerId: answerIds[1], mine: 4, average: 4.5, count: 2 });
    const rows = await ratingsOf(answerIds[1]);
    expect(rows.map((r) => [r.reviewerId, r.rating]).sort()).toEqual([
      [recruiter.id, 5],
      [collaborator.id, 4],
    ].sort());
    const view = await osiResponseView({ companyId: org.companyId, userId: recruiter.id }, jobId, invitationId);
    expect(view.questions[1].answer?.ratings).toEqual({ mine: 5, average: 4.5, count: 2 });
    const log = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, answerIds[1]), eq(activityLog.action, "osi.rateAnswer")));
    expect(log).toHaveLength(3);
  });

  it("refuses a talent, a collaborator without interviews.review, and a staff user not on the job", async () => {
    as(talentCookie);
    expect(((await actions.rateOsiAnswerAction({ answerId: answerIds[2], rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as(null);
    expect(((await actions.rateOsiAnswerAction({ answerId: answerIds[2], rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    const db = getDb();
    const perm = and(eq(rolePermissions.companyId, org.companyId), eq(rolePermissions.role, "collaborator"), eq(rolePermissions.permission, "interviews.review"));
    await db.delete(rolePermissions).where(perm);
    try {
      as(collaboratorCookie);
      expect(((await actions.rateOsiAnswerAction({ answerId: answerIds[2], rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    } finally {
      await db.insert(rolePermissions).values({ companyId: org.companyId, role: "collaborator", permission: "interviews.review" });
    }
    const stranger = await insertUser(org, { role: "recruiter" });
    as((await sessionFor(stranger, org.slug)).cookie);
    expect(((await actions.rateOsiAnswerAction({ answerId: answerIds[2], rating: 3 })) as Result).serverError?.code).toBe(ERROR_CODES.notAssociatedWithJob);
    expect(await ratingsOf(answerIds[2])).toEqual([]);
  });
});

describe("GET /api/files/[id] with Range", () => {
  it("answers 206 with exactly the requested bytes, and 200 with all of them without a range", async () => {
    const url = signedUrl(fileId, 60);
    const full = await fetchFile(url, recruiterCookie);
    expect(full.status).toBe(200);
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.bytes).toEqual(fileBytes);

    const part = await fetchFile(url, recruiterCookie, { range: "bytes=100-1099" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${fileBytes.byteLength}`);
    expect(part.headers.get("content-length")).toBe("1000");
    expect(part.headers.get("content-type")).toBe("video/webm");
    expect(part.bytes).toEqual(fileBytes.slice(100, 1100));

    const open = await fetchFile(url, recruiterCookie, { range: "bytes=4000-" });
    expect([open.status, open.headers.get("content-range")]).toEqual([206, `bytes 4000-${fileBytes.byteLength - 1}/${fileBytes.byteLength}`]);
    expect(open.bytes).toEqual(fileBytes.slice(4000));

    const suffix = await fetchFile(url, recruiterCookie, { range: "bytes=-10" });
    expect([suffix.status, suffix.bytes]).toEqual([206, fileBytes.slice(-10)]);
  });

  it("answers 416 with code 10633 past the end, and 404 to another company even with a range", async () => {
    const url = signedUrl(fileId, 60);
    const past = await fetchFile(url, recruiterCookie, { range: `bytes=${fileBytes.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${fileBytes.byteLength}`);
    expect(JSON.parse(new TextDecoder().decode(past.bytes)).code).toBe(ERROR_CODES.fileRangeNotSatisfiable);
    const cross = await fetchFile(url, otherCookie, { range: "bytes=0-10" }, other.slug);
    expect(cross.status).toBe(404);
  });
});
