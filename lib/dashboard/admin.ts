import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { periodStart, type DashboardPeriod } from "./rules";

export type AdminDashboard = {
  talentPool: { total: number; internal: number; external: number };
  jobPool: { total: number; completed: number; inProgress: number };
  recruitment: { assigned: number; screened: number; fulfilled: number };
  /** list: pipeline entries added in the period (the recruitment overview's "interview list"); upcoming: booked interviews still to come. */
  interviews: { list: number; upcoming: number };
  upcomingInterviews: { id: string; entryId: string | null; startsAt: Date; endsAt: Date; candidateName: string; jobTitle: string; jdNumber: number }[];
};

/**
 * Every figure is an aggregate computed by PostgreSQL over the period (rows created since its
 * start), so the page costs three small queries whatever the tenant's size. "Assigned" counts
 * jobs with an assignee; "screened" counts applications that moved past APPLIED; "fulfilled"
 * counts jobs whose status is fulfilled. When `mine` is set (recruiters), jobs are those the user
 * is assigned to or collaborates on.
 *
 * Interviews (D46): "interview list" counts the pipeline entries added in the period; the interview
 * count and the agenda are the booked interviews still to come, for a recruiter or collaborator
 * those on their jobs plus those they interview in (the calendar's rule, lib/interviews/calendar.ts).
 */
export async function adminDashboard(companyId: string, period: DashboardPeriod, mine: string | null, now = new Date()): Promise<AdminDashboard> {
  const db = getDb();
  const since = periodStart(period, now).toISOString();
  const jobScope = mine
    ? sql`and (j.assignee_id = ${mine} or exists (select 1 from job_collaborators c where c.job_id = j.id and c.user_id = ${mine}))`
    : sql``;

  const interviewScope = mine
    ? sql`and (j.assignee_id = ${mine} or exists (select 1 from job_collaborators c where c.job_id = j.id and c.user_id = ${mine})
           or exists (select 1 from interview_participants p where p.interview_id = i.id and p.user_id = ${mine}))`
    : sql``;

  const [talent, jobs, screened, upcoming, entries, upcomingCount] = await Promise.all([
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
    db.execute<{ id: string; pipeline_id: string | null; starts_at: Date; ends_at: Date; candidate_name: string; job_title: string; jd_number: number }>(sql`
      select i.id, i.pipeline_id, i.starts_at, i.ends_at, u.full_name as candidate_name, j.title as job_title, j.jd_number
      from interviews i join jobs j on j.id = i.job_id join users u on u.id = i.candidate_id
      where i.company_id = ${companyId} and i.status = 'scheduled' and i.starts_at >= now() and j.status <> 'deleted' ${interviewScope}
      order by i.starts_at, i.id
      limit 5`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from interview_candidates e join jobs j on j.id = e.job_id
      where e.company_id = ${companyId} and j.status <> 'deleted' and e.created_at >= ${since} ${jobScope}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from interviews i join jobs j on j.id = i.job_id
      where i.company_id = ${companyId} and i.status = 'scheduled' and i.starts_at >= now() and j.status <> 'deleted' ${interviewScope}`),
  ]);
  const t = talent.rows[0];
  const j = jobs.rows[0];
  return {
    talentPool: { total: t.total, internal: t.internal, external: t.external },
    jobPool: { total: j.total, completed: j.completed, inProgress: j.in_progress },
    recruitment: { assigned: j.assigned, screened: screened.rows[0].screened, fulfilled: j.completed },
    interviews: { list: entries.rows[0].n, upcoming: upcomingCount.rows[0].n },
    upcomingInterviews: upcoming.rows.map((r) => ({
      id: r.id,
      entryId: r.pipeline_id,
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      candidateName: r.candidate_name,
      jobTitle: r.job_title,
      jdNumber: r.jd_number,
    })),
  };
}
