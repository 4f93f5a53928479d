import { DASHBOARD_PRIVILEGE, type ModuleKey } from "@/lib/access/privileges";
import type { Permission } from "@/lib/access/permissions";

export type NavIcon = "dashboard" | "profile" | "calendar" | "jobs" | "users" | "search" | "roles" | "departments" | "mockTalents" | "availability" | "businessHours" | "activity" | "notifications" | "questions" | "practice";

export type NavItem = {
  key: string;
  href: string;
  icon: NavIcon;
  module?: ModuleKey;
  privilege?: string;
  /** Admin items: the role permission the page needs (the proxy answers 403 without it). */
  permission?: Permission;
  /** Candidate login types (external/public) do not see it. */
  hiddenForCandidateLogin?: boolean;
  dot?: boolean;
};

export const TALENT_NAV: NavItem[] = [
  { key: "dashboard", href: "/dashboard", icon: "dashboard", module: "dashboard", privilege: DASHBOARD_PRIVILEGE, hiddenForCandidateLogin: true },
  { key: "profile", href: "/profile", icon: "profile", module: "profile" },
  { key: "calendar", href: "/calendar", icon: "calendar", module: "interview" },
  // Issue 16: rehearsal of a one-sided interview (nothing is sent to a company).
  { key: "practice", href: "/practice-interview", icon: "practice", module: "interview" },
  // Issue 14: every talent's own notifications; its dot shows while any is unread.
  { key: "notifications", href: "/notifications", icon: "notifications" },
];

export const ADMIN_NAV: NavItem[] = [
  { key: "adminDashboard", href: "/admin/dashboard", icon: "dashboard" },
  { key: "jobs", href: "/admin/jobs", icon: "jobs", permission: "jobs.view" },
  // The question bank (issue 16): readable by every role that sees jobs.
  { key: "questions", href: "/admin/questions", icon: "questions", permission: "jobs.view" },
  { key: "interviews", href: "/admin/interviews", icon: "calendar", permission: "interviews.view" },
  { key: "talent", href: "/admin/talent", icon: "search", permission: "talent.search" },
  { key: "calendar", href: "/admin/calendar", icon: "calendar", permission: "interviews.view" },
  // Every admin role may open it (read-only without "roles.manage"), so it needs no filter.
  { key: "roles", href: "/admin/settings/roles", icon: "roles" },
  { key: "mockTalents", href: "/admin/settings/mock-talents", icon: "mockTalents", permission: "settings.manage" },
  // Interviews (issue 13): my availability (interviewers) and the company's business hours.
  { key: "availability", href: "/admin/settings/availability", icon: "availability", permission: "interviews.view" },
  { key: "businessHours", href: "/admin/settings/business-hours", icon: "businessHours", permission: "settings.manage" },
  { key: "departments", href: "/admin/departments", icon: "departments", permission: "departments.manage" },
  { key: "users", href: "/admin/users", icon: "users", permission: "users.manage" },
  // Issue 14: every staff member's own notifications (no permission: each has their own).
  { key: "notifications", href: "/admin/notifications", icon: "notifications" },
  // The activity log (issue 14, D52): who did what in the company.
  { key: "activity", href: "/admin/activity", icon: "activity", permission: "users.manage" },
];

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

/** Admin items the role may open: a link that can only lead to the 403 page is left out. */
export function permittedNavItems(items: NavItem[], can: Partial<Record<Permission, boolean>>): NavItem[] {
  return items.filter((item) => !item.permission || can[item.permission] === true);
}
