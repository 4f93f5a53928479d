import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import type { Locale } from "@/lib/i18n/config";
import type { LoginType, Portal, SessionClaims } from "./identity";

function positiveNumber(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A session ends after this long without a request (SESSION_IDLE_MINUTES, default 60). */
export function idleMinutes(): number {
  return positiveNumber(process.env.SESSION_IDLE_MINUTES, 60);
}

/** Absolute lifetime of a session, however active (SESSION_MAX_AGE_HOURS, default 12: one working day). */
export function maxAgeSeconds(): number {
  return Math.round(positiveNumber(process.env.SESSION_MAX_AGE_HOURS, 12) * 3600);
}

/** last_seen_at is written at most this often, so a busy page does not write on every request. */
const TOUCH_EVERY_SECONDS = 60;

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionId(sid: string): string {
  return createHash("sha256").update(sid).digest("base64url");
}

export type NewSession = {
  userId: string;
  companyId: string | null;
  portal: Portal;
  loginType: LoginType;
  userAgent: string | null;
  ip: string | null;
  /** The language the user signs in with: kept on the user, so mail others cause reaches them in it. */
  locale?: Locale;
};

/** Stores a new session and returns its (unhashed) id, which only the JWT will carry. */
export async function createSession(s: NewSession): Promise<string> {
  const sid = newSessionId();
  await getDb()
    .insert(sessions)
    .values({
      id: hashSessionId(sid),
      userId: s.userId,
      companyId: s.companyId,
      portal: s.portal,
      loginType: s.loginType,
      userAgent: s.userAgent?.slice(0, 512) ?? null,
      ip: s.ip?.slice(0, 64) ?? null,
      expiresAt: sql`now() + make_interval(secs => ${maxAgeSeconds()})`,
    });
  if (s.locale) await getDb().update(users).set({ locale: s.locale }).where(and(eq(users.id, s.userId), sql`${users.locale} is distinct from ${s.locale}`));
  return sid;
}

/** The parts of the claims that can change while a session lives; refreshed from the user row. */
export type LiveClaims = Pick<SessionClaims, "role" | "privileges" | "isSecurePassword" | "candidateUniqueId" | "name" | "email">;

/**
 * Checks a session on every request: the row exists, is not revoked, has not passed its absolute
 * expiry nor sat idle too long, and its user is still active. Returns the user's current claims,
 * or null when the session is over. Times are compared by the database clock.
 */
export async function validateSession(sid: string): Promise<LiveClaims | null> {
  const id = hashSessionId(sid);
  const rows = await getDb()
    .select({
      valid: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and ${sessions.lastSeenAt} > now() - make_interval(secs => ${idleMinutes() * 60}) and ${users.state} = 'active')`,
      stale: sql<boolean>`(${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}))`,
      role: users.role,
      privileges: users.privileges,
      isSecurePassword: users.isSecurePassword,
      candidateUniqueId: users.candidateUniqueId,
      name: users.fullName,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row || !row.valid) return null;
  if (row.stale) {
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`));
  }
  const { valid: _valid, stale: _stale, ...claims } = row;
  return claims;
}

/** Ends one session (logout). Idempotent. */
export async function revokeSession(sid: string): Promise<void> {
  await getDb()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, hashSessionId(sid)), isNull(sessions.revokedAt)));
}

/** Ends every other session of a user, e.g. after a password change. Returns how many ended. */
export async function revokeOtherSessions(userId: string, keepSid: string | null): Promise<number> {
  const rows = await getDb()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSid ? ne(sessions.id, hashSessionId(keepSid)) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every session of a user, e.g. when an admin suspends or archives the account. */
export function revokeAllSessions(userId: string): Promise<number> {
  return revokeOtherSessions(userId, null);
}

/** Deletes sessions that ended more than `keepDays` ago (revoked ones are kept that long for audit). */
export async function pruneSessions(keepDays = 30): Promise<number> {
  const rows = await getDb()
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < now() - make_interval(days => ${Math.max(1, Math.floor(keepDays))})`)
    .returning({ id: sessions.id });
  return rows.length;
}
