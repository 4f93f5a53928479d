import "server-only";
import { getToken } from "next-auth/jwt";
import type { SessionUser } from "./identity";
import { authSecret } from "./secret";
import { validateSession } from "./session-store";

const COOKIE = "authjs.session-token";
const SECURE_COOKIE = `__Secure-${COOKIE}`;

/**
 * The session user of a request, read from its headers: the Auth.js cookie is decrypted, the
 * session row checked (revoked, expired, idle, user inactive → null) and its live claims merged.
 * A session issued on another tenant's host is no session here. Route handlers and server actions
 * use this instead of `auth()`, so they do not depend on Next's request scope (and are testable
 * with a plain Request), and the proxy need not decode the cookie a second time for /api.
 */
export async function sessionUserFromHeaders(headers: Headers, tenantSlug: string): Promise<SessionUser | null> {
  const cookie = headers.get("cookie") ?? "";
  if (!cookie.includes(COOKIE)) return null;
  let token;
  try {
    token = await getToken({ req: { headers }, secret: authSecret(), secureCookie: cookie.includes(SECURE_COOKIE) });
  } catch {
    return null;
  }
  const claims = token?.claims;
  if (!claims?.sid || claims.tenant !== tenantSlug.toLowerCase()) return null;
  const live = await validateSession(claims.sid);
  if (!live) return null;
  return { id: claims.userId, ...claims, ...live };
}
