import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { getTalentDetails } from "@/lib/auth/queries";
import { getPortalUser } from "@/lib/auth/session";
import { ERROR_CODES, appError } from "@/lib/errors";

/** First document §7 `GET candidate/details`; no session (or not a talent one) → 10231 with HTTP 440. */
export const GET = apiRoute({ access: "public" }, async ({ tenant }) => {
  const user = await getPortalUser("talent");
  if (!user || user.role !== "talent") throw appError(ERROR_CODES.sessionExpired);
  const details = await getTalentDetails(tenant, user.userId);
  if (!details) throw appError(ERROR_CODES.sessionExpired);
  return NextResponse.json({ results: details }, { headers: { "cache-control": "private, no-store" } });
});
