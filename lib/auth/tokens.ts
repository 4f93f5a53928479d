import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, getTableColumns, gt, isNull, sql } from "drizzle-orm";
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

export type CodeAttempt = {
  /** The door the code is presented at, and for a job login the job: a code of one door opens no other. */
  flow: string;
  jobId?: string;
  /**
   * Whether a right code is spent. False only while a new account still needs its name: the
   * try is counted all the same, and the code stays open for the one that brings the name.
   */
  spend: boolean;
};

export type CodeTry = { ok: true; token: TokenRow; spent: boolean } | { ok: false; code: number };

/**
 * One try at a one-time code, decided and counted in a single statement: every presentation of a
 * live code of this tenant spends one of its CODE_MAX_ATTEMPTS tries, right or wrong, at its own
 * door or another, whoever sends it and from wherever; the try that uses up the budget ends the
 * code, so even the right code is refused after it. A right code is spent in the same statement
 * (unless `spend` is false). Two tries at once are both counted: the row lock serialises them and
 * the second re-reads `attempts` and `used_at` (no read-then-write). Answers 10479 (wrong, used up,
 * unknown or another tenant's) or 10480 (expired).
 */
export async function tryCode(companyId: string, id: string, code: string, attempt: CodeAttempt): Promise<CodeTry> {
  if (!isUuid(id) || !/^\d{6}$/.test(code)) return { ok: false, code: ERROR_CODES.invalidOtp };
  const db = getDb();
  const hash = sha256(`${id}:${code}`);
  const jobMatches = attempt.flow === "job" && attempt.jobId !== undefined ? sql`${authTokens.context}->>'jobId' = ${attempt.jobId}` : sql`true`;
  const right = sql`(${authTokens.secretHash} = ${hash} and ${authTokens.context}->>'flow' = ${attempt.flow} and ${jobMatches})`;
  const [row] = await db
    .update(authTokens)
    .set({
      attempts: sql`${authTokens.attempts} + 1`,
      usedAt: sql`case when ${right} and ${attempt.spend ? sql`true` : sql`false`} then now() when ${authTokens.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then now() else null end`,
    })
    .where(and(eq(authTokens.id, id), eq(authTokens.companyId, companyId), eq(authTokens.purpose, "emailCode"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning({ ...getTableColumns(authTokens), right: sql<boolean>`${right}` });
  if (row) {
    const { right: isRight, ...token } = row;
    // A right code that was held back but whose try was the last one is dead like any other.
    if (!isRight || (!attempt.spend && token.usedAt)) return { ok: false, code: ERROR_CODES.invalidOtp };
    return { ok: true, token, spent: attempt.spend };
  }
  // Nothing was counted: no such live code here. Only an expired code of this tenant says so.
  const [found] = await db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.companyId, companyId), eq(authTokens.purpose, "emailCode")))
    .limit(1);
  if (found && found.expiresAt.getTime() <= Date.now()) return { ok: false, code: ERROR_CODES.otpExpired };
  return { ok: false, code: ERROR_CODES.invalidOtp };
}

/** Removes tokens that ended more than a day ago (called now and then, like the session sweep). */
export async function pruneTokens(): Promise<void> {
  await getDb().delete(authTokens).where(sql`${authTokens.expiresAt} < now() - interval '1 day'`);
}
