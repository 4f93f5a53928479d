import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { readBodyCapped } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/route";
import { logoutRedirect } from "@/lib/auth/redirect";
import { revokeSession } from "@/lib/auth/session-store";

const MAX_BODY_BYTES = 4096;
const SESSION_COOKIE = "authjs.session-token";
const body = z.object({ jobId: z.string().max(64).optional() }).catch({});

/** A logout body is tiny; anything larger or malformed is ignored rather than read to the end. */
async function readBody(req: NextRequest): Promise<z.infer<typeof body>> {
  try {
    const bytes = await readBodyCapped(req, MAX_BODY_BYTES);
    return bytes.byteLength === 0 ? {} : body.parse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return {};
  }
}

/**
 * First document §7 `POST talent/logout`: ends the session (row revoked, cookie cleared) and says
 * where to go. Idempotent: without a session it still answers the login page.
 */
export const POST = apiRoute({ access: "public" }, async ({ req, user }) => {
  const { jobId } = await readBody(req);
  if (user) await revokeSession(user.sid);
  const res = NextResponse.json({ results: { redirectTo: logoutRedirect(user, jobId) } }, { headers: { "cache-control": "no-store" } });
  clearSessionCookies(req, res);
  return res;
});

/**
 * Expires the Auth.js session cookie (and its chunks, `.0`, `.1`… when a token was split) on this
 * response. Done here rather than with Auth.js `signOut()`, which needs Next's request scope: the
 * row is already revoked above, so the cookie is only tidied away.
 */
function clearSessionCookies(req: NextRequest, res: NextResponse): void {
  for (const { name } of req.cookies.getAll()) {
    const secure = name.startsWith("__Secure-");
    const base = secure ? name.slice("__Secure-".length) : name;
    if (base === SESSION_COOKIE || base.startsWith(`${SESSION_COOKIE}.`)) {
      res.cookies.set({ name, value: "", expires: new Date(0), path: "/", httpOnly: true, sameSite: "lax", secure });
    }
  }
}
