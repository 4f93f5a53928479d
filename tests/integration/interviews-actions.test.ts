import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "@/db/client";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { insertJob } from "../support/org";
import { entryAt, pipelineWrites, shortlistOn, stageEvents } from "../support/pipeline";
import { insertTalent, makeSelectionWorld, type SelectionWorld } from "../support/selection";
import { sessionFor } from "../support/sessions";

/**
 * The pipeline actions behind the one safe-action client: tenant → admin session → role
 * permission (interviews.schedule) → zod → command (stored permission again, job association).
 * `headers()` answers what a browser request would carry; everything behind it is real.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/interviews/actions");

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

const uuid = "00000000-0000-4000-8000-000000000001";
/** Every action with a well-formed input for an entry (or job) id. */
const CALLS: Record<string, (id: string, version?: number) => Promise<unknown>> = {
  moveToInterviewList: (id) => actions.moveToInterviewListAction({ jobId: id, candidateIds: [uuid] }),
  returnToInterviewList: (id) => actions.returnToInterviewListAction({ entryId: id }),
  setBlocked: (id) => actions.setInterviewBlockedAction({ entryId: id, blocked: false }),
  sendToNextRound: (id) => actions.sendToNextRoundAction({ entryId: id }),
  recommend: (id) => actions.recommendToHireAction({ entryId: id }),
  shortlist: (id) => actions.shortlistAfterReviewAction({ entryId: id }),
  standBy: (id) => actions.standByAfterReviewAction({ entryId: id }),
  conclude: (id) => actions.concludeInterviewAction({ entryId: id, outcome: "complete" }),
  boardMove: (id, version = 0) => actions.boardMoveAction({ entryId: id, target: "recommended", expectedVersion: version }),
};

describe("access to the pipeline actions", () => {
  it("runs for the job's recruiter: move to the interview list, then a board move", async () => {
    const job = await insertJob(w, { assigneeId: w.recruiter.id });
    const t = await insertTalent(w);
    await shortlistOn(w, job.id, t.id);
    as(recruiterCookie);
    const moved = (await actions.moveToInterviewListAction({ jobId: job.id, candidateIds: [t.id] })) as Result & { data?: { entries: { entryId: string; version: number }[] } };
    expect(moved.serverError).toBeUndefined();
    const entry = moved.data!.entries[0]!;
    const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
    const board = (await actions.boardMoveAction({ entryId: e.id, target: "recommended", expectedVersion: e.version })) as Result;
    expect(board.data).toMatchObject({ status: "recommended", transition: "recommend" });
    const stale = (await actions.boardMoveAction({ entryId: e.id, target: "standBy", expectedVersion: e.version })) as Result;
    expect(stale.serverError?.code).toBe(ERROR_CODES.staleBoardMove);
    expect((await stageEvents(entry.entryId)).map((s) => s.transition)).toEqual(["moveToInterviewList"]);
  });

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: 10231 without a session, 10403 to a collaborator and a talent, 10568 off the job, 10231 on another host; nothing written`, async () => {
      const job = await insertJob(w, { assigneeId: w.otherRecruiter.id, collaboratorIds: [w.collaborator.id] });
      const e = await entryAt(w, job.id, (await insertTalent(w)).id, "reviewCompleted");
      const id = name === "moveToInterviewList" ? job.id : e.id;
      const before = await pipelineWrites(w.companyId);
      as(null);
      expect(((await call(id, e.version)) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
      as((await sessionFor(w.collaborator, w.slug)).cookie);
      expect(((await call(id, e.version)) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
      const talent = await insertTalent(w);
      as((await sessionFor(talent, w.slug)).cookie);
      expect(((await call(id, e.version)) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
      as(recruiterCookie);
      expect(((await call(id, e.version)) as Result).serverError?.code).toBe(ERROR_CODES.notAssociatedWithJob);
      as(recruiterCookie, other.slug);
      expect(((await call(id, e.version)) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
      expect(await pipelineWrites(w.companyId)).toEqual(before);
    });
  }
});

describe("hostile input", () => {
  const BAD: Record<string, unknown> = {
    undefined: undefined,
    null: null,
    string: "entryId=1",
    array: [],
    "empty object": {},
    "SQL id": { entryId: "' OR 1=1 --", jobId: "' OR 1=1 --", candidateIds: [uuid], target: "recommended", expectedVersion: 0, blocked: true, outcome: "complete" },
    "HTML id": { entryId: "<script>alert(1)</script>", jobId: "<b>", candidateIds: ["<i>"], target: "recommended", expectedVersion: 0, blocked: true, outcome: "complete" },
    "unknown target": { entryId: uuid, target: "hired", expectedVersion: 0 },
    "negative version": { entryId: uuid, target: "recommended", expectedVersion: -1 },
    "fractional version": { entryId: uuid, target: "recommended", expectedVersion: 1.5 },
    "version as a string": { entryId: uuid, target: "recommended", expectedVersion: "1" },
    "51 talents": { jobId: uuid, candidateIds: Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`) },
    "nested objects": { entryId: { $ne: null }, jobId: { $ne: null }, candidateIds: [{ id: uuid }] },
  };
  const RAW = {
    moveToInterviewList: (i: unknown) => actions.moveToInterviewListAction(i as never),
    returnToInterviewList: (i: unknown) => actions.returnToInterviewListAction(i as never),
    setBlocked: (i: unknown) => actions.setInterviewBlockedAction(i as never),
    sendToNextRound: (i: unknown) => actions.sendToNextRoundAction(i as never),
    recommend: (i: unknown) => actions.recommendToHireAction(i as never),
    shortlist: (i: unknown) => actions.shortlistAfterReviewAction(i as never),
    standBy: (i: unknown) => actions.standByAfterReviewAction(i as never),
    conclude: (i: unknown) => actions.concludeInterviewAction(i as never),
    boardMove: (i: unknown) => actions.boardMoveAction(i as never),
  };
  for (const [name, call] of Object.entries(RAW)) {
    it(`${name}: refuses malformed input as invalid (never 10000) and writes nothing`, async () => {
      as(recruiterCookie);
      const before = await pipelineWrites(w.companyId);
      for (const [label, input] of Object.entries(BAD)) {
        const r = (await call(input)) as Result;
        expect(r.data, `${name} ${label}`).toBeUndefined();
        if (r.serverError) expect(r.serverError.code, `${name} ${label}`).not.toBe(ERROR_CODES.unexpectedError);
        else expect(r.validationErrors, `${name} ${label}`).toBeTruthy();
      }
      expect(await pipelineWrites(w.companyId)).toEqual(before);
    });
  }
});
