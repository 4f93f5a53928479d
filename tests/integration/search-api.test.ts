import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { closeDb } from "@/db/client";
import { GET } from "@/app/api/admin/talent/search/route";
import { compileCriteria } from "@/lib/search/query";
import { SEARCH_TRANSACTION_SETTINGS, searchPageSql } from "@/lib/search/sql";
import { apiRequest, callRoute } from "../support/api-request";
import { companyIdOf } from "../support/profiles";
import { criteria, insertTalent, uniqueWord } from "../support/search";
import { findUser, sessionFor, type TestSession } from "../support/sessions";

let recruiter: TestSession;
let collaborator: TestSession;

beforeAll(async () => {
  recruiter = await sessionFor(await findUser("recruiter@demo.test", "demo"), "demo");
  collaborator = await sessionFor(await findUser("collaborator@demo.test", "demo"), "demo");
});

afterAll(async () => {
  await closeDb();
});

const search = (qs: string, session: TestSession = recruiter, tenant = "demo") => callRoute(GET, apiRequest(`/api/admin/talent/search${qs}`, { tenant, cookie: session.cookie }));

describe("GET /api/admin/talent/search", () => {
  it("answers ranked results with the admin talent view fields", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ name: "Ada Search", designation: "Platform Engineer", availability: "IMMEDIATELY", skills: [{ technology: w, years: 4 }] });
    const a = await search(`?q=${w}&availability=IMMEDIATELY`);
    expect(a.status).toBe(200);
    const body = a.json as { results: { results: Record<string, unknown>[]; total: number; page: number; pageSize: number } };
    expect(body.results).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(body.results.results[0]).toMatchObject({ userId: id, name: "Ada Search", designation: "Platform Engineer", availability: "IMMEDIATELY", skills: [w], shortlistCount: 0, osiStatus: null });
  });

  it.each([
    "(react OR vue",
    "react)",
    "react AND",
    "AND react",
    "OR",
    "NOT",
    '"unclosed',
    '""',
    "()",
    "re*act",
    "react AND OR vue",
    "((((((((((((((((((react))))))))))))))))))",
    "'; drop table users; --",
    "x".repeat(1001),
  ])("refuses the malformed query %j with 400 'Invalid search query expression'", async (q) => {
    const a = await search(`?q=${encodeURIComponent(q)}`);
    expect(a.status).toBe(400);
    expect(a.json).toMatchObject({ code: 10001, message: "Invalid search query expression" });
  });

  it("says where the query went wrong", async () => {
    const a = await search(`?q=${encodeURIComponent("react AND (vue OR php")}`);
    expect(a.json).toMatchObject({ code: 10001, message: "Invalid search query expression", details: { position: 10, reason: "unclosedParen" } });
  });

  it("refuses a bad filter value naming the param, and a salary range upside down with the spec's text", async () => {
    expect((await search("?availability=SOMEDAY")).json).toMatchObject({ code: 10001, details: { param: "availability" } });
    expect((await search("?salaryFrom=90&salaryTo=10")).json).toMatchObject({ code: 10001, message: "Maximum value should be greater than minimum value" });
    expect((await search("?primary=Java:9:1")).json).toMatchObject({ code: 10001, message: "Maximum value should be greater than minimum value" });
  });

  it("refuses a role without the talent.search permission", async () => {
    const a = await search("?q=react", collaborator);
    expect(a.status).toBe(403);
  });

  it("never answers another tenant's talents to a session replayed on its host", async () => {
    const a = await search("?q=react", recruiter, "acme");
    expect(a.status).toBe(440);
  });
});

describe("the typical search uses the GIN index", () => {
  it("shows talent_search_terms_idx (the side table's GIN index) in EXPLAIN on a realistic volume", async () => {
    const demo = await companyIdOf("demo");
    await insertTalent({ skills: [{ technology: uniqueWord(), years: 1 }] });
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("begin");
      // 60,000 profiles over a 300-word vocabulary, so a word matches a few percent of them — the
      // selectivity of a real skill — and the planner's statistics see it (ANALYZE in the
      // transaction). The documents are written directly (trigger off for this bulk insert only):
      // this test is about the plan, the triggers have their own tests. The side table
      // (talent_search) gets the same rows in one statement, as its trigger would write them.
      await client.query("alter table talent_profiles disable trigger talent_profiles_search_refresh");
      await client.query("alter table talent_profiles disable trigger talent_search_sync_insert");
      await client.query(
        `with talents as (
           insert into users (company_id, email, full_name, role)
           select $1, 'explain.' || g || '@bench.test', 'Explain ' || g, 'talent' from generate_series(1, 60000) g
           returning id),
         docs as (
           select id, (select string_agg('w' || (abs(hashtext(id::text || k)) % 300), ' ') from generate_series(1, 12) k) as words from talents)
         insert into talent_profiles (user_id, company_id, designation, summary, search, search_rank, talent_type)
         select id, $1, split_part(words, ' ', 1), words, to_tsvector('simple', words), setweight(to_tsvector('simple', split_part(words, ' ', 1)), 'A'),
           (array['internal','external','external'])[1 + abs(hashtext(id::text)) % 3]
         from docs`,
        [demo],
      );
      await client.query("alter table talent_profiles enable trigger talent_profiles_search_refresh");
      await client.query("alter table talent_profiles enable trigger talent_search_sync_insert");
      await client.query(
        `insert into talent_search (user_id, company_id, updated_at, domains, talent_type, designation, terms, search_rank)
         select p.user_id, p.company_id, p.updated_at, p.domains, p.talent_type, p.designation, talent_search_terms(p.search), p.search_rank
         from talent_profiles p where p.company_id = $1 and not exists (select 1 from talent_search s where s.user_id = p.user_id)`,
        [demo],
      );
      await client.query("analyze talent_profiles");
      await client.query("analyze talent_search");
      await client.query("analyze users");
      const { tsquery, ast } = compileCriteria(criteria({ q: 'w7 AND (w11 OR "w12 w14") AND NOT w13' }));
      const query = new PgDialect().sqlToQuery(searchPageSql({ companyId: demo, tsquery, ast, criteria: criteria({ talentType: "external" }), limit: 10, offset: 0 }));
      // As searchTalent runs it: in its transaction, with its planner setting. Sequential scans are
      // off, so the planner still chooses between the GIN index and the tenant's other indexes.
      await client.query(SEARCH_TRANSACTION_SETTINGS);
      const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
      const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
      expect(plan).toContain('"Index Name":"talent_search_terms_idx"');
      expect(plan).toContain('"Relation Name":"talent_search"');
      // The phrase is asked as its pair lexeme: no document is read back to check positions.
      expect(query.params).toContain("w12_w14");
      // The tsquery text went as a parameter: the statement holds placeholders only.
      expect(query.sql).not.toContain("w11");
      expect(query.params).toContain(tsquery);
    } finally {
      await client.query("rollback").catch(() => {});
      await client.end();
    }
  }, 120_000);
});
