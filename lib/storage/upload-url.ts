import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readBodyCapped } from "@/lib/api/body";
import { authSecret } from "@/lib/auth/secret";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { FileKind } from "./index";

/**
 * Signed upload URLs: `PUT /api/uploads/<token>` with the file as the raw body, the way a browser
 * PUTs to an S3 presigned URL (spec §7: "PUT signed URL, mp4 body"). The token binds who may
 * upload (company, user), what (kind, byte cap), until when, and any data the upload needs once
 * it lands (`meta`, e.g. the intro video's question timings). It is HMAC-signed with a key derived
 * from AUTH_SECRET for this purpose only, so nothing about it can be changed without breaking it.
 * A replay within its lifetime only repeats the same user's own upload.
 */
const PURPOSE = "upload-url:v1";
const VERSION = "u1";
/** Path segments stay well under any proxy's URL limit. */
export const MAX_TOKEN_LENGTH = 4096;
export const DEFAULT_UPLOAD_TTL_SEC = 15 * 60;

export type UploadGrant = {
  companyId: string;
  userId: string;
  kind: FileKind;
  maxBytes: number;
  /** Unix seconds. */
  exp: number;
  meta?: unknown;
};

function signingKey(): Buffer {
  return createHmac("sha256", authSecret()).update(PURPOSE).digest();
}

function mac(payload: string): Buffer {
  return createHmac("sha256", signingKey()).update(`${VERSION}.${payload}`).digest();
}

export function signUploadToken(grant: Omit<UploadGrant, "exp">, ttlSec = DEFAULT_UPLOAD_TTL_SEC, now = Date.now()): { token: string; exp: number } {
  const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSec));
  // The nonce makes every grant distinct even for the same user, kind and second.
  const body = { c: grant.companyId, u: grant.userId, k: grant.kind, m: grant.maxBytes, e: exp, n: randomBytes(8).toString("hex"), ...(grant.meta === undefined ? {} : { d: grant.meta }) };
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  const token = `${VERSION}.${payload}.${mac(payload).toString("base64url")}`;
  if (token.length > MAX_TOKEN_LENGTH) throw new Error("upload grant too large");
  return { token, exp };
}

export function uploadPath(token: string): string {
  return `/api/uploads/${token}`;
}

/**
 * The grant of a token: 10221 when it is not one the app signed (malformed, altered, another
 * purpose's signature), 10222 once expired. Who may use it is the caller's check.
 */
export function verifyUploadToken(token: string, now = Date.now()): UploadGrant {
  const broken = () => appError(ERROR_CODES.linkBroken);
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) throw broken();
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION || !/^[A-Za-z0-9_-]+$/.test(parts[1]) || !/^[A-Za-z0-9_-]{43}$/.test(parts[2])) throw broken();
  const given = Buffer.from(parts[2], "base64url");
  const expected = mac(parts[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw broken();
  let body: { c?: unknown; u?: unknown; k?: unknown; m?: unknown; e?: unknown; d?: unknown };
  try {
    body = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    throw broken();
  }
  const { c, u, k, m, e, d } = body;
  if (typeof c !== "string" || typeof u !== "string" || typeof k !== "string" || typeof m !== "number" || typeof e !== "number") throw broken();
  if (e * 1000 < now) throw appError(ERROR_CODES.linkExpired);
  return { companyId: c, userId: u, kind: k as FileKind, maxBytes: m, exp: e, meta: d };
}

/**
 * The raw request body with a byte cap. The declared Content-Length is required and must match
 * what arrives: a body cut short on the way (a proxy buffering only its first megabytes) would
 * otherwise be stored as a truncated file that still starts with valid magic bytes.
 * Over the cap → 10413 with { reason: "fileSize", maxBytes }; missing, empty or mismatched → 10001.
 */
export async function readUploadBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBodyCapped(req, maxBytes, {
    exactLength: true,
    tooLarge: () => appError(ERROR_CODES.payloadTooLarge, undefined, { reason: "fileSize", maxBytes }),
  });
  if (bytes.byteLength === 0) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "fileEmpty" });
  return bytes;
}
