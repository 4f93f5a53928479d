import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { jobCollaborators } from "@/db/schema";
import { and, eq } from "drizzle-orm";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { submitReview } from "@/lib/interviews/commands/submit-review";
import { reviewPageData, talentReviewResults } from "@/lib/interviews/review-queries";
import { compareTalents } from "@/lib/selection/queries";
import { searchTalent } from "@/lib/search/query";
import { criteria as searchCriteria } from "../support/search";
import { createTestOrg, userById } from "../support/org";
import { sessionFor } from "../support/sessions";
import {
  GOOD_REVIEW,
  entryStatus,
  interviewFor,
  interviewRow,
  makeReviewWorld,
  reviewWritesOf,
  reviewsOf,
  stageEvents,
  type ReviewWorld,
} from "../support/interview-reviews";

/**
 * Interview reviews on the real database (decision D47): the command's order of refusals, the
 * pipeline moves through the one door, one review per interviewer and interview, and what compare
 * and search read back. The action is driven through the one safe-action client with the
 * request's headers answered like a browser's.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
const actions = await import("@/lib/interviews/review-actions");

type Result = { data?: { status?: string; reviewId?: string }; serverError?: { code: number; message: string }; validationErrors?: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } };

let w: ReviewWorld;
let other: ReviewWorld;

const viewer = (u: { id: string; role: string }, world: ReviewWorld = w) => ({ userId: u.id, role: u.role, companyId: world.companyId });

async function codeOf(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return (e as { code?: number }).code;
  }
}

function as(cookie: string | null, slug = w.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

beforeAll(async () => {
  w = await makeReviewWorld(await createTestOrg());
  other = await makeReviewWorld(await createTestOrg());
});

afterAll(async () => {
  await closeDb();
});

describe("who may review, and when", () => {
  it("refuses a review before the interview's end time with 10571 and writes nothing", async () => {
    const c = await interviewFor(w, { startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 50 * 60_000) });
    const before = await reviewWritesOf(w.companyId);
    expect(await codeOf(submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW }))).toBe(ERROR_CODES.reviewNotOpen);
    expect(await reviewWritesOf(w.companyId)).toEqual(before);
    expect(await entryStatus(c.entryId)).toBe("interviewScheduled");
  });

  it("refuses an entry that is not yet (or no longer) reviewable with 10571", async () => {
    for (const status of ["invitationSent", "interviewCanceled", "reviewCompleted", "shortListed"] as const) {
      const c = await interviewFor(w, { status });
      expect(await codeOf(submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW })), status).toBe(ERROR_CODES.reviewNotOpen);
      expect(await reviewsOf(c.interviewId)).toEqual([]);
    }
  });

  it("refuses a collaborator on the job who did not interview, and a company-wide admin, with 10576", async () => {
    const c = await interviewFor(w);
    const before = await reviewWritesOf(w.companyId);
    expect(await codeOf(submitReview(viewer(w.carol), { entryId: c.entryId, ...GOOD_REVIEW }))).toBe(ERROR_CODES.notAnInterviewer);
    expect(await codeOf(submitReview({ userId: w.adminId, role: "admin", companyId: w.companyId }, { entryId: c.entryId, ...GOOD_REVIEW }))).toBe(ERROR_CODES.notAnInterviewer);
    expect(await reviewWritesOf(w.companyId)).toEqual(before);
  });

  it("answers 10404 for another tenant's entry (and for a made-up one), writing nothing in either company", async () => {
    const c = await interviewFor(w);
    const mine = await reviewWritesOf(w.companyId);
    const theirs = await reviewWritesOf(other.companyId);
    expect(await codeOf(submitReview(viewer(other.alice, other), { entryId: c.entryId, ...GOOD_REVIEW }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(submitReview(viewer(w.alice), { entryId: "00000000-0000-4000-8000-000000000000", ...GOOD_REVIEW }))).toBe(ERROR_CODES.recordNotFound);
    expect(await reviewWritesOf(w.companyId)).toEqual(mine);
    expect(await reviewWritesOf(other.companyId)).toEqual(theirs);
  });

  it("answers 10568 to an interviewer no longer associated with the job", async () => {
    const c = await interviewFor(w);
    await getDb()
      .delete(jobCollaborators)
      .where(and(eq(jobCollaborators.jobId, c.jobId), eq(jobCollaborators.userId, w.bob.id)));
    expect(await codeOf(submitReview(viewer(w.bob), { entryId: c.entryId, ...GOOD_REVIEW }))).toBe(ERROR_CODES.notAssociatedWithJob);
    expect(await reviewsOf(c.interviewId)).toEqual([]);
  });

  it("refuses duplicate criteria (trimmed, any case) with 10572 when called without the form's schema", async () => {
    const c = await interviewFor(w);
    const dup = { ...GOOD_REVIEW, criteria: [{ name: "Communication", score: 7 }, { name: "  communication ", score: 9 }] };
    expect(await codeOf(submitReview(viewer(w.alice), { entryId: c.entryId, ...dup }))).toBe(ERROR_CODES.duplicateCriteria);
    expect(await reviewsOf(c.interviewId)).toEqual([]);
    expect(await entryStatus(c.entryId)).toBe("interviewScheduled");
  });
});

describe("the pipeline moves with the reviews", () => {
  it("concludes the interview, then reviewInProgress on the first review and reviewCompleted on the second, with stage events", async () => {
    const c = await interviewFor(w);
    const first = await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW });
    expect(first).toMatchObject({ status: "reviewInProgress", finalRating: 4.3, reviewed: 1, interviewers: 2, edited: false });
    expect(await entryStatus(c.entryId)).toBe("reviewInProgress");
    expect((await interviewRow(c.interviewId)).status).toBe("ended");

    const second = await submitReview(viewer(w.bob), { entryId: c.entryId, ...GOOD_REVIEW, recommendation: "Hold", criteria: [{ name: "Technical", score: 6 }] });
    expect(second).toMatchObject({ status: "reviewCompleted", finalRating: 3, reviewed: 2, interviewers: 2 });
    expect(await stageEvents(c.entryId)).toEqual([
      { transition: "complete", from: "interviewScheduled", to: "interviewCompleted", actorId: null },
      { transition: "startReview", from: "interviewCompleted", to: "reviewInProgress", actorId: w.alice.id },
      { transition: "completeReview", from: "reviewInProgress", to: "reviewCompleted", actorId: w.bob.id },
    ]);
    const rows = await reviewsOf(c.interviewId);
    expect(rows.map((r) => [r.reviewerId, r.finalRating, r.candidateId, r.jobId])).toEqual([
      [w.alice.id, 4.3, c.candidateId, c.jobId],
      [w.bob.id, 3, c.candidateId, c.jobId],
    ]);
  });

  it("completes the review at once when the only interviewer reviews an interview already completed", async () => {
    const c = await interviewFor(w, { status: "interviewCompleted", interviewers: [w.alice.id] });
    expect((await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW })).status).toBe("reviewCompleted");
    expect((await stageEvents(c.entryId)).map((e) => e.transition)).toEqual(["completeReview"]);
  });

  it("edits the reviewer's review on a second save instead of adding one, and moves nothing", async () => {
    const c = await interviewFor(w);
    const first = await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW });
    const again = await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW, recommendation: "Not Recommend", comments: "Changed my mind.", criteria: [{ name: "Technical", score: 4 }] });
    expect(again).toMatchObject({ reviewId: first.reviewId, edited: true, status: "reviewInProgress", finalRating: 2 });
    const rows = await reviewsOf(c.interviewId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recommendation: "Not Recommend", comments: "Changed my mind.", criteria: [{ name: "Technical", score: 4 }], finalRating: 2 });
    expect((await stageEvents(c.entryId)).map((e) => e.transition)).toEqual(["complete", "startReview"]);
  });

  it("keeps one row when the same reviewer submits twice at the same moment", async () => {
    const c = await interviewFor(w);
    const both = await Promise.allSettled([submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW }), submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW })]);
    expect(both.map((b) => b.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await reviewsOf(c.interviewId)).toHaveLength(1);
    expect((await stageEvents(c.entryId)).map((e) => e.transition)).toEqual(["complete", "startReview"]);
    expect(await entryStatus(c.entryId)).toBe("reviewInProgress");
  });

  it("moves to reviewCompleted exactly once when both interviewers submit at the same moment", async () => {
    const c = await interviewFor(w);
    await Promise.all([submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW }), submitReview(viewer(w.bob), { entryId: c.entryId, ...GOOD_REVIEW })]);
    expect(await reviewsOf(c.interviewId)).toHaveLength(2);
    expect((await stageEvents(c.entryId)).map((e) => e.transition)).toEqual(["complete", "startReview", "completeReview"]);
  });
});

describe("the review page's data", () => {
  it("shows other interviewers' reviews only once the viewer has submitted, and never their personal note", async () => {
    const c = await interviewFor(w);
    await submitReview(viewer(w.bob), { entryId: c.entryId, ...GOOD_REVIEW, personalNote: "Bob's private note" });
    const before = await reviewPageData(w.companyId, w.alice.id, c.entryId);
    expect(before).toMatchObject({ window: "open", isInterviewer: true, mine: null, others: [] });
    expect(before!.interviewers).toEqual([
      { name: "Alice Interviewer", reviewed: false },
      { name: "Bob Interviewer", reviewed: true },
    ]);
    await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW });
    const after = await reviewPageData(w.companyId, w.alice.id, c.entryId);
    expect(after!.window).toBe("closed");
    expect(after!.mine).toMatchObject({ recommendation: "Recommend", personalNote: GOOD_REVIEW.personalNote, finalRating: 4.3 });
    expect(after!.others).toEqual([expect.objectContaining({ reviewerName: "Bob Interviewer", recommendation: "Recommend", finalRating: 4.3, comments: GOOD_REVIEW.comments })]);
    expect(JSON.stringify(after!.others)).not.toContain("Bob's private note");
    expect(await reviewPageData(other.companyId, other.alice.id, c.entryId)).toBeNull();
  });
});

describe("compare and search show the panel's result", () => {
  it("shows nothing while an interviewer is still to review, then the average rating and the majority recommendation", async () => {
    const c = await interviewFor(w, { talentName: "Panel Reviewed" });
    await submitReview(viewer(w.alice), { entryId: c.entryId, ...GOOD_REVIEW }); // 9, 8 → 4.3
    expect((await talentReviewResults(w.companyId, [c.candidateId])).get(c.candidateId)).toBeUndefined();
    expect((await compareTalents(w.companyId, [c.candidateId])).blocked).toBe("noReviewedTalent");

    await submitReview(viewer(w.bob), { entryId: c.entryId, ...GOOD_REVIEW, recommendation: "Hold", criteria: [{ name: "technical ", score: 6 }, { name: "Drive", score: 7 }] }); // 6.5 → 3.3
    const compared = await compareTalents(w.companyId, [c.candidateId]);
    expect(compared.blocked).toBeNull();
    expect(compared.talents[0]!.review).toMatchObject({
      interviewId: c.interviewId,
      reviewers: 2,
      finalRating: 3.8, // (4.3 + 3.3) / 2
      recommendation: "Hold", // one Recommend, one Hold: no majority
      criteria: [
        { name: "Technical", score: 7.5 },
        { name: "Communication", score: 8 },
        { name: "Drive", score: 7 },
      ],
    });

    const found = await searchTalent(w.companyId, { criteria: searchCriteria({ q: "" }), pageSize: 100 });
    const row = found.results.find((r) => r.userId === c.candidateId);
    expect(row?.review).toEqual({ finalRating: 3.8, recommendation: "Hold", reviewers: 2 });
    // Another company's search never sees it.
    const theirs = await searchTalent(other.companyId, { criteria: searchCriteria({ q: "" }), pageSize: 100 });
    expect(theirs.results.some((r) => r.userId === c.candidateId)).toBe(false);
  });
});

describe("the action (tenant → session → interviews.review → zod → command)", () => {
  it("saves a review for an interviewer through the action", async () => {
    const c = await interviewFor(w);
    as((await sessionFor(w.alice, w.slug)).cookie);
    const ok = (await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW })) as Result;
    expect(ok.data).toMatchObject({ status: "reviewInProgress" });
  });

  it("answers the spec's messages as validation errors and writes nothing", async () => {
    const c = await interviewFor(w);
    as((await sessionFor(w.alice, w.slug)).cookie);
    const before = await reviewWritesOf(w.companyId);
    const dup = (await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW, criteria: [{ name: "Skill", score: 5 }, { name: "SKILL", score: 6 }] })) as Result;
    expect(dup.validationErrors?.fieldErrors?.criteria).toContain("Duplicate criteria not allowed");
    const empty = (await actions.submitReviewAction({ entryId: c.entryId, recommendation: "", comments: " ", criteria: [{ name: "Skill", score: 5 }], personalNote: "" } as never)) as Result;
    expect(empty.validationErrors?.fieldErrors).toMatchObject({
      recommendation: ["Please select a recommendation option"],
      comments: ["Please enter review comment"],
      personalNote: ["Personal note and comments are required"],
    });
    expect(await reviewWritesOf(w.companyId)).toEqual(before);
  });

  it("answers 10231 without a session, 10403 to a talent, 10404 across tenants, 10576 to a non-interviewer", async () => {
    const c = await interviewFor(w);
    const before = await reviewWritesOf(w.companyId);
    as(null);
    expect(((await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as((await sessionFor(await userById(c.candidateId), w.slug)).cookie);
    expect(((await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as((await sessionFor(other.alice, other.slug)).cookie, other.slug);
    expect(((await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    as((await sessionFor(w.carol, w.slug)).cookie);
    expect(((await actions.submitReviewAction({ entryId: c.entryId, ...GOOD_REVIEW })) as Result).serverError?.code).toBe(ERROR_CODES.notAnInterviewer);
    expect(await reviewWritesOf(w.companyId)).toEqual(before);
  });

  it("refuses hostile input as validation, never a 500", async () => {
    const c = await interviewFor(w);
    as((await sessionFor(w.alice, w.slug)).cookie);
    const MB = "x".repeat(1024 * 1024);
    const bad: unknown[] = [
      undefined,
      null,
      "entryId=1",
      { ...GOOD_REVIEW, entryId: "' OR 1=1 --" },
      { ...GOOD_REVIEW, entryId: c.entryId, comments: MB },
      { ...GOOD_REVIEW, entryId: c.entryId, criteria: [{ name: "A", score: 11 }] },
      { ...GOOD_REVIEW, entryId: c.entryId, criteria: [{ name: "A", score: 7.5 }] },
      { ...GOOD_REVIEW, entryId: c.entryId, criteria: [{ name: "A", score: "9" }] },
      { ...GOOD_REVIEW, entryId: c.entryId, criteria: [] },
      { ...GOOD_REVIEW, entryId: c.entryId, criteria: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, score: 5 })) },
      { ...GOOD_REVIEW, entryId: c.entryId, recommendation: "Maybe" },
      { ...GOOD_REVIEW, entryId: c.entryId, personalNote: "x".repeat(501) },
      { ...GOOD_REVIEW, entryId: c.entryId, comments: "ok\u0000" },
    ];
    for (const input of bad) {
      const r = (await actions.submitReviewAction(input as never)) as Result;
      expect(r.data, JSON.stringify(input)?.slice(0, 80)).toBeUndefined();
      expect(r.serverError?.code ?? ERROR_CODES.invalidRequest).toBe(ERROR_CODES.invalidRequest);
    }
    expect(await reviewsOf(c.interviewId)).toEqual([]);
  });
});
