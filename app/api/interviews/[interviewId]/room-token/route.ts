import { apiRoute } from "@/lib/api/route";
import { authSecret } from "@/lib/auth/secret";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { roomAccessFor } from "@/lib/interview-room/access";
import { realtimeUrlFor } from "@/lib/realtime/connect";
import { mintRealtimeToken } from "@/lib/realtime/token";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";

export const dynamic = "force-dynamic";

/**
 * POST /api/interviews/{interviewId}/room-token (issue 15): a short-lived sidecar token for this
 * interview's whiteboard and code rooms, with the role and read-only flag roomAccessFor decided.
 * Before the start time: 10540 (the page counts down instead). After the end: a read-only token.
 * The client asks again on every (re)connect, so a token never outlives its 60 seconds.
 */
export const POST = apiRoute({ access: { portal: ["talent", "admin"], module: "interview" } }, async ({ req, tenant, user, params }) => {
  const access = await roomAccessFor(user!, String(params.interviewId ?? ""));
  if (access.phase === "early") throw appError(ERROR_CODES.roomNotOpenYet, undefined, { startsAt: access.startsAt.toISOString() });
  const url = realtimeUrlFor(await tenantLinkOrigin(tenant, req.headers), tenant.slug);
  if (!url) throw appError(ERROR_CODES.unexpectedError);
  const origin = req.headers.get("origin") ?? undefined;
  const { token, exp } = mintRealtimeToken(
    {
      tenant: tenant.slug,
      companyId: access.companyId,
      userId: user!.userId,
      portal: user!.portal,
      ...(origin ? { origin } : {}),
      interview: { id: access.interviewId, role: access.role, readonly: access.readonly },
    },
    authSecret(),
  );
  return { token, url, role: access.role, readonly: access.readonly, phase: access.phase, expiresAt: new Date(exp * 1000).toISOString() };
});
