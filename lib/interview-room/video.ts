import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { AccessToken, RoomServiceClient, TrackSource, type ParticipantInfo, type WebhookEvent } from "livekit-server-sdk";
import { getDb } from "@/db/client";
import { interviewCandidates, interviewParticipants, interviewRooms, interviews, livekitEvents, roomParticipants, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { concludeBySystem, type Conclusion } from "@/lib/interviews/commands/conclude";
import { transitionEntry, type EntryRow } from "@/lib/interviews/commands/entry";
import { canTransition } from "@/lib/interviews/rules";
import type { Tx } from "@/lib/jobs/commands/shared";
import { departureGraceSeconds, livekitConfig, type LivekitConfig } from "@/lib/livekit/config";
import { logger } from "@/lib/log";
import { assertLiveInterviewAllowed } from "@/lib/plans/limits";
import { enqueue, type QueueDb, type QueueJob, type WorkerDefinition } from "@/lib/queue";
import { ROOM_DEPARTURE_QUEUE } from "@/lib/queue/queues";
import { queueRealtime } from "@/lib/realtime/outbox";
import { isUuid } from "@/lib/text/uuid";
import { roomAccessFor, type RoomAccess } from "./access";
import { interviewIdFromRoomName, livekitRoomName, type RoomRole } from "./rules";

/**
 * The video side of the live interview room (issue 15, LiveKit): participant tokens, our own
 * record of who is in the room (from LiveKit's webhooks, which arrive late, twice, out of order or
 * not at all), and the conclusion when the last moderator has left. Everything about a room is
 * scoped by the company of the interview row, never by a host or a name LiveKit sends back.
 */

/** LiveKit keeps a room this long with nobody in it / after the last one left (seconds). */
export const ROOM_EMPTY_TIMEOUT_SECONDS = 10 * 60;
export const ROOM_DEPARTURE_TIMEOUT_SECONDS = 60;
/** Participant token lifetime: LiveKit checks it at connect; a reconnect asks for a new one. */
export const LIVEKIT_TOKEN_TTL_SECONDS = 15 * 60;

export function roomService(cfg: LivekitConfig): RoomServiceClient {
  return new RoomServiceClient(cfg.apiUrl, cfg.apiKey, cfg.apiSecret);
}

type Viewer = Pick<SessionUser, "userId" | "companyId" | "portal" | "role" | "name">;

export type LivekitTokenAnswer = { token: string; url: string; room: string; identity: string; role: RoomRole; expiresAt: string };

/**
 * A participant token for this interview's room. Order of refusals: access (10404/10568/10569),
 * the clock (10540 before the start with startsAt, 10541 once ended), the server (10544), then the
 * plan limits (10542, 10543). The first token of an interview creates the LiveKit room and our
 * interview_rooms row (which is what the monthly live-interview count counts).
 */
export async function mintLivekitToken(viewer: Viewer, interviewId: string, now: Date = new Date()): Promise<LivekitTokenAnswer> {
  const access = await roomAccessFor(viewer, interviewId, now);
  if (access.phase === "early") throw appError(ERROR_CODES.roomNotOpenYet, undefined, { startsAt: access.startsAt.toISOString() });
  if (access.phase === "ended") throw appError(ERROR_CODES.roomClosed);
  const cfg = livekitConfig();
  if (!cfg) throw appError(ERROR_CODES.videoNotConfigured);
  const room = livekitRoomName(access.interviewId);
  const created = await openRoomRow(access, room, now);
  if (created) {
    // Idempotent on LiveKit's side: creating an existing room answers the room.
    await roomService(cfg)
      .createRoom({ name: room, emptyTimeout: ROOM_EMPTY_TIMEOUT_SECONDS, departureTimeout: ROOM_DEPARTURE_TIMEOUT_SECONDS, metadata: JSON.stringify({ companyId: access.companyId, interviewId: access.interviewId }) })
      .catch((err) => {
        // LiveKit also creates a room on the first join; the token stays good.
        logger.warn({ err, room }, "livekit createRoom failed");
      });
  }
  const at = new AccessToken(cfg.apiKey, cfg.apiSecret, {
    identity: viewer.userId,
    name: viewer.name ?? undefined,
    ttl: LIVEKIT_TOKEN_TTL_SECONDS,
    attributes: { role: access.role },
    metadata: JSON.stringify({ companyId: access.companyId, interviewId: access.interviewId }),
  });
  at.addGrant(grantsFor(access.role, room));
  return {
    token: await at.toJwt(),
    url: cfg.url,
    room,
    identity: viewer.userId,
    role: access.role,
    expiresAt: new Date(now.getTime() + LIVEKIT_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

/** Moderators administer the room; the talent publishes camera, microphone and screen and administers nothing. */
export function grantsFor(role: RoomRole, room: string) {
  return role === "moderator"
    ? { room, roomJoin: true, roomAdmin: true, canPublish: true, canSubscribe: true, canPublishData: true }
    : { room, roomJoin: true, roomAdmin: false, canPublish: true, canPublishSources: [TrackSource.CAMERA, TrackSource.MICROPHONE, TrackSource.SCREEN_SHARE], canSubscribe: true, canPublishData: true };
}

/**
 * The quota check and the room row in one transaction, serialised per company (advisory lock) so
 * two interviews opening at once cannot both take the last one of the month. Returns true when
 * this call created the row.
 */
async function openRoomRow(access: RoomAccess, room: string, now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('live-quota'), hashtext(${access.companyId}))`);
    await assertLiveInterviewAllowed(tx, access.companyId, access.interviewId, now);
    const inserted = await tx
      .insert(interviewRooms)
      .values({ interviewId: access.interviewId, companyId: access.companyId, roomName: room, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: interviewRooms.interviewId });
    return inserted.length > 0;
  });
}

// ---------------------------------------------------------------------------------------------
// Webhooks

type InterviewRow = { id: string; companyId: string; candidateId: string; pipelineId: string | null; round: number; status: string };

async function interviewOfRoom(tx: Tx, roomName: string | undefined): Promise<InterviewRow | null> {
  const id = interviewIdFromRoomName(roomName);
  if (!id) return null;
  const [row] = await tx
    .select({ id: interviews.id, companyId: interviews.companyId, candidateId: interviews.candidateId, pipelineId: interviews.pipelineId, round: interviews.round, status: interviews.status })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row ?? null;
}

/**
 * Who a LiveKit participant is, checked against the interview's company: the identity is our user
 * id; the talent of the interview is `talent`, a staff user of the same company `moderator`. The
 * role attribute we signed must agree. Anything else (another company's user, a forged identity)
 * is not recorded.
 */
async function participantOf(tx: Tx, iv: InterviewRow, p: ParticipantInfo | undefined): Promise<{ userId: string; role: RoomRole; sid: string } | null> {
  if (!p?.sid || !isUuid(p.identity)) return null;
  const claimed = p.attributes?.role;
  if (p.identity === iv.candidateId) return claimed === undefined || claimed === "talent" ? { userId: p.identity, role: "talent", sid: p.sid } : null;
  const [u] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, p.identity), eq(users.companyId, iv.companyId)));
  if (!u || u.role === "talent" || u.role === "cloudAdmin") return null;
  return claimed === undefined || claimed === "moderator" ? { userId: u.id, role: "moderator", sid: p.sid } : null;
}

function queueDbOf(tx: Tx): QueueDb {
  const client = (tx as unknown as { session?: { client?: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("needs a node-postgres transaction");
  return { executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }) };
}

export type DepartureJob = { interviewId: string; companyId: string };

export type WebhookOutcome = "replay" | "ignored" | "recorded";

const secondsToDate = (s: bigint | number | undefined): Date | null => {
  const n = Number(s ?? 0);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
};
const msToDate = (ms: bigint | number | undefined, s?: bigint | number): Date | null => {
  const n = Number(ms ?? 0);
  return Number.isFinite(n) && n > 0 ? new Date(n) : secondsToDate(s);
};

/**
 * Applies one verified webhook event, once: the event id goes into livekit_events in the same
 * transaction as its effects, so a replay (or a retry after a commit) finds its row and does
 * nothing. A room that is not one of ours, or an interview that no longer exists, is stored and
 * ignored.
 */
export async function applyWebhookEvent(event: WebhookEvent, now: Date = new Date()): Promise<WebhookOutcome> {
  if (!event.id) return "ignored";
  return getDb().transaction(async (tx) => {
    const roomName = event.room?.name;
    const iv = await interviewOfRoom(tx, roomName);
    const inserted = await tx
      .insert(livekitEvents)
      .values({ id: event.id, event: event.event, roomName: roomName ?? null, companyId: iv?.companyId ?? null, createdAt: secondsToDate(event.createdAt) })
      .onConflictDoNothing()
      .returning({ id: livekitEvents.id });
    if (!inserted.length) return "replay";
    if (!iv) return "ignored";
    const at = secondsToDate(event.createdAt) ?? now;
    switch (event.event) {
      case "participant_joined":
      case "participant_left":
      case "participant_connection_aborted": {
        const who = await participantOf(tx, iv, event.participant);
        if (!who) return "ignored";
        const joined = event.event === "participant_joined";
        const joinedAt = msToDate(event.participant?.joinedAtMs, event.participant?.joinedAt) ?? at;
        await ensureRoomRow(tx, iv);
        if (joined) {
          // A left that overtook its joined keeps its left_at.
          await tx
            .insert(roomParticipants)
            .values({ companyId: iv.companyId, interviewId: iv.id, participantSid: who.sid, userId: who.userId, role: who.role, joinedAt })
            .onConflictDoNothing();
        } else {
          await tx
            .insert(roomParticipants)
            .values({ companyId: iv.companyId, interviewId: iv.id, participantSid: who.sid, userId: who.userId, role: who.role, joinedAt, leftAt: at })
            .onConflictDoUpdate({ target: [roomParticipants.interviewId, roomParticipants.participantSid], set: { leftAt: sql`coalesce(${roomParticipants.leftAt}, excluded.left_at)` } });
        }
        await tx
          .update(interviewRooms)
          .set({ startedAt: sql`least(coalesce(${interviewRooms.startedAt}, ${joinedAt.toISOString()}::timestamptz), ${joinedAt.toISOString()}::timestamptz)` })
          .where(eq(interviewRooms.interviewId, iv.id));
        // Any sign of the talent in the room (a left overtaking its joined too) means they joined.
        if (who.role === "talent") await recordTalentJoined(tx, iv, joinedAt);
        if (!joined && who.role === "moderator") await scheduleDepartureCheck(tx, iv, now);
        return "recorded";
      }
      case "room_finished": {
        // Backstop: LiveKit closed the room (everyone gone for its departure timeout). Only a room a
        // moderator was in concludes; one only the talent waited in opens again on the next token.
        const [mod] = await tx
          .select({ id: roomParticipants.id })
          .from(roomParticipants)
          .where(and(eq(roomParticipants.interviewId, iv.id), eq(roomParticipants.companyId, iv.companyId), eq(roomParticipants.role, "moderator")))
          .limit(1);
        if (!mod) return "recorded";
        await tx
          .update(roomParticipants)
          .set({ leftAt: at })
          .where(and(eq(roomParticipants.interviewId, iv.id), eq(roomParticipants.companyId, iv.companyId), isNull(roomParticipants.leftAt)));
        await concludeRoomLocked(tx, iv.companyId, iv.id, now);
        return "recorded";
      }
      default:
        return "recorded";
    }
  });
}

async function ensureRoomRow(tx: Tx, iv: InterviewRow): Promise<void> {
  await tx.insert(interviewRooms).values({ interviewId: iv.id, companyId: iv.companyId, roomName: livekitRoomName(iv.id) }).onConflictDoNothing();
}

async function lockEntryOfInterview(tx: Tx, iv: Pick<InterviewRow, "companyId" | "pipelineId" | "round">): Promise<EntryRow | null> {
  if (!iv.pipelineId) return null;
  const [entry] = await tx
    .select()
    .from(interviewCandidates)
    .where(and(eq(interviewCandidates.id, iv.pipelineId), eq(interviewCandidates.companyId, iv.companyId)))
    .for("update");
  // Another round's entry is not this interview's to move.
  return entry && entry.round === iv.round ? entry : null;
}

/** The talent is in the room: interviewJoined through the state machine (system), once; talent_joined_at kept. */
async function recordTalentJoined(tx: Tx, iv: InterviewRow, at: Date): Promise<void> {
  const [room] = await tx
    .select({ concludedAt: interviewRooms.concludedAt })
    .from(interviewRooms)
    .where(eq(interviewRooms.interviewId, iv.id))
    .for("update");
  if (room?.concludedAt) return;
  await tx
    .update(interviewRooms)
    .set({ talentJoinedAt: sql`coalesce(${interviewRooms.talentJoinedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(interviewRooms.interviewId, iv.id));
  await tx
    .update(interviews)
    .set({ talentJoinedAt: sql`coalesce(${interviews.talentJoinedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: new Date() })
    .where(and(eq(interviews.id, iv.id), eq(interviews.companyId, iv.companyId)));
  if (iv.status !== "scheduled") return;
  const entry = await lockEntryOfInterview(tx, iv);
  if (entry && !entry.blocked && canTransition(entry.status, "join", "system")) {
    await transitionEntry(tx, { companyId: iv.companyId, actorUserId: null }, entry, "join", "system");
  }
}

async function scheduleDepartureCheck(tx: Tx, iv: InterviewRow, now: Date): Promise<void> {
  const job: DepartureJob = { interviewId: iv.id, companyId: iv.companyId };
  await enqueue(ROOM_DEPARTURE_QUEUE, job, { db: queueDbOf(tx), startAfter: new Date(now.getTime() + departureGraceSeconds() * 1000) });
}

// ---------------------------------------------------------------------------------------------
// Presence and conclusion

/** Moderators present per our table (no left_at), other than `except`. */
async function moderatorsInTable(tx: Tx, companyId: string, interviewId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(roomParticipants)
    .where(
      and(
        eq(roomParticipants.interviewId, interviewId),
        eq(roomParticipants.companyId, companyId),
        eq(roomParticipants.role, "moderator"),
        isNull(roomParticipants.leftAt),
        except ? ne(roomParticipants.userId, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Moderators LiveKit says are in the room now (a lost participant_left or participant_joined cannot fool it). Null when video is not configured. */
export async function moderatorsOnServer(interviewId: string, except?: string): Promise<number | null> {
  const cfg = livekitConfig();
  if (!cfg) return null;
  let list: ParticipantInfo[];
  try {
    list = await roomService(cfg).listParticipants(livekitRoomName(interviewId));
  } catch (err) {
    // A room LiveKit no longer has holds nobody.
    if ((err as { status?: number }).status === 404 || /not.?found/i.test(String((err as Error).message))) return 0;
    throw err;
  }
  return list.filter((p) => p.attributes?.role === "moderator" && p.identity !== except).length;
}

/**
 * Concludes a room once, in the caller's transaction: completed when the talent ever joined,
 * else no show; the entry moves through the state machine as the system, the interview ends, the
 * room row keeps the outcome. A second call finds the outcome and does nothing. Returns the
 * outcome decided now, or null.
 */
export async function concludeRoomLocked(tx: Tx, companyId: string, interviewId: string, now: Date = new Date()): Promise<"completed" | "noShow" | null> {
  const [iv] = await tx
    .select({ id: interviews.id, companyId: interviews.companyId, candidateId: interviews.candidateId, pipelineId: interviews.pipelineId, round: interviews.round, status: interviews.status, talentJoinedAt: interviews.talentJoinedAt })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.companyId, companyId)))
    .for("update");
  if (!iv) return null;
  await ensureRoomRow(tx, iv);
  const [room] = await tx
    .select()
    .from(interviewRooms)
    .where(and(eq(interviewRooms.interviewId, interviewId), eq(interviewRooms.companyId, companyId)))
    .for("update");
  if (!room || room.outcome) return null;
  // Canceled or already ended by other means: nothing for the room to decide.
  if (iv.status !== "scheduled") return null;
  const [talentRow] = await tx
    .select({ id: roomParticipants.id })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.interviewId, interviewId), eq(roomParticipants.companyId, companyId), eq(roomParticipants.role, "talent")))
    .limit(1);
  const talentJoined = Boolean(room.talentJoinedAt || iv.talentJoinedAt || talentRow);
  const outcome = talentJoined ? "completed" : "noShow";
  const name: Conclusion = talentJoined ? "complete" : "markNoShow";
  const entry = await lockEntryOfInterview(tx, iv);
  await concludeBySystem(tx, companyId, entry, interviewId, name, now);
  await tx.update(interviewRooms).set({ concludedAt: now, outcome }).where(eq(interviewRooms.interviewId, interviewId));
  await tx
    .update(roomParticipants)
    .set({ leftAt: now })
    .where(and(eq(roomParticipants.interviewId, interviewId), eq(roomParticipants.companyId, companyId), isNull(roomParticipants.leftAt)));
  // Told on each person's own channel (every signed-in page holds one): the candidate and the
  // interviewers whose room pages are open switch to "ended" without a reload.
  const panel = await tx.select({ userId: interviewParticipants.userId }).from(interviewParticipants).where(eq(interviewParticipants.interviewId, interviewId));
  for (const userId of new Set([iv.candidateId, ...panel.map((p) => p.userId)])) {
    queueRealtime({ channel: { kind: "user", companyId, userId }, message: { type: "interviewRoom.concluded", interviewId, outcome } });
  }
  return outcome;
}

/**
 * The departure job: a moderator left ROOM_DEPARTURE_GRACE_SECONDS ago. If neither our table nor
 * LiveKit shows a moderator now, the interview concludes. A room service that cannot be reached
 * throws, and the queue tries again.
 */
export async function checkDeparture(job: DepartureJob, now: Date = new Date()): Promise<"concluded" | "present" | "skipped"> {
  if (!isUuid(job?.interviewId) || !isUuid(job?.companyId)) return "skipped";
  const db = getDb();
  const [room] = await db
    .select({ outcome: interviewRooms.outcome })
    .from(interviewRooms)
    .where(and(eq(interviewRooms.interviewId, job.interviewId), eq(interviewRooms.companyId, job.companyId)));
  if (!room || room.outcome) return "skipped";
  if ((await moderatorsInTable(db as unknown as Tx, job.companyId, job.interviewId)) > 0) return "present";
  if (((await moderatorsOnServer(job.interviewId)) ?? 0) > 0) return "present";
  const outcome = await db.transaction(async (tx) => {
    // Checked again under the room's lock: a join recorded meanwhile wins.
    if ((await moderatorsInTable(tx, job.companyId, job.interviewId)) > 0) return null;
    return concludeRoomLocked(tx, job.companyId, job.interviewId, now);
  });
  if (outcome) await deleteLivekitRoom(job.interviewId);
  return outcome ? "concluded" : "skipped";
}

export async function deleteLivekitRoom(interviewId: string): Promise<void> {
  const cfg = livekitConfig();
  if (!cfg) return;
  await roomService(cfg)
    .deleteRoom(livekitRoomName(interviewId))
    .catch((err) => logger.warn({ err, interviewId }, "livekit deleteRoom failed"));
}

export function roomDepartureWorker(): WorkerDefinition<DepartureJob> {
  return { queue: ROOM_DEPARTURE_QUEUE, handle: (job: QueueJob<DepartureJob>) => checkDeparture(job.data) };
}

export type LeaveAnswer = { concluded: boolean; outcome: "completed" | "noShow" | null };

/**
 * A participant's explicit Leave (the room's button). The talent's leave is recorded. A
 * moderator's is recorded and, when no other moderator is present (our table, and LiveKit when
 * configured), concludes the interview at once and closes the LiveKit room.
 */
export async function leaveRoom(viewer: Viewer, interviewId: string, now: Date = new Date()): Promise<LeaveAnswer> {
  const access = await roomAccessFor(viewer, interviewId, now);
  const db = getDb();
  const markLeft = (tx: Tx) =>
    tx
      .update(roomParticipants)
      .set({ leftAt: now })
      .where(and(eq(roomParticipants.interviewId, access.interviewId), eq(roomParticipants.companyId, access.companyId), eq(roomParticipants.userId, viewer.userId), isNull(roomParticipants.leftAt)));
  if (access.role === "talent" || access.phase === "early") {
    await markLeft(db as unknown as Tx);
    return { concluded: false, outcome: null };
  }
  const othersOnServer = access.phase === "open" ? await moderatorsOnServer(access.interviewId, viewer.userId) : 0;
  const outcome = await db.transaction(async (tx) => {
    await markLeft(tx);
    if (access.phase !== "open") return null;
    if ((othersOnServer ?? 0) > 0 || (await moderatorsInTable(tx, access.companyId, access.interviewId, viewer.userId)) > 0) return null;
    return concludeRoomLocked(tx, access.companyId, access.interviewId, now);
  });
  if (outcome) await deleteLivekitRoom(access.interviewId);
  return { concluded: outcome !== null, outcome };
}
