/** Pure tenant resolution: which company slug a request is for. No I/O. */

export const TENANT_HEADER = "x-tenant";
/** Set by the proxy after resolution; a client-sent value is always overwritten. */
export const RESOLVED_TENANT_HEADER = "x-resolved-tenant";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidSlug(s: string): boolean {
  return SLUG.test(s);
}

/**
 * The Host a request was addressed to. `x-forwarded-host` is trusted only behind a proxy that
 * sets it (TRUST_PROXY_HEADERS=1); otherwise a client could pick its tenant with it.
 */
export function requestHost(h: { get(name: string): string | null }): string | null {
  if (process.env.TRUST_PROXY_HEADERS === "1") return h.get("x-forwarded-host") ?? h.get("host");
  return h.get("host");
}

export const DEFAULT_TENANT = process.env.DEFAULT_TENANT ?? "demo";

/** The slug a request's headers name: host first, then the tenant header, then the default. */
export function slugFromHeaders(h: { get(name: string): string | null }): string | null {
  return resolveTenantSlug(requestHost(h), h.get(TENANT_HEADER), DEFAULT_TENANT);
}

/** Hosts that name no tenant by themselves: the tenant header, else the default, decides. */
function isGenericHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname === "::1" || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

export function hostnameOf(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0];
}

/**
 * The host's first label is the tenant (`acme.localhost` → acme, `acme.talent.example` → acme).
 * A bare host (localhost, an IP) falls back to the tenant header an API client sends, then to
 * the default tenant. A header never overrides a host that names a tenant.
 */
export function resolveTenantSlug(hostHeader: string | null | undefined, tenantHeader: string | null | undefined, defaultSlug: string): string | null {
  const hostname = hostnameOf(hostHeader);
  if (hostname && !isGenericHost(hostname)) {
    const labels = hostname.split(".");
    if (labels.length >= 2) {
      const first = labels[0];
      return isValidSlug(first) ? first : null;
    }
  }
  const header = tenantHeader?.trim().toLowerCase();
  if (header) return isValidSlug(header) ? header : null;
  return defaultSlug;
}
