import type { users } from "@/db/schema/identity";

/**
 * Identity types and pure helpers shared by the server, the proxy and client components
 * (no I/O, no server-only imports).
 */

export const PORTALS = ["talent", "admin", "cloud"] as const;
export type Portal = (typeof PORTALS)[number];

export type UserRole = (typeof users.$inferSelect)["role"];
export type LoginType = (typeof users.$inferSelect)["loginType"];

/** Which roles may sign in through which door. Any other role gets the wrong-credentials answer. */
export const PORTAL_ROLES: Record<Portal, readonly UserRole[]> = {
  talent: ["talent"],
  admin: ["recruiterAdmin", "recruiter", "collaborator", "admin"],
  cloud: ["cloudAdmin"],
};

/** External, public and job logins are "candidates": id badge, no dashboard, external logout target. */
export const CANDIDATE_LOGIN_TYPES: readonly LoginType[] = ["external", "public", "job"];

export function isPortal(v: unknown): v is Portal {
  return typeof v === "string" && (PORTALS as readonly string[]).includes(v);
}

export function isCandidateLogin(loginType: LoginType | string | null | undefined): boolean {
  return typeof loginType === "string" && (CANDIDATE_LOGIN_TYPES as readonly string[]).includes(loginType);
}

/** What the JWT carries (under `claims`) and what `session.user` exposes. */
export type SessionClaims = {
  /** Random session id; the `sessions` row is keyed by its SHA-256. */
  sid: string;
  userId: string;
  /** Null for cloud admins. */
  companyId: string | null;
  /** Slug of the tenant whose host issued the session. */
  tenant: string;
  portal: Portal;
  role: UserRole;
  privileges: string[];
  loginType: LoginType;
  candidateUniqueId: string | null;
  isSecurePassword: boolean;
  name: string;
  email: string;
  /** The job of a job-specific login (`/login/external/{jobId}`), so logout can return there. */
  jobId?: string;
};

export type SessionUser = SessionClaims & { id: string };

/**
 * The session cookie is host-only, so a browser never sends one tenant's cookie to another
 * tenant's host; this check also covers API clients that pick a tenant by header on a bare host.
 */
export function sessionMatchesTenant(session: { user?: { tenant?: unknown } | null } | null | undefined, slug: string | null | undefined): boolean {
  const tenant = session?.user?.tenant;
  return typeof tenant === "string" && typeof slug === "string" && slug.length > 0 && tenant === slug.toLowerCase();
}
