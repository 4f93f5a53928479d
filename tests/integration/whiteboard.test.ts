import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { WebSocket } from "ws";
import { PageRecordType, type TLPageId, type TLRecord } from "@tldraw/tlschema";
import { getIndexAbove, type IndexKey } from "@tldraw/utils";
import { closeDb, getDb } from "@/db/client";
import { companies, interviewParticipants, interviews, jobs, users, whiteboardSnapshots, whiteboardSnapshotVersions } from "@/db/schema";
import { GET as versionsRoute } from "@/app/api/interviews/[interviewId]/whiteboard-versions/route";
import { apiRequest, callRoute } from "../support/api-request";
import { signInAs } from "../support/sessions";
import { authSecret } from "@/lib/auth/secret";
import type { RealtimeServer } from "@/realtime/server";
import { createWhiteboardHandler, WHITEBOARD_MAX_PAYLOAD } from "@/realtime/whiteboard";
import { makeJobsWorld, jobInput, type JobsWorld } from "../support/jobs";
import { createJob } from "@/lib/jobs/commands";
import { startSidecar, tokenFor, upgradeStatus } from "../support/realtime";
import { eventually, installBrowserShims, syncClient, type SyncTestClient } from "../support/whiteboard";

/**
 * The whiteboard rooms of the realtime sidecar (issue 15) with tldraw's own sync client
 * (TLSyncClient + ClientWebSocketAdapter) over real websockets, and the snapshots in the real
 * PostgreSQL of this run.
 */
installBrowserShims();
const SECRET = authSecret();
const HOUR = 3_600_000;
const silentLog = process.env.WB_DEBUG ? { info: (o: object, m: string) => console.log(m, o), warn: (o: object, m: string) => console.log("WARN", m, JSON.stringify(o)) } : { info: () => {}, warn: () => {} };
const servers: RealtimeServer[] = [];
const clients: SyncTestClient[] = [];
const raws: WebSocket[] = [];
let world: JobsWorld;
let other: JobsWorld;
let jobId: string;

async function sidecar(): Promise<RealtimeServer> {
  const whiteboard = createWhiteboardHandler({ log: silentLog, saveDebounceMs: 50, saveMaxWaitMs: 200, versionEveryMs: 0, phaseCheckMs: 200 });
  const s = await startSidecar({ secret: SECRET, bus: { kind: "poll", databaseUrl: process.env.DATABASE_URL, pollMs: 200 }, roomHandlers: { whiteboard } });
  servers.push(s);
  return s;
}

async function interview(w: JobsWorld, job: string, over: Partial<typeof interviews.$inferInsert> = {}): Promise<string> {
  const now = Date.now();
  const [iv] = await getDb()
    .insert(interviews)
    .values({ companyId: w.companyId, jobId: job, candidateId: w.talent, startsAt: new Date(now - HOUR / 2), endsAt: new Date(now + HOUR / 2), ...over })
    .returning({ id: interviews.id });
  return iv.id;
}

type Who = { companyId: string; userId: string; interviewId: string; role?: "moderator" | "talent"; readonly?: boolean; ttl?: number; claimId?: string };

function roomUrl(server: RealtimeServer, who: Who, sessionId: string = randomUUID()): string {
  const token = tokenFor(
    SECRET,
    { companyId: who.companyId, userId: who.userId, interview: { id: who.claimId ?? who.interviewId, role: who.role ?? "moderator", readonly: who.readonly ?? false } },
    who.ttl,
  );
  return `ws://127.0.0.1:${server.port}/whiteboard/${who.interviewId}?tenant=demo&token=${encodeURIComponent(token)}&sessionId=${sessionId}`;
}

/** A client whose every (re)connect gets a fresh token, as the page does. */
function client(server: RealtimeServer, who: Who): SyncTestClient {
  const c = syncClient(() => roomUrl(server, who).replace(/&sessionId=[^&]*/, ""));
  clients.push(c);
  return c;
}

function openRaw(url: string): Promise<{ ws: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    raws.push(ws);
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.on("close", (code, reason) => r({ code, reason: reason.toString() })));
    ws.once("open", () => resolve({ ws, closed }));
    ws.once("unexpected-response", (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

let pageN = 0;
let lastIndex = "a2" as IndexKey;
function page(name: string): TLRecord {
  pageN += 1;
  lastIndex = getIndexAbove(lastIndex);
  return PageRecordType.create({ id: `page:p${pageN}` as TLPageId, name, index: lastIndex });
}

beforeAll(async () => {
  world = await makeJobsWorld("wb");
  other = await makeJobsWorld("wb-other");
  jobId = (await createJob(world.actor, jobInput(world))).id;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const w of raws.splice(0)) w.terminate();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await closeDb();
});

describe("whiteboard rooms on the sidecar", () => {
  it("shows a record put by one participant to the other, and writes the document and a replay version", async () => {
    const server = await sidecar();
    const id = await interview(world, jobId);
    const a = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    const b = client(server, { companyId: world.companyId, userId: world.talent, interviewId: id, role: "talent" });
    await Promise.all([a.loaded, b.loaded]);
    const rec = page("Drawn by A");
    a.store.put([rec]);
    await eventually(() => b.store.get(rec.id) !== undefined, 5000, "B sees A's record");
    expect((b.store.get(rec.id) as { name: string }).name).toBe("Drawn by A");

    await eventually(async () => {
      const [row] = await getDb().select().from(whiteboardSnapshots).where(eq(whiteboardSnapshots.interviewId, id));
      return !!row && JSON.stringify(row.snapshot).includes("Drawn by A");
    }, 5000, "snapshot saved");
    const [row] = await getDb().select().from(whiteboardSnapshots).where(eq(whiteboardSnapshots.interviewId, id));
    expect(row.companyId).toBe(world.companyId);
    expect(row.documentClock).toBeGreaterThan(0);
    const versions = await getDb().select().from(whiteboardSnapshotVersions).where(eq(whiteboardSnapshotVersions.interviewId, id));
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.every((v) => v.companyId === world.companyId)).toBe(true);
  });

  it("reloads the saved document into a new sidecar after a restart (close() flushes what is pending)", async () => {
    const first = await sidecar();
    const id = await interview(world, jobId);
    const a = client(first, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    await a.loaded;
    const rec = page("Before restart");
    a.store.put([rec]);
    // Wait until the server has it (the push is acknowledged), not until it is saved: close() must save it.
    const probe = client(first, { companyId: world.companyId, userId: world.admin, interviewId: id });
    await probe.loaded;
    await eventually(() => probe.store.get(rec.id) !== undefined, 5000, "server has the record");
    a.close();
    probe.close();
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await sidecar();
    const c = client(second, { companyId: world.companyId, userId: world.talent, interviewId: id, role: "talent" });
    await c.loaded;
    expect((c.store.get(rec.id) as { name: string } | undefined)?.name).toBe("Before restart");
  });

  it("lets a read-only participant see the board but never change it", async () => {
    const server = await sidecar();
    const id = await interview(world, jobId);
    const writer = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    const viewer = client(server, { companyId: world.companyId, userId: world.collaborator, interviewId: id, readonly: true });
    await Promise.all([writer.loaded, viewer.loaded]);
    expect(viewer.readonly()).toBe(true);
    expect(writer.readonly()).toBe(false);
    const visible = page("Seen by the viewer");
    writer.store.put([visible]);
    await eventually(() => viewer.store.get(visible.id) !== undefined, 5000, "viewer sees the writer");

    // Through tldraw's client: the server discards the push and the client rolls it back.
    const forbidden = page("Viewer tried");
    viewer.store.put([forbidden]);
    await eventually(() => viewer.store.get(forbidden.id) === undefined, 5000, "the viewer's change is rolled back");
    // Straight on the wire: a push from a read-only socket changes nothing.
    const raw = await openRaw(roomUrl(server, { companyId: world.companyId, userId: world.collaborator, interviewId: id, readonly: true }));
    const replies: string[] = [];
    raw.ws.on("message", (d) => replies.push(d.toString()));
    raw.ws.send(JSON.stringify({ type: "connect", connectRequestId: "r1", lastServerClock: 0, protocolVersion: 8, schema: (viewer.store.schema as { serialize(): unknown }).serialize() }));
    await eventually(() => replies.some((r) => r.includes('"connect"')), 5000, "raw connect");
    const wire = page("Wire write");
    raw.ws.send(JSON.stringify({ type: "push", clientClock: 1, diff: { [wire.id]: ["put", wire] } }));
    await eventually(() => replies.some((r) => r.includes("push_result")), 5000, "push result");
    expect(replies.find((r) => r.includes("push_result"))).toContain('"discard"');
    await new Promise((r) => setTimeout(r, 300));
    expect(writer.store.get(wire.id)).toBeUndefined();
    expect(writer.store.get(forbidden.id)).toBeUndefined();
  });

  it("makes an ended interview's board read-only even with a writer's token, and turns open writers read-only when it ends", async () => {
    const server = await sidecar();
    const endedId = await interview(world, jobId, { status: "ended" });
    const late = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: endedId });
    await late.loaded;
    expect(late.readonly()).toBe(true);

    const id = await interview(world, jobId);
    const writer = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    await writer.loaded;
    expect(writer.readonly()).toBe(false);
    await getDb().update(interviews).set({ status: "ended" }).where(eq(interviews.id, id));
    // The room re-reads its interview (every 200 ms here): the writer is disconnected and comes back read-only.
    await eventually(() => writer.readonly() === true, 8000, "writer reconnected read-only");
  });

  it("refuses another company's interview (4403), an expired token (401) and a channel token (403)", async () => {
    const server = await sidecar();
    const otherJob = (await createJob(other.actor, jobInput(other))).id;
    const theirs = await interview(other, otherJob);
    // A token of our company naming their interview: the sidecar finds no such interview here.
    const raw = await openRaw(roomUrl(server, { companyId: world.companyId, userId: world.recruiter, interviewId: theirs }));
    expect((await raw.closed).code).toBe(4403);
    const [saved] = await getDb().select().from(whiteboardSnapshots).where(and(eq(whiteboardSnapshots.interviewId, theirs)));
    expect(saved).toBeUndefined();

    const ours = await interview(world, jobId);
    const expired = roomUrl(server, { companyId: world.companyId, userId: world.recruiter, interviewId: ours, ttl: 1 });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await upgradeStatus(expired)).toBe(401);
    const channel = tokenFor(SECRET, { companyId: world.companyId, userId: world.recruiter });
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/whiteboard/${ours}?tenant=demo&token=${encodeURIComponent(channel)}&sessionId=s1`)).toBe(403);
    // A room token for another interview does not open this one.
    expect(await upgradeStatus(roomUrl(server, { companyId: world.companyId, userId: world.recruiter, interviewId: ours, claimId: theirs }))).toBe(403);
    // Before the start time nothing is served either.
    const early = await interview(world, jobId, { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) });
    const earlyRaw = await openRaw(roomUrl(server, { companyId: world.companyId, userId: world.recruiter, interviewId: early }));
    expect((await earlyRaw.closed).code).toBe(4403);
  });

  it("closes only the socket that sends a malformed, unknown, out-of-order or oversized frame; the others keep syncing", async () => {
    const server = await sidecar();
    const id = await interview(world, jobId);
    const a = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    const b = client(server, { companyId: world.companyId, userId: world.talent, interviewId: id, role: "talent" });
    await Promise.all([a.loaded, b.loaded]);
    const who = { companyId: world.companyId, userId: world.talent, interviewId: id };

    const frames: [string, string | Buffer, number][] = [
      ["malformed json", "{not json", 4400],
      ["unknown type", JSON.stringify({ type: "explode" }), 4400],
      ["push with a diff of the wrong shape", JSON.stringify({ type: "push", clientClock: 1, diff: { "page:x": ["put", null] } }), 4400],
      ["not a sync frame", "hello", 4400],
      ["chunk out of order", "3_abc", 4400],
      ["binary frame", Buffer.from([1, 2, 3]), 4400],
      ["frame over maxPayload", "x".repeat(WHITEBOARD_MAX_PAYLOAD + 1), 1009],
    ];
    for (const [label, frame, code] of frames) {
      const raw = await openRaw(roomUrl(server, who));
      if (label === "chunk out of order") {
        raw.ws.send("2_abc");
        raw.ws.send("0_def");
      } else raw.ws.send(frame);
      expect((await raw.closed).code, label).toBe(code);
    }
    // A well-formed connect with a schema from nowhere: tldraw refuses it, the sidecar stays up.
    const odd = await openRaw(roomUrl(server, who));
    odd.ws.send(JSON.stringify({ type: "connect", connectRequestId: "x", lastServerClock: 0, protocolVersion: 8, schema: { schemaVersion: 2, sequences: { "com.tldraw.store": 99 } } }));
    const oddClose = await Promise.race([odd.closed, new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
    if (oddClose === null) odd.ws.terminate();

    const after = page("Still syncing");
    a.store.put([after]);
    await eventually(() => b.store.get(after.id) !== undefined, 5000, "the honest clients still sync");
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("carries a chunked message (over 256 K characters) through to the other side", async () => {
    const server = await sidecar();
    const id = await interview(world, jobId);
    const a = client(server, { companyId: world.companyId, userId: world.recruiter, interviewId: id });
    const b = client(server, { companyId: world.companyId, userId: world.talent, interviewId: id, role: "talent" });
    await Promise.all([a.loaded, b.loaded]);
    const many = Array.from({ length: 400 }, (_, i) => ({ ...page(`Page ${i} ${"x".repeat(900)}`) }));
    a.store.put(many);
    await eventually(() => many.every((r) => b.store.get(r.id) !== undefined), 10_000, "B sees all pages");
  });
});

describe("GET /api/interviews/{id}/whiteboard-versions (the replay)", () => {
  it("lists an interview's saved versions to its interviewer, oldest first, and returns one version's snapshot; the talent, another company and a foreign version id get nothing", async () => {
    const db = getDb();
    const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo"));
    const [recruiter] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, demo.id), eq(users.email, "recruiter@demo.test")));
    const [talentUser] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, demo.id), eq(users.email, "talent@demo.test")));
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, demo.id)).limit(1);
    const now = Date.now();
    const [iv] = await db
      .insert(interviews)
      .values({ companyId: demo.id, jobId: job.id, candidateId: talentUser.id, startsAt: new Date(now - HOUR), endsAt: new Date(now - HOUR / 2) })
      .returning({ id: interviews.id });
    await db.insert(interviewParticipants).values({ interviewId: iv.id, userId: recruiter.id });
    const snap = (clock: number) => ({ documentClock: clock, documents: [], tombstones: {}, schema: { schemaVersion: 2, sequences: {} } });
    const rows = await db
      .insert(whiteboardSnapshotVersions)
      .values([
        { interviewId: iv.id, companyId: demo.id, documentClock: 3, snapshot: snap(3), createdAt: new Date(now - 50 * 60_000) },
        { interviewId: iv.id, companyId: demo.id, documentClock: 9, snapshot: snap(9), createdAt: new Date(now - 40 * 60_000) },
      ])
      .returning({ id: whiteboardSnapshotVersions.id });
    // Another company's interview with a version: its id must not open through this interview.
    const otherJob = (await createJob(other.actor, jobInput(other))).id;
    const theirs = await interview(other, otherJob);
    const [foreign] = await db.insert(whiteboardSnapshotVersions).values({ interviewId: theirs, companyId: other.companyId, documentClock: 1, snapshot: snap(1) }).returning({ id: whiteboardSnapshotVersions.id });

    const staff = await signInAs("recruiter@demo.test", "demo");
    const path = `/api/interviews/${iv.id}/whiteboard-versions`;
    const list = await callRoute(versionsRoute, apiRequest(path, { cookie: staff.cookie }), { interviewId: iv.id });
    expect(list.status).toBe(200);
    const versions = (list.json as { results: { versions: { id: number; documentClock: number }[] } }).results.versions;
    expect(versions.map((v) => v.documentClock)).toEqual([3, 9]);
    const one = await callRoute(versionsRoute, apiRequest(`${path}?version=${rows[1].id}`, { cookie: staff.cookie }), { interviewId: iv.id });
    expect((one.json as { results: { snapshot: { documentClock: number } } }).results.snapshot.documentClock).toBe(9);

    const viaOurs = await callRoute(versionsRoute, apiRequest(`${path}?version=${foreign.id}`, { cookie: staff.cookie }), { interviewId: iv.id });
    expect([viaOurs.status, (viaOurs.json as { code: number }).code]).toEqual([404, 10404]);
    const theirsDirect = await callRoute(versionsRoute, apiRequest(`/api/interviews/${theirs}/whiteboard-versions`, { cookie: staff.cookie }), { interviewId: theirs });
    expect((theirsDirect.json as { code: number }).code).toBe(10404);
    const bad = await callRoute(versionsRoute, apiRequest(`${path}?version=abc`, { cookie: staff.cookie }), { interviewId: iv.id });
    expect(bad.status).toBe(400);

    const talentSession = await signInAs("talent@demo.test", "demo");
    const asTalent = await callRoute(versionsRoute, apiRequest(path, { cookie: talentSession.cookie }), { interviewId: iv.id });
    expect(asTalent.status).toBe(403);
  });
});
