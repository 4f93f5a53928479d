import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { requestLocale } from "@/lib/i18n/config";
import { clientAddress } from "@/lib/security/client-address";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";
import { hashPassword, verifyPassword } from "./password";
import { PORTAL_ROLES, type Portal, type SessionClaims } from "./identity";
import { credentialsSchema } from "./schemas";
import { hit, pruneExpired, release, reset } from "./rate-limit";
import { createSession, pruneSessions } from "./session-store";

/** Spec-free choices: 5 failed passwords per account and 30 attempts per address, per 15 minutes. */
export const LOGIN_LIMITS = {
  windowSec: 15 * 60,
  perAccount: 5,
  perIp: 30,
} as const;

export type LoginFailureCode =
  | typeof ERROR_CODES.invalidRequest
  | typeof ERROR_CODES.unknownCompany
  | typeof ERROR_CODES.accountSuspended
  | typeof ERROR_CODES.accountDeactivated
  | typeof ERROR_CODES.wrongEmailOrPassword
  | typeof ERROR_CODES.tooManyAttempts;

export type LoginResult = { ok: true; claims: SessionClaims; tenant: Tenant } | { ok: false; code: LoginFailureCode; retryAt?: Date };

// Old buckets and sessions are swept now and then by the logins themselves, so no scheduler is
// needed for tables that only grow with traffic; any process may do it, at no fixed time.
const PRUNE_PROBABILITY = 0.01;

function maybePrune(): void {
  if (Math.random() >= PRUNE_PROBABILITY) return;
  void Promise.all([pruneExpired(), pruneSessions()]).catch(() => {});
}

/**
 * The address the request came from, for every rate limit keyed on it (password login, code
 * send and verify, password reset) and the session record: the socket address, or the client
 * behind proxies the operator trusts (lib/security/client-address.ts). Never a header the client
 * chose: X-Forwarded-For counts only from trusted hops, X-Real-IP never.
 */
export function clientIp(h: Headers): string {
  return clientAddress(h);
}

function sha256(s: string): string {
  return createHash("sha256").update(s).digest("base64url");
}

/** Buckets key on a hash so the table holds no e-mail addresses. Cloud admins belong to no tenant. */
export function accountKey(tenantSlug: string, portal: Portal, email: string): string {
  return `login:account:${sha256(`${portal === "cloud" ? "*cloud*" : tenantSlug}\n${email.toLowerCase()}`)}`;
}

export function ipKey(ip: string): string {
  return `login:ip:${ip}`;
}

// Verifying against a real hash when there is no user keeps "unknown e-mail" as slow as
// "wrong password", so response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | null = null;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}

type LoginUserRow = {
  id: string;
  companyId: string | null;
  email: string;
  fullName: string;
  passwordHash: string | null;
  role: SessionClaims["role"];
  state: "active" | "inactive" | "archived" | "suspended";
  isSecurePassword: boolean;
  privileges: string[];
  candidateUniqueId: string | null;
  loginType: SessionClaims["loginType"];
};

/** The one user an e-mail can mean behind this door: in this tenant with a fitting role, or a cloud admin. */
export async function findLoginUser(tenant: Pick<Tenant, "id">, portal: Portal, email: string): Promise<LoginUserRow | null> {
  const scope = portal === "cloud" ? isNull(users.companyId) : eq(users.companyId, tenant.id);
  const rows = await getDb()
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      fullName: users.fullName,
      passwordHash: users.passwordHash,
      role: users.role,
      state: users.state,
      isSecurePassword: users.isSecurePassword,
      privileges: users.privileges,
      candidateUniqueId: users.candidateUniqueId,
      loginType: users.loginType,
    })
    .from(users)
    .where(and(scope, inArray(users.role, [...PORTAL_ROLES[portal]]), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Password login for one of the three doors. `headers` are the request's: they name the tenant
 * (x-resolved-tenant from the proxy, else host / x-tenant) and the client address.
 *
 * Order matters: limits are counted before the password is checked (so parallel guesses cannot
 * overtake the counter), and the account state is only revealed to someone who knew the password.
 */
export async function attemptLogin(raw: unknown, headers: Headers): Promise<LoginResult> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: ERROR_CODES.invalidRequest };
  const { email, password, portal } = parsed.data;

  const tenant = await tenantFromRequestHeaders(headers);
  if (!tenant) return { ok: false, code: ERROR_CODES.unknownCompany };

  maybePrune();
  const ip = clientIp(headers);
  const byIp = await hit(ipKey(ip), LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowSec);
  if (!byIp.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byIp.resetAt };
  const acctKey = accountKey(tenant.slug, portal, email);
  const byAccount = await hit(acctKey, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSec);
  if (!byAccount.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byAccount.resetAt };

  const user = await findLoginUser(tenant, portal, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !user.passwordHash || !passwordOk) return { ok: false, code: ERROR_CODES.wrongEmailOrPassword };

  // The right password ends the account's run of failures and does not count against a shared address.
  await Promise.all([reset(acctKey), release(ipKey(ip))]);

  if (user.state === "suspended") return { ok: false, code: ERROR_CODES.accountSuspended };
  if (user.state !== "active") return { ok: false, code: ERROR_CODES.accountDeactivated };
  if (portal !== "cloud" && tenant.status === "suspended") return { ok: false, code: ERROR_CODES.accountSuspended };

  // The login type is the account's channel (users.login_type), so a candidate who came through
  // an external job link stays a candidate (badge, no dashboard) when signing in with a password.
  const loginType = user.loginType;
  const sid = await createSession({
    userId: user.id,
    companyId: user.companyId,
    portal,
    loginType,
    userAgent: headers.get("user-agent"),
    ip: ip === "unknown" ? null : ip,
    locale: requestLocale(headers),
  });
  return {
    ok: true,
    tenant,
    claims: {
      sid,
      userId: user.id,
      companyId: user.companyId,
      tenant: tenant.slug.toLowerCase(),
      portal,
      role: user.role,
      privileges: user.privileges,
      loginType,
      candidateUniqueId: user.candidateUniqueId,
      isSecurePassword: user.isSecurePassword,
      name: user.fullName,
      email: user.email,
    },
  };
}
