import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";
import { isCandidateLogin, type LoginType, type Portal } from "./identity";

/** Where each door's login form lives (one login screen, different sections). */
export const LOGIN_PATHS: Record<Portal, string> = {
  talent: "/login",
  admin: "/admin/login",
  cloud: "/admin/login?section=cloud",
};

/** Pages a session with an insecure (temporary) password is sent to instead of its landing page. */
export const CHANGE_PASSWORD_PATH = "/login/reset-password";

const MAX_FROM_LENGTH = 2048;
const ORIGIN = "http://same-origin.invalid";

/**
 * `from` as a same-origin path, or null. Only "/…" (never "//…" or "/\\…", which browsers treat
 * as another host), no control characters, and it must still be a path on our origin after the
 * URL parser has normalised it. Login pages themselves are refused so that a login cannot loop.
 */
export function safeRelativePath(from: unknown): string | null {
  if (typeof from !== "string" || from.length === 0 || from.length > MAX_FROM_LENGTH) return null;
  if (!from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  if (/^\/(?:admin\/)?login(?:[/?#]|$)/.test(path) || path.startsWith("/api/")) return null;
  return path;
}

/** A `from` only counts for the portal it belongs to: admin pages for admin doors, the rest for talent. */
function fitsPortal(path: string, portal: Portal): boolean {
  const adminPath = path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");
  return portal === "talent" ? !adminPath : adminPath;
}

export type LandingUser = {
  portal: Portal;
  privileges: readonly string[];
  loginType: LoginType | string;
  isSecurePassword: boolean;
};

/** The default page after login (first document §2.2 and §6). */
export function landingPath(user: LandingUser, modules?: { dashboard?: boolean }): string {
  if (user.portal === "cloud") return "/admin/cloud";
  if (user.portal === "admin") return "/admin/dashboard";
  const dashboard = user.privileges.includes(DASHBOARD_PRIVILEGE) && !isCandidateLogin(user.loginType) && modules?.dashboard !== false;
  return dashboard ? "/dashboard" : "/profile";
}

/** Where the login form sends the browser: the password change first, then `from`, then the landing page. */
export function loginRedirect(user: LandingUser, from: unknown, modules?: { dashboard?: boolean }): string {
  if (!user.isSecurePassword) return CHANGE_PASSWORD_PATH;
  const safe = safeRelativePath(from);
  if (safe && fitsPortal(safe, user.portal)) return safe;
  return landingPath(user, modules);
}

const JOB_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where an external login without a job signs in again (first document §2.1). */
export const EXTERNAL_LOGIN_PATH = "/login/external";

/**
 * After logout (first document §4.4): candidate (external, public, job) logins go back to the
 * external login, the job's own when a valid job id is stored. An admin-portal user goes to the
 * admin login showing their role's artwork (`?role=`).
 */
export function logoutRedirect(user: { portal: Portal; loginType: LoginType | string; role?: string } | null, jobId?: unknown): string {
  if (!user) return LOGIN_PATHS.talent;
  if (user.portal === "admin" && user.role && ADMIN_ROLES_WITH_ARTWORK.has(user.role)) return `${LOGIN_PATHS.admin}?role=${user.role}`;
  if (user.portal !== "talent") return LOGIN_PATHS[user.portal];
  if (!isCandidateLogin(user.loginType)) return LOGIN_PATHS.talent;
  return typeof jobId === "string" && JOB_ID.test(jobId) ? `${EXTERNAL_LOGIN_PATH}/${jobId}` : EXTERNAL_LOGIN_PATH;
}

const ADMIN_ROLES_WITH_ARTWORK = new Set(["recruiter", "recruiterAdmin", "collaborator", "admin"]);
