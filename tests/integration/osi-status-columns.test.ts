import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { interviewCandidates, osiInvitations } from "@/db/schema";
import { jobInterviewList } from "@/lib/interviews/booking-queries";
import type { OsiStatus } from "@/lib/osi/rules";
import { searchTalent } from "@/lib/search/query";
import { makeBookingWorld, viewerOf, type BookingWorld } from "../support/booking";
import { createTestOrg, insertJob, type TestOrg } from "../support/org";
import { criteria, insertTalent, uniqueWord } from "../support/search";

/**
 * The one-sided interview status shown in the search results and on the job's interview
 * candidates list (decision D75), against the real database: within a job search, that job's
 * invitation; in the talent search, the company's most recent invitation; on the job's list, the
 * job's invitation. Another company's invitation never shows.
 */
let w: BookingWorld;
let other: TestOrg;
let jobA1: string;
let jobA2: string;
let jobB: string;
let word: string;
const t: Record<"both" | "blocked" | "foreign" | "none", string> = { both: "", blocked: "", foreign: "", none: "" };
let theirTalent: string;

const HOUR = 3_600_000;

async function invitation(companyId: string, jobId: string, candidateId: string, status: OsiStatus, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await getDb()
    .insert(osiInvitations)
    .values({ companyId, jobId, candidateId, status, expiresAt: new Date(Date.now() + 7 * 24 * HOUR), createdAt, updatedAt: createdAt });
}

beforeAll(async () => {
  w = await makeBookingWorld();
  other = await createTestOrg();
  jobA1 = w.job.id;
  jobA2 = (await insertJob(w, { assigneeId: w.recruiter.id })).id;
  jobB = (await insertJob(other)).id;
  word = uniqueWord("osicol");
  for (const key of Object.keys(t) as (keyof typeof t)[]) t[key] = await insertTalent({ tenant: w.slug, name: `Talent ${key}`, summary: `${word} engineer` });
  theirTalent = await insertTalent({ tenant: other.slug, name: "Their talent", summary: `${word} engineer` });

  // Job A1 completed two days ago, job A2 invited an hour ago: the latest is A2's.
  await invitation(w.companyId, jobA1, t.both, "completed", 48);
  await invitation(w.companyId, jobA2, t.both, "invited", 1);
  await invitation(w.companyId, jobA1, t.blocked, "blocked", 5);
  // Rows carrying another company's id (on its own job, and on this company's job): never shown here.
  await invitation(other.companyId, jobB, t.foreign, "started", 0);
  await invitation(other.companyId, jobA1, t.none, "started", 0);
  await invitation(other.companyId, jobB, theirTalent, "completed", 2);

  await getDb()
    .insert(interviewCandidates)
    .values([t.both, t.blocked, t.foreign, t.none].flatMap((candidateId) => [jobA1, jobA2].map((jobId) => ({ companyId: w.companyId, jobId, candidateId, round: 1, status: "screening" as const }))));
});

afterAll(async () => {
  await closeDb();
});

function statuses(results: { userId: string; osiStatus: OsiStatus | null }[]) {
  return Object.fromEntries(results.map((r) => [r.userId, r.osiStatus]));
}

describe("the search results' OSI column", () => {
  it("shows the company's most recent invitation per talent outside a job", async () => {
    const found = await searchTalent(w.companyId, { criteria: criteria({ q: word }), pageSize: 20 });
    expect(found.total).toBe(4);
    expect(statuses(found.results)).toEqual({ [t.both]: "invited", [t.blocked]: "blocked", [t.foreign]: null, [t.none]: null });
  });

  it("shows that job's invitation within a job search", async () => {
    const inA1 = await searchTalent(w.companyId, { criteria: criteria({ q: word }), pageSize: 20, jobId: jobA1 });
    expect(statuses(inA1.results)).toEqual({ [t.both]: "completed", [t.blocked]: "blocked", [t.foreign]: null, [t.none]: null });
    const inA2 = await searchTalent(w.companyId, { criteria: criteria({ q: word }), pageSize: 20, jobId: jobA2 });
    expect(statuses(inA2.results)).toEqual({ [t.both]: "invited", [t.blocked]: null, [t.foreign]: null, [t.none]: null });
  });

  it("is right for every row page by page", async () => {
    const seen: Record<string, OsiStatus | null> = {};
    for (let page = 1; page <= 4; page += 1) {
      const one = await searchTalent(w.companyId, { criteria: criteria({ q: word }), page, pageSize: 1, jobId: jobA1 });
      expect(one.results).toHaveLength(1);
      Object.assign(seen, statuses(one.results));
    }
    expect(seen).toEqual({ [t.both]: "completed", [t.blocked]: "blocked", [t.foreign]: null, [t.none]: null });
  });

  it("shows the other company its own invitations only", async () => {
    const theirs = await searchTalent(other.companyId, { criteria: criteria({ q: word }), pageSize: 20 });
    expect(statuses(theirs.results)).toEqual({ [theirTalent]: "completed" });
    // A job of another company used as the search's job: nothing of it shows.
    const wrongJob = await searchTalent(w.companyId, { criteria: criteria({ q: word }), pageSize: 20, jobId: jobB });
    expect(Object.values(statuses(wrongJob.results))).toEqual([null, null, null, null]);
  });
});

describe("the job's interview candidates list", () => {
  it("shows each talent's invitation status for that job, never another company's", async () => {
    const viewer = viewerOf(w, w.recruiter);
    const a1 = await jobInterviewList(viewer, jobA1);
    expect(a1.total).toBe(4);
    expect(Object.fromEntries(a1.rows.map((r) => [r.candidateId, r.osiStatus]))).toEqual({ [t.both]: "completed", [t.blocked]: "blocked", [t.foreign]: null, [t.none]: null });
    const a2 = await jobInterviewList(viewer, jobA2);
    expect(a2.total).toBe(4);
    expect(Object.fromEntries(a2.rows.map((r) => [r.candidateId, r.osiStatus]))).toEqual({ [t.both]: "invited", [t.blocked]: null, [t.foreign]: null, [t.none]: null });
  });
});
