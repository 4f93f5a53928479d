import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { TokenVerifier } from "livekit-server-sdk";
import { closeDb, getDb } from "@/db/client";
import { companyLimits, interviewRooms, interviews, livekitEvents, roomParticipants, storedFiles } from "@/db/schema";
import { POST as webhookRoute } from "@/app/api/livekit/webhook/route";
import { POST as leaveRouteHandler } from "@/app/api/interviews/[interviewId]/leave/route";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { livekitRoomName } from "@/lib/interview-room/rules";
import { checkDeparture, leaveRoom, mintLivekitToken, LIVEKIT_TOKEN_TTL_SECONDS, ROOM_DEPARTURE_TIMEOUT_SECONDS, ROOM_EMPTY_TIMEOUT_SECONDS } from "@/lib/interview-room/video";
import { getCompanyLimits, liveInterviewsThisMonth } from "@/lib/plans/limits";
import { stopQueue } from "@/lib/queue";
import { ROOM_DEPARTURE_QUEUE } from "@/lib/queue/queues";
import { apiRequest, callRoute } from "../support/api-request";
import { entryStatus, interviewFor, interviewRow, makeReviewWorld, stageEvents, type ReviewCase, type ReviewWorld } from "../support/interview-reviews";
import { TEST_LIVEKIT_KEY, TEST_LIVEKIT_SECRET, signWebhook, startFakeLivekit, webhookBody, type FakeLivekit, type WebhookInput } from "../support/livekit-server";
import { createTestOrg, insertUser } from "../support/org";
import { sessionFor } from "../support/sessions";
import { userById } from "../support/org";

/**
 * The live room's video side (issue 15) on the real database, with the real LiveKit server SDK
 * against a loopback server that speaks its room-service Twirp protocol, and webhooks signed
 * exactly as LiveKit signs them (verified by WebhookReceiver in the route).
 */
let lk: FakeLivekit;
let w: ReviewWorld;
let other: ReviewWorld;
const saved = { url: process.env.LIVEKIT_URL, key: process.env.LIVEKIT_API_KEY, secret: process.env.LIVEKIT_API_SECRET, grace: process.env.ROOM_DEPARTURE_GRACE_SECONDS };

type U = { id: string; role: string; fullName: string };
const staff = (u: U, world: ReviewWorld = w) => ({ userId: u.id, companyId: world.companyId, portal: "admin" as const, role: u.role as never, name: u.fullName });
const talentOf = (c: ReviewCase, world: ReviewWorld = w) => ({ userId: c.candidateId, companyId: world.companyId, portal: "talent" as const, role: "talent" as never, name: "Talent" });

async function codeOf(p: Promise<unknown>): Promise<{ code?: number; details?: Record<string, unknown> }> {
  try {
    await p;
    return {};
  } catch (e) {
    return { code: (e as { code?: number }).code, details: (e as { details?: Record<string, unknown> }).details };
  }
}

/** An interview that started 5 minutes ago and ends in 55. */
function liveCase(world: ReviewWorld = w, o: Parameters<typeof interviewFor>[1] = {}) {
  return interviewFor(world, { startsAt: new Date(Date.now() - 5 * 60_000), endsAt: new Date(Date.now() + 55 * 60_000), ...o });
}

async function hook(input: WebhookInput | string, opts: { secret?: string; authorization?: string; sendBody?: string } = {}) {
  const body = typeof input === "string" ? input : webhookBody(input);
  const authorization = opts.authorization ?? (await signWebhook(body, TEST_LIVEKIT_KEY, opts.secret ?? TEST_LIVEKIT_SECRET));
  const req = apiRequest("/api/livekit/webhook", { method: "POST", tenant: null, headers: { authorization, "content-type": "application/webhook+json", host: "livekit-caller.invalid" }, rawBody: opts.sendBody ?? body });
  return callRoute(webhookRoute as never, req);
}

const talentP = (c: ReviewCase, sid = "PA_talent1") => ({ sid, identity: c.candidateId, attributes: { role: "talent" } });
const modP = (u: U, sid = `PA_${u.id.slice(0, 8)}`) => ({ sid, identity: u.id, attributes: { role: "moderator" } });

async function departureJobs(interviewId: string) {
  const res = await getDb().execute<{ start_after: Date; created_on: Date }>(sql`select start_after, created_on from pgboss.job where name = ${ROOM_DEPARTURE_QUEUE} and data ->> 'interviewId' = ${interviewId}`);
  return res.rows;
}

async function room(interviewId: string) {
  const [row] = await getDb().select().from(interviewRooms).where(eq(interviewRooms.interviewId, interviewId));
  return row;
}

beforeAll(async () => {
  lk = await startFakeLivekit();
  process.env.LIVEKIT_URL = lk.wsUrl;
  process.env.LIVEKIT_API_KEY = TEST_LIVEKIT_KEY;
  process.env.LIVEKIT_API_SECRET = TEST_LIVEKIT_SECRET;
  process.env.ROOM_DEPARTURE_GRACE_SECONDS = "20";
  w = await makeReviewWorld(await createTestOrg());
  other = await makeReviewWorld(await createTestOrg());
});

beforeEach(() => {
  process.env.LIVEKIT_URL = lk.wsUrl;
  lk.failing = false;
});

afterAll(async () => {
  await stopQueue();
  await lk.close();
  await closeDb();
  for (const [k, v] of [["LIVEKIT_URL", saved.url], ["LIVEKIT_API_KEY", saved.key], ["LIVEKIT_API_SECRET", saved.secret], ["ROOM_DEPARTURE_GRACE_SECONDS", saved.grace]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("participant tokens", () => {
  it("gives a moderator room admin and the talent camera, microphone and screen only, for this room, 15 minutes, role and company inside", async () => {
    const c = await liveCase();
    const verifier = new TokenVerifier(TEST_LIVEKIT_KEY, TEST_LIVEKIT_SECRET);
    const mod = await mintLivekitToken(staff(w.alice), c.interviewId);
    const m = await verifier.verify(mod.token);
    expect(mod.url).toBe(lk.wsUrl);
    expect(m.sub).toBe(w.alice.id);
    expect(m.video).toMatchObject({ room: livekitRoomName(c.interviewId), roomJoin: true, roomAdmin: true, canPublish: true, canSubscribe: true, canPublishData: true });
    expect(m.attributes).toEqual({ role: "moderator" });
    expect(JSON.parse(m.metadata!)).toEqual({ companyId: w.companyId, interviewId: c.interviewId });
    expect(m.exp! - m.nbf!).toBe(LIVEKIT_TOKEN_TTL_SECONDS);

    const tal = await mintLivekitToken(talentOf(c), c.interviewId);
    const t = await verifier.verify(tal.token);
    expect(t.sub).toBe(c.candidateId);
    expect(t.video?.roomAdmin).toBeFalsy();
    expect(t.video?.canPublishSources).toEqual(["camera", "microphone", "screen_share"]);
    expect(t.attributes).toEqual({ role: "talent" });

    // The first token created the LiveKit room (once) and our room row.
    const created = lk.calls.filter((x) => x.method === "CreateRoom" && x.body.name === livekitRoomName(c.interviewId));
    expect(created).toHaveLength(1);
    expect(lk.rooms.get(livekitRoomName(c.interviewId))).toMatchObject({ emptyTimeout: ROOM_EMPTY_TIMEOUT_SECONDS, departureTimeout: ROOM_DEPARTURE_TIMEOUT_SECONDS });
    expect(await room(c.interviewId)).toMatchObject({ companyId: w.companyId, roomName: livekitRoomName(c.interviewId), outcome: null });
  });

  it("refuses before the start (10540 with startsAt), after the end (10541), another company (10404), a staff member off the job (10568), without a server (10544)", async () => {
    const early = await interviewFor(w, { startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 7200_000) });
    const r1 = await codeOf(mintLivekitToken(staff(w.alice), early.interviewId));
    expect(r1.code).toBe(ERROR_CODES.roomNotOpenYet);
    expect(r1.details?.startsAt).toBe((await interviewRow(early.interviewId)).startsAt.toISOString());
    expect((await codeOf(mintLivekitToken(talentOf(early), early.interviewId))).code).toBe(ERROR_CODES.roomNotOpenYet);

    const ended = await interviewFor(w);
    expect((await codeOf(mintLivekitToken(staff(w.alice), ended.interviewId))).code).toBe(ERROR_CODES.roomClosed);

    const live = await liveCase();
    expect((await codeOf(mintLivekitToken(staff(other.alice, other), live.interviewId))).code).toBe(ERROR_CODES.recordNotFound);
    expect((await codeOf(mintLivekitToken({ ...talentOf(live), userId: w.alice.id }, live.interviewId))).code).toBe(ERROR_CODES.recordNotFound);
    const outsider = await insertUser(w, { role: "recruiter", fullName: "Otto Outsider" });
    expect((await codeOf(mintLivekitToken(staff(outsider), live.interviewId))).code).toBe(ERROR_CODES.notAssociatedWithJob);

    delete process.env.LIVEKIT_URL;
    expect((await codeOf(mintLivekitToken(staff(w.alice), live.interviewId))).code).toBe(ERROR_CODES.videoNotConfigured);
    // None of the refusals opened a room.
    for (const id of [early.interviewId, ended.interviewId, live.interviewId]) expect(await room(id)).toBeUndefined();
  });

  it("counts live interviews per calendar month and refuses a new one over the quota (10542), never one already counted; storage full is 10543", async () => {
    const org = await makeReviewWorld(await createTestOrg());
    const first = await liveCase(org);
    const second = await liveCase(org);
    expect(await getCompanyLimits(getDb(), org.companyId)).toEqual({ liveInterviewsPerMonth: null, oneSidedInterviewsPerMonth: null, storageBytes: null });
    await getDb().insert(companyLimits).values({ companyId: org.companyId, liveInterviewsPerMonth: 1 });
    await mintLivekitToken(staff(org.alice, org), first.interviewId);
    expect(await liveInterviewsThisMonth(getDb(), org.companyId)).toBe(1);
    const refused = await codeOf(mintLivekitToken(staff(org.alice, org), second.interviewId));
    expect(refused.code).toBe(ERROR_CODES.liveInterviewQuotaExhausted);
    expect(await room(second.interviewId)).toBeUndefined();
    // The interview already counted still opens (the talent, a reconnect).
    await expect(mintLivekitToken(talentOf(first, org), first.interviewId)).resolves.toMatchObject({ role: "talent" });
    // A room of last month does not count.
    await getDb().update(interviewRooms).set({ createdAt: new Date(Date.UTC(2020, 0, 15)), startedAt: null }).where(eq(interviewRooms.interviewId, first.interviewId));
    await expect(mintLivekitToken(staff(org.alice, org), second.interviewId)).resolves.toBeTruthy();

    await getDb().update(companyLimits).set({ liveInterviewsPerMonth: null, storageBytes: 1000 }).where(eq(companyLimits.companyId, org.companyId));
    await getDb().insert(storedFiles).values({ companyId: org.companyId, kind: "resume", storageKey: `k-${org.slug}`, fileName: "a.pdf", contentType: "application/pdf", sizeBytes: 1000, sha256: "x" });
    expect((await codeOf(mintLivekitToken(staff(org.alice, org), second.interviewId))).code).toBe(ERROR_CODES.storageExhausted);
  });
});

describe("webhooks", () => {
  it("refuses a forged signature, a tampered body and a missing header with 401 10545 and writes nothing", async () => {
    const c = await liveCase();
    const input: WebhookInput = { event: "participant_joined", room: livekitRoomName(c.interviewId), participant: talentP(c), id: "EV_forged_1" };
    const forged = await hook(input, { secret: "not-the-secret-000000000000000000" });
    expect([forged.status, forged.code]).toEqual([401, ERROR_CODES.webhookRejected]);
    const body = webhookBody(input);
    const tampered = await hook(body, { sendBody: body.replace(c.candidateId, w.alice.id) });
    expect([tampered.status, tampered.code]).toEqual([401, ERROR_CODES.webhookRejected]);
    const none = await hook(body, { authorization: "" });
    expect(none.status).toBe(401);
    expect(await getDb().select().from(livekitEvents).where(eq(livekitEvents.id, "EV_forged_1"))).toEqual([]);
    expect(await entryStatus(c.entryId)).toBe("interviewScheduled");
  });

  it("the talent joining moves the entry to interviewJoined once; a replay of the same event has no second effect", async () => {
    const c = await liveCase();
    await mintLivekitToken(talentOf(c), c.interviewId);
    const body = webhookBody({ event: "participant_joined", room: livekitRoomName(c.interviewId), participant: talentP(c) });
    const first = await hook(body);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ results: { outcome: "recorded" } });
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");
    expect((await room(c.interviewId))!.talentJoinedAt).not.toBeNull();
    expect((await interviewRow(c.interviewId)).talentJoinedAt).not.toBeNull();
    const events = (await stageEvents(c.entryId)).length;
    const replay = await hook(body);
    expect(replay.json).toEqual({ results: { outcome: "replay" } });
    expect((await stageEvents(c.entryId)).length).toBe(events);
    expect(await getDb().select().from(roomParticipants).where(eq(roomParticipants.interviewId, c.interviewId))).toHaveLength(1);
  });

  it("keeps a left that overtook its joined (unordered events), and a left alone still counts as the talent having joined", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await hook({ event: "participant_left", room: name, participant: talentP(c, "PA_x") });
    await hook({ event: "participant_joined", room: name, participant: talentP(c, "PA_x") });
    const rows = await getDb().select().from(roomParticipants).where(eq(roomParticipants.interviewId, c.interviewId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.leftAt).not.toBeNull();
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");
  });

  it("ignores a participant of another company and a room that names no interview of ours", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    const a = await hook({ event: "participant_joined", room: name, participant: modP(other.alice) });
    expect(a.json).toEqual({ results: { outcome: "ignored" } });
    // Someone claiming the talent's role with a staff identity.
    const b = await hook({ event: "participant_joined", room: name, participant: { sid: "PA_fake", identity: w.alice.id, attributes: { role: "talent" } } });
    expect(b.json).toEqual({ results: { outcome: "ignored" } });
    const c2 = await hook({ event: "participant_joined", room: "iv_00000000-0000-4000-8000-000000000000", participant: talentP(c) });
    expect(c2.json).toEqual({ results: { outcome: "ignored" } });
    expect(await getDb().select().from(roomParticipants).where(eq(roomParticipants.interviewId, c.interviewId))).toEqual([]);
    expect(await entryStatus(c.entryId)).toBe("interviewScheduled");
  });
});

describe("the last moderator leaving concludes the interview", () => {
  it("enqueues a check after the grace; a moderator still listed by LiveKit (webhook lost) keeps it open; then it concludes as completed, once", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await mintLivekitToken(staff(w.alice), c.interviewId);
    await hook({ event: "participant_joined", room: name, participant: modP(w.alice) });
    await hook({ event: "participant_joined", room: name, participant: talentP(c) });
    const before = Date.now();
    await hook({ event: "participant_left", room: name, participant: modP(w.alice) });
    const jobs = await departureJobs(c.interviewId);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).getTime()).toBeGreaterThanOrEqual(before + 19_000);

    // Bob's join webhook never arrived, but LiveKit lists him.
    lk.setParticipants(name, [modP(w.bob), talentP(c)]);
    expect(await checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).toBe("present");
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");
    // The room service down: the job throws (the queue retries), nothing concludes.
    lk.failing = true;
    await expect(checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).rejects.toThrow();
    lk.failing = false;

    lk.setParticipants(name, [talentP(c)]);
    expect(await checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).toBe("concluded");
    expect(await entryStatus(c.entryId)).toBe("interviewCompleted");
    expect((await interviewRow(c.interviewId)).status).toBe("ended");
    expect(await room(c.interviewId)).toMatchObject({ outcome: "completed" });
    expect(lk.rooms.has(name)).toBe(false);
    const transitions = (await stageEvents(c.entryId)).map((e) => e.transition);
    expect(transitions.filter((t) => t === "complete")).toHaveLength(1);
    // Again, and room_finished after it: no second conclusion.
    expect(await checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).toBe("skipped");
    await hook({ event: "room_finished", room: name });
    expect((await stageEvents(c.entryId)).map((e) => e.transition)).toEqual(transitions);
  });

  it("a moderator present in our table keeps the room open; a talent who never joined makes it No Show", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await mintLivekitToken(staff(w.alice), c.interviewId);
    await hook({ event: "participant_joined", room: name, participant: modP(w.alice) });
    await hook({ event: "participant_joined", room: name, participant: modP(w.bob) });
    await hook({ event: "participant_left", room: name, participant: modP(w.alice) });
    expect(await checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).toBe("present");
    await hook({ event: "participant_left", room: name, participant: modP(w.bob) });
    lk.setParticipants(name, []);
    expect(await checkDeparture({ interviewId: c.interviewId, companyId: w.companyId })).toBe("concluded");
    expect(await entryStatus(c.entryId)).toBe("noShow");
    expect(await room(c.interviewId)).toMatchObject({ outcome: "noShow" });
    expect((await stageEvents(c.entryId)).at(-1)).toMatchObject({ transition: "markNoShow", actorId: null });
  });

  it("room_finished is the backstop when every participant_left was lost", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await mintLivekitToken(staff(w.alice), c.interviewId);
    await hook({ event: "participant_joined", room: name, participant: modP(w.alice) });
    await hook({ event: "participant_joined", room: name, participant: talentP(c) });
    await hook({ event: "room_finished", room: name });
    expect(await entryStatus(c.entryId)).toBe("interviewCompleted");
    expect(await getDb().select().from(roomParticipants).where(and(eq(roomParticipants.interviewId, c.interviewId), sql`${roomParticipants.leftAt} is null`))).toEqual([]);
  });

  it("room_finished of a room only the talent waited in concludes nothing", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await hook({ event: "participant_joined", room: name, participant: talentP(c) });
    await hook({ event: "room_finished", room: name });
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");
    expect((await room(c.interviewId))!.outcome).toBeNull();
  });
});

describe("the Leave button", () => {
  it("a talent's leave is recorded only; a moderator with another one listed by LiveKit leaves; the last one concludes at once and closes the room", async () => {
    const c = await liveCase();
    const name = livekitRoomName(c.interviewId);
    await mintLivekitToken(staff(w.alice), c.interviewId);
    await hook({ event: "participant_joined", room: name, participant: talentP(c) });
    await hook({ event: "participant_joined", room: name, participant: modP(w.alice) });
    expect(await leaveRoom(talentOf(c), c.interviewId)).toEqual({ concluded: false, outcome: null });
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");

    lk.setParticipants(name, [modP(w.alice), modP(w.bob)]);
    expect(await leaveRoom(staff(w.alice), c.interviewId)).toEqual({ concluded: false, outcome: null });
    expect(await entryStatus(c.entryId)).toBe("interviewJoined");

    lk.setParticipants(name, [modP(w.bob)]);
    // Through the route, with Bob's session.
    const session = await sessionFor((await userById(w.bob.id))!, w.slug);
    const res = await callRoute(leaveRouteHandler as never, apiRequest(`/api/interviews/${c.interviewId}/leave`, { method: "POST", tenant: w.slug, cookie: session.cookie }), { interviewId: c.interviewId });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ results: { concluded: true, outcome: "completed" } });
    expect(await entryStatus(c.entryId)).toBe("interviewCompleted");
    expect(lk.calls.some((x) => x.method === "DeleteRoom" && x.body.room === name)).toBe(true);
    // Nothing left to conclude: a second leave is a no-op.
    expect(await leaveRoom(staff(w.alice), c.interviewId)).toEqual({ concluded: false, outcome: null });
  });

  it("without a video server the moderator's Leave still concludes (No Show with no talent seen)", async () => {
    const c = await liveCase();
    delete process.env.LIVEKIT_URL;
    expect(await leaveRoom(staff(w.alice), c.interviewId)).toEqual({ concluded: true, outcome: "noShow" });
    expect(await entryStatus(c.entryId)).toBe("noShow");
    expect((await getDb().select().from(interviews).where(eq(interviews.id, c.interviewId)))[0]!.status).toBe("ended");
  });
});
