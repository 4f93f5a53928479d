import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { interviewCandidates, interviews } from "@/db/schema";
import { POST as roomTokenRoute } from "@/app/api/interviews/[interviewId]/room-token/route";
import { verifyRealtimeToken } from "@/lib/realtime/token";
import { authSecret } from "@/lib/auth/secret";
import { roomPhase, ROOM_GRACE_MINUTES } from "@/lib/interview-room/rules";
import { apiRequest, callRoute } from "../support/api-request";
import { interviewFor, makeReviewWorld, type ReviewCase, type ReviewWorld } from "../support/interview-reviews";
import { createTestOrg, insertJob, insertUser, userById } from "../support/org";
import { insertTalent } from "../support/selection";
import { sessionFor } from "../support/sessions";

/**
 * Who gets a room token for an interview (issue 15): the one access check, lib/interview-room/
 * access.ts, through the route the whiteboard and the code editor call. The token it mints is what
 * the sidecar's gate checks (tests/integration/realtime-room-gate.test.ts).
 */
let w: ReviewWorld;
let other: ReviewWorld;
let live: ReviewCase;
let early: ReviewCase;
let done: ReviewCase;
let earlyStart: Date;

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function tokenCall(userId: string, slug: string, interviewId: string, portal?: "talent" | "admin") {
  const user = await userById(userId);
  const session = await sessionFor(user!, slug, portal);
  return callRoute(
    roomTokenRoute,
    apiRequest(`/api/interviews/${interviewId}/room-token`, { method: "POST", tenant: slug, cookie: session.cookie, headers: { host: `${slug}.localhost:3000`, origin: `http://${slug}.localhost:3000` } }),
    { interviewId },
  );
}

beforeAll(async () => {
  w = await makeReviewWorld(await createTestOrg());
  other = await makeReviewWorld(await createTestOrg());
  live = await interviewFor(w, { startsAt: minutes(-5), endsAt: minutes(55) });
  earlyStart = new Date(Math.floor(Date.now() / 1000) * 1000 + 30 * 60_000);
  early = await interviewFor(w, { startsAt: earlyStart, endsAt: minutes(90) });
  done = await interviewFor(w, { status: "interviewCompleted", startsAt: minutes(-120), endsAt: minutes(-60) });
  await getDb().update(interviews).set({ status: "ended", endedAt: minutes(-60) }).where(eq(interviews.id, done.interviewId));
});
afterAll(async () => {
  await closeDb();
});

describe("the room clock", () => {
  it("is early before the start, open until the end plus the grace, ended after it or once concluded", () => {
    const startsAt = new Date("2026-11-26T10:00:00Z");
    const endsAt = new Date("2026-11-26T11:00:00Z");
    const at = (iso: string, status: "scheduled" | "ended" | "canceled" = "scheduled") => roomPhase({ startsAt, endsAt, status }, new Date(iso));
    expect(at("2026-11-26T09:59:59Z")).toBe("early");
    expect(at("2026-11-26T10:00:00Z")).toBe("open");
    expect(at(new Date(endsAt.getTime() + ROOM_GRACE_MINUTES * 60_000).toISOString())).toBe("open");
    expect(at(new Date(endsAt.getTime() + ROOM_GRACE_MINUTES * 60_000 + 1000).toISOString())).toBe("ended");
    expect(at("2026-11-26T10:30:00Z", "ended")).toBe("ended");
    expect(at("2026-11-26T10:30:00Z", "canceled")).toBe("ended");
  });
});

describe("POST /api/interviews/{id}/room-token", () => {
  it("gives the interview's talent a writable talent token bound to this interview, company and page origin", async () => {
    const res = await tokenCall(live.candidateId, w.slug, live.interviewId);
    expect(res.status).toBe(200);
    const body = (res.json as { results: { token: string; url: string; role: string; readonly: boolean; phase: string } }).results;
    expect(body).toMatchObject({ role: "talent", readonly: false, phase: "open" });
    expect(new URL(body.url).hostname).toBe(`${w.slug}.localhost`);
    const check = verifyRealtimeToken(body.token, authSecret());
    expect(check.ok && check.claims).toMatchObject({ companyId: w.companyId, userId: live.candidateId, origin: `http://${w.slug}.localhost:3000`, interview: { id: live.interviewId, role: "talent", readonly: false } });
  });

  it("makes the interviewers and the job's other staff moderators, and refuses staff no longer on the job with 10568", async () => {
    for (const u of [w.alice, w.carol, w.recruiter]) {
      const res = await tokenCall(u.id, w.slug, live.interviewId);
      expect(res.status, u.fullName).toBe(200);
      expect((res.json as { results: { role: string } }).results.role).toBe("moderator");
    }
    const outsider = await insertUser(w, { role: "collaborator", fullName: "Olga Outsider" });
    await insertJob(w, { assigneeId: w.recruiter.id, collaboratorIds: [outsider.id] });
    const res = await tokenCall(outsider.id, w.slug, live.interviewId);
    expect([res.status, res.code]).toEqual([403, 10568]);
  });

  it("refuses everybody before the start time with 10540 and says when the room opens", async () => {
    for (const id of [early.candidateId, w.alice.id]) {
      const res = await tokenCall(id, w.slug, early.interviewId);
      expect([res.status, res.code]).toEqual([409, 10540]);
      expect(JSON.stringify(res.json)).toContain(earlyStart.toISOString());
    }
  });

  it("gives read-only tokens once the interview has ended", async () => {
    for (const id of [done.candidateId, w.alice.id]) {
      const res = await tokenCall(id, w.slug, done.interviewId);
      expect(res.status).toBe(200);
      expect((res.json as { results: unknown }).results).toMatchObject({ readonly: true, phase: "ended" });
    }
  });

  it("answers 10404 to another talent, another company's staff and a malformed id, and 10569 to a blocked talent", async () => {
    const stranger = await insertTalent(w);
    expect((await tokenCall(stranger.id, w.slug, live.interviewId)).code).toBe(10404);
    expect((await tokenCall(other.alice.id, other.slug, live.interviewId)).code).toBe(10404);
    expect((await tokenCall(w.alice.id, w.slug, "not-a-uuid")).code).toBe(10404);
    const blocked = await interviewFor(w, { startsAt: minutes(-5), endsAt: minutes(55) });
    await getDb().update(interviewCandidates).set({ blocked: true }).where(eq(interviewCandidates.id, blocked.entryId));
    expect((await tokenCall(blocked.candidateId, w.slug, blocked.interviewId)).code).toBe(10569);
  });

  it("refuses a request without a session (10231) and never mints for it", async () => {
    const res = await callRoute(roomTokenRoute, apiRequest(`/api/interviews/${live.interviewId}/room-token`, { method: "POST", tenant: w.slug }), { interviewId: live.interviewId });
    expect([res.status, res.code]).toEqual([440, 10231]);
    expect(JSON.stringify(res.json)).not.toContain("token");
  });
});
