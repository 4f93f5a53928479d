#!/usr/bin/env node
// `npm run bench:search`: the direct-SQL half of the talent-search bench on its own (the full
// `npm run bench` also measures the results page over HTTP). Needs DATABASE_URL (a real Postgres
// server): creates a fresh `talent_bench_search_<ts>` database, applies the migrations, adds one
// tenant, seeds the profiles (tests/bench/_profiles-volume.mjs), times the 20 queries and the
// naive ILIKE scan (tests/bench/_search-queries.mjs), and drops the database (BENCH_KEEP=1 keeps it).
// Env: BENCH_SEARCH_PROFILES (100000) · BENCH_SEARCH_RUNS (30) · BENCH_SEARCH_NAIVE_RUNS (1) ·
// BENCH_SEARCH_DATABASE (the name of a database kept by BENCH_KEEP=1: measure it again, without
// migrating or seeding, and keep it).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { seedSearchProfiles } from "../tests/bench/_profiles-volume.mjs";
import { measureSearchQueries, printSearchReport } from "../tests/bench/_search-queries.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("bench:search needs DATABASE_URL (a Postgres server); the embedded database is not what production load runs on.");
  process.exit(2);
}
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const reused = process.env.BENCH_SEARCH_DATABASE;
if (reused && !/^talent_bench_search_\d+$/.test(reused)) {
  console.error("BENCH_SEARCH_DATABASE names a database this bench kept (talent_bench_search_<digits>).");
  process.exit(2);
}
const name = reused ?? `talent_bench_search_${Date.now()}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const log = (m) => console.error(m);

async function admin(sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

let code = 0;
if (!reused) await admin(`create database ${name}`);
try {
  if (!reused) await seed();
  const report = await measureSearchQueries({ databaseUrl: url.toString(), root, slug: "bench", runs: number("BENCH_SEARCH_RUNS", 30), naiveRuns: number("BENCH_SEARCH_NAIVE_RUNS", 1), log });
  printSearchReport(report, console.log);
} catch (e) {
  console.error(`[search-bench] FAILED: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  code = 1;
} finally {
  if (process.env.BENCH_KEEP === "1" || reused) log(`[search-bench] kept database ${name}`);
  else await admin(`drop database if exists ${name} with (force)`).catch((e) => log(`[search-bench] could not drop ${name}: ${e.message}`));
}
process.exit(code);

async function seed() {
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: path.join(root, "db", "migrations") });
  await pool.query("insert into companies (slug, name) values ('bench', 'Bench Search')");
  await pool.end();
  const seeded = await seedSearchProfiles(url.toString(), { root, slug: "bench", count: number("BENCH_SEARCH_PROFILES", 100_000), log });
  log(`[search-bench] seeded ${seeded.inserted} profiles in ${seeded.seconds.toFixed(1)} s`);
}
