import "server-only";

/**
 * The LiveKit server this deployment uses (issue 15), from the environment:
 *
 * - LIVEKIT_URL: the ws(s):// address browsers connect to. The room service (RoomServiceClient,
 *   Twirp over HTTP) is reached at the same address in its http(s) form.
 * - LIVEKIT_API_URL (optional): where the server reaches the room service when browsers and the
 *   app see the LiveKit server under different names (docker compose: `http://livekit:7880`).
 * - LIVEKIT_API_KEY / LIVEKIT_API_SECRET: the key pair tokens and webhooks are signed with.
 *
 * Without LIVEKIT_URL (the embedded default) video is "not configured" (10544): the room page
 * says so and the whiteboard and code editor still work. A URL without its key pair counts as
 * not configured too, rather than minting tokens nobody can verify.
 */
export type LivekitConfig = {
  /** ws(s)://… for browsers. */
  url: string;
  /** http(s)://… for the room service. */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
};

export function livekitConfig(env: NodeJS.ProcessEnv = process.env): LivekitConfig | null {
  const raw = env.LIVEKIT_URL?.trim();
  const apiKey = env.LIVEKIT_API_KEY?.trim();
  const apiSecret = env.LIVEKIT_API_SECRET?.trim();
  if (!raw || !apiKey || !apiSecret) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const proto = url.protocol;
  if (!["ws:", "wss:", "http:", "https:"].includes(proto)) return null;
  const secure = proto === "wss:" || proto === "https:";
  const base = `${url.host}${url.pathname.replace(/\/$/, "")}`;
  const apiUrl = env.LIVEKIT_API_URL?.trim() || `${secure ? "https" : "http"}://${base}`;
  return { url: `${secure ? "wss" : "ws"}://${base}`, apiUrl: apiUrl.replace(/^ws(s?):/, "http$1:"), apiKey, apiSecret };
}

/** Seconds a departed moderator's absence is confirmed after, before the room concludes (ROOM_DEPARTURE_GRACE_SECONDS, default 20). */
export function departureGraceSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ROOM_DEPARTURE_GRACE_SECONDS ?? 20);
  return Number.isFinite(n) && n >= 0 && n <= 3600 ? n : 20;
}

/** Tests only: render the room with N simulated participants instead of connecting (LIVEKIT_SIMULATE_PARTICIPANTS). */
export function simulatedParticipants(env: NodeJS.ProcessEnv = process.env): number | null {
  const n = Number(env.LIVEKIT_SIMULATE_PARTICIPANTS ?? "");
  return Number.isInteger(n) && n > 0 && n <= 12 ? n : null;
}
