import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { getTalentDetails } from "@/lib/auth/queries";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors";

/** First document §7 `GET candidate/details`; no session → 10231 with HTTP 440; not a talent session → 10403. */
export const GET = apiRoute({ access: { portal: ["talent"], roles: ["talent"] } }, async ({ tenant, user: sessionUser }) => {
  const user = requireUser(sessionUser);
  const details = await getTalentDetails(tenant, user.userId);
  if (!details) throw appError(ERROR_CODES.sessionExpired);
  return NextResponse.json({ results: details }, { headers: { "cache-control": "private, no-store" } });
});
