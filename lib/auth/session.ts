import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { auth } from "./config";
import { GATE_SESSION_HEADER, openGateSession } from "./gate-handoff";
import { sessionMatchesTenant, type Portal, type SessionUser } from "./identity";
import { hasSessionCookie } from "./session-cookie";
import { currentTenantOrNull } from "@/lib/tenancy/server";

export { revokeAllSessions, revokeOtherSessions, revokeSession } from "./session-store";

/**
 * The signed-in user of the current request (server components, route handlers, actions), or
 * null. A session issued by another tenant's host counts as none: every query runs inside the
 * current tenant, so a foreign session must never reach one. Cached per request.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  // No session cookie, no session: skip Auth.js's request round (most of a public page's time).
  const h = await headers();
  if (!hasSessionCookie(h.get("cookie"))) return null;
  // A page request: the proxy already read and checked the session (gate-handoff.ts).
  const sealed = h.get(GATE_SESSION_HEADER);
  if (sealed) {
    const tenant = await currentTenantOrNull();
    const handed = tenant ? openGateSession(sealed, tenant.slug.toLowerCase()) : null;
    if (handed && tenant && sessionMatchesTenant({ user: handed }, tenant.slug)) return handed;
  }
  const session = await auth();
  if (!session?.user?.sid) return null;
  const tenant = await currentTenantOrNull();
  if (!tenant || !sessionMatchesTenant(session, tenant.slug)) return null;
  return session.user;
});

/** The signed-in user if they came through `portal`, else null. */
export async function getPortalUser(portal: Portal): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user && user.portal === portal ? user : null;
}
