import "server-only";
import { headers } from "next/headers";
import type { SessionUser } from "@/lib/auth/identity";
import { requestLocale } from "@/lib/i18n/config";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import type { Tenant } from "@/lib/tenancy/queries";
import type { InviteContext } from "./commands";

/**
 * What an invitation needs from the current request: a link origin the tenant really owns (see
 * lib/tenancy/origin.ts on host poisoning) and the inviter's language (the same choice as
 * i18n/request.ts: the language cookie, then Accept-Language). Route handlers pass their request
 * headers; server actions read them from Next.
 */
export async function inviteContext(tenant: Tenant, inviter: SessionUser, h?: Headers): Promise<InviteContext> {
  const requestHeaders = h ?? (await headers());
  return {
    origin: await tenantLinkOrigin(tenant, requestHeaders),
    locale: requestLocale(requestHeaders),
    companyName: tenant.name,
    inviterName: inviter.name,
  };
}
