/**
 * Bulk talents for a tenant with the same generator as the seed and the mock-talent screen:
 *   DATABASE_URL=… npx tsx scripts/seed-talents.ts --tenant demo --count 100000 [--seed 42] [--mock] [--workers 2]
 * Prints the time taken. The database must be migrated and the tenant seeded. `--mock` marks
 * them as mock (removable from the admin screen); without it they are ordinary talents.
 *
 * Work is cut into slices of 5,000 talents, each generated and written in its own transaction
 * (batches of 1,000 rows per insert) by one of `--workers` connections: the database's work per
 * row (JSON, the search-document trigger, indexes) is CPU-bound, so a second connection uses the
 * second core. Candidate numbers are reserved once up front, so the workers never contend.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@/db/schema";
import type { Db } from "@/db/client";
import { generateTalents, insertTalents, reserveCandidateNumbers } from "@/lib/talent/mock";

const { values } = parseArgs({
  options: {
    tenant: { type: "string", default: "demo" },
    count: { type: "string", default: "1000" },
    seed: { type: "string", default: "42" },
    workers: { type: "string", default: "2" },
    mock: { type: "boolean", default: false },
  },
});

const count = Number(values.count);
const seed = Number(values.seed);
const workers = Number(values.workers);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error("--count must be a whole number from 1 to 1,000,000");
if (!Number.isInteger(seed)) throw new Error("--seed must be a whole number");
if (!Number.isInteger(workers) || workers < 1 || workers > 8) throw new Error("--workers must be from 1 to 8");
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");

const SLICE = 5_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: workers });
try {
  const db = drizzle(pool, { schema }) as unknown as Db;
  const [company] = await db.select({ id: schema.companies.id }).from(schema.companies).where(eq(schema.companies.slug, values.tenant!)).limit(1);
  if (!company) throw new Error(`no tenant "${values.tenant}"`);
  const first = await reserveCandidateNumbers(db, company.id);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const offset = next;
      next += SLICE;
      const rows = generateTalents(Math.min(SLICE, count - offset), seed + offset);
      await insertTalents(db, company.id, rows, { mock: values.mock!, firstNumber: first + offset });
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.query("analyze users; analyze talent_profiles; analyze talent_stacks");
  console.log(JSON.stringify({ tenant: values.tenant, count, seed, workers, mock: values.mock, seconds: +seconds.toFixed(1), perSecond: Math.round(count / seconds) }));
} finally {
  await pool.end();
}
