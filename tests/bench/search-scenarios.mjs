// Talent search at volume (issue: talent search, "Speed"): 100,000 generated profiles in one
// tenant (acme, so the demo tenant's dashboards keep their own volume), then in one run
//   1. the 20 realistic boolean queries timed straight against Postgres (p50 / p95) and the same
//      queries as a naive ILIKE scan, with the ratio — printed and written to
//      .data/bench/search-queries.json (goals: p95 < 50 ms, ≥ 20× faster than the scan);
//   2. the server-rendered results page at BENCH_CONNECTIONS (10) connections, as HTTP scenarios
//      (goal: p95 < 200 ms).
// Skipped on the embedded database, which multiplexes one connection and is not what production
// load runs on. Env: BENCH_SEARCH_PROFILES (100000) · BENCH_SEARCH_RUNS (30) · BENCH_SEARCH_NAIVE_RUNS (1).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sessionCookie } from "./_session.mjs";
import { seedSearchProfiles } from "./_profiles-volume.mjs";
import { measureSearchQueries, printSearchReport } from "./_search-queries.mjs";

const SLUG = "acme";
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

export async function setup(ctx) {
  if (ctx.database !== "postgres") return { skipped: true };
  const log = (m) => console.error(m);
  const count = number("BENCH_SEARCH_PROFILES", 100_000);
  const seeded = await seedSearchProfiles(ctx.databaseUrl, { root: ctx.root, slug: SLUG, count, log });
  log(`[search-bench] seeded ${seeded.inserted} profiles in ${seeded.seconds.toFixed(1)} s (${SLUG})`);
  const report = await measureSearchQueries({ databaseUrl: ctx.databaseUrl, root: ctx.root, slug: SLUG, runs: number("BENCH_SEARCH_RUNS", 30), naiveRuns: number("BENCH_SEARCH_NAIVE_RUNS", 1), log });
  printSearchReport(report, log);
  const out = path.join(ctx.root, ".data", "bench", "search-queries.json");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), profiles: count, ...report }, null, 2)}\n`);
  const recruiter = await sessionCookie(ctx, { slug: SLUG, email: `recruiter@${SLUG}.test`, portal: "admin" });
  return { recruiter };
}

export function scenarios(ctx) {
  if (!ctx.state || ctx.state.skipped) return [];
  const html = { accept: "text/html", cookie: ctx.state.recruiter, "x-tenant": SLUG };
  const page = (qs) => `/admin/talent/search?${qs}`;
  return [
    { name: "search-page-term", path: page("q=react"), headers: html },
    { name: "search-page-boolean", path: page("q=%28react+OR+vue%29+AND+NOT+php"), headers: html },
    { name: "search-page-boolean-alone", path: page("q=%28react+OR+vue%29+AND+NOT+php"), headers: html, connections: 1 },
    { name: "search-page-filters", path: page("q=java+AND+spring&availability=IMMEDIATELY&availability=WITHIN_15_DAYS&workplace=REMOTE&updated=6"), headers: html },
  ];
}
