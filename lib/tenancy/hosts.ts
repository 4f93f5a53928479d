import "server-only";
import { linkOriginFor } from "./origin";
import { tenantHosts, type Tenant } from "./queries";
import { requestHost, tenantBaseDomain } from "./resolve";

export { tenantHosts };

/**
 * The tenant's own origin for this request: what e-mailed links, structured data and any other
 * absolute address use (see linkOriginFor for why the Host header alone is never trusted).
 */
export async function tenantLinkOrigin(tenant: Pick<Tenant, "id" | "slug">, headers: Headers): Promise<string | null> {
  return linkOriginFor(requestHost(headers), { slug: tenant.slug, hosts: await tenantHosts(tenant.id) }, tenantBaseDomain());
}
