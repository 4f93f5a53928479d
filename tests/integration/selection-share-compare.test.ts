import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { talentShares, users } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { createShare } from "@/lib/selection/commands";
import { compareTalents, getShare, shortlistJobOptions } from "@/lib/selection/queries";
import { insertReview, insertTalent, jobIn, makeSelectionWorld, selectionActivity, writesOf, type SelectionWorld } from "../support/selection";
import { codeOf } from "../support/codes";

/**
 * Compare (spec §2, §5, §9) and share: the comparison holds at most 4 talents of this company
 * with their latest completed review and refuses when none has one; a share is readable only in
 * the company that made it.
 */
let w: SelectionWorld;
let other: SelectionWorld;

beforeAll(async () => {
  w = await makeSelectionWorld();
  other = await makeSelectionWorld();
});

afterAll(async () => {
  await closeDb();
});

describe("compare", () => {
  it("gives each talent its latest completed review, and flags a talent without one", async () => {
    const [a, b] = [await insertTalent(w, { name: "Ana Reviewed" }), await insertTalent(w, { name: "Ben Unreviewed" })];
    await insertReview(w, a.id, { finalRating: 2.5, recommendation: "Hold", completedAt: new Date(Date.now() - 86_400_000) });
    const latest = await insertReview(w, a.id, { finalRating: 4.5, recommendation: "Recommend", criteria: [{ name: "React", score: 9 }] });
    const result = await compareTalents(w.companyId, [a.id, b.id]);
    expect(result.blocked).toBeNull();
    expect(result.missing).toBe(0);
    expect(result.talents.map((t) => t.name)).toEqual(["Ana Reviewed", "Ben Unreviewed"]);
    expect(result.talents[0].review).toMatchObject({ reviewId: latest.id, finalRating: 4.5, recommendation: "Recommend", criteria: [{ name: "React", score: 9 }] });
    expect(result.talents[1].review).toBeNull();
    expect(result.talents[0]).toMatchObject({ designation: "Frontend Engineer", availability: "WITHIN_30_DAYS", location: "Toronto, Ontario, Canada", totalExperienceMonths: 74, skills: [{ stack: "React", years: 5 }] });
    expect(result.talents[0].education).toEqual([{ level: "MASTERS", courseName: "MSc Computer Science", institution: "McGill", completion: 2016 }]);
  });

  it("refuses the comparison when none of the chosen talents has a completed review", async () => {
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    const result = await compareTalents(w.companyId, [a.id, b.id]);
    expect(result.blocked).toBe("noReviewedTalent");
    expect(result.talents.every((t) => t.review === null)).toBe(true);
    expect((await compareTalents(w.companyId, [])).blocked).toBe("noTalents");
  });

  it("compares at most 4 talents, in the order asked", async () => {
    const talents = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertTalent(w)));
    await insertReview(w, talents[5].id);
    const result = await compareTalents(
      w.companyId,
      talents.map((t) => t.id),
    );
    expect(result.talents.map((t) => t.id)).toEqual(talents.slice(0, 4).map((t) => t.id));
    // The only reviewed talent was the sixth: past the cap, so this four is refused.
    expect(result.blocked).toBe("noReviewedTalent");
  });

  it("never shows another company's talent or review, and counts it as missing", async () => {
    const mine = await insertTalent(w);
    await insertReview(w, mine.id);
    const theirs = await insertTalent(other, { name: "Elsewhere Person" });
    await insertReview(other, theirs.id, { finalRating: 5 });
    // A review filed under our company for their talent must not surface either.
    await insertReview(w, theirs.id, { finalRating: 1 });
    const result = await compareTalents(w.companyId, [mine.id, theirs.id, "not-a-uuid"]);
    expect(result.talents.map((t) => t.id)).toEqual([mine.id]);
    expect(result.missing).toBe(1);
    expect(JSON.stringify(result)).not.toContain("Elsewhere Person");
  });

  it("hides the name of a talent whose name permission is off", async () => {
    const hidden = await insertTalent(w, { name: "Secret Sam", nameVisible: false });
    await insertReview(w, hidden.id);
    const result = await compareTalents(w.companyId, [hidden.id]);
    expect(result.talents[0].name).toBeNull();
    expect(JSON.stringify(result)).not.toContain("Secret Sam");
  });
});

describe("share", () => {
  it("saves the talents with an activity row and reads back only in the same company", async () => {
    const [a, b] = [await insertTalent(w, { name: "Shared One" }), await insertTalent(w, { name: "Shared Two" })];
    await insertReview(w, b.id, { finalRating: 3.5 });
    const job = await jobIn(w, { assigneeId: w.otherRecruiter.id });
    // Sharing needs no assignment: any recruiter may share against any job of the company.
    const { shareId } = await createShare({ id: w.companyId }, { actorUserId: w.recruiter.id }, { candidateIds: [a.id, b.id, a.id], jobId: job.id });
    const share = await getShare(w.companyId, shareId);
    expect(share).toMatchObject({ id: shareId, createdBy: "Rita Recruiter", job: { id: job.id, jdId: `JD-${job.jdNumber}` } });
    expect(share!.talents.map((t) => [t.name, t.review?.finalRating ?? null])).toEqual([
      ["Shared One", null],
      ["Shared Two", 3.5],
    ]);
    expect(await getShare(other.companyId, shareId)).toBeNull();
    expect(await getShare(w.companyId, "../../etc/passwd")).toBeNull();
    const [log] = (await selectionActivity(w.companyId, "selection.shared")).filter((l) => l.entityId === shareId);
    expect(log).toMatchObject({ actorUserId: w.recruiter.id, entityType: "talentShare", after: { candidateIds: [a.id, b.id], jobId: job.id } });
  });

  it("refuses another company's talent (10404) or job (10078) and saves nothing", async () => {
    const mine = await insertTalent(w);
    const theirs = await insertTalent(other);
    const theirJob = await jobIn(other, {});
    const before = await writesOf(w.companyId);
    expect(await codeOf(createShare({ id: w.companyId }, { actorUserId: w.recruiter.id }, { candidateIds: [mine.id, theirs.id] }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(createShare({ id: w.companyId }, { actorUserId: w.recruiter.id }, { candidateIds: [mine.id], jobId: theirJob.id }))).toBe(ERROR_CODES.jobNoLongerExists);
    expect(await writesOf(w.companyId)).toEqual(before);
    expect(await getDb().select().from(talentShares).where(eq(talentShares.companyId, other.companyId))).toEqual([]);
  });

  it("leaves out of a share's view a talent deleted since it was shared", async () => {
    const [a, b] = [await insertTalent(w), await insertTalent(w)];
    const { shareId } = await createShare({ id: w.companyId }, { actorUserId: w.recruiter.id }, { candidateIds: [a.id, b.id] });
    await getDb().delete(users).where(eq(users.id, a.id));
    expect((await getShare(w.companyId, shareId))!.talents.map((t) => t.id)).toEqual([b.id]);
  });
});

describe("the shortlist job picker", () => {
  it("offers the actor's active jobs and lists other live jobs apart, never closed or overdue ones", async () => {
    const world = await makeSelectionWorld();
    const mine = await jobIn(world, { assigneeId: world.recruiter.id, dueInDays: 10 });
    const mineSooner = await jobIn(world, { assigneeId: world.recruiter.id, dueInDays: 3 });
    await jobIn(world, { assigneeId: world.recruiter.id, status: "suspended" });
    await jobIn(world, { assigneeId: world.recruiter.id, dueInDays: -1 });
    const theirs = await jobIn(world, { assigneeId: world.otherRecruiter.id });
    const unassigned = await jobIn(world, { assigneeId: null });
    const options = await shortlistJobOptions(world.companyId, world.recruiter.id);
    expect(options.assigned.map((j) => j.id)).toEqual([mineSooner.id, mine.id]);
    expect(options.others.map((j) => [j.id, j.assignee]).sort()).toEqual(
      [
        [theirs.id, "Oscar Other"],
        [unassigned.id, null],
      ].sort(),
    );
    expect((await shortlistJobOptions(w.companyId, world.recruiter.id)).assigned).toEqual([]);
  });
});
