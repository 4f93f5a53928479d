import "server-only";
import { sessionUserFromHeaders } from "@/lib/auth/request-session";
import type { SessionUser } from "@/lib/auth/identity";
import { appError } from "@/lib/errors/catalogue";
import type { Tenant } from "@/lib/tenancy/queries";
import { judge, type Access } from "./policy";
import { permissionsOf } from "./queries";

/**
 * The server-side check every route handler and server action runs (through lib/api/route.ts and
 * lib/actions/client.ts), whatever the proxy decided: the session must belong to this tenant's
 * host (sessionUserFromHeaders returns null otherwise) and pass the rule. Throws the catalogued AppError.
 */
export async function authorize(access: Access, tenant: Tenant, headers: Headers): Promise<SessionUser | null> {
  const user = await sessionUserFromHeaders(headers, tenant.slug);
  if (access === "public") return user;
  const needsPermissions = typeof access === "object" && access.permission !== undefined && user?.companyId;
  const permissions = needsPermissions ? await permissionsOf(user.companyId!, user.role) : undefined;
  const verdict = judge(access, user, tenant.modules, permissions);
  if (!verdict.ok) throw appError(verdict.code);
  return user;
}

/** For handlers that declared a non-public rule: the user is there. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new Error("authorize let a request without a user through a non-public rule");
  return user;
}
