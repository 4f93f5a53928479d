import { openPublicId, sealPublicId } from "@/lib/security/public-id";

/**
 * The `{encryptedOsiId}` of `/osi/...` (issue 16): the invitation id sealed for this purpose and
 * tenant with the invitation's expiry (lib/security/public-id.ts). A tampered, expired, other
 * tenant's or other purpose's token opens to nothing, which the pages answer with the 404 page.
 */
export const OSI_LINK_PURPOSE = "osi";

export function sealOsiLink(tenantSlug: string, invitationId: string, expiresAt: Date, now: Date = new Date()): string {
  const ttl = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return sealPublicId(OSI_LINK_PURPOSE, tenantSlug, invitationId, ttl, now.getTime());
}

export function openOsiLink(tenantSlug: string, token: unknown, now: Date = new Date()): string | null {
  return openPublicId(OSI_LINK_PURPOSE, tenantSlug, token, now.getTime());
}

export function osiPath(token: string, page: "entry" | "intro" | "thank-you" | { question: string } = "entry"): string {
  const base = `/osi/${token}`;
  if (page === "entry") return base;
  if (page === "intro" || page === "thank-you") return `${base}/${page}`;
  return `${base}/questions/${page.question}`;
}
