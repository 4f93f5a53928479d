// 100,000 talent profiles for the search bench. The content comes from the app's own realistic
// generator (lib/talent/generate.ts, the one behind the mock-talent screen and the demo seed,
// loaded with tsx); the rows are written here in bulk — one statement per 2,000 talents
// (users, profiles and stacks from one JSON parameter), on several connections at once, because
// the generator's own writer (lib/talent/mock.ts insertTalents, built for a screen's few hundred)
// takes minutes for 100,000. The search documents come from the table's trigger like any write.
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import pg from "pg";

const BATCH = 2000;

const INSERT = `
with data as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    n int, email text, full_name text, first_name text, middle_name text, last_name text, login_type login_type,
    alt_email text, phone jsonb, current_location jsonb, preferred_locations jsonb, availability text, workplace_type text,
    job_type text, contract_type text, linkedin_url text, summary text, designation text, speciality text, domains text[],
    expertise jsonb, education jsonb, certifications jsonb, work_experience jsonb, immigration jsonb,
    total_experience_months int, name_visible boolean, talent_type text, stacks jsonb,
    created_at timestamptz, updated_at timestamptz, completed_at timestamptz)
),
u as (
  insert into users (company_id, email, full_name, first_name, middle_name, last_name, role, login_type, candidate_unique_id, created_at, updated_at)
  select $2, email, full_name, first_name, middle_name, last_name, 'talent', login_type, $3 || n, created_at, updated_at from data
  returning id, email
),
p as (
  insert into talent_profiles (user_id, company_id, alt_email, phone, current_location, preferred_locations, availability, workplace_type,
    job_type, contract_type, linkedin_url, summary, designation, speciality, domains, expertise, education, certifications,
    work_experience, immigration, total_experience_months, furthest_step, completed_at, name_visible, talent_type, created_at, updated_at)
  select u.id, $2, d.alt_email, d.phone, d.current_location, d.preferred_locations, d.availability, d.workplace_type,
    d.job_type, d.contract_type, d.linkedin_url, d.summary, d.designation, d.speciality, d.domains, d.expertise, d.education, d.certifications,
    d.work_experience, d.immigration, d.total_experience_months, 'immigration', d.completed_at, d.name_visible, d.talent_type, d.created_at, d.updated_at
  from data d join u on u.email = d.email
  returning user_id
)
insert into talent_stacks (user_id, company_id, category, stack, years)
select u.id, $2, s->>'category', s->>'stack', (s->>'years')::numeric
from data d join u on u.email = d.email cross join jsonb_array_elements(d.stacks) s
on conflict do nothing`;

function row(generatedProfileColumns, t, n, slug) {
  return {
    n,
    email: `bench.search.${n}@${slug}.bench.test`,
    full_name: t.fullName,
    first_name: t.firstName,
    middle_name: t.middleName,
    last_name: t.lastName,
    login_type: t.loginType,
    ...generatedProfileColumns(t),
    stacks: t.stacks,
  };
}

/**
 * Seeds `count` generated talents with profiles into tenant `slug` (the ones already seeded by an
 * earlier run count), then analyzes the tables. Returns what it did and how long it took.
 */
export async function seedSearchProfiles(databaseUrl, { root, slug = "acme", count = 100_000, seed = 2026, connections = Math.max(2, Math.min(4, os.cpus().length)), log = () => {} } = {}) {
  const load = (rel) => tsImport(pathToFileURL(path.join(root, rel)).href, import.meta.url);
  const [{ generateTalent }, { createRng }, { generatedProfileColumns }] = await Promise.all([load("lib/talent/generate.ts"), load("lib/talent/prng.ts"), load("lib/talent/rows.ts")]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const started = Date.now();
  try {
    const { rows } = await pool.query("select id from companies where slug = $1", [slug]);
    if (!rows[0]) throw new Error(`bench: no tenant ${slug}`);
    const companyId = rows[0].id;
    const prefix = `BENCH-S-`;
    const existing = Number((await pool.query("select count(*) from users where company_id = $1 and candidate_unique_id like $2", [companyId, `${prefix}%`])).rows[0].count);
    if (existing >= count) return { inserted: 0, existing, seconds: 0 };

    const rng = createRng(seed);
    const now = new Date();
    // Talents already written by an earlier run keep their numbers; the generator replays them.
    for (let i = 0; i < existing; i++) generateTalent(rng, now);
    const inFlight = new Set();
    let done = existing;
    for (let start = existing; start < count; start += BATCH) {
      const batch = [];
      for (let n = start; n < Math.min(count, start + BATCH); n++) batch.push(row(generatedProfileColumns, generateTalent(rng, now), n + 1, slug));
      const job = pool.query(INSERT, [JSON.stringify(batch), companyId, prefix]).then(() => {
        done += batch.length;
        if (done % 20_000 < BATCH) log(`[search-bench] ${done} / ${count} profiles`);
      });
      inFlight.add(job);
      job.finally(() => inFlight.delete(job)).catch(() => {});
      if (inFlight.size >= connections) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    // Vacuum as autovacuum would after a bulk load: index-only scans need the visibility map, and
    // the planner needs the statistics. talent_search (the side table the trigger fills) is the
    // one every search reads: without its statistics the planner guesses the tenant's share of
    // the table and ANDs in the tenant index for nothing.
    for (const table of ["users", "talent_profiles", "talent_stacks", "talent_search"]) await pool.query(`vacuum analyze ${table}`);
    return { inserted: count - existing, existing, seconds: (Date.now() - started) / 1000 };
  } finally {
    await pool.end();
  }
}
