// Bulk data for the bench: set-based SQL (generate_series), so 100,000 candidates and 10,000 jobs
// land in seconds. Everything goes into one tenant, the worst case for per-tenant queries.
import pg from "pg";

export async function seedVolume(databaseUrl, { slug = "demo", candidates = 100_000, jobs = 10_000 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query(`select id from companies where slug = $1`, [slug]);
    const companyId = rows[0].id;
    await client.query("begin");
    // Twenty recruiters share the jobs, as in a real team (one recruiter owning 10,000 jobs is not a case).
    await client.query(
      `insert into users (company_id, email, full_name, role, invitation_accepted_at)
       select $1, 'bench.recruiter.' || g || '@bench.test', 'Recruiter ' || g, 'recruiter', now() from generate_series(1, 20) g`,
      [companyId],
    );
    await client.query(
      `insert into users (company_id, email, full_name, role, login_type, created_at)
       select $1, 'bench.candidate.' || g || '@bench.test', 'Candidate ' || g, 'talent',
              (case when g % 3 = 0 then 'external' else 'password' end)::login_type,
              now() - (g % 240) * interval '1 day'
       from generate_series(1, $2::int) g`,
      [companyId, candidates],
    );
    await client.query(
      `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id, published_at, created_at, must_have_skills)
       select $1, 500000 + g,
              (array['Senior React Engineer','Data Engineer','Product Designer','QA Analyst','DevOps Engineer','Java Developer'])[1 + g % 6] || ' ' || g,
              (select id from departments where company_id = $1 order by name limit 1 offset (g % 3)),
              now() + ((g % 90) - 20) * interval '1 day',
              (array['active','active','active','fulfilled','suspended','expired'])[1 + g % 6]::job_status,
              case when g % 4 = 0 then null else (select id from users where company_id = $1 and email = 'bench.recruiter.' || (1 + g % 20) || '@bench.test') end,
              case when g % 5 = 0 then now() - (g % 30) * interval '1 day' end,
              now() - (g % 200) * interval '1 day',
              jsonb_build_array(jsonb_build_object('stack', (array['React','Java','Python','AWS'])[1 + g % 4], 'years', 1 + g % 8))
       from generate_series(1, $2::int) g`,
      [companyId, jobs],
    );
    await client.query(
      `insert into job_applications (company_id, job_id, candidate_id, status, applied_at, updated_at)
       select $1, j.id, u.id, (array['APPLIED','MATCHING','INTERVIEW_LIST'])[1 + (j.jd_number % 3)]::application_status, now() - (j.jd_number % 60) * interval '1 day', now() - (j.jd_number % 60) * interval '1 day'
       from (select id, jd_number, row_number() over (order by jd_number) rn from jobs where company_id = $1) j
       join (select id, row_number() over (order by id) rn from users where company_id = $1 and role = 'talent' limit 50000) u on u.rn % 10000 = j.rn % 10000
       on conflict do nothing`,
      [companyId],
    );
    await client.query("commit");
    // A bulk load leaves the visibility map empty, which rules out index-only scans until
    // autovacuum passes; vacuum now so the bench measures the steady state, not the load.
    for (const table of ["users", "jobs", "job_applications"]) await client.query(`vacuum analyze ${table}`);
    return { candidates, jobs, seconds: (Date.now() - started) / 1000 };
  } catch (e) {
    await client.query("rollback").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
