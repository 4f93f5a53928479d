import { createHash, randomUUID } from "node:crypto";
import { AccessToken, WebhookEvent } from "livekit-server-sdk";
import { startFakeLivekit as startServer, type FakeLivekit, type FakeParticipant, type FakeRoom, type TwirpCall } from "../../scripts/lib/fake-livekit.mjs";

/**
 * A stand-in for a LiveKit server (issue 15; no SFU can run here): a loopback HTTP server that
 * speaks the room service's Twirp protocol (`POST /twirp/livekit.RoomService/<Method>`, JSON,
 * `Authorization: Bearer <JWT>` verified with TokenVerifier and the same key pair the app uses),
 * with rooms and participants in memory that tests set, plus the webhook signer: a body signed
 * exactly as LiveKit signs it (a JWT from the API secret whose `sha256` claim is the base64
 * SHA-256 of the raw body, sent as the Authorization header).
 * The Twirp part lives in scripts/lib/fake-livekit.mjs so scripts/e2e-server.mjs starts the same one.
 */
export const TEST_LIVEKIT_KEY = "devkey";
export const TEST_LIVEKIT_SECRET = "secret-for-tests-only-0123456789abcdef";

export type { FakeLivekit, FakeParticipant, FakeRoom, TwirpCall };

/** The Twirp stand-in (scripts/lib/fake-livekit.mjs, shared with the e2e server) with the test key pair. */
export function startFakeLivekit(opts: { key?: string; secret?: string } = {}): Promise<FakeLivekit> {
  return startServer({ key: opts.key ?? TEST_LIVEKIT_KEY, secret: opts.secret ?? TEST_LIVEKIT_SECRET });
}

export type WebhookInput = {
  event: "participant_joined" | "participant_left" | "participant_connection_aborted" | "room_started" | "room_finished" | "track_published";
  room: string;
  participant?: FakeParticipant & { joinedAtMs?: number };
  id?: string;
  createdAt?: number;
};

/** The raw body LiveKit would send (protobuf JSON of a WebhookEvent). */
export function webhookBody(input: WebhookInput): string {
  const ev = new WebhookEvent({
    event: input.event,
    id: input.id ?? `EV_${randomUUID()}`,
    createdAt: BigInt(input.createdAt ?? Math.floor(Date.now() / 1000)),
    room: { sid: "RM_test", name: input.room },
    ...(input.participant
      ? {
          participant: {
            sid: input.participant.sid,
            identity: input.participant.identity,
            name: input.participant.name ?? "",
            attributes: input.participant.attributes ?? {},
            joinedAtMs: BigInt(input.participant.joinedAtMs ?? Date.now()),
          },
        }
      : {}),
  });
  // protobuf-es leaves `event` out of toJson here (its field name collides); LiveKit's protojson has it first.
  return JSON.stringify({ event: input.event, ...(ev.toJson() as Record<string, unknown>) });
}

/** The Authorization header LiveKit sends with `body`. */
export async function signWebhook(body: string, key = TEST_LIVEKIT_KEY, secret = TEST_LIVEKIT_SECRET): Promise<string> {
  const t = new AccessToken(key, secret);
  t.sha256 = createHash("sha256").update(body).digest("base64");
  return t.toJwt();
}

/** Signs and POSTs a webhook to `url` (the app's /api/livekit/webhook); returns the HTTP status. */
export async function postWebhook(url: string, input: WebhookInput | string, opts: { key?: string; secret?: string; authorization?: string } = {}): Promise<number> {
  const body = typeof input === "string" ? input : webhookBody(input);
  const authorization = opts.authorization ?? (await signWebhook(body, opts.key, opts.secret));
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/webhook+json", authorization }, body });
  await res.arrayBuffer();
  return res.status;
}
