import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * Signed file URLs: `/api/files/<id>?exp=<unix seconds>&sig=<hex HMAC>`. The key is derived from
 * AUTH_SECRET for this one purpose, so a signature can never be replayed as anything else. The
 * file route also requires a session of the file's company: a leaked URL is useless elsewhere.
 */
const PURPOSE = "stored-file-url:v1";

function signingKey(): Buffer {
  return createHmac("sha256", authSecret()).update(PURPOSE).digest();
}

function signature(fileId: string, exp: number): string {
  return createHmac("sha256", signingKey()).update(`${fileId}.${exp}`).digest("hex");
}

export const DEFAULT_URL_TTL_SEC = 15 * 60;

export function signedUrl(fileId: string, ttlSec = DEFAULT_URL_TTL_SEC, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSec));
  return `/api/files/${fileId}?exp=${exp}&sig=${signature(fileId, exp)}`;
}

/** Throws 10221 for a signature that does not match, 10222 once the URL has expired. */
export function verifySignedUrl(fileId: string, exp: string | undefined, sig: string | undefined, now = Date.now()): void {
  const expNum = Number(exp);
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) throw appError(ERROR_CODES.linkBroken);
  const expected = Buffer.from(signature(fileId, expNum), "hex");
  if (!timingSafeEqual(expected, Buffer.from(sig, "hex"))) throw appError(ERROR_CODES.linkBroken);
  if (expNum * 1000 < now) throw appError(ERROR_CODES.linkExpired);
}
