import { hostnameOf } from "./resolve";

/**
 * The origin (scheme://host[:port]) that links in e-mails point at.
 *
 * The Host header is chosen by whoever sends the request, and the tenant resolver only reads its
 * first label, so `demo.attacker.example` names the demo tenant. A reset link built from such a
 * host would hand the victim's secret to the attacker ("reset poisoning"). So the request's host
 * is used only when it is one the tenant really owns (a row of company_domains, or
 * `{slug}.{TENANT_BASE_DOMAIN}`) or a loopback name (localhost in development: a link there only
 * reaches the reader's own machine). A bare IP is not trusted: it could be the attacker's server.
 * Otherwise the tenant's first registered host is used; with no trusted host, there is no link.
 */
export function linkOriginFor(hostHeader: string | null | undefined, tenant: { slug: string; hosts: readonly string[] }, baseDomain?: string | null): string | null {
  const requested = hostnameOf(hostHeader);
  const base = baseDomain?.trim().toLowerCase().replace(/^\.+|\.+$/g, "");
  const owned = (h: string) => isLoopback(h) || tenant.hosts.includes(h) || (!!base && h === `${tenant.slug.toLowerCase()}.${base}`);
  const hostname = requested && owned(requested) ? requested : (tenant.hosts[0]?.toLowerCase() ?? (base ? `${tenant.slug.toLowerCase()}.${base}` : null));
  if (!hostname) return null;
  // The port only moves the link within a host the tenant owns, so the request's is kept (dev servers, e2e).
  const port = /:(\d{1,5})$/.exec(hostHeader?.trim() ?? "")?.[1];
  return `${isLoopback(hostname) ? "http" : "https"}://${hostname}${port ? `:${port}` : ""}`;
}

/** Local development hosts have no certificate; everything else is served over https. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
