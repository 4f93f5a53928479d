import "server-only";
import { cache } from "react";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rolePermissions } from "@/db/schema";
import type { UserRole } from "@/lib/auth/identity";
import { PERMISSIONS, isPermission, type Permission } from "./permissions";

/** The permissions a role holds in a company, read once per request. */
export const permissionsOf = cache(async (companyId: string, role: UserRole): Promise<ReadonlySet<Permission>> => {
  const rows = await getDb()
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.role, role)));
  return new Set(rows.map((r) => r.permission).filter(isPermission));
});

/** A permission → allowed map for client components (disabled buttons with the no-permission tooltip). */
export async function permissionMap(companyId: string, role: UserRole): Promise<Record<Permission, boolean>> {
  const held = await permissionsOf(companyId, role);
  return Object.fromEntries(PERMISSIONS.map((p) => [p, held.has(p)])) as Record<Permission, boolean>;
}
