import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { signOut } from "@/lib/auth/config";
import { logoutRedirect } from "@/lib/auth/redirect";
import { revokeSession } from "@/lib/auth/session-store";

const MAX_BODY_BYTES = 4096;
const body = z.object({ jobId: z.string().max(64).optional() }).catch({});

/** A logout body is tiny; anything larger or malformed is ignored rather than read to the end. */
async function readBody(req: NextRequest): Promise<z.infer<typeof body>> {
  if (!req.body || Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return {};
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return {};
      }
      chunks.push(value);
    }
    return body.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
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
  await signOut({ redirect: false });
  return NextResponse.json({ results: { redirectTo: logoutRedirect(user, jobId) } }, { headers: { "cache-control": "no-store" } });
});
