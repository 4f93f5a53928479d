import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";
import type { GeneratedTalent } from "./generate";
import { generatedProfileColumns } from "./rows";

export { generateTalents, generateTalent, type GeneratedTalent } from "./generate";

/**
 * Writes generated talents into a tenant (the seed, the mock-talent screen, the benchmark). No
 * "server-only" here so a plain `tsx` script can load it too; it takes the database as a
 * parameter and never reads the session.
 *
 * Generated users have no password hash: with the password login they can never sign in (the
 * login compares against a hash), and with the external login they would need a code sent to an
 * address under `.test`, which no mail server delivers. They exist to be found, not to log in.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** Talents per multi-row insert (and per JSON document sent). */
export const INSERT_BATCH = 1000;

/** Same rule as the candidate ids of code logins (lib/auth/code-login.ts): `<SLUG>-C-<n>`. */
export function candidatePrefix(slug: string): string {
  return slug.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 12) || "CO";
}

/** Where generated talents' addresses live: reserved `.test` names, one per tenant and purpose. */
export function talentEmailDomain(slug: string, mock: boolean): string {
  return `${mock ? "mock" : "people"}.${slug.replace(/[^a-z0-9-]/gi, "").toLowerCase() || "tenant"}.test`;
}

/**
 * One multi-row insert from one JSON parameter (jsonb_populate_recordset maps keys to columns by
 * name and JSON arrays to Postgres arrays). Building a 30,000-parameter statement through the
 * query builder cost more than the database's own work; this leaves only the database's.
 * Table and column names come from this module, never from input.
 */
async function insertJsonRows(tx: DbOrTx, table: "users" | "talent_profiles" | "talent_stacks", rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = sql.raw(Object.keys(rows[0]).join(", "));
  const target = sql.raw(table);
  await tx.execute(sql`insert into ${target} (${columns}) select ${columns} from jsonb_populate_recordset(null::${target}, ${JSON.stringify(rows)}::jsonb)`);
}

/** Code logins pick random numbers from 100000; numbering above every existing one never collides. */
async function highestCandidateNumber(db: DbOrTx, companyId: string, prefix: string): Promise<number> {
  const { rows } = await db.execute<{ max: string | null }>(
    sql`select max(substring(candidate_unique_id from ${`^${prefix}([0-9]{1,12})$`})::bigint) as max from users where company_id = ${companyId}`,
  );
  return Math.max(Number(rows[0]?.max ?? 0), 100_000);
}

/**
 * The first free candidate number, for a single bulk writer that splits the numbers after it
 * between parallel connections (scripts/seed-talents.ts). Only safe while nothing else creates
 * talents in the company, as in a bulk load into a fresh database.
 */
export async function reserveCandidateNumbers(db: DbOrTx, companyId: string): Promise<number> {
  const [company] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new Error(`reserveCandidateNumbers: no company ${companyId}`);
  return (await highestCandidateNumber(db, companyId, `${candidatePrefix(company.slug)}-C-`)) + 1;
}

export type InsertTalentsResult = { userIds: string[]; firstNumber: number; lastNumber: number };

/**
 * Inserts the talents (users, talent_profiles, talent_stacks) in batches of INSERT_BATCH with
 * multi-row inserts, inside one transaction (a savepoint when `db` already is one): all or none.
 * Candidate numbers continue after the company's highest `<SLUG>-C-<n>`, under a per-company
 * advisory lock (held to commit) so two runs at once never pick the same numbers.
 */
export async function insertTalents(
  db: DbOrTx,
  companyId: string,
  rows: readonly GeneratedTalent[],
  opts: {
    mock: boolean;
    emailDomain?: string;
    batchSize?: number;
    /**
     * Numbers already reserved by the caller from `reserveCandidateNumbers` (parallel bulk
     * loads split one range between connections); otherwise the next free ones are taken here.
     */
    firstNumber?: number;
  },
): Promise<InsertTalentsResult> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (!company) throw new Error(`insertTalents: no company ${companyId}`);
    const prefix = `${candidatePrefix(company.slug)}-C-`;
    let reserved = opts.firstNumber;
    if (reserved === undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`talent-numbers:${companyId}`}))`);
      reserved = (await highestCandidateNumber(tx, companyId, prefix)) + 1;
    }
    const firstNumber = reserved;
    const domain = opts.emailDomain ?? talentEmailDomain(company.slug, opts.mock);
    const batch = Math.max(1, Math.min(opts.batchSize ?? INSERT_BATCH, INSERT_BATCH));
    const userIds: string[] = [];

    for (let start = 0; start < rows.length; start += batch) {
      const slice = rows.slice(start, start + batch);
      const ids = slice.map(() => randomUUID());
      userIds.push(...ids);
      const userRows = slice.map((t, i) => {
        const n = firstNumber + start + i;
        return {
          id: ids[i],
          company_id: companyId,
          email: `${t.emailLocalPart}.${n}@${domain}`,
          full_name: t.fullName,
          first_name: t.firstName,
          middle_name: t.middleName,
          last_name: t.lastName,
          password_hash: null,
          role: "talent",
          state: "active",
          is_secure_password: true,
          privileges: t.loginType === "password" ? [DASHBOARD_PRIVILEGE] : [],
          candidate_unique_id: `${prefix}${n}`,
          login_type: t.loginType,
          is_mock: opts.mock,
          created_at: t.createdAt,
          updated_at: t.updatedAt,
        };
      });
      const profileRows = slice.map((t, i) => ({
        user_id: ids[i],
        company_id: companyId,
        ...generatedProfileColumns(t),
        intro_video_response: [],
        expertise_reviewed: false,
        education_reviewed: false,
        work_reviewed: false,
        // A generated profile is a finished one: every builder step saved.
        furthest_step: "immigration",
      }));
      const stackRows = slice.flatMap((t, i) => t.stacks.map((s) => ({ user_id: ids[i], company_id: companyId, category: s.category, stack: s.stack, years: s.years })));
      await insertJsonRows(tx, "users", userRows);
      await insertJsonRows(tx, "talent_profiles", profileRows);
      await insertJsonRows(tx, "talent_stacks", stackRows);
    }
    return { userIds, firstNumber, lastNumber: firstNumber + rows.length - 1 };
  });
}

/** Deletes the tenant's mock talents (profiles, stacks and reviews go with them by cascade). */
export async function removeMockTalents(db: DbOrTx, companyId: string): Promise<number> {
  const result = await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.isMock, true), eq(users.role, "talent")));
  return result.rowCount ?? 0;
}

export async function countMockTalents(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isMock, true), eq(users.role, "talent")));
  return row?.n ?? 0;
}
