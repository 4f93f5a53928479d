import "server-only";
import type { SessionUser } from "@/lib/auth/identity";
import { getSessionUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";
import type { Permission } from "./permissions";
import { permissionMap } from "./queries";

export type AdminViewer = { tenant: Tenant; user: SessionUser; can: Record<Permission, boolean> };

/**
 * For admin pages (defence in depth behind the proxy): the viewer with their permission map, or
 * null when there is no admin session of this tenant or it lacks `permission`. A page that gets
 * null renders the 403 page. `can` feeds disabled buttons and the no-permission tooltip.
 */
export async function adminViewer(permission?: Permission): Promise<AdminViewer | null> {
  const [tenant, user] = await Promise.all([currentTenant(), getSessionUser()]);
  if (!user || user.portal !== "admin" || !user.companyId) return null;
  const can = await permissionMap(user.companyId, user.role);
  if (permission && !can[permission]) return null;
  return { tenant, user, can };
}
