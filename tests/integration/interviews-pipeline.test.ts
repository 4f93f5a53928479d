import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { interviews, jobApplications, jobCollaborators, jobs, users } from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { blockInterview, unblockInterview } from "@/lib/interviews/commands/block";
import { boardMove } from "@/lib/interviews/commands/board-move";
import { completeInterview, markNoShow } from "@/lib/interviews/commands/conclude";
import { moveShortlistedToInterviewList, returnToInterviewList } from "@/lib/interviews/commands/move-to-interview-list";
import { recommendToHire } from "@/lib/interviews/commands/recommend";
import { sendToNextRound } from "@/lib/interviews/commands/send-to-next-round";
import { shortlistAfterReview } from "@/lib/interviews/commands/shortlist";
import { standByAfterReview } from "@/lib/interviews/commands/stand-by";
import { entryDetail, interviewList, jobBoard } from "@/lib/interviews/pipeline-queries";
import { insertJob } from "../support/org";
import { applicationOn, entryAt, entryRow, interviewFor, pipelineWrites, shortlistOn, stageEvents, viewerOf } from "../support/pipeline";
import { insertTalent, makeSelectionWorld, type SelectionWorld } from "../support/selection";

/**
 * The interview pipeline's commands on real Postgres (decision D43): each one's effect and its
 * timeline row, tenant isolation (10404/10078), the association rule (10568, nothing written),
 * and a concurrent double submit of the same board move.
 */
let w: SelectionWorld;
let other: SelectionWorld;

async function codeOf(p: Promise<unknown>): Promise<number | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
}

beforeAll(async () => {
  w = await makeSelectionWorld();
  other = await makeSelectionWorld();
});

afterAll(async () => {
  await closeDb();
});

const rec = () => viewerOf(w, w.recruiter);
const myJob = () => insertJob(w, { assigneeId: w.recruiter.id });

describe("move to interview list from the job's shortlist", () => {
  it("puts each selected shortlisted talent on the list in screening, round 1, with a timeline row and the application's status", async () => {
    const job = await myJob();
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    await shortlistOn(w, job.id, a.id);
    await shortlistOn(w, job.id, b.id);
    await applicationOn(w, job.id, a.id);
    const out = await moveShortlistedToInterviewList(rec(), { jobId: job.id, candidateIds: [a.id, b.id] });
    expect(out.entries.map((e) => [e.status, e.round, e.blocked])).toEqual([
      ["screening", 1, false],
      ["screening", 1, false],
    ]);
    const events = await stageEvents(out.entries[0]!.entryId);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.transition, e.actorId])).toEqual([[null, "screening", "moveToInterviewList", w.recruiter.id]]);
    const [app] = await getDb().select().from(jobApplications).where(eq(jobApplications.candidateId, a.id));
    expect(app!.status).toBe("INTERVIEW_LIST");
  });

  it("refuses the whole batch when one talent is only on standby or already on the list (10560), and writes nothing", async () => {
    const job = await myJob();
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    await shortlistOn(w, job.id, a.id);
    await shortlistOn(w, job.id, b.id, "standBy");
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: job.id, candidateIds: [a.id, b.id] }))).toBe(ERROR_CODES.interviewTransitionNotAllowed);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
    await moveShortlistedToInterviewList(rec(), { jobId: job.id, candidateIds: [a.id] });
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: job.id, candidateIds: [a.id] }))).toBe(ERROR_CODES.interviewTransitionNotAllowed);
  });

  it("only for live jobs (10334), and not with another company's job (10078) or talents (10404)", async () => {
    const t = await insertTalent(w);
    const suspended = await insertJob(w, { assigneeId: w.recruiter.id, status: "suspended" });
    await shortlistOn(w, suspended.id, t.id);
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: suspended.id, candidateIds: [t.id] }))).toBe(ERROR_CODES.activeJobsOnly);
    const overdue = await myJob();
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() - 60_000) }).where(eq(jobs.id, overdue.id));
    await shortlistOn(w, overdue.id, t.id);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: overdue.id, candidateIds: [t.id] }))).toBe(ERROR_CODES.activeJobsOnly);
    const theirJob = await insertJob(other, { assigneeId: other.recruiter.id });
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: theirJob.id, candidateIds: [t.id] }))).toBe(ERROR_CODES.jobNoLongerExists);
    const mine = await myJob();
    const theirTalent = await insertTalent(other);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: mine.id, candidateIds: [theirTalent.id] }))).toBe(ERROR_CODES.recordNotFound);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
  });
});

describe("each recruiter action: its effect and its timeline row", () => {
  const CASES = [
    { name: "send to next round", from: "reviewCompleted", run: sendToNextRound, to: "screening", round: 2, transition: "sendToNextRound" },
    { name: "recommend to hire", from: "shortListed", run: recommendToHire, to: "recommended", round: 1, transition: "recommend" },
    { name: "shortlist after review", from: "reviewCompleted", run: shortlistAfterReview, to: "shortListed", round: 1, transition: "shortlist" },
    { name: "stand by after review", from: "shortListed", run: standByAfterReview, to: "standBy", round: 1, transition: "standBy" },
    { name: "move a no-show back to the interview list", from: "noShow", run: returnToInterviewList, to: "screening", round: 1, transition: "moveToInterviewList" },
    { name: "move a canceled talent back to the interview list", from: "interviewCanceled", run: returnToInterviewList, to: "screening", round: 1, transition: "moveToInterviewList" },
  ] as const;
  for (const c of CASES) {
    it(`${c.name}: ${c.from} → ${c.to}`, async () => {
      const job = await myJob();
      const e = await entryAt(w, job.id, (await insertTalent(w)).id, c.from);
      const out = await c.run(rec(), { entryId: e.id, expectedVersion: e.version });
      expect(out).toMatchObject({ status: c.to, round: c.round, version: e.version + 1 });
      const events = await stageEvents(e.id);
      expect(events.map((s) => [s.fromStatus, s.toStatus, s.transition, s.actorId, s.round])).toEqual([[c.from, c.to, c.transition, w.recruiter.id, c.round]]);
    });
  }

  it("refuses an action the status does not allow (10560) and writes nothing", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "screening");
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(recommendToHire(rec(), { entryId: e.id }))).toBe(ERROR_CODES.interviewTransitionNotAllowed);
    expect(await codeOf(sendToNextRound(rec(), { entryId: e.id }))).toBe(10560);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
  });

  it("blocks an open invitation and unblocks it, both in the timeline; unblocking an unblocked entry is 10560", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "invitationSent");
    expect(await blockInterview(rec(), { entryId: e.id })).toMatchObject({ blocked: true, status: "invitationSent" });
    expect((await entryDetail(w.companyId, e.id))!.label).toBe("BLOCKED");
    expect(await unblockInterview(rec(), { entryId: e.id })).toMatchObject({ blocked: false });
    expect((await stageEvents(e.id)).map((s) => s.transition)).toEqual(["block", "unblock"]);
    expect(await codeOf(unblockInterview(rec(), { entryId: e.id }))).toBe(10560);
    const done = await entryAt(w, job.id, (await insertTalent(w)).id, "recommended");
    expect(await codeOf(blockInterview(rec(), { entryId: done.id }))).toBe(10560);
  });
});

describe("complete and no show by a recruiter once the start time passed", () => {
  it("refuses before the interview started or without an interview (10560), and writes nothing", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "interviewScheduled");
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(completeInterview(rec(), { entryId: e.id }))).toBe(10560);
    const meeting = await interviewFor(e, new Date(Date.now() + 3_600_000));
    expect(await codeOf(markNoShow(rec(), { entryId: e.id }))).toBe(10560);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
    const [row] = await getDb().select().from(interviews).where(eq(interviews.id, meeting.id));
    expect(row!.status).toBe("scheduled");
  });

  it("completes a started interview (the interview ends) and marks another no show", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "interviewScheduled");
    const meeting = await interviewFor(e, new Date(Date.now() - 60_000));
    expect(await completeInterview(rec(), { entryId: e.id })).toMatchObject({ status: "interviewCompleted" });
    const [row] = await getDb().select().from(interviews).where(eq(interviews.id, meeting.id));
    expect(row!.status).toBe("ended");
    expect(row!.endedAt).not.toBeNull();
    const f = await entryAt(w, job.id, (await insertTalent(w)).id, "interviewScheduled");
    await interviewFor(f, new Date(Date.now() - 60_000));
    expect(await markNoShow(rec(), { entryId: f.id })).toMatchObject({ status: "noShow" });
    expect((await stageEvents(f.id)).map((s) => [s.fromStatus, s.toStatus, s.transition])).toEqual([["interviewScheduled", "noShow", "markNoShow"]]);
  });
});

describe("the board move", () => {
  it("maps a target column to the one named transition from the current status", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    const out = await boardMove(rec(), { entryId: e.id, target: "screening", expectedVersion: e.version });
    expect(out).toMatchObject({ status: "screening", round: 2, transition: "sendToNextRound" });
    const events = await stageEvents(e.id);
    expect(events.map((s) => s.transition)).toEqual(["sendToNextRound"]);
  });

  it("answers a stale version with 10573 and a column it cannot reach with 10560, writing nothing", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(boardMove(rec(), { entryId: e.id, target: "shortListed", expectedVersion: e.version - 1 }))).toBe(ERROR_CODES.staleBoardMove);
    expect(await codeOf(boardMove(rec(), { entryId: e.id, target: "interviewScheduled", expectedVersion: e.version }))).toBe(10560);
    expect(await codeOf(boardMove(rec(), { entryId: e.id, target: "reviewCompleted", expectedVersion: e.version }))).toBe(10560);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
  });

  it("lets one of two concurrent submits of the same move through: the other gets 10573 or 10560, and one event row is written", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    const move = () => boardMove(rec(), { entryId: e.id, target: "shortListed", expectedVersion: e.version });
    const results = await Promise.allSettled([move(), move(), move()]);
    const ok = results.filter((r) => r.status === "fulfilled");
    const codes = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (isAppError(r.reason) ? r.reason.code : r.reason));
    expect(ok).toHaveLength(1);
    for (const c of codes) expect([ERROR_CODES.staleBoardMove, ERROR_CODES.interviewTransitionNotAllowed]).toContain(c);
    expect(await stageEvents(e.id)).toHaveLength(1);
    expect((await entryRow(e.id))!.version).toBe(e.version + 1);
  });
});

describe("tenants and association", () => {
  it("answers another company's entry with 10404 and another company's job with 10078, writing nothing there", async () => {
    const theirJob = await insertJob(other, { assigneeId: other.recruiter.id });
    const theirs = await entryAt(other, theirJob.id, (await insertTalent(other)).id, "reviewCompleted");
    const before = await pipelineWrites(other.companyId);
    expect(await codeOf(recommendToHire(rec(), { entryId: theirs.id }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(boardMove(rec(), { entryId: theirs.id, target: "recommended", expectedVersion: theirs.version }))).toBe(10404);
    expect(await codeOf(blockInterview(rec(), { entryId: "not-a-uuid" }))).toBe(10404);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: theirJob.id, candidateIds: [theirs.candidateId] }))).toBe(10078);
    expect(await pipelineWrites(other.companyId)).toEqual(before);
    expect(await entryDetail(w.companyId, theirs.id)).toBeNull();
  });

  it("answers 10568 to a recruiter no longer on the job, and writes nothing", async () => {
    const job = await insertJob(w, { assigneeId: w.otherRecruiter.id, collaboratorIds: [w.recruiter.id] });
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    // On the job as a collaborator: allowed. Then removed from it.
    expect(await standByAfterReview(rec(), { entryId: e.id })).toMatchObject({ status: "standBy" });
    await getDb().delete(jobCollaborators).where(eq(jobCollaborators.jobId, job.id));
    const before = await pipelineWrites(w.companyId);
    expect(await codeOf(recommendToHire(rec(), { entryId: e.id }))).toBe(ERROR_CODES.notAssociatedWithJob);
    expect(await codeOf(boardMove(rec(), { entryId: e.id, target: "recommended", expectedVersion: e.version + 1 }))).toBe(10568);
    const t = await insertTalent(w);
    await shortlistOn(w, job.id, t.id);
    expect(await codeOf(moveShortlistedToInterviewList(rec(), { jobId: job.id, candidateIds: [t.id] }))).toBe(10568);
    expect(await pipelineWrites(w.companyId)).toEqual(before);
    // The company-wide admin still may.
    expect(await recommendToHire(viewerOf(w, { id: w.adminId, role: "admin" }), { entryId: e.id })).toMatchObject({ status: "recommended" });
  });

  it("checks the stored role again: a collaborator (no interviews.schedule) and a demoted recruiter get 10403", async () => {
    const job = await insertJob(w, { assigneeId: w.recruiter.id, collaboratorIds: [w.collaborator.id] });
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    expect(await codeOf(recommendToHire(viewerOf(w, w.collaborator), { entryId: e.id }))).toBe(ERROR_CODES.permissionDenied);
    const demoted = await insertJob(w, { assigneeId: w.otherRecruiter.id });
    const f = await entryAt(w, demoted.id, (await insertTalent(w)).id, "reviewCompleted");
    await getDb().update(users).set({ state: "inactive" }).where(eq(users.id, w.otherRecruiter.id));
    try {
      expect(await codeOf(recommendToHire(viewerOf(w, w.otherRecruiter), { entryId: f.id }))).toBe(10403);
    } finally {
      await getDb().update(users).set({ state: "active" }).where(eq(users.id, w.otherRecruiter.id));
    }
    expect((await stageEvents(e.id)).length + (await stageEvents(f.id)).length).toBe(0);
  });
});

describe("the read side", () => {
  it("lists only the viewer's jobs' entries, by rank then most recent, filtered by status, job and date, one page at a time", async () => {
    const org = await makeSelectionWorld();
    const v = viewerOf(org, org.recruiter);
    const mine = await insertJob(org, { assigneeId: org.recruiter.id });
    const notMine = await insertJob(org, { assigneeId: org.otherRecruiter.id });
    const a = await entryAt(org, mine.id, (await insertTalent(org)).id, "recommended");
    const b = await entryAt(org, mine.id, (await insertTalent(org)).id, "screening");
    const c = await entryAt(org, mine.id, (await insertTalent(org)).id, "interviewScheduled");
    await interviewFor(c, new Date("2030-05-10T15:00:00Z"));
    await entryAt(org, notMine.id, (await insertTalent(org)).id, "screening");
    const all = await interviewList(v, { page: 1 }, "UTC");
    expect(all.rows.map((r) => r.entryId)).toEqual([b.id, c.id, a.id]);
    expect(all.total).toBe(3);
    expect(all.rows[1]!.startsAt).toBe("2030-05-10T15:00:00.000Z");
    expect((await interviewList(v, { page: 1, status: "recommended" }, "UTC")).rows.map((r) => r.entryId)).toEqual([a.id]);
    expect((await interviewList(v, { page: 1, from: "2030-05-10", to: "2030-05-10" }, "UTC")).rows.map((r) => r.entryId)).toEqual([c.id]);
    // 15:00 UTC on 10 May is already 00:00 on 11 May in Tokyo: the range is read in the viewer's zone.
    expect((await interviewList(v, { page: 1, from: "2030-05-10", to: "2030-05-10" }, "Asia/Tokyo")).total).toBe(0);
    expect((await interviewList(v, { page: 2 }, "UTC")).rows).toEqual([]);
    expect((await interviewList(viewerOf(org, { id: org.adminId, role: "admin" }), { page: 1 }, "UTC")).total).toBe(4);
  });

  it("builds the board: columns in rank order with the cards and the columns each card may move to", async () => {
    const job = await myJob();
    const e = await entryAt(w, job.id, (await insertTalent(w, { name: "Bo Ard" })).id, "reviewCompleted");
    const board = await jobBoard(w.companyId, job.id);
    expect(board.map((c) => c.status).slice(0, 3)).toEqual(["screening", "invitationSent", "interviewScheduled"]);
    const col = board.find((c) => c.status === "reviewCompleted")!;
    expect(col.cards).toEqual([{ entryId: e.id, talentName: "Bo Ard", status: "reviewCompleted", label: "REVIEW COMPLETED", round: 1, version: e.version, targets: ["screening", "shortListed", "standBy", "recommended"] }]);
    expect(await jobBoard(other.companyId, job.id)).toSatisfy((cols: { total: number }[]) => cols.every((c) => c.total === 0));
  });
});

describe("the demo seed", () => {
  it("holds pipeline entries in various statuses on one demo job, each with a timeline ending at its status, and seeds nothing twice", async () => {
    const db = getDb();
    const { seedPipeline } = await import("@/db/seed/pipeline");
    const rows = await db.execute<{ id: string; status: string; version: number; job_id: string }>(
      // The demo talent's open invitation is the booking seed's (db/seed/booking.ts), not this one's.
      sql`select e.id, e.status, e.version, e.job_id from interview_candidates e join companies c on c.id = e.company_id join users u on u.id = e.candidate_id where c.slug = 'demo' and lower(u.email) <> 'talent@demo.test' order by e.created_at`,
    );
    expect(rows.rows.map((r) => r.status).sort()).toEqual(["interviewCanceled", "noShow", "recommended", "reviewCompleted", "screening", "screening", "shortListed", "standBy"]);
    expect(new Set(rows.rows.map((r) => r.job_id)).size).toBe(1);
    for (const r of rows.rows) {
      const events = await stageEvents(r.id);
      expect(events[0]!.transition).toBe("moveToInterviewList");
      expect(events.at(-1)!.toStatus).toBe(r.status);
      expect(events).toHaveLength(r.version + 1);
      if (r.status === "interviewCanceled") expect(events.at(-1)!.reason).toBeTruthy();
    }
    await seedPipeline(db, () => {});
    const again = await db.execute<{ n: number }>(sql`select count(*)::int as n from interview_candidates e join companies c on c.id = e.company_id join users u on u.id = e.candidate_id where c.slug = 'demo' and lower(u.email) <> 'talent@demo.test'`);
    expect(again.rows[0]!.n).toBe(rows.rows.length);
  });
});
