import "server-only";
import { isHostname } from "./domain-rules";
import { findTenantByHost, findTenantBySlug, type Tenant } from "./queries";
import { DEFAULT_TENANT, TENANT_HEADER, requestHost, routeHost, tenantBaseDomain } from "./resolve";

/**
 * The company a request is for, in this order (decision D1 as amended by D40):
 * 1. the exact row of company_domains for the host (cached like the tenant row);
 * 2. `{slug}.{TENANT_BASE_DOMAIN}`, then the first label of `*.localhost`;
 * 3. a bare host (none, localhost, an IP): the tenant header, then DEFAULT_TENANT.
 * Any other host names no company: null, which callers answer with the 404 page or 10002 (never
 * the default tenant). The proxy calls this once per request and forwards the slug it found.
 */
export async function resolveTenantForHost(hostHeader: string | null | undefined, tenantHeader?: string | null): Promise<Tenant | null> {
  const route = routeHost(hostHeader, tenantHeader, DEFAULT_TENANT, tenantBaseDomain());
  if (route.kind === "named" && isHostname(route.hostname)) {
    const registered = await findTenantByHost(route.hostname);
    if (registered) return registered;
  }
  return route.slug ? findTenantBySlug(route.slug) : null;
}

/** The same, from a request's headers (Host, or X-Forwarded-Host behind a trusted proxy, and the tenant header). */
export function resolveTenantFromHeaders(h: { get(name: string): string | null }): Promise<Tenant | null> {
  return resolveTenantForHost(requestHost(h), h.get(TENANT_HEADER));
}
