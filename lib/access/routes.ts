/**
 * Every page route of the app and what it needs (spec: first document §2.1–2.2). The proxy and
 * the access-matrix test both read this table, so a page without an entry is a failing test.
 * Patterns use `[param]` segments like the app directory.
 */
import type { Permission } from "./permissions";
import { DASHBOARD_PRIVILEGE, type ModuleKey } from "./privileges";

export { DASHBOARD_PRIVILEGE, type ModuleKey };

export type Area = "public" | "talent" | "admin" | "system";

export type PageRoute = {
  pattern: string;
  area: Area;
  module?: ModuleKey;
  privilege?: string;
  /** Admin pages: the role permission (role_permissions data) the page needs. */
  permission?: Permission;
  /** Only the cloud admin may open it (admin-portal users get 403). */
  cloudOnly?: boolean;
  /** Rendered without navigation chrome (video interview). */
  bare?: boolean;
};

const ROUTES = [
  { pattern: "/", area: "public" },
  { pattern: "/login", area: "public" },
  { pattern: "/login/reset-password", area: "public" },
  { pattern: "/forgot-password", area: "public" },
  { pattern: "/forgot-password/reset-password/[verificationId]", area: "public" },
  { pattern: "/login/external", area: "public" },
  { pattern: "/login/external/[jobId]", area: "public" },
  { pattern: "/email-login", area: "public" },
  { pattern: "/public/candidate/[encryptedCandidateId]", area: "public" },
  { pattern: "/public/login/[encryptedCandidateId]", area: "public" },
  { pattern: "/jobs", area: "public" },
  { pattern: "/osi/[encryptedOsiId]", area: "public" },
  { pattern: "/osi/[encryptedOsiId]/intro", area: "public" },
  { pattern: "/osi/[encryptedOsiId]/questions/[questionId]", area: "public" },
  { pattern: "/osi/[encryptedOsiId]/thank-you", area: "public" },
  { pattern: "/maintenance", area: "system" },
  { pattern: "/dashboard", area: "talent", module: "dashboard", privilege: DASHBOARD_PRIVILEGE },
  { pattern: "/profile", area: "talent", module: "profile" },
  { pattern: "/builder", area: "talent", module: "profile" },
  { pattern: "/builder/thankyou", area: "talent", module: "profile" },
  { pattern: "/calendar", area: "talent", module: "interview" },
  // Issue 14: the signed-in talent's own notifications.
  { pattern: "/notifications", area: "talent" },
  { pattern: "/interview/[jobId]/schedule", area: "talent", module: "interview" },
  // The segment is named jobId (Next allows one slug name per level) but holds the interview id.
  { pattern: "/interview/[jobId]/video-interview", area: "talent", module: "interview", bare: true },
  { pattern: "/[jobId]/whiteboard/[interviewId]", area: "talent", module: "interview" },
  // Issue 16: the talent rehearses a one-sided interview; nothing is sent to a company.
  { pattern: "/practice-interview", area: "talent", module: "interview" },
  { pattern: "/admin/login", area: "public" },
  // The admin portal's front door: the page sends each visitor on (their home, or the admin login).
  { pattern: "/admin", area: "public" },
  { pattern: "/admin/dashboard", area: "admin", permission: "dashboard.view" },
  { pattern: "/admin/cloud", area: "admin", cloudOnly: true },
  { pattern: "/admin/departments", area: "admin", permission: "departments.manage" },
  { pattern: "/admin/departments/[id]", area: "admin", permission: "departments.manage" },
  { pattern: "/admin/users", area: "admin", permission: "users.manage" },
  { pattern: "/admin/users/bulk-upload", area: "admin", permission: "users.manage" },
  { pattern: "/admin/invitation/[token]", area: "public" },
  // Every admin role may look (read-only without "roles.manage").
  { pattern: "/admin/settings/roles", area: "admin" },
  { pattern: "/admin/settings/mock-talents", area: "admin", permission: "settings.manage" },
  { pattern: "/admin/jobs", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/jobs/new", area: "admin", permission: "jobs.create" },
  { pattern: "/admin/jobs/templates", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/jobs/templates/[templateId]", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/jobs/[jobId]", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/jobs/[jobId]/edit", area: "admin", permission: "jobs.edit" },
  { pattern: "/admin/jobs/[jobId]/search", area: "admin", permission: "talent.search" },
  // The question bank (issue 16, D70.1): every role that sees jobs may read it; changing it
  // needs "jobs.edit" (checked by its actions and shown as disabled buttons).
  { pattern: "/admin/questions", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/questions/osi", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/questions/code", area: "admin", permission: "jobs.view" },
  { pattern: "/admin/talent", area: "admin", permission: "talent.search" },
  { pattern: "/admin/talent/search", area: "admin", permission: "talent.search" },
  { pattern: "/admin/talent/compare", area: "admin", permission: "talent.compare" },
  { pattern: "/admin/talent/shared/[shareId]", area: "admin", permission: "talent.search" },
  { pattern: "/admin/talent/[candidateId]", area: "admin", permission: "talent.search" },
  // Interviews and scheduling (issue 13). Association with the job is checked again by the page
  // and every call (lib/interviews/access.ts): a user no longer on the job gets the
  // permission-required page.
  { pattern: "/admin/interviews", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/interviews/[entryId]", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/interviews/[entryId]/review", area: "admin", permission: "interviews.review" },
  // Issue 15: an interviewer's live room, without the admin shell.
  { pattern: "/admin/video-interview/[interviewId]", area: "admin", permission: "interviews.view", bare: true },
  { pattern: "/admin/interviews/[entryId]/code/[interviewId]", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/interviews/[entryId]/whiteboard/[interviewId]", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/jobs/[jobId]/interviews", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/jobs/[jobId]/board", area: "admin", permission: "interviews.view" },
  // Issue 16: a job's one-sided interviews (invitations, statuses) and one candidate's responses.
  { pattern: "/admin/jobs/[jobId]/osi", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/jobs/[jobId]/osi/[invitationId]", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/calendar", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/settings/availability", area: "admin", permission: "interviews.view" },
  { pattern: "/admin/settings/business-hours", area: "admin", permission: "settings.manage" },
  // The activity log (issue 14, D52): recruiter admins and admins by default, through "users.manage".
  { pattern: "/admin/activity", area: "admin", permission: "users.manage" },
  // Issue 14: every staff member's own notifications (no permission: each reads only their own).
  { pattern: "/admin/notifications", area: "admin" },
  { pattern: "/forbidden", area: "system" },
  { pattern: "/admin/forbidden", area: "system" },
] as const satisfies readonly PageRoute[];

export const PAGE_ROUTES: PageRoute[] = [...ROUTES];

/** The pattern of an admin page: what its page passes to adminViewer (lib/access/page.ts). */
export type AdminPagePattern = Extract<(typeof ROUTES)[number], { area: "admin" }>["pattern"];

/**
 * The one declaration of an admin page's permission is its row above: the page names its route,
 * and the permission (or none: every admin role may look) comes from here.
 */
export function adminPageRoute(pattern: AdminPagePattern): PageRoute {
  const route = PAGE_ROUTES.find((r) => r.pattern === pattern && r.area === "admin");
  if (!route) throw new Error(`no admin page route ${pattern}`);
  return route;
}

function toRegex(pattern: string): RegExp {
  if (pattern === "/") return /^\/$/;
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) => (seg.startsWith("[") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^/${body}/?$`);
}

const COMPILED = PAGE_ROUTES.map((r) => ({ route: r, re: toRegex(r.pattern), literal: !r.pattern.includes("[") }));

/** Literal routes win over dynamic ones (`/login/external` before `/[jobId]/...`). */
export function matchPageRoute(pathname: string): PageRoute | null {
  let dynamic: PageRoute | null = null;
  for (const c of COMPILED) {
    if (!c.re.test(pathname)) continue;
    if (c.literal) return c.route;
    dynamic ??= c.route;
  }
  return dynamic;
}
