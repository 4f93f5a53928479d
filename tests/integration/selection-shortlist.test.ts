import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { removeFromShortlist, shortlist } from "@/lib/selection/commands";
import { jobShortlistEntries } from "@/lib/selection/queries";
import { insertTalent, jobIn, makeSelectionWorld, selectionActivity, shortlistRows, writesOf, type SelectionWorld } from "../support/selection";
import { codeOf } from "../support/codes";

/**
 * Shortlist and standby against a job (second document §6, §8): only the assignee (10333), only
 * active jobs (10334), never twice (10336), only this company's jobs (10078) and talents (10404),
 * each refusal writing nothing, each success leaving one activity-log row per talent.
 */
let w: SelectionWorld;
let other: SelectionWorld;
const tenant = () => ({ id: w.companyId });
const as = (user: { id: string }) => ({ actorUserId: user.id });

beforeAll(async () => {
  w = await makeSelectionWorld();
  other = await makeSelectionWorld();
});

afterAll(async () => {
  await closeDb();
});

describe("shortlisting by the assignee", () => {
  it("shortlists talents against the assignee's active job, with one activity row per talent", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    const out = await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id, b.id, a.id], status: "shortListed" });
    expect(out).toMatchObject({ jobId: job.id, jdId: `JD-${job.jdNumber}`, status: "shortListed", added: 2, moved: 0 });
    const rows = await shortlistRows(job.id);
    expect(rows.map((r) => [r.candidateId, r.status, r.byUserId, r.companyId]).sort()).toEqual(
      [
        [a.id, "shortListed", w.recruiter.id, w.companyId],
        [b.id, "shortListed", w.recruiter.id, w.companyId],
      ].sort(),
    );
    const log = (await selectionActivity(w.companyId, "selection.shortlisted")).filter((l) => (l.after as { jobId: string }).jobId === job.id);
    expect(log.map((l) => l.entityId).sort()).toEqual([a.id, b.id].sort());
    expect(log[0]).toMatchObject({ actorUserId: w.recruiter.id, entityType: "talent", before: null, after: { jobId: job.id, status: "shortListed" } });
  });

  it("puts talents on standby, promotes a standby talent to the shortlist, and parks a shortlisted one", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    expect(await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id], status: "standBy" })).toMatchObject({ added: 1, moved: 0 });
    expect((await shortlistRows(job.id))[0].status).toBe("standBy");
    expect(await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id], status: "shortListed" })).toMatchObject({ added: 0, moved: 1 });
    expect((await shortlistRows(job.id)).map((r) => r.status)).toEqual(["shortListed"]);
    const promoted = (await selectionActivity(w.companyId, "selection.shortlisted")).find((l) => l.entityId === t.id);
    expect(promoted).toMatchObject({ before: { jobId: job.id, status: "standBy" }, after: { jobId: job.id, status: "shortListed" } });
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id], status: "standBy" });
    expect((await shortlistRows(job.id)).map((r) => r.status)).toEqual(["standBy"]);
  });
});

describe("refusals, each writing nothing", () => {
  it("answers 10333 to a recruiter who is not the assignee, and to the recruiter admin too", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    const before = await writesOf(w.companyId);
    expect(await codeOf(shortlist(tenant(), as(w.otherRecruiter), { jobId: job.id, candidateIds: [t.id], status: "shortListed" }))).toBe(ERROR_CODES.onlyAssigneeCanShortlist);
    expect(await codeOf(shortlist(tenant(), { actorUserId: w.adminId }, { jobId: job.id, candidateIds: [t.id], status: "standBy" }))).toBe(ERROR_CODES.onlyAssigneeCanShortlist);
    const unassigned = await jobIn(w, { assigneeId: null });
    expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: unassigned.id, candidateIds: [t.id], status: "shortListed" }))).toBe(ERROR_CODES.onlyAssigneeCanShortlist);
    expect(await writesOf(w.companyId)).toEqual(before);
  });

  it("answers 10334 for suspended, expired, fulfilled, inactive and archived jobs, and an active one past its due moment", async () => {
    const t = await insertTalent(w);
    const before = await writesOf(w.companyId);
    for (const status of ["suspended", "expired", "fulfilled", "inactive", "archived"] as const) {
      const job = await jobIn(w, { assigneeId: w.recruiter.id, status });
      expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id], status: "shortListed" })), status).toBe(ERROR_CODES.activeJobsOnly);
    }
    const overdue = await jobIn(w, { assigneeId: w.recruiter.id, dueInDays: -1 });
    expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: overdue.id, candidateIds: [t.id], status: "standBy" }))).toBe(ERROR_CODES.activeJobsOnly);
    expect(await writesOf(w.companyId)).toEqual(before);
  });

  it("answers 10336 when a talent is already on the list with that status, and the rest of the batch is not written", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id], status: "shortListed" });
    const before = await writesOf(w.companyId);
    expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [b.id, a.id], status: "shortListed" }))).toBe(ERROR_CODES.alreadyShortlisted);
    expect((await shortlistRows(job.id)).map((r) => r.candidateId)).toEqual([a.id]);
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [b.id], status: "standBy" });
    expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [b.id], status: "standBy" }))).toBe(ERROR_CODES.alreadyShortlisted);
    expect((await writesOf(w.companyId)).shortlists).toBe(before.shortlists + 1);
  });

  it("lets only one of two simultaneous shortlists of the same talent through; the other gets 10336", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    const input = { jobId: job.id, candidateIds: [t.id], status: "shortListed" as const };
    const results = await Promise.allSettled([shortlist(tenant(), as(w.recruiter), input), shortlist(tenant(), as(w.recruiter), input)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(isAppError(failed.reason) && failed.reason.code).toBe(ERROR_CODES.alreadyShortlisted);
    expect(await shortlistRows(job.id)).toHaveLength(1);
  });

  it("answers 10078 for an unknown job, a deleted one, a malformed id and another company's job", async () => {
    const t = await insertTalent(w);
    const deleted = await jobIn(w, { assigneeId: w.recruiter.id, status: "deleted" });
    const theirs = await jobIn(other, { assigneeId: w.recruiter.id });
    const before = await writesOf(w.companyId);
    const theirsBefore = await writesOf(other.companyId);
    for (const jobId of ["00000000-0000-4000-8000-000000000000", deleted.id, "' OR 1=1 --", theirs.id]) {
      expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId, candidateIds: [t.id], status: "shortListed" })), jobId).toBe(ERROR_CODES.jobNoLongerExists);
    }
    expect(await writesOf(w.companyId)).toEqual(before);
    expect(await writesOf(other.companyId)).toEqual(theirsBefore);
  });

  it("answers 10404 for another company's talent or a user who is not a talent, and writes nothing for the valid ones", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const mine = await insertTalent(w);
    const theirs = await insertTalent(other);
    const before = await writesOf(w.companyId);
    for (const candidateIds of [[mine.id, theirs.id], [w.collaborator.id], [mine.id, "00000000-0000-4000-8000-000000000000"]]) {
      expect(await codeOf(shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds, status: "shortListed" }))).toBe(ERROR_CODES.recordNotFound);
    }
    expect(await shortlistRows(job.id)).toEqual([]);
    expect(await writesOf(w.companyId)).toEqual(before);
  });

  it("checks the job against the tenant given, not the actor: a recruiter of another company gets 10333 on ours", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    expect(await codeOf(shortlist(tenant(), as(other.recruiter), { jobId: job.id, candidateIds: [t.id], status: "shortListed" }))).toBe(ERROR_CODES.onlyAssigneeCanShortlist);
  });
});

describe("removing from the list", () => {
  it("removes talents with an activity row, and answers 10404 without removing anything when one was not on the list", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const [a, b, c] = [await insertTalent(w), await insertTalent(w), await insertTalent(w)];
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id, b.id], status: "standBy" });
    expect(await codeOf(removeFromShortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id, c.id] }))).toBe(ERROR_CODES.recordNotFound);
    expect(await shortlistRows(job.id)).toHaveLength(2);
    expect(await codeOf(removeFromShortlist(tenant(), as(w.otherRecruiter), { jobId: job.id, candidateIds: [a.id] }))).toBe(ERROR_CODES.onlyAssigneeCanShortlist);
    expect(await removeFromShortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id] })).toEqual({ jobId: job.id, removed: 1 });
    expect((await shortlistRows(job.id)).map((r) => r.candidateId)).toEqual([b.id]);
    const log = (await selectionActivity(w.companyId, "selection.removed")).find((l) => l.entityId === a.id);
    expect(log).toMatchObject({ before: { jobId: job.id, status: "standBy" }, after: null, actorUserId: w.recruiter.id });
  });

  it("refuses removal once the job is no longer active (10334)", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id], status: "shortListed" });
    await getDb().update(jobs).set({ status: "fulfilled" }).where(eq(jobs.id, job.id));
    expect(await codeOf(removeFromShortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [t.id] }))).toBe(ERROR_CODES.activeJobsOnly);
    expect(await shortlistRows(job.id)).toHaveLength(1);
  });
});

describe("the job's shortlisted and standby lists", () => {
  it("lists each talent under its status, hides a confidential name, and shows nothing to another company", async () => {
    const job = await jobIn(w, { assigneeId: w.recruiter.id });
    const [a, b] = [await insertTalent(w, { name: "Listed Lee" }), await insertTalent(w, { name: "Hidden Hana", nameVisible: false })];
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [a.id], status: "shortListed" });
    await shortlist(tenant(), as(w.recruiter), { jobId: job.id, candidateIds: [b.id], status: "standBy" });
    const lists = await jobShortlistEntries(w.companyId, job.id);
    expect(lists.shortListed).toEqual([expect.objectContaining({ candidateId: a.id, name: "Listed Lee", byUserName: "Rita Recruiter" })]);
    expect(lists.standBy).toEqual([expect.objectContaining({ candidateId: b.id, name: null })]);
    expect(await jobShortlistEntries(other.companyId, job.id)).toEqual({ shortListed: [], standBy: [] });
  });
});
