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
  // A chain of proxies appends: the first entry is the host the client addressed.
  if (process.env.TRUST_PROXY_HEADERS === "1") return h.get("x-forwarded-host")?.split(",")[0]?.trim() || h.get("host");
  return h.get("host");
}

export const DEFAULT_TENANT = process.env.DEFAULT_TENANT ?? "demo";

/** `TENANT_BASE_DOMAIN` without surrounding dots, lower-case; null when unset. */
export function tenantBaseDomain(raw: string | null | undefined = process.env.TENANT_BASE_DOMAIN): string | null {
  const base = raw?.trim().toLowerCase().replace(/^\.+|\.+$/g, "");
  return base ? base : null;
}

/** Hosts that name no tenant by themselves: the tenant header, else the default, decides. */
export function isGenericHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname === "::1" || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

export function hostnameOf(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0];
}

/**
 * What a host says about its tenant, before any lookup (decision D1, amended by D40):
 * - a bare host (none, localhost, an IP) is "bare": the tenant header decides, then the default;
 * - any other host is "named": its exact row of company_domains comes first (the caller looks it
 *   up), and `slug` is the fallback the name itself gives: `{slug}.{TENANT_BASE_DOMAIN}` or the
 *   first label of `*.localhost`. A host that is neither (careers.acme.com) has no fallback, so an
 *   unregistered one names no company (404), never the default tenant.
 * A header never overrides a named host.
 */
export type HostRoute = { kind: "bare"; slug: string | null } | { kind: "named"; hostname: string; slug: string | null };

export function routeHost(hostHeader: string | null | undefined, tenantHeader: string | null | undefined, defaultSlug: string, baseDomain?: string | null): HostRoute {
  const hostname = hostnameOf(hostHeader);
  if (hostname && !isGenericHost(hostname)) return { kind: "named", hostname, slug: slugOfPlatformHost(hostname, tenantBaseDomain(baseDomain ?? null)) };
  const header = tenantHeader?.trim().toLowerCase();
  if (header) return { kind: "bare", slug: isValidSlug(header) ? header : null };
  return { kind: "bare", slug: defaultSlug };
}

/** `acme.localhost` → acme; `acme.{base}` → acme (exactly one label under the base); else null. */
function slugOfPlatformHost(hostname: string, base: string | null): string | null {
  let label: string | undefined;
  if (hostname.endsWith(".localhost")) label = hostname.split(".")[0];
  else if (base && hostname.endsWith(`.${base}`)) {
    const rest = hostname.slice(0, -(base.length + 1));
    if (!rest.includes(".")) label = rest;
  }
  return label && isValidSlug(label) ? label : null;
}

/**
 * The slug a host and tenant header give without the company_domains lookup: a registered custom
 * host answers null here (lib/tenancy/lookup.ts resolves it).
 */
export function resolveTenantSlug(hostHeader: string | null | undefined, tenantHeader: string | null | undefined, defaultSlug: string, baseDomain?: string | null): string | null {
  return routeHost(hostHeader, tenantHeader, defaultSlug, baseDomain).slug;
}

/**
 * The request headers handed on to pages, actions and route handlers. Unless a trusted proxy sets
 * it (TRUST_PROXY_HEADERS=1), `x-forwarded-host` came from the client: tenant resolution already
 * ignores it, and dropping it keeps libraries that build URLs from it (Auth.js) from reflecting a
 * forged name into a response.
 */
export function forwardedHeaders(h: Headers): Headers {
  const out = new Headers(h);
  if (process.env.TRUST_PROXY_HEADERS !== "1") out.delete("x-forwarded-host");
  return out;
}
