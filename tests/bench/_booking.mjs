// The data and the measurement of `npm run bench:booking` (scripts/bench-booking.mjs): N talents of
// the demo company, each with an open invitation offering the SAME time with the same two
// interviewers, all booking that time at once over HTTP. The database's exclusion constraint must
// let exactly one through; every other answer must be 10598.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sessionCookie } from "./_session.mjs";

/** Inserts the talents, their pipeline entries, invitations, interviewers and the one slot each. */
export async function seedContenders(databaseUrl, { count, slug = "demo" }) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows: co } = await c.query("select id from companies where slug = $1", [slug]);
    const companyId = co[0].id;
    const { rows: staff } = await c.query(
      "select id, email from users where company_id = $1 and lower(email) in ('recruiter@demo.test', 'collaborator@demo.test')",
      [companyId],
    );
    const recruiter = staff.find((s) => s.email === "recruiter@demo.test");
    const { rows: jobRows } = await c.query("select id from jobs where company_id = $1 and status = 'active' and due_date > now() + interval '10 days' order by jd_number limit 1", [companyId]);
    const jobId = jobRows[0].id;
    // Three days ahead, on the hour: one time every invitation offers.
    const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    const tag = randomBytes(3).toString("hex");
    const contenders = [];
    await c.query("begin");
    for (let i = 0; i < count; i++) {
      const email = `bench-booker-${tag}-${i}@demo.test`;
      const { rows: u } = await c.query(
        "insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at) values ($1, $2, $3, 'talent', $4, now()) returning id",
        [companyId, email, `Bench Booker ${i}`, `BENCH-${tag}-${i}`],
      );
      const { rows: e } = await c.query("insert into interview_candidates (company_id, job_id, candidate_id, status) values ($1, $2, $3, 'invitationSent') returning id", [companyId, jobId, u[0].id]);
      const { rows: inv } = await c.query(
        "insert into interview_invitations (company_id, job_id, candidate_id, pipeline_id, duration_minutes, last_date, created_by_id) values ($1, $2, $3, $4, 60, now() + interval '9 days', $5) returning id",
        [companyId, jobId, u[0].id, e[0].id, recruiter.id],
      );
      for (const s of staff) await c.query("insert into invitation_interviewers (invitation_id, user_id) values ($1, $2)", [inv[0].id, s.id]);
      const { rows: slot } = await c.query("insert into invitation_slots (company_id, invitation_id, starts_at, ends_at) values ($1, $2, $3, $4) returning id", [companyId, inv[0].id, start, end]);
      contenders.push({ email, slotId: slot[0].id });
    }
    await c.query("commit");
    return { jobId, start, contenders };
  } catch (e) {
    await c.query("rollback").catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Fires every booking at once; returns the outcome counts and the latency percentiles (ms). */
export async function raceBookings({ baseUrl, databaseUrl, authSecret, jobId, contenders }) {
  const cookies = [];
  for (const k of contenders) cookies.push(await sessionCookie({ databaseUrl, authSecret }, { slug: "demo", email: k.email, portal: "talent" }));
  const origin = new URL(baseUrl).origin;
  const started = Date.now();
  const results = await Promise.all(
    contenders.map(async (k, i) => {
      const t0 = performance.now();
      const r = await fetch(`${baseUrl}/api/interviews/book`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies[i], origin, "x-tenant": "demo" },
        body: JSON.stringify({ jobId, slotId: k.slotId }),
      });
      const body = await r.json().catch(() => ({}));
      return { ms: performance.now() - t0, status: r.status, code: body?.code ?? null };
    }),
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = {};
  for (const r of results) {
    const key = r.status === 200 ? "ok" : String(r.code ?? r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts, p50: pct(ms, 50), p95: pct(ms, 95), max: ms.at(-1), wallMs: Date.now() - started };
}

/** What the database holds afterwards: live interviews and active busy rows at that time. */
export async function verifyDatabase(databaseUrl, { start, jobId }) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows: iv } = await c.query("select count(*)::int as n from interviews where job_id = $1 and starts_at = $2 and status = 'scheduled'", [jobId, start]);
    const { rows: busy } = await c.query(
      "select count(*)::int as n from interviewer_busy b join users u on u.id = b.user_id where b.active and b.starts_at = $1 and lower(u.email) in ('recruiter@demo.test', 'collaborator@demo.test')",
      [start],
    );
    return { interviews: iv[0].n, interviewerBusyRows: busy[0].n };
  } finally {
    await c.end();
  }
}
