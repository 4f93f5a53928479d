import { DASHBOARD_PRIVILEGE } from "@/lib/access/privileges";
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

/** Raw input may hold spaces (encoded below); never control characters or backslashes. */
const RAW_FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
/** What we hand out is fully encoded: no whitespace, controls, backslashes or non-ASCII at all. */
const OUT_FORBIDDEN = /[^\u0021-\u007e]|\\/;

/** A path that every URL parser (and every browser) resolves on the current origin: "/x", never "//x" or "/\\x". */
function isOriginPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !OUT_FORBIDDEN.test(path);
}

/**
 * The one check for every redirect target a client can influence (`from=` of the login pages and
 * the login action, the compare page's back link, ...): a same-origin path, or null.
 *
 * The raw value must look like a path ("/…", never "//…" or "/\\…", no control characters), and
 * so must the value we return: the URL parser normalises dot segments and percent-encoded dots, so
 * "/.//evil.example" or "/%2e//evil.example" become "//evil.example", which a browser reads as
 * another host. The returned path is also a fixed point of the parser (parsing it again changes
 * nothing), so what the browser resolves is exactly what was checked. Login pages are refused so
 * that a login cannot loop, and API routes are never a landing page.
 */
export function safeRelativePath(from: unknown): string | null {
  if (typeof from !== "string" || from.length === 0 || from.length > MAX_FROM_LENGTH) return null;
  if (!from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\") || RAW_FORBIDDEN.test(from)) return null;
  const path = normalisedPath(from);
  if (path === null || !isOriginPath(path) || normalisedPath(path) !== path) return null;
  if (/^\/(?:admin\/)?login(?:[/?#]|$)/.test(path) || path === "/api" || path.startsWith("/api/") || path.startsWith("/api?")) return null;
  return path;
}

function normalisedPath(from: string): string | null {
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return url.pathname + url.search + url.hash;
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
