import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { currentResumeParseStatus } from "@/lib/profiles/queries";

/**
 * `GET candidate/resume/parse-status`: `{ status, errorCode }` of the parse of the signed-in
 * talent's current resume, polled by the builder's resume step until it is parsed or failed.
 * Only the caller's own parse; `{ status: null, errorCode: null }` when there is none.
 */
export const GET = apiRoute({ access: { portal: ["talent"], roles: ["talent"] } }, async ({ tenant, user: sessionUser }) => {
  const user = requireUser(sessionUser);
  const results = await currentResumeParseStatus(tenant.id, user.userId);
  return NextResponse.json({ results }, { headers: { "cache-control": "private, no-store" } });
});
