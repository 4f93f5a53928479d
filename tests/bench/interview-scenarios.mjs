// Interview pages at 10 connections (issue 13, "Speed": the calendar and interview-list pages
// within 3× the bare route, column "p50 vs base"). The demo seed holds the interviews: the
// recruiter admin sees every job's, the talent their own. Each page is measured server-rendered
// (the HTML a browser gets first) and, for the calendars, the range API FullCalendar calls for a
// week once the page is up. Skipped on the embedded database (one connection, not production).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   BENCH_SCENARIOS=admin-interview-list,admin-calendar-page,admin-calendar-week,talent-calendar-page,talent-calendar-week,job-interview-list npm run bench
import pg from "pg";
import { sessionCookie } from "./_session.mjs";

export async function setup(ctx) {
  if (ctx.database !== "postgres") return { skipped: true };
  const admin = await sessionCookie(ctx, { slug: "demo", email: "recruiteradmin@demo.test", portal: "admin" });
  const talent = await sessionCookie(ctx, { slug: "demo", email: "talent@demo.test", portal: "talent" });
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    // The demo job with the most interview entries: its list is the heaviest the seed has.
    const { rows } = await client.query(
      `select ic.job_id from interview_candidates ic join companies c on c.id = ic.company_id
       where c.slug = 'demo' group by ic.job_id order by count(*) desc limit 1`,
    );
    if (!rows[0]) throw new Error("bench: the demo seed has no interview entries");
    return { admin, talent, jobId: rows[0].job_id };
  } finally {
    await client.end();
  }
}

/** This week, Sunday 00:00 UTC to the next Sunday: the range the week view asks for. */
function weekRange() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
  const to = new Date(from.getTime() + 7 * 24 * 3600 * 1000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

export function scenarios(ctx) {
  if (!ctx.state || ctx.state.skipped) return [];
  const { admin, talent, jobId } = ctx.state;
  const html = (cookie) => ({ accept: "text/html", cookie, "x-tenant": "demo" });
  const json = (cookie) => ({ accept: "application/json", cookie, "x-tenant": "demo" });
  return [
    { name: "admin-interview-list", path: "/admin/interviews", headers: html(admin) },
    { name: "job-interview-list", path: `/admin/jobs/${jobId}/interviews`, headers: html(admin) },
    { name: "admin-calendar-page", path: "/admin/calendar", headers: html(admin) },
    { name: "admin-calendar-week", path: `/api/admin/calendar/interviews?${weekRange()}`, headers: json(admin) },
    { name: "talent-calendar-page", path: "/calendar", headers: html(talent) },
    { name: "talent-calendar-week", path: `/api/calendar/interviews?${weekRange()}`, headers: json(talent) },
  ];
}
