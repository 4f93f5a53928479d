/**
 * Where a browser opens its realtime socket (D50). Never built from the request's Host header
 * alone: from REALTIME_PUBLIC_URL when set, else from the tenant's own origin (linkOriginFor, which
 * only keeps a host the tenant owns) with the sidecar's port. The tenant's slug rides along so the
 * sidecar can refuse a token presented for another tenant.
 *
 * REALTIME_PUBLIC_URL:
 * - an absolute ws(s):// or http(s):// URL (`wss://rt.example.com`): the sidecar's public address,
 *   one for every tenant (several sidecars behind a load balancer);
 * - a path (`/realtime`): the tenant's own origin with that path, for a proxy that routes the path
 *   on every tenant host to the sidecars;
 * - unset: the tenant's origin on REALTIME_PORT (local runs, `npm start`).
 */
export function realtimeUrlFor(tenantOrigin: string | null, tenantSlug: string, env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.REALTIME_PUBLIC_URL?.trim();
  let url: URL;
  if (configured && !configured.startsWith("/")) {
    url = new URL(configured);
  } else {
    if (!tenantOrigin) return null;
    url = new URL(tenantOrigin);
    if (configured) url.pathname = configured;
    else url.port = env.REALTIME_PORT ?? String(Number(env.PORT ?? 3000) + 1);
  }
  if (url.protocol === "http:") url.protocol = "ws:";
  else if (url.protocol === "https:") url.protocol = "wss:";
  if (url.protocol !== "ws:" && url.protocol !== "wss:") return null;
  url.search = "";
  url.hash = "";
  url.searchParams.set("tenant", tenantSlug);
  return url.toString();
}
