import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { openPublicId, sealPublicId } from "@/lib/security/public-id";
import { listModuleRestrictions, type Tenant } from "@/lib/tenancy/queries";
import { isUuid } from "@/lib/text/uuid";

/**
 * Public candidate links (`/public/candidate/{encryptedCandidateId}`, first document §2.1). The
 * path carries a sealed, expiring, tenant-bound id (lib/security/public-id.ts), never a database
 * id. Sharing is a profile-module feature: the tenant's `profileModule` restrictions must list
 * PUBLIC_PROFILE_SHARE (decision D27); taking it away also closes the links already given out.
 */
export const PUBLIC_PROFILE_PURPOSE = "candidateProfile";
export const PUBLIC_PROFILE_TTL_SEC = 30 * 24 * 60 * 60;
export const PUBLIC_PROFILE_SHARE = "PUBLIC_PROFILE_SHARE";


export async function publicSharingEnabled(tenantId: string): Promise<boolean> {
  return (await listModuleRestrictions(tenantId, "profileModule")).includes(PUBLIC_PROFILE_SHARE);
}

export function publicProfilePath(token: string): string {
  return `/public/candidate/${token}`;
}

/**
 * Seals a link to a talent's profile and records who made it (activity log). Answers 10028 when
 * the tenant does not offer sharing and 10404 for anyone who is not a talent of this tenant.
 */
export async function createPublicProfileLink(
  tenant: Pick<Tenant, "id" | "slug">,
  actorUserId: string,
  candidateId: string,
  now: Date = new Date(),
): Promise<{ path: string; expiresAt: string }> {
  if (!(await publicSharingEnabled(tenant.id))) throw appError(ERROR_CODES.moduleNotEnabled);
  if (!isUuid(candidateId)) throw appError(ERROR_CODES.recordNotFound);
  return getDb().transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, candidateId), eq(users.companyId, tenant.id), eq(users.role, "talent")))
      .limit(1);
    if (!candidate) throw appError(ERROR_CODES.recordNotFound);
    const token = sealPublicId(PUBLIC_PROFILE_PURPOSE, tenant.slug, candidate.id, PUBLIC_PROFILE_TTL_SEC, now.getTime());
    const expiresAt = new Date(now.getTime() + PUBLIC_PROFILE_TTL_SEC * 1000).toISOString();
    await logActivity(tx, {
      companyId: tenant.id,
      actorUserId,
      action: "profile.publicLinkCreated",
      entityType: "talentProfile",
      entityId: candidate.id,
      after: { expiresAt },
    });
    return { path: publicProfilePath(token), expiresAt };
  });
}

/**
 * The candidate id behind a public link of this tenant, or null for a broken, tampered, expired
 * or foreign link, or when the tenant no longer offers sharing. Never throws on bad input.
 */
export async function openPublicProfileLink(tenant: Pick<Tenant, "id" | "slug">, token: unknown, now: number = Date.now()): Promise<string | null> {
  const id = openPublicId(PUBLIC_PROFILE_PURPOSE, tenant.slug, token, now);
  if (!id || !isUuid(id)) return null;
  if (!(await publicSharingEnabled(tenant.id))) return null;
  return id;
}
