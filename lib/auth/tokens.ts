import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { authTokens } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";

/**
 * Single-use e-mailed secrets (reset links, one-time codes, invitations). Only hashes are stored.
 * Links carry `${id}.${secret}` so the row is found by id and the secret compared by hash; codes
 * are 6 digits with a small attempt budget, so guessing one is a 5-in-a-million shot per code.
 */
export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  passwordReset: 60 * 60 * 1000,
  emailCode: 10 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** Wrong codes allowed per code before it is spent. */
export const CODE_MAX_ATTEMPTS = 5;

function sha256(s: string): string {
  return createHash("sha256").update(s).digest("base64url");
}

type Scope = { companyId: string | null; userId: string | null; email: string; context?: Record<string, string> };

/** Issues a link token; earlier unused tokens of the same purpose for that address are spent. */
export async function issueLinkToken(purpose: Exclude<TokenPurpose, "emailCode">, scope: Scope, db: Pick<Db, "insert" | "update"> = getDb()): Promise<string> {
  await spendOpen(db, purpose, scope);
  const secret = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(authTokens)
    .values({ ...baseValues(purpose, scope), secretHash: sha256(secret) })
    .returning({ id: authTokens.id });
  return `${row.id}.${secret}`;
}

/** Issues a 6-digit code; returns the code and the row id the client keeps to verify it. */
export async function issueCode(scope: Scope, db: Pick<Db, "insert" | "update"> = getDb()): Promise<{ id: string; code: string }> {
  await spendOpen(db, "emailCode", scope);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = crypto.randomUUID();
  await db.insert(authTokens).values({ id, ...baseValues("emailCode", scope), secretHash: sha256(`${id}:${code}`) });
  return { id, code };
}

function baseValues(purpose: TokenPurpose, scope: Scope) {
  return {
    purpose,
    companyId: scope.companyId,
    userId: scope.userId,
    email: scope.email.toLowerCase(),
    context: scope.context ?? {},
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  };
}

async function spendOpen(db: Pick<Db, "update">, purpose: TokenPurpose, scope: Scope): Promise<void> {
  const company = scope.companyId ? eq(authTokens.companyId, scope.companyId) : isNull(authTokens.companyId);
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(company, eq(authTokens.purpose, purpose), eq(authTokens.email, scope.email.toLowerCase()), isNull(authTokens.usedAt)));
}

export type TokenRow = typeof authTokens.$inferSelect;
export type TokenCheck = { ok: true; token: TokenRow } | { ok: false; code: number };


function parseLink(link: string): { id: string; secret: string } | null {
  if (typeof link !== "string" || link.length > 200) return null;
  const dot = link.indexOf(".");
  const id = link.slice(0, dot);
  const secret = link.slice(dot + 1);
  if (dot < 0 || !isUuid(id) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { id, secret };
}

/**
 * Checks a link without spending it (the reset page shows the form only for a live link):
 * 10221 broken (malformed, unknown, another tenant's or wrong purpose), 10223 used, 10222 expired.
 */
export async function peekLinkToken(purpose: TokenPurpose, companyId: string | null, link: string, db: Pick<Db, "select"> = getDb()): Promise<TokenCheck> {
  const parsed = parseLink(link);
  if (!parsed) return { ok: false, code: ERROR_CODES.linkBroken };
  const [row] = await db.select().from(authTokens).where(eq(authTokens.id, parsed.id)).limit(1);
  if (!row || row.purpose !== purpose || row.companyId !== companyId || row.secretHash !== sha256(parsed.secret)) return { ok: false, code: ERROR_CODES.linkBroken };
  if (row.usedAt) return { ok: false, code: ERROR_CODES.linkAlreadyUsed };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, code: ERROR_CODES.linkExpired };
  return { ok: true, token: row };
}

/**
 * Spends a link atomically: only one caller can flip `used_at`, so a link cannot be used twice even
 * by two requests at once. Pass the command's transaction so the spend rolls back with it; the
 * check reads through it too, since a second connection would wait forever behind the open
 * transaction on the embedded database (PGlite serves one connection at a time).
 */
export async function consumeLinkToken(purpose: TokenPurpose, companyId: string | null, link: string, db: Pick<Db, "select" | "update"> = getDb()): Promise<TokenCheck> {
  const peek = await peekLinkToken(purpose, companyId, link, db);
  if (!peek.ok) return peek;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, peek.token.id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning();
  return row ? { ok: true, token: row } : { ok: false, code: ERROR_CODES.linkAlreadyUsed };
}

/**
 * Checks a one-time code: 10479 wrong (each miss counts; the budget spent ends the code), 10480
 * expired. A right code is spent in the same statement that checks it.
 */
export async function consumeCode(companyId: string | null, id: string, code: string): Promise<TokenCheck> {
  if (!isUuid(id) || !/^\d{6}$/.test(code)) return { ok: false, code: ERROR_CODES.invalidOtp };
  const db = getDb();
  const [row] = await db.select().from(authTokens).where(eq(authTokens.id, id)).limit(1);
  if (!row || row.purpose !== "emailCode" || row.companyId !== companyId) return { ok: false, code: ERROR_CODES.invalidOtp };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, code: ERROR_CODES.otpExpired };
  if (row.usedAt) return { ok: false, code: ERROR_CODES.invalidOtp };
  if (row.secretHash !== sha256(`${id}:${code}`)) {
    await db
      .update(authTokens)
      .set({ attempts: sql`${authTokens.attempts} + 1`, usedAt: sql`case when ${authTokens.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then now() else null end` })
      .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)));
    return { ok: false, code: ERROR_CODES.invalidOtp };
  }
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning();
  return spent ? { ok: true, token: spent } : { ok: false, code: ERROR_CODES.invalidOtp };
}

/** Removes tokens that ended more than a day ago (called now and then, like the session sweep). */
export async function pruneTokens(): Promise<void> {
  await getDb().delete(authTokens).where(sql`${authTokens.expiresAt} < now() - interval '1 day'`);
}
