import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * Opaque ids for links that leave the app (`/public/login/{encryptedCandidateId}`, later the
 * public candidate view): the URL carries an encrypted, expiring, tenant-bound claim instead of a
 * database id, so a link can be neither guessed, nor edited into another person's, nor replayed on
 * another tenant's host, nor reused for another kind of link.
 *
 * AES-256-GCM with a key derived (HKDF-SHA-256) from AUTH_SECRET and the purpose, so each purpose
 * has its own key and the same secret never serves two jobs. GCM authenticates the whole token:
 * one changed byte and it does not open. Format: base64url(version ‖ iv(12) ‖ ciphertext ‖ tag(16)).
 * Deliberately free of server-only imports, so tests (and scripts) can seal links too.
 */

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = "talent-platform/public-id/v1";
/** Far above any real token (a uuid payload seals to ~150 characters); refuses megabyte inputs before decoding. */
const MAX_TOKEN_LENGTH = 1024;
const PURPOSE = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

export type PublicIdClaims = { p: string; t: string; id: string; exp: number };

const keys = new Map<string, Buffer>();

function keyFor(purpose: string): Buffer {
  const secret = authSecret();
  const cacheKey = `${purpose}\n${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, `public-id:${purpose}`, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

function assertPurpose(purpose: string): void {
  if (!PURPOSE.test(purpose)) throw new Error(`invalid public-id purpose: ${purpose}`);
}

/** Seals `id` for `purpose` on `tenant` (slug), valid for `ttlSeconds`. */
export function sealPublicId(purpose: string, tenant: string, id: string, ttlSeconds: number, now: number = Date.now()): string {
  assertPurpose(purpose);
  if (!(ttlSeconds > 0)) throw new Error("public-id ttl must be positive");
  const claims: PublicIdClaims = { p: purpose, t: tenant.toLowerCase(), id, exp: Math.floor(now / 1000) + Math.ceil(ttlSeconds) };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  cipher.setAAD(Buffer.from([VERSION]));
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The id sealed in `token`, or null for anything that is not a live token of this purpose and
 * tenant: malformed, tampered, sealed with another secret, expired, another purpose, another
 * tenant. Never throws, whatever the input.
 */
export function openPublicId(purpose: string, tenant: string, token: unknown, now: number = Date.now()): string | null {
  if (!PURPOSE.test(purpose) || typeof tenant !== "string" || typeof token !== "string") return null;
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== VERSION) return null;
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
  let claims: unknown;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), iv);
    decipher.setAAD(Buffer.from([VERSION]));
    decipher.setAuthTag(tag);
    claims = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.p !== purpose || claims.t !== tenant.toLowerCase()) return null;
  if (claims.exp * 1000 <= now) return null;
  return claims.id;
}

function isClaims(v: unknown): v is PublicIdClaims {
  if (typeof v !== "object" || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.p === "string" && typeof c.t === "string" && typeof c.id === "string" && typeof c.exp === "number" && Number.isFinite(c.exp);
}
