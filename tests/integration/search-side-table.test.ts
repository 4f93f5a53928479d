import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, talentProfiles, users } from "@/db/schema";
import { EMPTY_CRITERIA, type SearchCriteria } from "@/lib/search/criteria";
import { readSearchParams } from "@/lib/search/params";
import { compileCriteria, searchTalent } from "@/lib/search/query";
import { PgDialect } from "drizzle-orm/pg-core";
import { RANK_WEIGHTS, filterConditions, matchQuery } from "@/lib/search/sql";
import { generateTalents, insertTalents } from "@/lib/talent/mock";
import { companyIdOf } from "../support/profiles";
import { criteria, insertTalent, uniqueWord } from "../support/search";

afterAll(async () => {
  await closeDb();
});

type SideRow = Record<string, unknown>;

/** The side row as it is, and as the profile says it must be (same columns, the terms rebuilt from `search`). */
async function sideAndExpected(userId: string): Promise<{ side: SideRow | undefined; expected: SideRow | undefined }> {
  const cols = sql.raw(
    "user_id, company_id, updated_at, availability, workplace_type, job_type, contract_type, designation, speciality, domains, talent_type, search_rank::text as search_rank",
  );
  const side = await getDb().execute<SideRow>(sql`select ${cols}, terms::text as terms from talent_search where user_id = ${userId}`);
  const expected = await getDb().execute<SideRow>(sql`select ${cols}, talent_search_terms(search)::text as terms from talent_profiles where user_id = ${userId}`);
  return { side: side.rows[0], expected: expected.rows[0] };
}

async function expectInStep(userId: string) {
  const { side, expected } = await sideAndExpected(userId);
  expect(expected).toBeDefined();
  expect(side).toEqual(expected);
}

describe("the talent_search side table follows talent_profiles in the same transaction", () => {
  it("gets a row on insert, with the document's words and pairs of adjacent words", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ designation: "Site Reliability Engineer", availability: "IMMEDIATELY", summary: `Led ${w} incident response drills`, domains: ["Fintech"] });
    await expectInStep(id);
    const { rows } = await getDb().execute<{ word: boolean; pair: boolean; reversed: boolean; apart: boolean }>(sql`
      select terms @@ ${`${w}`}::tsquery as word, terms @@ 'incident_response'::tsquery as pair,
        terms @@ 'response_incident'::tsquery as reversed, terms @@ ${`${w}_response`}::tsquery as apart
      from talent_search where user_id = ${id}`);
    expect(rows[0]).toEqual({ word: true, pair: true, reversed: false, apart: false });
  });

  it("follows every kind of update: the documents, the filter columns, the date", async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const id = await insertTalent({ summary: `Knows ${before}`, availability: "IMMEDIATELY", workplaceType: "REMOTE" });
    const db = getDb();
    await db.update(talentProfiles).set({ summary: `Now knows ${after} well` }).where(eq(talentProfiles.userId, id));
    await expectInStep(id);
    const { rows } = await db.execute<{ before: boolean; after: boolean }>(
      sql`select terms @@ ${before}::tsquery as before, terms @@ ${`${after}_well`}::tsquery as after from talent_search where user_id = ${id}`,
    );
    expect(rows[0]).toEqual({ before: false, after: true });
    await db
      .update(talentProfiles)
      .set({ availability: "WITHIN_15_DAYS", workplaceType: "HYBRID", jobType: "CONTRACT", contractType: "C2C", talentType: "internal", domains: ["Banking"], speciality: "Platform" })
      .where(eq(talentProfiles.userId, id));
    await expectInStep(id);
    await db.update(talentProfiles).set({ updatedAt: new Date("2020-01-02T03:04:05Z") }).where(eq(talentProfiles.userId, id));
    await expectInStep(id);
  });

  it("moves with the profile to another tenant, and the search follows", async () => {
    const w = uniqueWord();
    const [demo, acme] = [await companyIdOf("demo"), await companyIdOf("acme")];
    const id = await insertTalent({ tenant: "acme", skills: [{ technology: w, years: 2 }] });
    await getDb().update(talentProfiles).set({ companyId: demo }).where(eq(talentProfiles.userId, id));
    await expectInStep(id);
    expect((await searchTalent(acme, { criteria: criteria({ q: w }) })).total).toBe(0);
    // The user still belongs to acme: the page's join to users keeps it out of demo's results too.
    expect((await searchTalent(demo, { criteria: criteria({ q: w }) })).results).toEqual([]);
  });

  it("loses the row when the profile or the user is deleted", async () => {
    const [a, b] = [await insertTalent({ summary: uniqueWord() }), await insertTalent({ summary: uniqueWord() })];
    await getDb().delete(talentProfiles).where(eq(talentProfiles.userId, a));
    await getDb().delete(users).where(eq(users.id, b));
    const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from talent_search where user_id in (${a}, ${b})`);
    expect(rows[0].n).toBe(0);
  });

  it("rolls back with the writer's transaction", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ summary: `Knows ${w}` });
    await getDb()
      .transaction(async (tx) => {
        await tx.update(talentProfiles).set({ summary: "Something else entirely" }).where(eq(talentProfiles.userId, id));
        throw new Error("rollback");
      })
      .catch(() => {});
    await expectInStep(id);
    const { rows } = await getDb().execute<{ hit: boolean }>(sql`select terms @@ ${w}::tsquery as hit from talent_search where user_id = ${id}`);
    expect(rows[0].hit).toBe(true);
  });
});

/**
 * The search before the side table (migration 0006): matched with `search @@ to_tsquery(q)` and
 * ranked on `search_rank`, both read from talent_profiles itself. Kept here as the reference the
 * new plan must agree with, id for id and in the same order.
 */
async function previousSearch(companyId: string, c: SearchCriteria, limit: number, offset: number) {
  const { tsquery } = compileCriteria(c);
  const tq = (t: string) => sql`to_tsquery('simple', ${t})`;
  const where: SQL[] = [sql`p.company_id = ${companyId}`, sql`not exists (select 1 from users a where a.id = p.user_id and a.state = 'archived')`];
  if (tsquery) where.push(sql`p.search @@ ${tq(tsquery)}`);
  where.push(...filterConditions(companyId, c));
  const rank = tsquery ? sql`ts_rank(${RANK_WEIGHTS}::float4[], p.search_rank, ${tq(tsquery)}, 1)` : sql`0::float4`;
  const { rows } = await getDb().execute<{ user_id: string; total: number }>(sql`
    select m.user_id, count(*) over ()::int as total
    from (select p.user_id, p.updated_at, ${rank} as rank from talent_profiles p where ${sql.join(where, sql` and `)} offset 0) m
    join users u on u.id = m.user_id and u.company_id = ${companyId} and u.role = 'talent'
    order by m.rank desc, m.updated_at desc, m.user_id
    limit ${limit} offset ${offset}`);
  return { ids: rows.map((r) => r.user_id), total: rows[0]?.total ?? 0 };
}

describe("the side-table search gives the same results as the search it replaced", () => {
  let companyId: string;

  beforeAll(async () => {
    const slug = `equiv${randomBytes(4).toString("hex")}`;
    const [company] = await getDb().insert(companies).values({ slug, name: "Search Equivalence" }).returning({ id: companies.id });
    companyId = company.id;
    // 600 talents from the app's realistic generator (the one behind the bench's 100,000).
    await insertTalents(getDb(), companyId, generateTalents(600, 4242, { now: new Date() }), { mock: true });
  }, 120_000);

  const QUERIES: [string, string?][] = [
    ["react"],
    ["kubernetes"],
    ["aws"],
    ["java AND spring AND microservices"],
    ["react AND typescript AND graphql"],
    ["(react OR vue) AND NOT php"],
    ["(java OR kotlin) AND NOT android"],
    ["(azure OR gcp) AND NOT aws"],
    ['"machine learning"'],
    ['"incident response"'],
    ['"design system" AND figma'],
    ['NOT "incident response" AND python'],
    ['"incident response" OR "machine learning"'],
    ['"continuous integration and delivery"'],
    ['"spring boot"'],
    ["spring-boot"],
    ["node.js"],
    ["c++ OR c#"],
    ['"senior software"'],
    ['"software engineer"'],
    ["kube*"],
    ["postgre* OR mongo*"],
    ["micro* AND spring*"],
    ["spring-b*"],
    ["machine-l*"],
    ["react", "availability=IMMEDIATELY&availability=WITHIN_15_DAYS&workplace=REMOTE&updated=6"],
    ["java AND spring", "type=internal&primary=Java:3:&domain=Banking&domain=Fintech"],
    ['"incident response"', "location=India"],
    ["", "availability=IMMEDIATELY"],
  ];

  const matched = new Map<string, number>();

  it.each(QUERIES)("%s %s", async (q, params) => {
    const { criteria: c, errors } = readSearchParams(new URLSearchParams(`q=${encodeURIComponent(q)}${params ? `&${params}` : ""}`));
    expect(errors).toEqual([]);
    const c2 = { ...EMPTY_CRITERIA, ...c };
    for (const [page, pageSize] of [
      [1, 50],
      [2, 50],
    ]) {
      const now = await searchTalent(companyId, { criteria: c2, page, pageSize });
      const before = await previousSearch(companyId, c2, pageSize, (page - 1) * pageSize);
      expect(now.results.map((r) => r.userId)).toEqual(before.ids);
      if (before.ids.length) expect(now.total).toBe(before.total);
      if (page === 1) matched.set(`${q} ${params ?? ""}`, before.total);
    }
  });

  it("is not vacuous: most queries match, two-word phrases go to the pair lexemes", async () => {
    expect([...matched.values()].filter((n) => n > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 4);
    expect([...matched.values()].some((n) => n > 50)).toBe(true);
    const { ast } = compileCriteria(criteria({ q: '"incident response" AND kube*' }));
    const rendered = new PgDialect().sqlToQuery(matchQuery(ast!));
    expect(rendered.params).toEqual(["incident_response", "kube:*"]);
    const both = await searchTalent(companyId, { criteria: criteria({ q: "incident AND response" }), pageSize: 1 });
    const phrase = await searchTalent(companyId, { criteria: criteria({ q: '"incident response"' }), pageSize: 1 });
    expect(phrase.total).toBeGreaterThan(0);
    expect(both.total).toBeGreaterThanOrEqual(phrase.total);
    const reversed = await searchTalent(companyId, { criteria: criteria({ q: '"response incident"' }), pageSize: 1 });
    expect(reversed.total).toBe((await previousSearch(companyId, criteria({ q: '"response incident"' }), 1, 0)).total);
  });
});
