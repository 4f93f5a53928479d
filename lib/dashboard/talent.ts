import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

export type TalentDashboard = {
  openings: { id: string; title: string; jdNumber: number; dueDate: Date; matched: number }[];
  applications: { id: string; jobId: string; title: string; jdNumber: number; status: string; appliedAt: Date }[];
  invitations: { id: string; jobId: string; title: string; jdNumber: number; round: number; lastDate: Date | null }[];
  upcoming: { id: string; jobId: string; title: string; jdNumber: number; round: number; startsAt: Date; endsAt: Date }[];
};

/**
 * The candidate's dashboard in four bounded queries. Openings are the company's published, open
 * jobs the candidate has not applied to, ranked by how many of the job's must-have skills appear in
 * `skills` (the profile's stacks; empty until the profile is built, then by newest).
 *
 * Invitations are the open ones the talent can act on (D46): the invitation is `invited`, its
 * pipeline entry waits for a booking (invitationSent, interviewRescheduled, invitationRequested),
 * the entry is not blocked and the last date has not passed. Upcoming interviews are the booked
 * (`scheduled`) ones that have not ended yet.
 */
export async function talentDashboard(companyId: string, candidateId: string, skills: string[] = []): Promise<TalentDashboard> {
  const db = getDb();
  const lowered = skills.map((s) => s.toLowerCase());
  const [openings, applications, invitations, upcoming] = await Promise.all([
    db.execute<{ id: string; title: string; jd_number: number; due_date: Date; matched: number }>(sql`
      select j.id, j.title, j.jd_number, j.due_date,
             (select count(*)::int from jsonb_array_elements(j.must_have_skills) s where lower(s->>'stack') in (select jsonb_array_elements_text(${JSON.stringify(lowered)}::jsonb))) as matched
      from jobs j
      where j.company_id = ${companyId} and j.published_at is not null and j.status = 'active' and j.due_date >= now()
        and not exists (select 1 from job_applications a where a.job_id = j.id and a.candidate_id = ${candidateId})
      order by matched desc, j.posted_on desc
      limit 6`),
    db.execute<{ id: string; job_id: string; title: string; jd_number: number; status: string; applied_at: Date }>(sql`
      select a.id, a.job_id, j.title, j.jd_number, a.status, a.applied_at
      from job_applications a join jobs j on j.id = a.job_id
      where a.company_id = ${companyId} and a.candidate_id = ${candidateId}
      order by a.applied_at desc
      limit 10`),
    db.execute<{ id: string; job_id: string; title: string; jd_number: number; round: number; last_date: Date | null }>(sql`
      select v.id, v.job_id, j.title, j.jd_number, v.round, v.last_date
      from interview_invitations v
        join interview_candidates e on e.id = v.pipeline_id and e.company_id = v.company_id
        join jobs j on j.id = v.job_id
      where v.company_id = ${companyId} and v.candidate_id = ${candidateId} and v.status = 'invited'
        and e.status in ('invitationSent', 'interviewRescheduled', 'invitationRequested') and not e.blocked
        and (v.last_date is null or v.last_date >= now())
      order by v.last_date nulls last, v.created_at desc
      limit 10`),
    db.execute<{ id: string; job_id: string; title: string; jd_number: number; round: number; starts_at: Date; ends_at: Date }>(sql`
      select i.id, i.job_id, j.title, j.jd_number, i.round, i.starts_at, i.ends_at
      from interviews i join jobs j on j.id = i.job_id
      where i.company_id = ${companyId} and i.candidate_id = ${candidateId} and i.status = 'scheduled' and i.ends_at >= now()
      order by i.starts_at
      limit 10`),
  ]);
  return {
    openings: openings.rows.map((r) => ({ id: r.id, title: r.title, jdNumber: r.jd_number, dueDate: new Date(r.due_date), matched: r.matched })),
    applications: applications.rows.map((r) => ({ id: r.id, jobId: r.job_id, title: r.title, jdNumber: r.jd_number, status: r.status, appliedAt: new Date(r.applied_at) })),
    invitations: invitations.rows.map((r) => ({ id: r.id, jobId: r.job_id, title: r.title, jdNumber: r.jd_number, round: r.round, lastDate: r.last_date ? new Date(r.last_date) : null })),
    upcoming: upcoming.rows.map((r) => ({ id: r.id, jobId: r.job_id, title: r.title, jdNumber: r.jd_number, round: r.round, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) })),
  };
}
