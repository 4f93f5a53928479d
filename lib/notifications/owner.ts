import "server-only";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { SessionUser } from "@/lib/auth/identity";
import type { Owner } from "./queries";

/** The signed-in user as a notification owner: the request's tenant, never an id from the browser. Cloud admins have none (10403). */
export function ownerOf(tenantId: string, user: SessionUser | null): Owner {
  if (!user || (user.portal !== "admin" && user.portal !== "talent") || user.companyId !== tenantId) throw appError(ERROR_CODES.permissionDenied);
  return { companyId: tenantId, userId: user.userId, portal: user.portal };
}
