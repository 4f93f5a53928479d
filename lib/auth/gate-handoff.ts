import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SessionUser } from "./identity";

/**
 * The proxy (proxy.ts) reads a signed-in page request's session through Auth.js: it decrypts the
 * cookie, asks the database whether the session still stands (the jwt callback) and encrypts the
 * refreshed cookie. The page it lets through used to do all of that a second time (getSessionUser →
 * auth()). The proxy now hands the session it established to the render of the same request in a
 * request header, sealed:
 *
 * - The header is the JSON of the session user, the tenant it was checked against and the time,
 *   with an HMAC-SHA256 under a key drawn at random per process. The proxy and the pages run in
 *   the same server process (Next's Node proxy runtime), so they share the key; a client cannot
 *   produce a valid seal, and a seal from another process or an older request is refused.
 * - The proxy deletes any copy a client sent before it sets its own (like the tenant header).
 * - The page accepts a seal only for its own tenant and within SEAL_MAX_AGE_MS; anything else
 *   falls back to Auth.js as before, so a missing or refused seal costs speed, never access.
 */
export const GATE_SESSION_HEADER = "x-gate-session";

/** A request is rendered right after its proxy ran; a minute covers a slow render's server action. */
export const SEAL_MAX_AGE_MS = 60_000;

const KEY = Symbol.for("talent.gate-session-key");

function key(): Buffer {
  const holder = globalThis as unknown as Record<symbol, Buffer | undefined>;
  return (holder[KEY] ??= randomBytes(32));
}

function mac(body: string): Buffer {
  return createHmac("sha256", key()).update(body).digest();
}

type Sealed = { user: SessionUser; tenant: string; at: number };

export function sealGateSession(user: SessionUser, tenant: string, now: number = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ user, tenant, at: now } satisfies Sealed)).toString("base64url");
  return `${body}.${mac(body).toString("base64url")}`;
}

/** The session the proxy established for this request, or null (no seal, forged, stale, another tenant's). */
export function openGateSession(sealed: string | null | undefined, tenant: string, now: number = Date.now()): SessionUser | null {
  if (!sealed || sealed.length > 16_384) return null;
  const dot = sealed.lastIndexOf(".");
  if (dot <= 0) return null;
  const body = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1), "base64url");
  const expected = mac(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: Sealed;
  try {
    value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Sealed;
  } catch {
    return null;
  }
  if (value.tenant !== tenant || typeof value.at !== "number" || now - value.at > SEAL_MAX_AGE_MS || value.at - now > 1_000) return null;
  return value.user?.sid ? value.user : null;
}
