import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companyDomains } from "@/db/schema";
import { linkOriginFor } from "./origin";
import { requestHost } from "./resolve";
import type { Tenant } from "./queries";

/** The hosts registered for a company, in a stable order (the first one is its default). */
export async function tenantHosts(companyId: string): Promise<string[]> {
  const rows = await getDb().select({ host: companyDomains.host }).from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(asc(companyDomains.host));
  return rows.map((r) => r.host.toLowerCase());
}

/** Origin for links e-mailed from this request (see linkOriginFor for why the host is checked). */
export async function tenantLinkOrigin(tenant: Pick<Tenant, "id" | "slug">, headers: Headers): Promise<string | null> {
  return linkOriginFor(requestHost(headers), { slug: tenant.slug, hosts: await tenantHosts(tenant.id) }, process.env.TENANT_BASE_DOMAIN);
}
