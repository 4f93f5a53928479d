import { and, eq, isNull, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { companies, users } from "@/db/schema";
import type { LoginType, Portal, SessionClaims, UserRole } from "@/lib/auth/identity";
import { authSecret } from "@/lib/auth/secret";
import { createSession, maxAgeSeconds } from "@/lib/auth/session-store";

/**
 * Real sessions for integration tests without going through the login form: a `sessions` row made
 * by the app's own createSession, and the Auth.js cookie encoded exactly as Auth.js does it
 * (salt = cookie name, the app's secret, token { sub, name, email, claims } as lib/auth/callbacks
 * writes it). Route handlers then decode and validate it like any browser's cookie.
 */
export const SESSION_COOKIE = "authjs.session-token";

export type TestSession = { claims: SessionClaims; cookie: string };

type UserRow = typeof users.$inferSelect;

const PORTAL_OF_ROLE: Record<UserRole, Portal> = {
  talent: "talent",
  recruiterAdmin: "admin",
  recruiter: "admin",
  collaborator: "admin",
  admin: "admin",
  cloudAdmin: "cloud",
};

async function companyIdOf(slug: string): Promise<string> {
  const rows = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  if (!rows[0]) throw new Error(`no tenant ${slug} in the test database`);
  return rows[0].id;
}

/** A user of a tenant (or a cloud admin when `tenant` is null), by e-mail. */
export async function findUser(email: string, tenant: string | null): Promise<UserRow> {
  const scope = tenant === null ? isNull(users.companyId) : eq(users.companyId, await companyIdOf(tenant));
  const rows = await getDb()
    .select()
    .from(users)
    .where(and(scope, sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (!rows[0]) throw new Error(`no user ${email} in ${tenant ?? "(cloud)"}`);
  return rows[0];
}

/**
 * Creates a user for an actor the seed does not have (a talent without a privilege, an external
 * candidate). Idempotent by e-mail, so test files can share the database of one run.
 */
export async function ensureUser(u: {
  tenant: string;
  email: string;
  role: UserRole;
  privileges?: string[];
  loginType?: LoginType;
  candidateUniqueId?: string | null;
  fullName?: string;
}): Promise<UserRow> {
  const companyId = await companyIdOf(u.tenant);
  await getDb()
    .insert(users)
    .values({
      companyId,
      email: u.email,
      fullName: u.fullName ?? "Test Actor",
      role: u.role,
      privileges: u.privileges ?? [],
      loginType: u.loginType ?? "password",
      candidateUniqueId: u.candidateUniqueId ?? null,
      invitationAcceptedAt: new Date(),
    })
    .onConflictDoNothing();
  return findUser(u.email, u.tenant);
}

/**
 * Signs a user in the way attemptLogin would: session row first, then the cookie. `tenant` is the
 * host the session is issued on (a cloud admin signs in through a tenant's host too).
 */
export async function sessionFor(user: UserRow, tenant: string, portal: Portal = PORTAL_OF_ROLE[user.role]): Promise<TestSession> {
  const loginType = user.loginType;
  const sid = await createSession({ userId: user.id, companyId: user.companyId, portal, loginType, userAgent: "vitest-session", ip: null });
  const claims: SessionClaims = {
    sid,
    userId: user.id,
    companyId: user.companyId,
    tenant: tenant.toLowerCase(),
    portal,
    role: user.role,
    privileges: user.privileges,
    loginType,
    candidateUniqueId: user.candidateUniqueId,
    isSecurePassword: user.isSecurePassword,
    name: user.fullName,
    email: user.email,
  };
  const jwt = await encode({
    token: { sub: user.id, name: user.fullName, email: user.email, claims },
    secret: authSecret(),
    salt: SESSION_COOKIE,
    maxAge: maxAgeSeconds(),
  });
  return { claims, cookie: `${SESSION_COOKIE}=${jwt}` };
}

/** Shorthand: find the user by e-mail on its tenant and open a session there. */
export async function signInAs(email: string, tenant: string, opts: { portal?: Portal; userTenant?: string | null } = {}): Promise<TestSession> {
  const user = await findUser(email, opts.userTenant === undefined ? tenant : opts.userTenant);
  return sessionFor(user, tenant, opts.portal);
}
