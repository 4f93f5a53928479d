import "server-only";
import type { SessionUser } from "@/lib/auth/identity";
import { getSessionUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";
import type { Permission } from "./permissions";
import { permissionMap } from "./queries";
import { adminPageRoute, type AdminPagePattern } from "./routes";

export type AdminViewer = { tenant: Tenant; user: SessionUser; can: Record<Permission, boolean> };

/**
 * For admin pages (defence in depth behind the proxy): the viewer with their permission map, or
 * null when there is no admin session of this tenant or it lacks the permission of the page's
 * route row (lib/access/routes.ts, the one place it is declared). A page passes its own route
 * pattern; a page that gets null renders the 403 page. `can` feeds disabled buttons and the
 * no-permission tooltip.
 */
export async function adminViewer(page: AdminPagePattern): Promise<AdminViewer | null> {
  const { permission } = adminPageRoute(page);
  const [tenant, user] = await Promise.all([currentTenant(), getSessionUser()]);
  if (!user || user.portal !== "admin" || !user.companyId) return null;
  const can = await permissionMap(user.companyId, user.role);
  if (permission && !can[permission]) return null;
  return { tenant, user, can };
}
