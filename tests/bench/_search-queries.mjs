// The talent-search benchmark straight against Postgres (issue: talent search, "Speed"): 20
// realistic queries through the app's own SQL (lib/search/sql.ts, loaded with tsx), each timed
// at p50 / p95, and the same queries as a naive ILIKE scan over the profile text, with the ratio.
import { performance } from "node:perf_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import pg from "pg";

/** Simple terms, AND of 3, OR with NOT, phrases, prefixes, and queries with 3 filters. */
export const SEARCH_QUERIES = [
  { kind: "term", q: "react" },
  { kind: "term", q: "kubernetes" },
  { kind: "term", q: "postgresql" },
  { kind: "term", q: "aws" },
  { kind: "and3", q: "java AND spring AND microservices" },
  { kind: "and3", q: "react AND typescript AND graphql" },
  { kind: "and3", q: "python AND django AND postgresql" },
  { kind: "and3", q: "terraform AND kubernetes AND aws" },
  { kind: "or-not", q: "(react OR vue) AND NOT php" },
  { kind: "or-not", q: "(java OR kotlin) AND NOT android" },
  { kind: "or-not", q: "(azure OR gcp) AND NOT aws" },
  { kind: "or-not", q: "(scala OR python) AND NOT pandas" },
  { kind: "phrase", q: '"machine learning"' },
  { kind: "phrase", q: '"incident response"' },
  { kind: "phrase", q: '"design system" AND figma' },
  { kind: "prefix", q: "kube*" },
  { kind: "prefix", q: "postgre* OR mongo*" },
  { kind: "prefix", q: "micro* AND spring*" },
  { kind: "filters", q: "react", params: "availability=IMMEDIATELY&availability=WITHIN_15_DAYS&workplace=REMOTE&updated=6" },
  { kind: "filters", q: "java AND spring", params: "type=internal&primary=Java:3:&domain=Banking&domain=Fintech" },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function loadSearchModules(root) {
  const load = (rel) => tsImport(pathToFileURL(path.join(root, rel)).href, import.meta.url);
  const [parser, compile, params, sqlMod, pgCore, orm] = await Promise.all([
    load("lib/search/parser.ts"),
    load("lib/search/compile.ts"),
    load("lib/search/params.ts"),
    load("lib/search/sql.ts"),
    import("drizzle-orm/pg-core"),
    import("drizzle-orm"),
  ]);
  return { parser, compile, params, sqlMod, orm, dialect: new pgCore.PgDialect() };
}

/** The profile text a naive search would scan: every text column and document, case-insensitively. */
const NAIVE_TEXT = `concat_ws(' ', p.designation, p.speciality, array_to_string(p.domains, ' '), p.summary, p.expertise::text, p.work_experience::text, p.education::text, p.certifications::text)`;

/** The query as ILIKE conditions: a term or phrase is a substring, a prefix too; operators are SQL's. */
function naiveCondition(sql, node) {
  const like = (text) => sql`${sql.raw(NAIVE_TEXT)} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  switch (node.kind) {
    case "term":
      return like(node.prefix ? node.text.slice(0, -1) : node.text);
    case "phrase":
      return like(node.text);
    case "and":
      return sql`(${sql.join(node.operands.map((o) => naiveCondition(sql, o)), sql` and `)})`;
    case "or":
      return sql`(${sql.join(node.operands.map((o) => naiveCondition(sql, o)), sql` or `)})`;
    case "not":
      return sql`not ${naiveCondition(sql, node.operand)}`;
  }
  throw new Error(`unknown node ${node.kind}`);
}

function buildStatements(mods, companyId, entry) {
  const { sql } = mods.orm;
  const { criteria } = mods.params.readSearchParams(new URLSearchParams(`q=${encodeURIComponent(entry.q)}${entry.params ? `&${entry.params}` : ""}`));
  const parsed = mods.parser.parseSearchQuery(criteria.q);
  if (!parsed.ok) throw new Error(`bench query does not parse: ${entry.q}`);
  const tsquery = mods.compile.toTsquery(parsed.ast);
  const fts = mods.dialect.sqlToQuery(mods.sqlMod.searchPageSql({ companyId, tsquery, ast: parsed.ast, criteria, limit: 10, offset: 0 }));
  // Same tenant and filters, same page and total, but the text is scanned and the order is by date.
  const filters = mods.sqlMod.matchConditions({ companyId, tsquery: null, criteria, limit: 10, offset: 0 });
  const naive = mods.dialect.sqlToQuery(
    sql`select p.user_id, p.designation, p.updated_at, count(*) over () as total from talent_profiles p
        where ${filters} and ${naiveCondition(sql, parsed.ast)} order by p.updated_at desc, p.user_id limit 10`,
  );
  return { fts, naive };
}

/** One timed run = what searchTalent sends: begin, the planner setting, the statement, commit. */
async function run(client, statement, settings) {
  if (!settings) return client.query(statement.sql, statement.params);
  await client.query("begin");
  try {
    await client.query(settings);
    return await client.query(statement.sql, statement.params);
  } finally {
    await client.query("commit");
  }
}

async function time(client, statement, runs, settings) {
  const out = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = await run(client, statement, settings);
    out.push(performance.now() - t);
    rows = r.rows.length ? Number(r.rows[0].total) : 0;
  }
  return { times: out.sort((a, b) => a - b), total: rows };
}

/**
 * Times every query `runs` times (after one warm-up) with the FTS statement and `naiveRuns` times
 * with the ILIKE scan. Returns per-query and overall p50 / p95 and the ratio of the medians.
 */
export async function measureSearchQueries({ databaseUrl, root, slug = "acme", runs = 30, naiveRuns = 3, log = console.log }) {
  const mods = await loadSearchModules(root);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select id from companies where slug = $1", [slug]);
    const companyId = rows[0].id;
    const perQuery = [];
    const allFts = [];
    const allNaive = [];
    for (const entry of SEARCH_QUERIES) {
      const { fts, naive } = buildStatements(mods, companyId, entry);
      const settings = mods.sqlMod.SEARCH_TRANSACTION_SETTINGS;
      await run(client, fts, settings);
      const f = await time(client, fts, runs, settings);
      const n = naiveRuns > 0 ? await time(client, naive, naiveRuns, null) : { times: [Number.NaN], total: f.total };
      if (f.total !== n.total) log(`[search-bench] note: ${entry.q} matched ${f.total} by FTS and ${n.total} by ILIKE (substring vs word matching)`);
      allFts.push(...f.times);
      allNaive.push(...n.times);
      log(`[search-bench] ${entry.q}: p50 ${percentile(f.times, 50).toFixed(1)} ms, p95 ${percentile(f.times, 95).toFixed(1)} ms${naiveRuns > 0 ? `, ILIKE ${percentile(n.times, 50).toFixed(0)} ms` : ""}`);
      perQuery.push({ ...entry, matches: f.total, p50: percentile(f.times, 50), p95: percentile(f.times, 95), naiveP50: percentile(n.times, 50) });
    }
    allFts.sort((a, b) => a - b);
    allNaive.sort((a, b) => a - b);
    const summary = {
      queries: SEARCH_QUERIES.length,
      runs,
      p50: percentile(allFts, 50),
      p95: percentile(allFts, 95),
      naiveP50: percentile(allNaive, 50),
      naiveP95: percentile(allNaive, 95),
    };
    summary.ratio = summary.naiveP50 / summary.p50;
    return { perQuery, summary };
  } finally {
    await client.end();
  }
}

export function printSearchReport({ perQuery, summary }, log = console.log) {
  const pad = (s, n) => String(s).padEnd(n);
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  log(`${pad("kind", 8)} ${pad("query", 44)} ${"matches".padStart(8)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"ILIKE p50".padStart(10)} ${"ratio".padStart(7)}`);
  for (const q of perQuery) {
    const label = q.params ? `${q.q} + ${new Set(q.params.split("&").map((p) => p.split("=")[0])).size} filters` : q.q;
    log(`${pad(q.kind, 8)} ${pad(label.slice(0, 44), 44)} ${String(q.matches).padStart(8)} ${ms(q.p50)} ${ms(q.p95)} ${ms(q.naiveP50)} ${`${(q.naiveP50 / q.p50).toFixed(0)}×`.padStart(7)}`);
  }
  log(
    `all ${summary.queries} queries × ${summary.runs} runs: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms · ILIKE scan p50 ${summary.naiveP50.toFixed(1)} ms, p95 ${summary.naiveP95.toFixed(1)} ms · ${summary.ratio.toFixed(0)}× faster (goals: p95 < 50 ms, ≥ 20×)`,
  );
}
