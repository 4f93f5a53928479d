import type { CompanyModules } from "@/db/schema/tenancy";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import type { Portal, SessionUser, UserRole } from "@/lib/auth/identity";
import { moduleEnabled } from "./gate";
import type { Permission } from "./permissions";
import type { ModuleKey } from "./routes";

/**
 * Who may call a route handler or a server action. The same rules serve every door:
 * - "public": anyone on a known tenant (login, config, the career page);
 * - "signedIn": any session of this tenant;
 * - a rule: a session of this tenant that passes every condition given.
 */
export type AccessRule = {
  portal?: readonly Portal[];
  roles?: readonly UserRole[];
  /** Talent privilege string on the user (spec §2.2). */
  privilege?: string;
  /** Admin permission, read from role_permissions. */
  permission?: Permission;
  module?: ModuleKey;
};

export type Access = "public" | "signedIn" | AccessRule;

export type AccessVerdict = { ok: true } | { ok: false; code: number };

/**
 * The decision, pure: 10231 (HTTP 440) without a usable session, 10028 for a disabled module,
 * 10403 for a session that may not do this. `permissions` are the role's, looked up by the caller
 * only when the rule names one.
 */
export function judge(
  access: Access,
  user: Pick<SessionUser, "portal" | "role" | "privileges" | "isSecurePassword"> | null,
  modules: CompanyModules,
  permissions?: ReadonlySet<string>,
): AccessVerdict {
  if (access === "public") return { ok: true };
  if (!user) return { ok: false, code: ERROR_CODES.sessionExpired };
  if (access === "signedIn") return { ok: true };
  if (access.portal && !access.portal.includes(user.portal)) return { ok: false, code: ERROR_CODES.permissionDenied };
  if (access.roles && !access.roles.includes(user.role)) return { ok: false, code: ERROR_CODES.permissionDenied };
  if (access.module && !moduleEnabled(modules, access.module)) return { ok: false, code: ERROR_CODES.moduleNotEnabled };
  if (access.privilege && !user.privileges.includes(access.privilege)) return { ok: false, code: ERROR_CODES.permissionDenied };
  if (access.permission && !permissions?.has(access.permission)) return { ok: false, code: ERROR_CODES.permissionDenied };
  return { ok: true };
}
