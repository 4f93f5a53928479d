import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { interviewRooms, interviews } from "@/db/schema";
import { ROOM_GRACE_MINUTES } from "@/lib/interview-room/rules";
import { runRoomSweepOnce } from "@/lib/interview-room/sweep";
import { stopQueue } from "@/lib/queue";
import { entryStatus, interviewFor, interviewRow, makeReviewWorld, type ReviewWorld } from "../support/interview-reviews";
import { createTestOrg } from "../support/org";

/**
 * The room sweep (D58's backstop): interviews nobody concluded end once their room's grace is
 * over, completed when the talent joined and No Show otherwise, through the one state machine.
 */
let w: ReviewWorld;
let other: ReviewWorld;
const saved = process.env.LIVEKIT_URL;
const MIN = 60_000;

beforeAll(async () => {
  delete process.env.LIVEKIT_URL;
  w = await makeReviewWorld(await createTestOrg());
  other = await makeReviewWorld(await createTestOrg());
});

afterAll(async () => {
  if (saved !== undefined) process.env.LIVEKIT_URL = saved;
  await stopQueue();
  await closeDb();
});

const past = (endedMinutesAgo: number) => ({ startsAt: new Date(Date.now() - (endedMinutesAgo + 60) * MIN), endsAt: new Date(Date.now() - endedMinutesAgo * MIN) });

describe("the room sweep", () => {
  it("concludes an interview past its grace as No Show when the talent never came, and as completed when they did; leaves the rest", async () => {
    const absent = await interviewFor(w, { status: "interviewScheduled", ...past(ROOM_GRACE_MINUTES + 5) });
    const joined = await interviewFor(w, { status: "interviewJoined", ...past(ROOM_GRACE_MINUTES + 5) });
    await getDb().update(interviews).set({ talentJoinedAt: new Date(Date.now() - (ROOM_GRACE_MINUTES + 30) * MIN) }).where(eq(interviews.id, joined.interviewId));
    // Still inside the grace: the room is open, a late candidate can join.
    const inGrace = await interviewFor(w, { status: "interviewScheduled", ...past(ROOM_GRACE_MINUTES - 5) });
    // Another company's overdue interview is outside this run's scope.
    const elsewhere = await interviewFor(other, { status: "interviewScheduled", ...past(ROOM_GRACE_MINUTES + 5) });

    expect(await runRoomSweepOnce(new Date(), { companyId: w.companyId })).toBe(2);

    expect(await entryStatus(absent.entryId)).toBe("noShow");
    expect((await interviewRow(absent.interviewId)).status).toBe("ended");
    expect(await entryStatus(joined.entryId)).toBe("interviewCompleted");
    const [room] = await getDb().select().from(interviewRooms).where(eq(interviewRooms.interviewId, joined.interviewId));
    expect(room?.outcome).toBe("completed");
    expect((await interviewRow(inGrace.interviewId)).status).toBe("scheduled");
    expect(await entryStatus(inGrace.entryId)).toBe("interviewScheduled");
    expect((await interviewRow(elsewhere.interviewId)).status).toBe("scheduled");

    // A second run finds nothing left to do: each interview concludes once.
    expect(await runRoomSweepOnce(new Date(), { companyId: w.companyId })).toBe(0);
  });

  it("never overrides a recruiter's earlier decision: a canceled interview is not swept", async () => {
    const canceled = await interviewFor(w, { status: "interviewScheduled", ...past(ROOM_GRACE_MINUTES + 10) });
    await getDb().update(interviews).set({ status: "canceled" }).where(eq(interviews.id, canceled.interviewId));
    expect(await runRoomSweepOnce(new Date(), { companyId: w.companyId })).toBe(0);
    expect(await entryStatus(canceled.entryId)).toBe("interviewScheduled");
  });
});
