/**
 * What a company's branded host may be (pure, shared by the cloud admin's form, its action and
 * the resolver). A host is a DNS name: lower-case labels of letters, digits and inner hyphens,
 * 1–63 characters each, at least two labels, at most 253 characters, and a top-level label that
 * is not all digits (so no IP address). No scheme, port, path, trailing dot or wildcard.
 */
import { isGenericHost, isValidSlug } from "./resolve";

export const HOST_MAX_LENGTH = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isHostname(host: string): boolean {
  if (host.length === 0 || host.length > HOST_MAX_LENGTH) return false;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]);
}

/** What the form sends, as the host is stored: surrounding spaces dropped, lower case (DNS names ignore case). */
export function normalizeHostInput(raw: string): string {
  return raw.trim().toLowerCase();
}

export type HostVerdict = { ok: true; host: string } | { ok: false; reason: "invalid" | "platform" };

/**
 * Whether `raw` may be registered for the company `slug`. Names under the platform's own domains
 * (`*.localhost`, `*.{TENANT_BASE_DOMAIN}`) already name a company by their first label, so only
 * the company's own one is accepted there; a registered row wins over the label (lib/tenancy/lookup.ts),
 * so another label would take that company's address (or a future company's).
 */
export function checkCompanyHost(raw: string, slug: string, baseDomain: string | null): HostVerdict {
  const host = normalizeHostInput(raw);
  if (!isHostname(host) || isGenericHost(host)) return { ok: false, reason: "invalid" };
  const own = slug.toLowerCase();
  for (const platform of ["localhost", ...(baseDomain ? [baseDomain] : [])]) {
    if (host === platform) return { ok: false, reason: "platform" };
    if (host.endsWith(`.${platform}`)) {
      const label = host.slice(0, -(platform.length + 1));
      if (label !== own || !isValidSlug(label)) return { ok: false, reason: "platform" };
    }
  }
  return { ok: true, host };
}
