import { apiRoute } from "@/lib/api/route";
import { authSecret } from "@/lib/auth/secret";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { realtimeUrlFor } from "@/lib/realtime/connect";
import { mintRealtimeToken } from "@/lib/realtime/token";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";

export const dynamic = "force-dynamic";

/**
 * POST /api/realtime/token (issue 14, D50): a short-lived token that opens the signed-in user's
 * realtime channel, and the address of the sidecar. POST so that apiRoute's same-origin check
 * keeps another site from minting one with the visitor's cookie. The token carries the page's
 * Origin (already checked equal to this tenant's host) so the sidecar refuses it from any other page.
 */
export const POST = apiRoute({ access: "signedIn" }, async ({ req, tenant, user }) => {
  const url = realtimeUrlFor(await tenantLinkOrigin(tenant, req.headers), tenant.slug);
  if (!url) throw appError(ERROR_CODES.unexpectedError);
  const origin = req.headers.get("origin") ?? undefined;
  const { token, exp } = mintRealtimeToken(
    // A cloud admin has no company of their own: their channel is on the tenant they signed in to.
    { tenant: tenant.slug, companyId: user!.companyId ?? tenant.id, userId: user!.userId, portal: user!.portal, ...(origin ? { origin } : {}) },
    authSecret(),
  );
  return { token, url, expiresAt: new Date(exp * 1000).toISOString() };
});
