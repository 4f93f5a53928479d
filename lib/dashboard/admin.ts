import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { periodStart, type DashboardPeriod } from "./rules";

export type AdminDashboard = {
  talentPool: { total: number; internal: number; external: number };
  jobPool: { total: number; completed: number; inProgress: number };
  recruitment: { assigned: number; screened: number; fulfilled: number };
  upcomingInterviews: { id: string; startsAt: Date; candidateName: string; jobTitle: string; jdNumber: number }[];
};

/**
 * Every figure is an aggregate computed by PostgreSQL over the period (rows created since its
 * start), so the page costs three small queries whatever the tenant's size. "Assigned" counts
 * jobs with an assignee; "screened" counts applications that moved past APPLIED; "fulfilled"
 * counts jobs whose status is fulfilled. When `mine` is set (recruiters), jobs are those the user
 * is assigned to or collaborates on.
 */
export async function adminDashboard(companyId: string, period: DashboardPeriod, mine: string | null, now = new Date()): Promise<AdminDashboard> {
  const db = getDb();
  const since = periodStart(period, now).toISOString();
  const jobScope = mine
    ? sql`and (j.assignee_id = ${mine} or exists (select 1 from job_collaborators c where c.job_id = j.id and c.user_id = ${mine}))`
    : sql``;

  const [talent, jobs, screened, upcoming] = await Promise.all([
    db.execute<{ total: number; internal: number; external: number }>(sql`
      select count(*)::int as total,
             count(*) filter (where login_type not in ('external', 'job', 'public'))::int as internal,
             count(*) filter (where login_type in ('external', 'job', 'public'))::int as external
      from users
      where company_id = ${companyId} and role = 'talent' and state <> 'archived' and created_at >= ${since}`),
    db.execute<{ total: number; completed: number; in_progress: number; assigned: number }>(sql`
      select count(*)::int as total,
             count(*) filter (where j.status = 'fulfilled')::int as completed,
             count(*) filter (where j.status = 'active' and j.due_date >= now())::int as in_progress,
             count(*) filter (where j.assignee_id is not null and j.status not in ('deleted', 'archived'))::int as assigned
      from jobs j
      where j.company_id = ${companyId} and j.status <> 'deleted' and j.created_at >= ${since} ${jobScope}`),
    db.execute<{ screened: number }>(sql`
      select count(*)::int as screened
      from job_applications a ${mine ? sql`join jobs j on j.id = a.job_id` : sql``}
      where a.company_id = ${companyId} and a.status <> 'APPLIED' and a.updated_at >= ${since} ${jobScope}`),
    db.execute<{ id: string; starts_at: Date; candidate_name: string; job_title: string; jd_number: number }>(sql`
      select i.id, i.starts_at, u.full_name as candidate_name, j.title as job_title, j.jd_number
      from interviews i join jobs j on j.id = i.job_id join users u on u.id = i.candidate_id
      where i.company_id = ${companyId} and i.status = 'scheduled' and i.starts_at >= now() ${jobScope}
      order by i.starts_at
      limit 5`),
  ]);
  const t = talent.rows[0];
  const j = jobs.rows[0];
  return {
    talentPool: { total: t.total, internal: t.internal, external: t.external },
    jobPool: { total: j.total, completed: j.completed, inProgress: j.in_progress },
    recruitment: { assigned: j.assigned, screened: screened.rows[0].screened, fulfilled: j.completed },
    upcomingInterviews: upcoming.rows.map((r) => ({ id: r.id, startsAt: new Date(r.starts_at), candidateName: r.candidate_name, jobTitle: r.job_title, jdNumber: r.jd_number })),
  };
}
