import { createHmac, timingSafeEqual } from "node:crypto";
import { isPortal, type Portal } from "@/lib/auth/identity";

/**
 * The realtime connect token (issue 14, D50): what the app mints for the signed-in user
 * (POST /api/realtime/token) and the sidecar checks at the websocket upgrade. Nothing else opens a
 * channel. Shared by the app and the sidecar, so it imports no server-only module.
 *
 * Format `<base64url(JSON claims)>.<base64url(HMAC-SHA256)>`. The key is derived from AUTH_SECRET
 * for this one purpose, so no other signature of the app (file URLs, upload URLs) can be replayed
 * as a token and a token cannot be replayed as one of them. Claims bind tenant, company, user,
 * portal, expiry (at most 60 s after issue) and the audience "realtime"; `rooms` lists the rooms
 * the holder may join (a later issue adds a database check, see authorizeRoom in realtime/).
 */
export const REALTIME_AUDIENCE = "realtime";
/** The longest life of a token: it only opens a socket, the socket then lives on its own. */
export const REALTIME_TOKEN_MAX_TTL_SEC = 60;
const PURPOSE = "realtime-connect-token:v1";

export type RealtimeClaims = {
  aud: typeof REALTIME_AUDIENCE;
  /** Tenant slug of the host the token was minted on. */
  tenant: string;
  companyId: string;
  userId: string;
  portal: Portal;
  /** The page origin that asked for the token (its Origin header); a browser must connect from it. */
  origin?: string;
  /** Rooms the holder may join on the plain channel socket (relay rooms). */
  rooms?: string[];
  /**
   * An interview room token (issue 15): opens `/whiteboard/{id}` and `/code/{id}` on the sidecar
   * for this interview only, with the role and read-only flag the app decided (lib/interview-room).
   */
  interview?: RoomClaim;
  iat: number;
  exp: number;
};

export type RoomClaim = { id: string; role: "moderator" | "talent"; readonly: boolean };

export type TokenCheck = { ok: true; claims: RealtimeClaims } | { ok: false; reason: "malformed" | "signature" | "expired" | "audience" | "claims" };

function key(secret: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).digest();
}

function sign(body: string, secret: string): Buffer {
  return createHmac("sha256", key(secret)).update(body).digest();
}

export function mintRealtimeToken(
  claims: Omit<RealtimeClaims, "aud" | "iat" | "exp">,
  secret: string,
  opts: { ttlSec?: number; now?: number } = {},
): { token: string; exp: number } {
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const ttl = Math.min(REALTIME_TOKEN_MAX_TTL_SEC, Math.max(1, Math.floor(opts.ttlSec ?? REALTIME_TOKEN_MAX_TTL_SEC)));
  const full: RealtimeClaims = { aud: REALTIME_AUDIENCE, ...claims, iat: now, exp: now + ttl };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return { token: `${body}.${sign(body, secret).toString("base64url")}`, exp: full.exp };
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** Checks signature (constant time), audience, expiry and the claims' shape; never throws. */
export function verifyRealtimeToken(token: string | null | undefined, secret: string, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 4096) return { ok: false, reason: "malformed" };
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".")) return { ok: false, reason: "malformed" };
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (!B64URL.test(body) || !B64URL.test(sig)) return { ok: false, reason: "malformed" };
  const expected = sign(body, secret);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  let claims: Partial<RealtimeClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<RealtimeClaims>;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (claims?.aud !== REALTIME_AUDIENCE) return { ok: false, reason: "audience" };
  const nowSec = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || typeof claims.iat !== "number") return { ok: false, reason: "claims" };
  if (claims.exp <= nowSec) return { ok: false, reason: "expired" };
  // A token claiming a longer life than any the app mints was not minted by the app.
  if (claims.exp - claims.iat > REALTIME_TOKEN_MAX_TTL_SEC || claims.iat > nowSec + 5) return { ok: false, reason: "claims" };
  const str = (v: unknown) => typeof v === "string" && v.length > 0 && v.length <= 200;
  if (!str(claims.tenant) || !str(claims.companyId) || !str(claims.userId) || !isPortal(claims.portal)) return { ok: false, reason: "claims" };
  if (claims.origin !== undefined && !str(claims.origin)) return { ok: false, reason: "claims" };
  if (claims.rooms !== undefined && !(Array.isArray(claims.rooms) && claims.rooms.length <= 20 && claims.rooms.every(str))) return { ok: false, reason: "claims" };
  if (claims.interview !== undefined) {
    const r = claims.interview as Partial<RoomClaim> | null;
    if (!r || !str(r.id) || (r.role !== "moderator" && r.role !== "talent") || typeof r.readonly !== "boolean") return { ok: false, reason: "claims" };
  }
  return { ok: true, claims: claims as RealtimeClaims };
}
