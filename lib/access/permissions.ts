import type { UserRole } from "@/lib/auth/identity";

/**
 * Admin-portal permissions. What each role holds is data (`role_permissions`, one row per company,
 * role and permission) so a roles-and-permissions screen can change it; these are the defaults a
 * new company starts with. Talent access is by privilege strings on the user instead (spec §6).
 */
export const PERMISSIONS = [
  "dashboard.view",
  "jobs.view",
  "jobs.create",
  "jobs.edit",
  "jobs.changeStatus",
  "jobs.publish",
  "talent.search",
  "talent.compare",
  "talent.shortlist",
  "interviews.view",
  "interviews.schedule",
  "interviews.review",
  "departments.manage",
  "users.manage",
  "roles.manage",
  "billing.manage",
  "integrations.manage",
  "settings.manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(v: unknown): v is Permission {
  return typeof v === "string" && (PERMISSIONS as readonly string[]).includes(v);
}

const RECRUITING: Permission[] = [
  "dashboard.view",
  "jobs.view",
  "jobs.create",
  "jobs.edit",
  "jobs.changeStatus",
  "jobs.publish",
  "talent.search",
  "talent.compare",
  "talent.shortlist",
  "interviews.view",
  "interviews.schedule",
  "interviews.review",
];

/**
 * Spec §6: admins add seats, upgrade plans and manage users and departments; the recruiter admin
 * runs the company (everything); recruiters run jobs; collaborators interview and review.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  recruiterAdmin: PERMISSIONS,
  admin: PERMISSIONS,
  recruiter: RECRUITING,
  collaborator: ["dashboard.view", "jobs.view", "talent.compare", "interviews.view", "interviews.review"],
  talent: [],
  cloudAdmin: [],
};
