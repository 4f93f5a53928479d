import "server-only";
import { headers } from "next/headers";
import type { SessionUser } from "@/lib/auth/identity";
import { LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import type { Tenant } from "@/lib/tenancy/queries";
import type { InviteContext } from "./commands";

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

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
    locale: chooseLocale(cookieValue(requestHeaders.get("cookie"), LOCALE_COOKIE), requestHeaders.get("accept-language")),
    companyName: tenant.name,
    inviterName: inviter.name,
  };
}
