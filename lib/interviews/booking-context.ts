import "server-only";
import { headers } from "next/headers";
import { requestLocale } from "@/lib/i18n/config";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import type { Tenant } from "@/lib/tenancy/queries";
import type { MailContext } from "./commands/booking-shared";

/**
 * What the booking e-mails need from the request: links on an origin the TENANT owns
 * (lib/tenancy/origin.ts: a Host header the tenant does not own is never used), and the actor's
 * language (cookie, then Accept-Language, as i18n/request.ts chooses it).
 */
export async function bookingMailContext(tenant: Pick<Tenant, "id" | "slug">, h?: Headers): Promise<MailContext> {
  const requestHeaders = h ?? (await headers());
  return {
    origin: await tenantLinkOrigin(tenant, requestHeaders),
    locale: requestLocale(requestHeaders),
  };
}
