import { requestHost } from "@/lib/tenancy/resolve";

/** Methods that change nothing; every other method is state-changing and needs a same-origin caller. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

type HeaderReader = { get(name: string): string | null };

/**
 * CSRF defence for route handlers (decision D41). A state-changing request is accepted
 * only from the very origin it was served on:
 * - with an `Origin` header, its host (and port) must equal the host the request was addressed to
 *   (`Host`, or `X-Forwarded-Host` behind a trusted proxy). The tenant is resolved from that same
 *   host, so the accepted origin is always one that names this tenant — a sibling tenant's
 *   subdomain, another port on localhost, or `Origin: null` (sandboxed frames) never matches;
 * - without `Origin`, `Sec-Fetch-Site` must be `same-origin` or `none` (typed/bookmarked);
 * - with neither header the caller is not a browser (curl, server-to-server, the tests) and carries
 *   no ambient credentials it did not choose to send, so it is let through. Every browser that
 *   sends cookies on a cross-site POST sends at least one of the two headers.
 */
export function isSameOriginRequest(method: string, h: HeaderReader): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = h.get("origin");
  if (origin !== null) {
    const served = requestHost(h)?.split(",")[0].trim().toLowerCase();
    if (!served) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return false;
    return url.host === served;
  }
  const site = h.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  return true;
}
