import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { rolePermissions } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import type { SessionUser } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { PERMISSIONS, type Permission } from "./permissions";

/** The admin-portal roles the roles-and-permissions screen shows, in its column order. */
export const ADMIN_ROLES = ["recruiterAdmin", "admin", "recruiter", "collaborator"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export type RoleMatrix = Record<AdminRole, Permission[]>;

/** Nobody may take this from the recruiter admin, so a company always has someone who can manage roles. */
export const LOCKED_GRANT = { role: "recruiterAdmin", permission: "roles.manage" } as const satisfies { role: AdminRole; permission: Permission };

export function isLockedGrant(role: string, permission: string): boolean {
  return role === LOCKED_GRANT.role && permission === LOCKED_GRANT.permission;
}

export const setRolePermissionSchema = z.object({
  role: z.enum(ADMIN_ROLES),
  permission: z.enum(PERMISSIONS),
  granted: z.boolean(),
});
export type SetRolePermissionInput = z.infer<typeof setRolePermissionSchema>;

/** Every admin role's permissions in one company, in the PERMISSIONS order. */
export async function roleMatrix(companyId: string): Promise<RoleMatrix> {
  const rows = await getDb()
    .select({ role: rolePermissions.role, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), inArray(rolePermissions.role, [...ADMIN_ROLES])));
  const held = new Set(rows.map((r) => `${r.role}\n${r.permission}`));
  return Object.fromEntries(ADMIN_ROLES.map((role) => [role, PERMISSIONS.filter((p) => held.has(`${role}\n${p}`))])) as RoleMatrix;
}

export type RoleActor = Pick<SessionUser, "userId" | "companyId" | "portal" | "role">;

/**
 * Grants or revokes one permission of one role in the actor's company. The actor must be an
 * admin-portal user of this company whose role holds "roles.manage" (checked again here, not only
 * by the action's access rule, so the command is safe whoever calls it). Input outside the known roles and permissions is 10001;
 * taking "roles.manage" from the recruiter admin is refused with 10403. Writes an activity entry
 * with the grant before and after; a toggle to the state already stored changes and logs nothing.
 */
export async function setRolePermission(actor: RoleActor, companyId: string, raw: unknown): Promise<{ changed: boolean; granted: boolean }> {
  const parsed = setRolePermissionSchema.safeParse(raw);
  if (!parsed.success) throw appError(ERROR_CODES.invalidRequest);
  const { role, permission, granted } = parsed.data;

  if (actor.portal !== "admin" || actor.companyId !== companyId) throw appError(ERROR_CODES.permissionDenied);
  if (!granted && isLockedGrant(role, permission)) {
    throw appError(ERROR_CODES.permissionDenied, "The recruiter admin always keeps the permission to manage roles.");
  }

  return getDb().transaction(async (tx) => {
    const own = await tx
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.role, actor.role), eq(rolePermissions.permission, "roles.manage")));
    if (own.length === 0) throw appError(ERROR_CODES.permissionDenied);

    const target = and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.role, role), eq(rolePermissions.permission, permission));
    const changed = granted
      ? (await tx.insert(rolePermissions).values({ companyId, role, permission }).onConflictDoNothing().returning({ p: rolePermissions.permission })).length > 0
      : (await tx.delete(rolePermissions).where(target).returning({ p: rolePermissions.permission })).length > 0;
    if (changed) {
      await logActivity(tx, {
        companyId,
        actorUserId: actor.userId,
        action: "roles.setPermission",
        entityType: "rolePermission",
        entityId: `${role}:${permission}`,
        before: { role, permission, granted: !granted },
        after: { role, permission, granted },
      });
    }
    return { changed, granted };
  });
}
