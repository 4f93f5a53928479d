import "server-only";
import type { Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { SessionUser } from "./identity";
import { validateSession } from "./session-store";

/**
 * Auth.js `jwt` callback. On sign-in it copies the claims authorize produced into the token.
 * On every later call it asks the database whether the session still stands (not revoked, not
 * expired, not idle, user still active) and refreshes what may have changed (privileges, the
 * secure-password flag, names); returning null signs the browser out.
 *
 * Whatever a client sends with `update()` (the `session` argument) is ignored on purpose: the
 * token must only ever hold what the server decided.
 */
export async function jwtCallback({ token, user, trigger }: { token: JWT; user?: User | null; trigger?: "signIn" | "signUp" | "update" }): Promise<JWT | null> {
  if (trigger === "signIn" || trigger === "signUp") {
    if (!user?.claims) return null;
    return { ...token, sub: user.claims.userId, name: user.claims.name, email: user.claims.email, claims: user.claims };
  }
  const claims = token.claims;
  if (!claims?.sid) return null;
  const live = await validateSession(claims.sid);
  if (!live) return null;
  return { ...token, name: live.name, email: live.email, claims: { ...claims, ...live } };
}

/** Auth.js `session` callback: `session.user` is the identity (see lib/auth/identity.ts). */
export function sessionCallback({ session, token }: { session: Session; token?: JWT }): Session {
  const claims = token?.claims;
  if (!claims) return session;
  const user: SessionUser = { id: claims.userId, ...claims };
  return { ...session, user: { ...user, image: null } };
}
