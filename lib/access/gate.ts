import type { PageRoute, ModuleKey } from "./routes";
import type { CompanyModules } from "@/db/schema/tenancy";
import { CHANGE_PASSWORD_PATH } from "@/lib/auth/redirect";

/** What the proxy does with a page request; pure so that every branch is unit-tested. */
export type GateDecision =
  | { kind: "next" }
  | { kind: "maintenance" }
  | { kind: "notFound" }
  | { kind: "login"; from: string; portal: "talent" | "admin" }
  | { kind: "forbidden" }
  | { kind: "redirect"; to: string };

export type GateUser = { privileges: string[]; isSecurePassword: boolean; candidateUniqueId: string | null; role: string; portal?: "talent" | "admin" | "cloud" } | null;

export type GateInput = {
  pathname: string;
  search: string;
  route: PageRoute | null;
  tenant: { maintenanceMode: boolean; modules: CompanyModules } | null;
  globalMaintenance: boolean;
  /** Filled once identity lands; null means no session. */
  user: GateUser;
  /** The role's admin permissions; needed only for admin routes that name one. */
  permissions?: ReadonlySet<string>;
  /** Off only in unit tests of the module rules: private pages then pass without a session. */
  enforceSession: boolean;
};

export function moduleEnabled(modules: CompanyModules, key: ModuleKey | undefined): boolean {
  if (!key) return true;
  return modules[key] !== false;
}

export function decide(input: GateInput): GateDecision {
  const { route, tenant } = input;
  if (input.globalMaintenance || tenant?.maintenanceMode) {
    return input.pathname === "/maintenance" ? { kind: "next" } : { kind: "maintenance" };
  }
  if (!tenant) return { kind: "notFound" };
  if (!route) return { kind: "notFound" };
  if (route.pattern === "/") return { kind: "redirect", to: "/profile" };
  if (route.area !== "talent" && route.area !== "admin") return { kind: "next" };
  // A session from the other portal does not open this one (a talent cannot browse /admin).
  const portalOk = (u: NonNullable<GateUser>) => !u.portal || (route.area === "talent" ? u.portal === "talent" : u.portal !== "talent");
  const user = input.user && portalOk(input.user) ? input.user : null;
  if (!user && input.enforceSession) {
    return { kind: "login", from: input.pathname + input.search, portal: route.area === "admin" ? "admin" : "talent" };
  }
  // Spec §2.2 sends these users to /login; they land on its reset-password section directly, since
  // /login would only forward them there (it is a public route, so the gate never loops on it).
  if (user && !user.isSecurePassword) return { kind: "redirect", to: CHANGE_PASSWORD_PATH };
  if (route.area === "talent") {
    if (!moduleEnabled(tenant.modules, route.module)) return { kind: "forbidden" };
    if (user && route.privilege && !user.privileges.includes(route.privilege)) return { kind: "forbidden" };
  }
  if (route.area === "admin" && user) {
    // The cloud admin belongs to no company: company pages (those naming a permission) are not theirs,
    // and the cloud pages are theirs alone.
    if (route.cloudOnly && user.portal !== "cloud") return { kind: "forbidden" };
    if (route.permission && user.portal === "cloud") return { kind: "forbidden" };
    if (route.permission && user.portal === "admin" && !input.permissions?.has(route.permission)) return { kind: "forbidden" };
  }
  return { kind: "next" };
}
