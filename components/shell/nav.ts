import type { ModuleKey } from "@/lib/access/routes";
import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";

export type NavIcon = "dashboard" | "profile" | "calendar" | "jobs" | "users" | "search";

export type NavItem = {
  key: string;
  href: string;
  icon: NavIcon;
  module?: ModuleKey;
  privilege?: string;
  /** Candidate login types (external/public) do not see it. */
  hiddenForCandidateLogin?: boolean;
  dot?: boolean;
};

export const TALENT_NAV: NavItem[] = [
  { key: "dashboard", href: "/dashboard", icon: "dashboard", module: "dashboard", privilege: DASHBOARD_PRIVILEGE, hiddenForCandidateLogin: true },
  { key: "profile", href: "/profile", icon: "profile", module: "profile" },
  { key: "calendar", href: "/calendar", icon: "calendar", module: "interview" },
];

export const ADMIN_NAV: NavItem[] = [{ key: "adminDashboard", href: "/admin/dashboard", icon: "dashboard" }];

export type NavViewer = { privileges: string[]; isCandidateLogin: boolean } | null;

/** Spec §2.3: an item shows only if its module is enabled and the user holds its privilege. */
export function visibleNavItems(items: NavItem[], modules: Record<ModuleKey, boolean>, viewer: NavViewer): NavItem[] {
  return items.filter((item) => {
    if (item.module && modules[item.module] === false) return false;
    if (item.hiddenForCandidateLogin && viewer?.isCandidateLogin) return false;
    if (item.privilege && viewer && !viewer.privileges.includes(item.privilege)) return false;
    return true;
  });
}

/** Highlighted when the current address contains the item's link. */
export function isActive(pathname: string, href: string): boolean {
  return pathname.includes(href);
}
