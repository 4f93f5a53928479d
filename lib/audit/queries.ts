import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { isKnownTimeZone } from "@/lib/interviews/pipeline-queries";
import { UUID_SOURCE } from "@/lib/text/uuid";
import { SYSTEM_ACTOR, redactSensitive, type ActivityQuery } from "./activity-filters";

/**
 * The activity log, read (issue 14). Every query names the company from the session's tenant:
 * another company's entries and the cloud-level ones (company_id null) never match. Filtering,
 * ordering (newest first) and paging all happen in Postgres, on the (company_id, created_at) index.
 */
export type ActivityRow = {
  id: string;
  /** ISO instant (UTC). */
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  /** A readable name for the object when it is still there (a user's or talent's name, a job's title). */
  entityName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The company's time zone, which the screen, its period filter and the export all use (UTC if unusable). */
export function activityTimeZone(companyTimeZone: string): string {
  return isKnownTimeZone(companyTimeZone) ? companyTimeZone : "UTC";
}

type DbRow = {
  id: string;
  created_at: Date | string;
  actor_user_id: string | null;
  actor_name: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  entity_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Only a well-formed id is cast, so an odd entity_id is "no name", never a cast error. */
const ENTITY_UUID = sql`(case when a.entity_id ~* ${`^${UUID_SOURCE}$`} then a.entity_id::uuid end)`;

/** The object's readable name, looked up in the same company only. */
const ENTITY_NAME = sql`case
  when a.entity_type in ('user', 'talent', 'talentProfile') then (select u2.full_name from users u2 where u2.id = ${ENTITY_UUID} and u2.company_id = a.company_id)
  when a.entity_type = 'department' then (select d.name from departments d where d.id = ${ENTITY_UUID} and d.company_id = a.company_id)
  when a.entity_type = 'job' then (select j.title from jobs j where j.id = ${ENTITY_UUID} and j.company_id = a.company_id)
  when a.entity_type = 'interviewEntry' then (
    select t.full_name || ' · ' || j.title from interview_candidates e join users t on t.id = e.candidate_id join jobs j on j.id = e.job_id
    where e.id = ${ENTITY_UUID} and e.company_id = a.company_id)
  when a.entity_type = 'review' then (
    select t.full_name || coalesce(' · ' || j.title, '') from reviews r join users t on t.id = r.candidate_id left join jobs j on j.id = r.job_id
    where r.id = ${ENTITY_UUID} and r.company_id = a.company_id)
end`;

/**
 * The WHERE of a filtered read. The period is calendar days in the company's zone: a day starts at
 * its local midnight, so `from` and `to + 1 day` are turned into instants by Postgres' zone rules,
 * which know each DST change (a 23- or 25-hour day is still one whole day).
 */
export function activityWhere(companyId: string, q: ActivityQuery, timeZone: string): SQL {
  const where: SQL[] = [sql`a.company_id = ${companyId}`];
  if (q.actor === SYSTEM_ACTOR) where.push(sql`a.actor_user_id is null`);
  else if (q.actor) where.push(sql`a.actor_user_id = ${q.actor}`);
  if (q.action?.endsWith(".*")) where.push(sql`a.action like ${`${q.action.slice(0, -2)}.%`}`);
  else if (q.action) where.push(sql`a.action = ${q.action}`);
  if (q.entityType) where.push(sql`a.entity_type = ${q.entityType}`);
  if (q.entityId) where.push(sql`a.entity_id = ${q.entityId}`);
  if (q.from) where.push(sql`a.created_at >= (${q.from}::date)::timestamp at time zone ${timeZone}`);
  if (q.to) where.push(sql`a.created_at < ((${q.to}::date + 1)::timestamp at time zone ${timeZone})`);
  return sql.join(where, sql` and `);
}

const COLUMNS = sql`a.id, a.created_at, a.actor_user_id, u.full_name as actor_name, a.action, a.entity_type, a.entity_id, ${ENTITY_NAME} as entity_name, a.before, a.after`;
const ACTOR_JOIN = sql`left join users u on u.id = a.actor_user_id`;

function toRow(r: DbRow): ActivityRow {
  return {
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    actorId: r.actor_user_id,
    actorName: r.actor_name,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    entityName: r.entity_name,
    before: r.before ? (redactSensitive(r.before) as Record<string, unknown>) : null,
    after: r.after ? (redactSensitive(r.after) as Record<string, unknown>) : null,
  };
}

export type ActivityPage = { total: number; page: number; size: number; rows: ActivityRow[] };

/** One page of the company's activity, newest first (LIMIT/OFFSET in SQL), with the total for the pager. */
export async function activityPage(companyId: string, q: ActivityQuery, timeZone: string): Promise<ActivityPage> {
  const db = getDb();
  const where = activityWhere(companyId, q, timeZone);
  const [count, rows] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from activity_log a where ${where}`),
    db.execute<DbRow>(sql`
      select ${COLUMNS} from activity_log a ${ACTOR_JOIN}
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  ]);
  return { total: count.rows[0]?.total ?? 0, page: q.page, size: q.size, rows: rows.rows.map(toRow) };
}

export type ActivityCursor = { at: string; id: string };

/**
 * The next batch after `cursor` (keyset on created_at, id: stable while new entries arrive), for
 * the CSV export. `localTime` is the instant as wall-clock time in the company's zone.
 */
export async function activityBatch(
  companyId: string,
  q: ActivityQuery,
  timeZone: string,
  cursor: ActivityCursor | null,
  limit: number,
): Promise<(ActivityRow & { localTime: string; actorEmail: string | null; cursor: ActivityCursor })[]> {
  const where = activityWhere(companyId, q, timeZone);
  const after = cursor ? sql`and (a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  // The cursor keeps Postgres' microseconds: a millisecond ISO string would skip rows within the same millisecond.
  const rows = await getDb().execute<DbRow & { local_time: string; actor_email: string | null; cursor_at: string }>(sql`
    select ${COLUMNS}, u.email as actor_email,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
           to_char(a.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as local_time
    from activity_log a ${ACTOR_JOIN}
    where ${where} ${after}
    order by a.created_at desc, a.id desc
    limit ${limit}`);
  return rows.rows.map((r) => ({ ...toRow(r), localTime: r.local_time, actorEmail: r.actor_email, cursor: { at: r.cursor_at, id: r.id } }));
}

export type ActivityFilterOptions = {
  people: { id: string; name: string }[];
  /** Whether any entry of the company has no person (the system option is offered then). */
  hasSystem: boolean;
  actions: string[];
  entityTypes: string[];
};

/** What the filters offer: only people, actions and object types that occur in this company's log. */
export async function activityFilterOptions(companyId: string): Promise<ActivityFilterOptions> {
  const db = getDb();
  const [people, system, actions, types] = await Promise.all([
    db.execute<{ id: string; full_name: string }>(sql`
      select u.id, u.full_name from users u
      where u.id in (select distinct a.actor_user_id from activity_log a where a.company_id = ${companyId} and a.actor_user_id is not null)
      order by lower(u.full_name), u.id limit 500`),
    db.execute<{ any: boolean }>(sql`select exists (select 1 from activity_log a where a.company_id = ${companyId} and a.actor_user_id is null) as any`),
    db.execute<{ action: string }>(sql`select distinct a.action from activity_log a where a.company_id = ${companyId} order by a.action limit 500`),
    db.execute<{ entity_type: string }>(sql`
      select distinct a.entity_type from activity_log a where a.company_id = ${companyId} and a.entity_type is not null order by a.entity_type limit 100`),
  ]);
  return {
    people: people.rows.map((r) => ({ id: r.id, name: r.full_name })),
    hasSystem: system.rows[0]?.any === true,
    actions: actions.rows.map((r) => r.action),
    entityTypes: types.rows.map((r) => r.entity_type),
  };
}
