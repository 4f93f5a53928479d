import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "@/db/client";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { getShare } from "@/lib/selection/queries";
import { insertReview, insertTalent, jobIn, makeSelectionWorld, shortlistRows, writesOf, type SelectionWorld } from "../support/selection";
import { sessionFor } from "../support/sessions";

/**
 * The selection actions end to end behind the one safe-action client: tenant → admin session →
 * role permission (talent.shortlist, talent.search) → zod → command. `headers()` is answered with
 * what a browser request would carry; everything behind it is the real code and database.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/selection/actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: unknown };

let w: SelectionWorld;
let other: SelectionWorld;
let recruiterCookie: string;

function as(cookie: string | null, slug = w.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

beforeAll(async () => {
  w = await makeSelectionWorld();
  other = await makeSelectionWorld();
  recruiterCookie = (await sessionFor(w.recruiter, w.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

describe("shortlist through the action", () => {
  it("shortlists for the assignee, and shows a non-assignee the 10333 refusal", async () => {
    const mine = await jobIn(w, { assigneeId: w.recruiter.id });
    const theirs = await jobIn(w, { assigneeId: w.otherRecruiter.id });
    const t = await insertTalent(w);
    await insertReview(w, t.id);
    as(recruiterCookie);
    const ok = (await actions.shortlistAction({ jobId: mine.id, candidateIds: [t.id] })) as Result;
    expect(ok.data).toMatchObject({ jobId: mine.id, status: "shortListed", added: 1 });
    const refused = (await actions.shortlistAction({ jobId: theirs.id, candidateIds: [t.id] })) as Result;
    expect(refused.serverError).toEqual({ code: ERROR_CODES.onlyAssigneeCanShortlist, message: "Only the assigned recruiter can shortlist for this job." });
    expect(await shortlistRows(theirs.id)).toEqual([]);
    const standby = (await actions.standbyAction({ jobId: mine.id, candidateIds: [t.id] })) as Result;
    expect(standby.data).toMatchObject({ status: "standBy", moved: 1 });
    const removed = (await actions.removeFromShortlistAction({ jobId: mine.id, candidateIds: [t.id] })) as Result;
    expect(removed.data).toEqual({ jobId: mine.id, removed: 1 });
  });

  it("lists the picker's jobs for the signed-in recruiter only", async () => {
    const mine = await jobIn(w, { assigneeId: w.recruiter.id });
    as(recruiterCookie);
    const result = (await actions.shortlistJobOptionsAction({})) as Result & { data?: { assigned: { id: string }[] } };
    expect(result.data?.assigned.map((j) => j.id)).toContain(mine.id);
  });

  it("answers 10231 without a session, 10403 to a collaborator (no talent.shortlist) and to a talent, and writes nothing", async () => {
    const job = await jobIn(w, { assigneeId: w.collaborator.id });
    const t = await insertTalent(w);
    const before = await writesOf(w.companyId);
    as(null);
    expect(((await actions.shortlistAction({ jobId: job.id, candidateIds: [t.id] })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as((await sessionFor(w.collaborator, w.slug)).cookie);
    expect(((await actions.shortlistAction({ jobId: job.id, candidateIds: [t.id] })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.shareTalentsAction({ candidateIds: [t.id] })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as((await sessionFor(t, w.slug)).cookie);
    expect(((await actions.standbyAction({ jobId: job.id, candidateIds: [t.id] })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(await writesOf(w.companyId)).toEqual(before);
  });

  it("ignores a session replayed on another company's host (10231)", async () => {
    const t = await insertTalent(other);
    const job = await jobIn(other, { assigneeId: w.recruiter.id });
    as(recruiterCookie, other.slug);
    expect(((await actions.shortlistAction({ jobId: job.id, candidateIds: [t.id] })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    expect(await writesOf(other.companyId)).toEqual({ shortlists: 0, shares: 0, activity: 0 });
  });
});

describe("share through the action", () => {
  it("returns a share id that reads back only in the same company", async () => {
    const t = await insertTalent(w);
    as(recruiterCookie);
    const result = (await actions.shareTalentsAction({ candidateIds: [t.id] })) as Result & { data?: { shareId: string } };
    const shareId = result.data!.shareId;
    expect((await getShare(w.companyId, shareId))?.talents.map((x) => x.id)).toEqual([t.id]);
    expect(await getShare(other.companyId, shareId)).toBeNull();
  });
});

describe("hostile input", () => {
  const MB = "x".repeat(1024 * 1024);
  const uuid = "00000000-0000-4000-8000-000000000001";
  const BAD: Record<string, unknown> = {
    undefined: undefined,
    null: null,
    string: "jobId=1",
    number: 42,
    array: [],
    "empty object": {},
    "no talents": { jobId: uuid, candidateIds: [] },
    "51 talents": { jobId: uuid, candidateIds: Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`) },
    "SQL job id": { jobId: "' OR 1=1 --", candidateIds: [uuid] },
    "SQL talent id": { jobId: uuid, candidateIds: ["'; drop table job_shortlists; --"] },
    "HTML talent id": { jobId: uuid, candidateIds: ["<script>alert(1)</script>"] },
    "1 MB id": { jobId: MB, candidateIds: [MB] },
    "talent ids as a string": { jobId: uuid, candidateIds: uuid },
    "nested objects": { jobId: { $ne: null }, candidateIds: [{ id: uuid }] },
    "NUL byte": { jobId: `${uuid}\u0000`, candidateIds: [uuid] },
  };
  const CALLS = {
    shortlist: (input: unknown) => actions.shortlistAction(input as never),
    standby: (input: unknown) => actions.standbyAction(input as never),
    remove: (input: unknown) => actions.removeFromShortlistAction(input as never),
    share: (input: unknown) => actions.shareTalentsAction(input as never),
  };

  for (const [action, call] of Object.entries(CALLS)) {
    it(`${action}: refuses every malformed input as invalid before any query, and writes nothing`, async () => {
      as(recruiterCookie);
      const before = await writesOf(w.companyId);
      for (const [name, input] of Object.entries(BAD)) {
        const r = (await call(input)) as Result;
        expect(r.data, `${action} ${name}`).toBeUndefined();
        // Refused by zod before any query: the client shows 10001, never 10000.
        expect(r.serverError, `${action} ${name}`).toBeUndefined();
        expect(r.validationErrors, `${action} ${name}`).toBeTruthy();
      }
      expect(await writesOf(w.companyId)).toEqual(before);
    });
  }
});
