import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyLimits, interviewRooms, osiInvitations, storedFiles } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";

/**
 * Per-company limits, in one place (issues 15 and 16; billing will later write company_limits per
 * plan). A missing row or a null column means no limit. Always read fresh from the database, so a
 * plan change applies at once. Other checks (the one-sided interviews of issue 16) reuse
 * getCompanyLimits and monthWindow.
 */
export type CompanyLimits = {
  liveInterviewsPerMonth: number | null;
  oneSidedInterviewsPerMonth: number | null;
  storageBytes: number | null;
};

export const UNLIMITED: CompanyLimits = { liveInterviewsPerMonth: null, oneSidedInterviewsPerMonth: null, storageBytes: null };

type Reader = Db | Tx;

export async function getCompanyLimits(db: Reader, companyId: string): Promise<CompanyLimits> {
  const [row] = await db
    .select({ live: companyLimits.liveInterviewsPerMonth, oneSided: companyLimits.oneSidedInterviewsPerMonth, storage: companyLimits.storageBytes })
    .from(companyLimits)
    .where(eq(companyLimits.companyId, companyId));
  return row ? { liveInterviewsPerMonth: row.live, oneSidedInterviewsPerMonth: row.oneSided, storageBytes: row.storage } : UNLIMITED;
}

/** The calendar month (UTC) containing `now`: [start, end). */
export function monthWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * Live interviews of the month: interviews of the company whose room started (started_at, else
 * the room row's created_at, i.e. the first token minted) in the current UTC month.
 */
export async function liveInterviewsThisMonth(db: Reader, companyId: string, now: Date = new Date()): Promise<number> {
  const { start, end } = monthWindow(now);
  const began = sql`coalesce(${interviewRooms.startedAt}, ${interviewRooms.createdAt})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interviewRooms)
    .where(and(eq(interviewRooms.companyId, companyId), gte(began, start), lt(began, end)));
  return row?.n ?? 0;
}

/** Bytes the company stores (every stored file's size). */
export async function storedBytes(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint` })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, companyId));
  return Number(row?.n ?? 0);
}

/**
 * May this interview's live room be entered? An interview whose room already exists was counted
 * when it first opened and is never refused for the quota again (a reconnect, the second
 * participant). Otherwise: 10542 when the month's live interviews reached the limit. Storage
 * (10543, 'Unable to join the meeting') is checked for every entry: at or above the limit, nobody joins.
 */
export async function assertLiveInterviewAllowed(db: Reader, companyId: string, interviewId: string, now: Date = new Date()): Promise<void> {
  const limits = await getCompanyLimits(db, companyId);
  if (limits.liveInterviewsPerMonth !== null) {
    const [existing] = await db
      .select({ id: interviewRooms.interviewId })
      .from(interviewRooms)
      .where(and(eq(interviewRooms.interviewId, interviewId), eq(interviewRooms.companyId, companyId)));
    if (!existing && (await liveInterviewsThisMonth(db, companyId, now)) >= limits.liveInterviewsPerMonth) {
      throw appError(ERROR_CODES.liveInterviewQuotaExhausted, undefined, { limit: limits.liveInterviewsPerMonth });
    }
  }
  if (limits.storageBytes !== null && (await storedBytes(db, companyId)) >= limits.storageBytes) {
    throw appError(ERROR_CODES.storageExhausted);
  }
}

/** One-sided interview invitations the company created in the current UTC month (a resend is not a new one). */
export async function osiInvitesThisMonth(db: Reader, companyId: string, now: Date = new Date()): Promise<number> {
  const { start, end } = monthWindow(now);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(osiInvitations)
    .where(and(eq(osiInvitations.companyId, companyId), gte(osiInvitations.createdAt, start), lt(osiInvitations.createdAt, end)));
  return row?.n ?? 0;
}

/**
 * May the company create `count` new one-sided interview invitations now? Call it inside the
 * transaction that inserts them: it first takes a transaction-scoped advisory lock per company, so
 * two concurrent invites (a double submit, two recruiters) count one after the other and together
 * never pass the limit. A limit of 0 means the plan has no one-sided interviews at all: 10303
 * ("one-sided module limit"); otherwise 10310 when the month's invitations plus `count` would pass
 * the monthly limit (spec 2 §8 "Monthly OSI limit reached"). No limit row or a null limit: allowed.
 */
export async function assertOsiInvitesAllowed(db: Reader, companyId: string, count: number, now: Date = new Date()): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`osi-invites:${companyId}`}, 0))`);
  const limits = await getCompanyLimits(db, companyId);
  const limit = limits.oneSidedInterviewsPerMonth;
  if (limit === null) return;
  if (limit <= 0) throw appError(ERROR_CODES.oneSidedInterviewLimitReached, undefined, { limit });
  const used = await osiInvitesThisMonth(db, companyId, now);
  if (used + count > limit) throw appError(ERROR_CODES.oneSidedInterviewMonthlyLimitReached, undefined, { limit, used });
}
