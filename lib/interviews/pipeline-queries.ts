import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { formatJdId } from "@/lib/jobs/rules";
import { isUuid } from "@/lib/text/uuid";
import { associatedJobsSql, type StaffViewer } from "./access";
import { BOARD_COLUMN_LIMIT, INTERVIEW_PAGE_SIZE } from "./limits";
import { BOARD_COLUMNS, FILTER_STATUSES, FILTER_STATUS_MATCH, STATUS_RANK, boardTargets, displayLabel, type AdminLabel, type FilterStatus, type PipelineStatus } from "./rules";

/**
 * Read side of the interview pipeline (decision D43). Every query takes the company first and
 * shows only entries of jobs the viewer is associated with (associatedJobsSql), so a list never
 * holds a row its detail would refuse. Lists paginate in the database.
 */

/** The spec's ranks as SQL, so the database sorts (unranked statuses after rank 11). */
const RANK_SQL: SQL = sql.raw(`(case e.status ${Object.entries(STATUS_RANK)
  .map(([s, r]) => `when '${s}' then ${Number(r)}`)
  .join(" ")} else 12 end)`);

/** An open invitation of the current round whose last date passed without a booking (NOT INVITED). */
const EXPIRED_SQL = sql`exists (select 1 from interview_invitations v where v.pipeline_id = e.id and v.round = e.round and v.status = 'invited' and v.last_date < now())`;

/** The talent's shown name: hidden names show the candidate id (the search screens' rule). */
const TALENT_NAME_SQL = sql`case when coalesce(tp.name_visible, true) then t.full_name else coalesce(t.candidate_unique_id, t.full_name) end`;

export type InterviewListQuery = { status?: FilterStatus; from?: string; to?: string; jobId?: string; interviewerId?: string; page: number };

export type InterviewListRow = {
  entryId: string;
  jobId: string;
  jdId: string;
  jobTitle: string;
  candidateId: string;
  talentName: string;
  status: PipelineStatus;
  label: AdminLabel;
  round: number;
  startsAt: string | null;
  interviewers: string[];
  updatedAt: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDate(v: unknown): v is string {
  return typeof v === "string" && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
}

/** Reads the list's filters from the address; anything malformed is dropped, never passed to SQL. */
export function parseInterviewListQuery(q: Record<string, string | string[] | undefined>): InterviewListQuery {
  const one = (k: string) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const status = one("status");
  const page = Number.parseInt(one("page") ?? "1", 10);
  return {
    status: (FILTER_STATUSES as readonly string[]).includes(status ?? "") ? (status as FilterStatus) : undefined,
    from: isIsoDate(one("from")) ? one("from") : undefined,
    to: isIsoDate(one("to")) ? one("to") : undefined,
    jobId: isUuid(one("jobId") ?? "") ? one("jobId") : undefined,
    interviewerId: isUuid(one("interviewerId") ?? "") ? one("interviewerId") : undefined,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The admin interview list: every job's entries the viewer may see, filtered, ranked, one page. */
export async function interviewList(viewer: StaffViewer, q: InterviewListQuery, timeZone: string): Promise<{ total: number; page: number; size: number; rows: InterviewListRow[] }> {
  const where: SQL[] = [sql`e.company_id = ${viewer.companyId}`, sql`j.status <> 'deleted'`, associatedJobsSql(viewer, "j")];
  if (q.status) where.push(sql`e.status = ${FILTER_STATUS_MATCH[q.status]}`);
  if (q.jobId) where.push(sql`e.job_id = ${q.jobId}`);
  if (q.from) where.push(sql`i.starts_at >= (${q.from}::date)::timestamp at time zone ${timeZone}`);
  if (q.to) where.push(sql`i.starts_at < ((${q.to}::date + 1)::timestamp at time zone ${timeZone})`);
  if (q.interviewerId)
    where.push(sql`(exists (select 1 from interview_participants p where p.interview_id = i.id and p.user_id = ${q.interviewerId})
      or exists (select 1 from interview_invitations v join invitation_interviewers vi on vi.invitation_id = v.id
                 where v.pipeline_id = e.id and v.round = e.round and vi.user_id = ${q.interviewerId}))`);
  const filter = sql.join(where, sql` and `);
  const from = sql`
    from interview_candidates e
    join jobs j on j.id = e.job_id and j.company_id = e.company_id
    join users t on t.id = e.candidate_id
    left join talent_profiles tp on tp.user_id = t.id
    left join lateral (
      select x.id, x.starts_at from interviews x
      where x.pipeline_id = e.id and x.round = e.round and x.status <> 'canceled'
      order by x.starts_at desc limit 1
    ) i on true`;
  const offset = (q.page - 1) * INTERVIEW_PAGE_SIZE;
  const db = getDb();
  const [count, page] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total ${from} where ${filter}`),
    db.execute<{
      id: string;
      job_id: string;
      jd_number: number;
      title: string;
      candidate_id: string;
      talent_name: string;
      status: PipelineStatus;
      blocked: boolean;
      round: number;
      starts_at: Date | null;
      expired: boolean;
      interviewers: string[] | null;
      updated_at: Date;
    }>(sql`
      select e.id, e.job_id, j.jd_number, j.title, e.candidate_id, ${TALENT_NAME_SQL} as talent_name, e.status, e.blocked, e.round,
             i.starts_at, ${EXPIRED_SQL} as expired,
             (select array_agg(u.full_name order by u.full_name) from interview_participants p join users u on u.id = p.user_id where p.interview_id = i.id) as interviewers,
             e.updated_at
      ${from}
      where ${filter}
      order by ${RANK_SQL}, e.updated_at desc, e.id
      limit ${INTERVIEW_PAGE_SIZE} offset ${offset}`),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    page: q.page,
    size: INTERVIEW_PAGE_SIZE,
    rows: page.rows.map((r) => ({
      entryId: r.id,
      jobId: r.job_id,
      jdId: formatJdId(r.jd_number),
      jobTitle: r.title,
      candidateId: r.candidate_id,
      talentName: r.talent_name,
      status: r.status,
      label: displayLabel({ status: r.status, blocked: r.blocked, invitationExpired: r.expired }),
      round: r.round,
      startsAt: r.starts_at ? new Date(r.starts_at).toISOString() : null,
      interviewers: r.interviewers ?? [],
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

/** The list's filter choices: the jobs the viewer is on, and the company's staff who interview. */
export async function interviewFilterOptions(viewer: StaffViewer): Promise<{ jobs: { id: string; label: string }[]; interviewers: { id: string; name: string }[] }> {
  const db = getDb();
  const [jobs, people] = await Promise.all([
    db.execute<{ id: string; jd_number: number; title: string }>(sql`
      select j.id, j.jd_number, j.title from jobs j
      where j.company_id = ${viewer.companyId} and j.status <> 'deleted' and ${associatedJobsSql(viewer, "j")}
        and exists (select 1 from interview_candidates e where e.job_id = j.id)
      order by j.jd_number desc limit 200`),
    db.execute<{ id: string; full_name: string }>(sql`
      select u.id, u.full_name from users u
      where u.company_id = ${viewer.companyId} and u.state = 'active' and u.role in ('recruiterAdmin', 'admin', 'recruiter', 'collaborator')
      order by u.full_name limit 200`),
  ]);
  return {
    jobs: jobs.rows.map((j) => ({ id: j.id, label: `${formatJdId(j.jd_number)} · ${j.title}` })),
    interviewers: people.rows.map((p) => ({ id: p.id, name: p.full_name })),
  };
}

export type TimelineEvent = { id: string; from: PipelineStatus | null; to: PipelineStatus; transition: string; actorName: string | null; at: string; reason: string | null; round: number };

export type EntryDetail = {
  entryId: string;
  jobId: string;
  jdId: string;
  jobTitle: string;
  candidateId: string;
  talentName: string;
  talentEmail: string;
  status: PipelineStatus;
  blocked: boolean;
  label: AdminLabel;
  round: number;
  version: number;
  interview: { id: string; startsAt: string; endsAt: string; status: string; started: boolean } | null;
  interviewers: string[];
  timeline: TimelineEvent[];
};

/** One entry of this company with its timeline (oldest first); null for an unknown, malformed or another tenant's id. The caller checks the job association. */
export async function entryDetail(companyId: string, entryId: string, now: Date = new Date()): Promise<EntryDetail | null> {
  if (!isUuid(entryId)) return null;
  const db = getDb();
  const found = await db.execute<{
    id: string;
    job_id: string;
    jd_number: number;
    title: string;
    candidate_id: string;
    talent_name: string;
    email: string;
    status: PipelineStatus;
    blocked: boolean;
    round: number;
    version: number;
    expired: boolean;
  }>(sql`
    select e.id, e.job_id, j.jd_number, j.title, e.candidate_id, ${TALENT_NAME_SQL} as talent_name, t.email, e.status, e.blocked, e.round, e.version, ${EXPIRED_SQL} as expired
    from interview_candidates e
    join jobs j on j.id = e.job_id and j.company_id = e.company_id and j.status <> 'deleted'
    join users t on t.id = e.candidate_id
    left join talent_profiles tp on tp.user_id = t.id
    where e.id = ${entryId} and e.company_id = ${companyId}`);
  const e = found.rows[0];
  if (!e) return null;
  const [meeting, events] = await Promise.all([
    db.execute<{ id: string; starts_at: Date; ends_at: Date; status: string; interviewers: string[] | null }>(sql`
      select x.id, x.starts_at, x.ends_at, x.status,
             (select array_agg(u.full_name order by u.full_name) from interview_participants p join users u on u.id = p.user_id where p.interview_id = x.id) as interviewers
      from interviews x where x.pipeline_id = ${entryId} and x.company_id = ${companyId} and x.round = ${e.round} and x.status <> 'canceled'
      order by x.starts_at desc limit 1`),
    db.execute<{ id: string; from_status: PipelineStatus | null; to_status: PipelineStatus; transition: string; actor_name: string | null; at: Date; reason: string | null; round: number }>(sql`
      select s.id, s.from_status, s.to_status, s.transition, u.full_name as actor_name, s.at, s.reason, s.round
      from interview_stage_events s left join users u on u.id = s.actor_id
      where s.pipeline_id = ${entryId} and s.company_id = ${companyId}
      order by s.at, s.id limit 500`),
  ]);
  const m = meeting.rows[0];
  let interviewers = m?.interviewers ?? [];
  if (!m) {
    const invited = await db.execute<{ full_name: string }>(sql`
      select u.full_name from interview_invitations v join invitation_interviewers vi on vi.invitation_id = v.id join users u on u.id = vi.user_id
      where v.pipeline_id = ${entryId} and v.company_id = ${companyId} and v.round = ${e.round} and v.status in ('invited', 'accepted')
      order by u.full_name limit 50`);
    interviewers = invited.rows.map((r) => r.full_name);
  }
  return {
    entryId: e.id,
    jobId: e.job_id,
    jdId: formatJdId(e.jd_number),
    jobTitle: e.title,
    candidateId: e.candidate_id,
    talentName: e.talent_name,
    talentEmail: e.email,
    status: e.status,
    blocked: e.blocked,
    label: displayLabel({ status: e.status, blocked: e.blocked, invitationExpired: e.expired }),
    round: e.round,
    version: e.version,
    interview: m ? { id: m.id, startsAt: new Date(m.starts_at).toISOString(), endsAt: new Date(m.ends_at).toISOString(), status: m.status, started: new Date(m.starts_at).getTime() <= now.getTime() } : null,
    interviewers,
    timeline: events.rows.map((s) => ({
      id: s.id,
      from: s.from_status,
      to: s.to_status,
      transition: s.transition,
      actorName: s.actor_name,
      at: new Date(s.at).toISOString(),
      reason: s.reason,
      round: s.round,
    })),
  };
}

export type BoardCard = { entryId: string; talentName: string; status: PipelineStatus; label: AdminLabel; round: number; version: number; targets: PipelineStatus[] };
export type BoardColumn = { status: PipelineStatus; total: number; cards: BoardCard[] };

/** The job's board: every status a column in rank order, the most recently moved cards first (capped per column). */
export async function jobBoard(companyId: string, jobId: string): Promise<BoardColumn[]> {
  if (!isUuid(jobId)) return BOARD_COLUMNS.map((status) => ({ status, total: 0, cards: [] }));
  const rows = await getDb().execute<{ id: string; talent_name: string; status: PipelineStatus; blocked: boolean; round: number; version: number; expired: boolean; total: number }>(sql`
    select * from (
      select e.id, ${TALENT_NAME_SQL} as talent_name, e.status, e.blocked, e.round, e.version, ${EXPIRED_SQL} as expired,
             count(*) over (partition by e.status)::int as total,
             row_number() over (partition by e.status order by e.updated_at desc, e.id) as n
      from interview_candidates e
      join users t on t.id = e.candidate_id
      left join talent_profiles tp on tp.user_id = t.id
      where e.company_id = ${companyId} and e.job_id = ${jobId}
    ) x where x.n <= ${BOARD_COLUMN_LIMIT}
    order by x.n`);
  return BOARD_COLUMNS.map((status) => {
    const cards = rows.rows.filter((r) => r.status === status);
    return {
      status,
      total: cards[0]?.total ?? 0,
      cards: cards.map((r) => ({
        entryId: r.id,
        talentName: r.talent_name,
        status: r.status,
        label: displayLabel({ status: r.status, blocked: r.blocked, invitationExpired: r.expired }),
        round: r.round,
        version: r.version,
        targets: boardTargets(r.status),
      })),
    };
  });
}

/** Talents shortlisted on the job (status shortListed) and not yet on its interview list: the board's "add from shortlist" choices. */
export async function shortlistedNotOnList(companyId: string, jobId: string): Promise<{ candidateId: string; name: string }[]> {
  if (!isUuid(jobId)) return [];
  const rows = await getDb().execute<{ id: string; talent_name: string }>(sql`
    select t.id, ${TALENT_NAME_SQL} as talent_name
    from job_shortlists s
    join users t on t.id = s.candidate_id and t.company_id = ${companyId}
    left join talent_profiles tp on tp.user_id = t.id
    where s.job_id = ${jobId} and s.company_id = ${companyId} and s.status = 'shortListed'
      and not exists (select 1 from interview_candidates e where e.job_id = s.job_id and e.candidate_id = s.candidate_id)
    order by s.created_at desc limit 50`);
  return rows.rows.map((r) => ({ candidateId: r.id, name: r.talent_name }));
}

/** The job's title and JD id for headings (this company's, not deleted); null otherwise. */
export async function jobHeading(companyId: string, jobId: string): Promise<{ id: string; jdId: string; title: string; live: boolean } | null> {
  if (!isUuid(jobId)) return null;
  const rows = await getDb().execute<{ id: string; jd_number: number; title: string; live: boolean }>(sql`
    select j.id, j.jd_number, j.title, (j.status = 'active' and j.due_date > now()) as live from jobs j where j.id = ${jobId} and j.company_id = ${companyId} and j.status <> 'deleted'`);
  const j = rows.rows[0];
  return j ? { id: j.id, jdId: formatJdId(j.jd_number), title: j.title, live: j.live } : null;
}

export function isKnownTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || !tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The viewer's time zone for showing interview times: their own setting, else the company's, else UTC. */
export async function viewerTimeZone(userId: string, fallback: string): Promise<string> {
  const rows = await getDb().execute<{ time_zone: string | null }>(sql`select time_zone from users where id = ${userId}`);
  const own = rows.rows[0]?.time_zone;
  return isKnownTimeZone(own) ? own : isKnownTimeZone(fallback) ? fallback : "UTC";
}
