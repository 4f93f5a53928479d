import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { associatedJobsSql, type StaffViewer } from "./access";
import { CALENDAR_MAX_EVENTS, CALENDAR_STATUSES, type CalendarEvent, type CalendarRange } from "./calendar-range";

/**
 * The calendars' reads (issue 13 "Calendars"): the interviews overlapping a half-open range
 * [from, to), tenant first, bounded by CALENDAR_MAX_EVENTS. The range itself is validated by
 * calendarRangeSchema (at most six weeks) before either query runs.
 */

type Row = {
  id: string;
  pipeline_id: string | null;
  job_id: string;
  job_title: string;
  jd_number: number;
  candidate_name: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  status: CalendarEvent["status"];
  own: boolean;
};

const statuses = sql.join(
  CALENDAR_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

function toEvent(r: Row): CalendarEvent {
  return {
    id: r.id,
    entryId: r.pipeline_id,
    jobId: r.job_id,
    jobTitle: r.job_title,
    jdNumber: r.jd_number,
    candidateName: r.candidate_name,
    start: new Date(r.starts_at).toISOString(),
    end: new Date(r.ends_at).toISOString(),
    status: r.status,
    own: r.own,
  };
}

/** A talent's own interviews (never another talent's, never another tenant's). */
export async function talentCalendar(companyId: string, candidateId: string, range: CalendarRange): Promise<CalendarEvent[]> {
  const rows = await getDb().execute<Row>(sql`
    select i.id, i.pipeline_id, i.job_id, j.title as job_title, j.jd_number, null as candidate_name,
           i.starts_at, i.ends_at, i.status, true as own
    from interviews i join jobs j on j.id = i.job_id and j.company_id = i.company_id
    where i.company_id = ${companyId} and i.candidate_id = ${candidateId} and j.status <> 'deleted'
      and i.status in (${statuses})
      and i.starts_at < ${range.to.toISOString()} and i.ends_at > ${range.from.toISOString()}
    order by i.starts_at, i.id
    limit ${CALENDAR_MAX_EVENTS}`);
  return rows.rows.map(toEvent);
}

/**
 * A staff member's calendar: interviews they take part in, plus their colleagues' interviews on
 * the jobs they share (assignee or collaborator; every job for a company-wide role, the same rule
 * as the interview screens, lib/interviews/access.ts). `own` tells the two apart. Deleted jobs
 * show nothing.
 */
export async function staffCalendar(viewer: StaffViewer, range: CalendarRange): Promise<CalendarEvent[]> {
  const rows = await getDb().execute<Row>(sql`
    select i.id, i.pipeline_id, i.job_id, j.title as job_title, j.jd_number, u.full_name as candidate_name,
           i.starts_at, i.ends_at, i.status,
           exists (select 1 from interview_participants p where p.interview_id = i.id and p.user_id = ${viewer.userId}) as own
    from interviews i
      join jobs j on j.id = i.job_id and j.company_id = i.company_id
      join users u on u.id = i.candidate_id
    where i.company_id = ${viewer.companyId} and j.status <> 'deleted'
      and i.status in (${statuses})
      and i.starts_at < ${range.to.toISOString()} and i.ends_at > ${range.from.toISOString()}
      and (exists (select 1 from interview_participants p where p.interview_id = i.id and p.user_id = ${viewer.userId})
           or ${associatedJobsSql(viewer, "j")})
    order by i.starts_at, i.id
    limit ${CALENDAR_MAX_EVENTS}`);
  return rows.rows.map(toEvent);
}
