import "server-only";
import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { openPublicId } from "@/lib/security/public-id";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";
import { loginCodeMail } from "./code-mail";
import { requestLocale } from "@/lib/i18n/config";
import { requestCodeSchema, verifyCodeSchema, type CodeFlow } from "./code-schemas";
import type { LoginType, SessionClaims } from "./identity";
import { clientIp } from "./login";
import { hit, reset } from "./rate-limit";
import { loginRedirect } from "./redirect";
import { createSession } from "./session-store";
import { TOKEN_TTL_MS, issueCode, tryCode, type TokenRow } from "./tokens";
import { isUniqueViolation } from "@/lib/errors/pg";

/**
 * Spec-free choices (docs/decisions.md). Sending is limited harder than verifying because every
 * send is an e-mail someone receives; each code also allows only 5 wrong tries (tokens.ts).
 */
export const CODE_LIMITS = {
  windowSec: 15 * 60,
  sendPerAddress: 5,
  sendPerIp: 20,
  resendCooldownSec: 60,
  verifyPerAddress: 10,
  verifyPerIp: 30,
} as const;

const CODE_TTL_MIN = Math.round(TOKEN_TTL_MS.emailCode / 60_000);

/** Purpose label of the sealed id in `/public/login/{encryptedCandidateId}` links. */
export const PUBLIC_LOGIN_PURPOSE = "publicLogin";
/** How long a public login link stays valid once issued (issuers may pass less). */
export const PUBLIC_LOGIN_TTL_SEC = 14 * 24 * 60 * 60;

type Failure = { ok: false; code: number; retryAt?: Date };

export type RequestCodeResult =
  | {
      ok: true;
      /** What the browser keeps to verify the code; a random id (that will fail with 10479) when no code was sent. */
      codeId: string;
      resendAfterSec: number;
      validForMin: number;
      /** Settles when the e-mail has been handed over (or failed, logged). Responses do not wait for it. */
      delivery: Promise<void>;
    }
  | Failure;

export type CodeLoginResult = { ok: true; claims: SessionClaims; tenant: Tenant; redirectTo: string } | (Failure & { needsName?: boolean });

function sha256(s: string): string {
  return createHash("sha256").update(s).digest("base64url");
}

function addressKey(kind: "send" | "verify" | "cooldown", tenantSlug: string, email: string): string {
  return `code:${kind}:acct:${sha256(`${tenantSlug.toLowerCase()}\n${email.toLowerCase()}`)}`;
}

type AccountRow = {
  id: string;
  email: string;
  fullName: string;
  role: SessionClaims["role"];
  state: "active" | "inactive" | "archived" | "suspended";
  passwordHash: string | null;
  isSecurePassword: boolean;
  privileges: string[];
  candidateUniqueId: string | null;
  loginType: LoginType;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  state: users.state,
  passwordHash: users.passwordHash,
  isSecurePassword: users.isSecurePassword,
  privileges: users.privileges,
  candidateUniqueId: users.candidateUniqueId,
  loginType: users.loginType,
};

/** The account an address means in this tenant, whatever its role (one address, one account per company). */
async function accountByEmail(tenant: Pick<Tenant, "id">, email: string): Promise<AccountRow | null> {
  const rows = await getDb()
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.companyId, tenant.id), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

async function talentById(tenant: Pick<Tenant, "id">, id: string): Promise<AccountRow | null> {
  const rows = await getDb()
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.companyId, tenant.id), eq(users.id, id), eq(users.role, "talent")))
    .limit(1);
  return rows[0] ?? null;
}

/** The talent a public login link names, or null for a broken, expired or foreign link. */
export async function publicLoginAccount(tenant: Tenant, token: unknown): Promise<AccountRow | null> {
  const id = openPublicId(PUBLIC_LOGIN_PURPOSE, tenant.slug, token);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return talentById(tenant, id);
}

/**
 * The login type a code login gives the session. Candidate doors make a candidate (badge, no
 * dashboard), except that an account with its own password keeps its channel on the external
 * doors (the code only proves the mailbox; it should not demote a talent). A public link always
 * makes a public session: that is what the link was shared for. The e-mail door keeps an
 * external account a candidate, like the password login does.
 */
export function codeSessionLoginType(flow: CodeFlow, account: Pick<AccountRow, "loginType" | "passwordHash">): LoginType {
  if (flow === "public") return "public";
  const accountIsCandidate = account.loginType === "external" || account.loginType === "job" || account.loginType === "public";
  if (flow === "email") return accountIsCandidate ? account.loginType : "email";
  if (account.passwordHash) return account.loginType;
  return flow;
}

/**
 * Sends a sign-in code. Answers the same way whether or not the address has an account (no
 * enumeration): a code id, always; only a real account (or, on the external doors, an address
 * with no account yet) gets an e-mail. Limits are counted first, for every address alike.
 */
export async function requestLoginCode(raw: unknown, headers: Headers): Promise<RequestCodeResult> {
  const parsed = requestCodeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: ERROR_CODES.invalidRequest };
  const input = parsed.data;
  const tenant = await tenantFromRequestHeaders(headers);
  if (!tenant) return { ok: false, code: ERROR_CODES.unknownCompany };

  let publicAccount: AccountRow | null = null;
  if (input.flow === "public") {
    publicAccount = await publicLoginAccount(tenant, input.token);
    if (!publicAccount) return { ok: false, code: ERROR_CODES.linkBroken };
  }
  const email = input.flow === "public" ? publicAccount!.email : input.email;

  const byIp = await hit(`code:send:ip:${clientIp(headers)}`, CODE_LIMITS.sendPerIp, CODE_LIMITS.windowSec);
  if (!byIp.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byIp.resetAt };
  const cooldown = await hit(addressKey("cooldown", tenant.slug, email), 1, CODE_LIMITS.resendCooldownSec);
  if (!cooldown.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: cooldown.resetAt };
  const byAddress = await hit(addressKey("send", tenant.slug, email), CODE_LIMITS.sendPerAddress, CODE_LIMITS.windowSec);
  if (!byAddress.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byAddress.resetAt };

  const account = publicAccount ?? (await accountByEmail(tenant, email));
  // Who gets a code: an existing talent on every door; nobody else on the e-mail door; an address
  // with no account on the external doors (verifying creates the candidate). Staff accounts sign
  // in on the admin portal, so their addresses get no code here.
  const sends = account ? account.role === "talent" : input.flow === "external" || input.flow === "job";
  const answer = { resendAfterSec: CODE_LIMITS.resendCooldownSec, validForMin: CODE_TTL_MIN };
  if (!sends) return { ok: true, codeId: randomUUID(), ...answer, delivery: Promise.resolve() };

  const context: Record<string, string> = { flow: input.flow };
  if (input.flow === "job") context.jobId = input.jobId;
  if ((input.flow === "external" || input.flow === "job") && input.fullName) context.fullName = input.fullName;
  const { id, code } = await issueCode({ companyId: tenant.id, userId: account?.id ?? null, email: account?.email ?? email, context });

  const mail = loginCodeMail({
    locale: requestLocale(headers),
    to: account?.email ?? email,
    company: tenant.name,
    code,
    minutes: CODE_TTL_MIN,
  });
  // Not awaited: a response that waited for SMTP only when the address has an account would
  // tell by its timing what the neutral answer hides. A failed send is logged; "resend" retries.
  const delivery = sendMail(mail).catch((err: unknown) => {
    logger.warn({ err, flow: input.flow }, "login code e-mail not sent");
  });
  return { ok: true, codeId: id, ...answer, delivery };
}

async function tokenRow(tenant: Pick<Tenant, "id">, codeId: string): Promise<TokenRow | null> {
  const rows = await getDb()
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.id, codeId), eq(authTokens.companyId, tenant.id), eq(authTokens.purpose, "emailCode")))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Signs in with a code (the Auth.js "code" provider calls this; it is the only place a code is
 * judged). Mirrors attemptLogin: limits first — the client address before anything is looked up,
 * then the address the code was sent to — then one counted try at the code (tokens.ts `tryCode`:
 * 10479 wrong or used up, 10480 expired), then the account's state (10214, 10215), revealed only to
 * someone who proved the mailbox, then a session row.
 *
 * A right code for a new candidate whose name was not given answers `needsName` (the form asks for
 * it and sends the same code again). That answer comes only from here, after the limits, and the
 * try is counted like any other: the name step is one more try at the code, so a code allows five
 * presentations in all, from any address, whatever they answer.
 */
export async function attemptCodeLogin(raw: unknown, headers: Headers): Promise<CodeLoginResult> {
  const parsed = verifyCodeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: ERROR_CODES.invalidRequest };
  const input = parsed.data;

  const ip = clientIp(headers);
  const byIp = await hit(`code:verify:ip:${ip}`, CODE_LIMITS.verifyPerIp, CODE_LIMITS.windowSec);
  if (!byIp.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byIp.resetAt };

  const tenant = await tenantFromRequestHeaders(headers);
  if (!tenant) return { ok: false, code: ERROR_CODES.unknownCompany };
  const row = await tokenRow(tenant, input.codeId);
  const acctKey = addressKey("verify", tenant.slug, row?.email ?? input.codeId);
  const byAddress = await hit(acctKey, CODE_LIMITS.verifyPerAddress, CODE_LIMITS.windowSec);
  if (!byAddress.allowed) return { ok: false, code: ERROR_CODES.tooManyAttempts, retryAt: byAddress.resetAt };

  const candidateDoor = input.flow === "external" || input.flow === "job";
  const existing = row && candidateDoor ? await accountByEmail(tenant, row.email) : null;
  const name = input.fullName || row?.context.fullName || "";
  // A right code is not spent while a new account's name is missing (the try still counts).
  const waitsForName = candidateDoor && !existing && !name;
  const tried = await tryCode(tenant.id, input.codeId, input.code, { flow: input.flow, jobId: input.jobId, spend: !waitsForName });
  if (!tried.ok) return { ok: false, code: tried.code };
  if (!tried.spent) return { ok: false, code: ERROR_CODES.invalidRequest, needsName: true };
  const token = tried.token;
  await reset(acctKey);

  let account: AccountRow | null;
  if (input.flow === "email" || input.flow === "public") {
    account = token.userId ? await talentById(tenant, token.userId) : null;
  } else {
    account = existing ?? (await createCandidate(tenant, token.email, name, input.flow));
  }
  if (!account || account.role !== "talent") return { ok: false, code: ERROR_CODES.invalidOtp };

  if (account.state === "suspended") return { ok: false, code: ERROR_CODES.accountSuspended };
  if (account.state !== "active") return { ok: false, code: ERROR_CODES.accountDeactivated };
  if (tenant.status === "suspended") return { ok: false, code: ERROR_CODES.accountSuspended };

  const loginType = codeSessionLoginType(input.flow, account);
  const sid = await createSession({
    userId: account.id,
    companyId: tenant.id,
    portal: "talent",
    loginType,
    userAgent: headers.get("user-agent"),
    ip: ip === "unknown" ? null : ip,
    locale: requestLocale(headers),
  });
  const jobId = input.flow === "job" ? token.context.jobId : undefined;
  const claims: SessionClaims = {
    sid,
    userId: account.id,
    companyId: tenant.id,
    tenant: tenant.slug.toLowerCase(),
    portal: "talent",
    role: account.role,
    privileges: account.privileges,
    loginType,
    candidateUniqueId: account.candidateUniqueId,
    isSecurePassword: account.isSecurePassword,
    name: account.fullName,
    email: account.email,
    ...(jobId ? { jobId } : {}),
  };
  const redirectTo = loginRedirect({ portal: "talent", privileges: account.privileges, loginType, isSecurePassword: account.isSecurePassword }, null, tenant.modules);
  return { ok: true, claims, tenant, redirectTo };
}

/**
 * Where a code login just made goes, and the job it was for: worked out again from the spent code
 * and its account, by the same rules attemptCodeLogin used (the session cookie is not readable yet).
 */
export async function codeLoginLanding(flow: CodeFlow, codeId: string, headers: Headers): Promise<{ redirectTo: string; jobId: string | null; userId: string; tenantId: string } | null> {
  const tenant = await tenantFromRequestHeaders(headers);
  if (!tenant) return null;
  const row = await tokenRow(tenant, codeId);
  if (!row?.usedAt || row.context.flow !== flow) return null;
  const account = row.userId ? await talentById(tenant, row.userId) : await accountByEmail(tenant, row.email);
  if (!account) return null;
  const loginType = codeSessionLoginType(flow, account);
  const redirectTo = loginRedirect({ portal: "talent", privileges: account.privileges, loginType, isSecurePassword: account.isSecurePassword }, null, tenant.modules);
  return { redirectTo, jobId: flow === "job" ? (row.context.jobId ?? null) : null, userId: account.id, tenantId: tenant.id };
}

/** Company prefix of candidate ids (DEMO-C-100001): the tenant slug, upper-cased. */
export function candidatePrefix(tenantSlug: string): string {
  return tenantSlug.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 12) || "CO";
}

/**
 * A new candidate from an external or job login: talent role, no password (codes only, so
 * nothing insecure to change), no privileges (no dashboard), a fresh candidate id unique in the
 * company. Two first logins racing for one address both end on the one row.
 */
async function createCandidate(tenant: Tenant, email: string, fullName: string, loginType: "external" | "job"): Promise<AccountRow | null> {
  const parts = fullName.split(/\s+/).filter(Boolean);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidateUniqueId = `${candidatePrefix(tenant.slug)}-C-${randomInt(100_000, 1_000_000)}`;
    try {
      return await getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            companyId: tenant.id,
            email: email.toLowerCase(),
            fullName,
            firstName: parts[0] ?? null,
            lastName: parts.length > 1 ? parts.slice(1).join(" ") : null,
            passwordHash: null,
            role: "talent",
            state: "active",
            isSecurePassword: true,
            privileges: [],
            candidateUniqueId,
            loginType,
          })
          .returning(accountColumns);
        await logActivity(tx, {
          companyId: tenant.id,
          actorUserId: row.id,
          action: "auth.candidateCreatedByCode",
          entityType: "user",
          entityId: row.id,
          after: { candidateUniqueId, loginType },
        });
        return row;
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      if (isUniqueViolation(e, "users_candidate_unique_id_key")) continue;
      return accountByEmail(tenant, email);
    }
  }
  throw new Error("could not allocate a candidate id");
}
