import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import type { Tenant } from "@/lib/tenancy/queries";
import { PORTAL_ROLES, type SessionUser } from "./identity";
import { accountKey, clientIp, findLoginUser } from "./login";
import { hashPassword, verifyPassword } from "./password";
import { hit, reset } from "./rate-limit";
import { passwordResetMail } from "./recovery-mail";
import { RECOVERY_PORTALS, resetLinkPath, type RecoveryPortal } from "./recovery-paths";
import { LOGIN_PATHS, landingPath } from "./redirect";
import { fieldErrors, forgotPasswordSchema, resetPasswordSchemaFor } from "./schemas";
import { revokeUserSessionsTx } from "./session-revoke";
import { TOKEN_TTL_MS, consumeLinkToken, issueLinkToken, peekLinkToken } from "./tokens";

/**
 * Password recovery: the forgot-password request, the reset through an e-mailed link, and the
 * forced change of a temporary password. Functions take the tenant and request headers
 * explicitly (the server actions in recovery-actions.ts are thin wrappers), and throw catalogued
 * AppErrors; validation failures are 10001 with `details.fieldErrors` holding the spec texts.
 */

/** Spec-free choice (decisions): 3 requests per address and 20 per client address per 15 minutes. */
export const RECOVERY_LIMITS = { windowSec: 15 * 60, perAddress: 3, perIp: 20 } as const;

export const RESET_LINK_MINUTES = TOKEN_TTL_MS.passwordReset / 60_000;

/** What the forgot-password form sends: the address and the door it was opened from. */
export const requestResetSchema = forgotPasswordSchema.extend({ portal: z.enum(RECOVERY_PORTALS) });

/**
 * The action's envelope of a reset submission. The password rule depends on the link's account,
 * so resetPasswordWithLink checks it once the link is known.
 */
export const resetWithLinkSchema = z.object({
  verificationId: z.string().max(1_000),
  password: z.string().max(1_000),
  confirmPassword: z.string().max(1_000),
});

/** The action's envelope for /login/reset-password; setSecurePassword applies the portal's rule. */
export const setPasswordEnvelopeSchema = z.object({ password: z.string().max(1_000), confirmPassword: z.string().max(1_000) });

function invalid(error: z.ZodError): never {
  const errors = fieldErrors(error);
  throw appError(ERROR_CODES.invalidRequest, Object.values(errors)[0], { fieldErrors: errors });
}

function sha256(s: string): string {
  return createHash("sha256").update(s).digest("base64url");
}

export function recoveryAddressKey(tenantSlug: string, portal: RecoveryPortal, email: string): string {
  return `recovery:address:${sha256(`${tenantSlug.toLowerCase()}\n${portal}\n${email.toLowerCase()}`)}`;
}

export function recoveryIpKey(ip: string): string {
  return `recovery:ip:${ip}`;
}

export type RequestResetContext = { tenant: Tenant; headers: Headers; locale: Locale };
/** Runs the mail delivery; the server action hands it to Next's `after` so it happens once the answer has gone. */
export type Defer = (task: () => Promise<void>) => void;

/**
 * Forgot password. The answer is the same whether or not the address has an account (no
 * enumeration): the only failures are bad input (10001) and the limits (10429), which count the
 * same for every address. For an active account behind that door in this tenant, a single-use
 * link (earlier ones spent) is mailed in the request's language. Delivery failures are logged,
 * not answered, since a 10202 for existing accounts only would reveal them.
 */
export async function requestPasswordReset(raw: unknown, ctx: RequestResetContext, defer?: Defer): Promise<{ minutes: number }> {
  const parsed = requestResetSchema.safeParse(raw);
  if (!parsed.success) invalid(parsed.error);
  const { email, portal } = parsed.data;
  const { tenant } = ctx;

  const byIp = await hit(recoveryIpKey(clientIp(ctx.headers)), RECOVERY_LIMITS.perIp, RECOVERY_LIMITS.windowSec);
  if (!byIp.allowed) throw appError(ERROR_CODES.tooManyAttempts);
  const byAddress = await hit(recoveryAddressKey(tenant.slug, portal, email), RECOVERY_LIMITS.perAddress, RECOVERY_LIMITS.windowSec);
  if (!byAddress.allowed) throw appError(ERROR_CODES.tooManyAttempts);

  const answer = { minutes: RESET_LINK_MINUTES };
  const user = await findLoginUser(tenant, portal, email);
  if (!user || user.state !== "active" || tenant.status === "suspended") return answer;

  const origin = await tenantLinkOrigin(tenant, ctx.headers);
  if (!origin) {
    logger.warn({ tenant: tenant.slug }, "password reset not sent: the tenant has no host to link to");
    return answer;
  }
  const link = await issueLinkToken("passwordReset", { companyId: tenant.id, userId: user.id, email: user.email, context: { portal } });
  const mail = passwordResetMail({ locale: ctx.locale, to: user.email, name: user.fullName, company: tenant.name, link: origin + resetLinkPath(link), minutes: RESET_LINK_MINUTES });
  const task = () =>
    sendMail(mail).catch((err: unknown) => {
      logger.warn({ err, tenant: tenant.slug }, "password reset mail not delivered");
    });
  if (defer) defer(task);
  else await task();
  return answer;
}

export type ResetLinkState = { ok: true; portal: RecoveryPortal; email: string } | { ok: false; code: number; portal: RecoveryPortal };

function portalOfContext(context: Record<string, string> | null | undefined): RecoveryPortal {
  return context?.portal === "admin" ? "admin" : "talent";
}

/**
 * What the reset page shows for a link: the form (with the account's rule), or 10221 broken,
 * 10222 expired, 10223 used. For expired and used links the secret was right, so the door it was
 * asked from is told too (the "request a new link" button goes back there).
 */
export async function inspectResetLink(tenant: Pick<Tenant, "id">, link: string): Promise<ResetLinkState> {
  const check = await peekLinkToken("passwordReset", tenant.id, link);
  if (check.ok) return { ok: true, portal: portalOfContext(check.token.context), email: check.token.email };
  if (check.code === ERROR_CODES.linkBroken) return { ok: false, code: check.code, portal: "talent" };
  const id = link.slice(0, link.indexOf("."));
  const [row] = await getDb().select({ context: authTokens.context }).from(authTokens).where(eq(authTokens.id, id)).limit(1);
  return { ok: false, code: check.code, portal: portalOfContext(row?.context) };
}

/**
 * Sets a new password through an e-mailed link. The link is checked first (10221/10222/10223),
 * then the password against the account's rule (10001), then, in one transaction, the link is
 * spent, the argon2id hash and isSecurePassword written, every session of the user revoked and
 * the activity logged; a failure anywhere leaves all of it undone. The account's login lockout is
 * lifted, since a reset is the way out of one.
 */
export async function resetPasswordWithLink(raw: unknown, ctx: { tenant: Tenant }): Promise<{ portal: RecoveryPortal; loginPath: string }> {
  const input = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  // peekLinkToken refuses anything but a well-formed link of at most 200 characters as 10221.
  const link = typeof input.verificationId === "string" ? input.verificationId : "";
  const { tenant } = ctx;

  const peek = await peekLinkToken("passwordReset", tenant.id, link);
  if (!peek.ok) throw appError(peek.code);
  const portal = portalOfContext(peek.token.context);
  const parsed = resetPasswordSchemaFor(portal).safeParse({ password: input.password, confirmPassword: input.confirmPassword });
  if (!parsed.success) invalid(parsed.error);

  const userId = peek.token.userId;
  if (!userId) throw appError(ERROR_CODES.linkBroken);
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, state: users.state })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, tenant.id), inArray(users.role, [...PORTAL_ROLES[portal]])))
    .limit(1);
  if (!user) throw appError(ERROR_CODES.linkBroken);
  if (user.state === "suspended") throw appError(ERROR_CODES.accountSuspended);
  if (user.state !== "active") throw appError(ERROR_CODES.accountDeactivated);

  // Slow on purpose; done before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(parsed.data.password);
  await getDb().transaction(async (tx) => {
    const spent = await consumeLinkToken("passwordReset", tenant.id, link, tx);
    if (!spent.ok) throw appError(spent.code);
    await tx
      .update(users)
      .set({ passwordHash, isSecurePassword: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.id), eq(users.companyId, tenant.id)));
    const revokedSessions = await revokeUserSessionsTx(tx, user.id, null);
    await logActivity(tx, {
      companyId: tenant.id,
      actorUserId: user.id,
      action: "auth.resetPassword",
      entityType: "user",
      entityId: user.id,
      after: { via: "link", portal, revokedSessions },
    });
  });
  await reset(accountKey(tenant.slug, portal, user.email)).catch(() => {});
  return { portal, loginPath: LOGIN_PATHS[portal] };
}

export type SecurePasswordActor = Pick<SessionUser, "userId" | "companyId" | "portal" | "sid" | "privileges" | "loginType">;

/**
 * /login/reset-password: a signed-in user whose password is temporary (isSecurePassword false)
 * chooses a new one without typing the old. Only such a user: anyone else must go through
 * change-password, which asks for the current password (10403 here). The new password follows
 * the portal's rule and must differ from the temporary one (10004). In one transaction: the hash,
 * the flag, every other session revoked (this one stays signed in), the activity entry.
 */
export async function setSecurePassword(actor: SecurePasswordActor, raw: unknown, ctx: { tenant: Pick<Tenant, "modules"> }): Promise<{ redirectTo: string }> {
  const parsed = resetPasswordSchemaFor(actor.portal).safeParse(raw);
  if (!parsed.success) invalid(parsed.error);

  const scope = actor.companyId ? eq(users.companyId, actor.companyId) : isNull(users.companyId);
  const [row] = await getDb()
    .select({ passwordHash: users.passwordHash, isSecurePassword: users.isSecurePassword })
    .from(users)
    .where(and(eq(users.id, actor.userId), scope, eq(users.state, "active")))
    .limit(1);
  if (!row) throw appError(ERROR_CODES.sessionExpired);
  if (row.isSecurePassword) throw appError(ERROR_CODES.permissionDenied);
  if (await verifyPassword(row.passwordHash, parsed.data.password)) throw appError(ERROR_CODES.newPasswordSameAsOld);

  const passwordHash = await hashPassword(parsed.data.password);
  await getDb().transaction(async (tx) => {
    // The flag in the WHERE makes a second, racing submission change nothing.
    const updated = await tx
      .update(users)
      .set({ passwordHash, isSecurePassword: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.userId), scope, eq(users.isSecurePassword, false)))
      .returning({ id: users.id });
    if (updated.length === 0) throw appError(ERROR_CODES.permissionDenied);
    const revokedSessions = await revokeUserSessionsTx(tx, actor.userId, actor.sid);
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      action: "auth.setSecurePassword",
      entityType: "user",
      entityId: actor.userId,
      after: { revokedSessions },
    });
  });
  return { redirectTo: landingPath({ ...actor, isSecurePassword: true }, ctx.tenant.modules) };
}
