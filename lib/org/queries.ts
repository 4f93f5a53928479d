import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { companies, departments, jobCollaborators, jobs, userDepartments, users } from "@/db/schema";
import { MANAGED_ROLES, canBeDefaultRecruiter, type ManagedRole, type UserState } from "./rules";
import type { UserListQuery } from "./schemas";

/**
 * Reads of the departments and users screens. Every function takes the company id first and
 * filters by it, so another tenant's id simply finds nothing.
 */
type Reader = Pick<Db, "select">;

const managed = inArray(users.role, [...MANAGED_ROLES]);

export type SeatUsage = { total: number; used: number; free: number };

/** Seats held: managed users who are not archived (lib/org/rules.ts holdsSeat). */
export async function seatUsage(companyId: string, db: Reader = getDb()): Promise<SeatUsage> {
  const [company] = await db.select({ total: companies.userSeats }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const [{ used }] = await db
    .select({ used: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), managed, ne(users.state, "archived")));
  const total = company?.total ?? 0;
  return { total, used, free: Math.max(0, total - used) };
}

export type DepartmentRow = {
  id: string;
  name: string;
  defaultRecruiterName: string | null;
  userCount: number;
  activeJobCount: number;
};

export async function listDepartments(companyId: string): Promise<DepartmentRow[]> {
  const db = getDb();
  const recruiter = sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${departments.defaultRecruiterId})`;
  const userCount = sql<number>`(select count(*)::int from ${userDepartments} ud join ${users} u on u.id = ud.user_id where ud.department_id = ${departments.id} and u.state <> 'archived')`;
  const activeJobCount = sql<number>`(select count(*)::int from ${jobs} j where j.department_id = ${departments.id} and j.status = 'active')`;
  return db
    .select({ id: departments.id, name: departments.name, defaultRecruiterName: recruiter, userCount, activeJobCount })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(sql`lower(${departments.name})`);
}

/** Id and name of every department, for the add-user and bulk-upload pickers. */
export async function departmentOptions(companyId: string): Promise<{ id: string; name: string }[]> {
  return getDb()
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(sql`lower(${departments.name})`);
}

export type DepartmentMember = {
  id: string;
  fullName: string;
  email: string;
  role: ManagedRole;
  state: UserState;
  invitationAcceptedAt: Date | null;
  /** Spec §6: only recruiters who accepted their invitation can be the default recruiter. */
  eligibleAsDefaultRecruiter: boolean;
};

export type DepartmentDetails = {
  id: string;
  name: string;
  defaultRecruiterId: string | null;
  activeJobCount: number;
  members: DepartmentMember[];
};

export async function departmentDetails(companyId: string, departmentId: string): Promise<DepartmentDetails | null> {
  const db = getDb();
  const [dept] = await db
    .select({ id: departments.id, name: departments.name, defaultRecruiterId: departments.defaultRecruiterId })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .limit(1);
  if (!dept) return null;
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, role: users.role, state: users.state, invitationAcceptedAt: users.invitationAcceptedAt })
    .from(userDepartments)
    .innerJoin(users, eq(users.id, userDepartments.userId))
    .where(and(eq(userDepartments.departmentId, dept.id), eq(users.companyId, companyId), managed))
    .orderBy(sql`lower(${users.fullName})`);
  const [{ activeJobCount }] = await db
    .select({ activeJobCount: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.departmentId, dept.id), eq(jobs.status, "active")));
  return {
    ...dept,
    activeJobCount,
    members: rows.map((r) => ({ ...r, role: r.role as ManagedRole, eligibleAsDefaultRecruiter: canBeDefaultRecruiter(r) })),
  };
}

export type UserRow = {
  id: string;
  fullName: string;
  email: string;
  role: ManagedRole;
  state: UserState;
  invitedAt: Date | null;
  invitationAcceptedAt: Date | null;
  departments: { id: string; name: string }[];
  activeJobCount: number;
};

export type UserPage = { rows: UserRow[]; total: number };

/** LIKE wildcards in the search text are literal. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active jobs a user is tied to as assignee or collaborator (spec §6, 10023). */
function activeJobCountSql() {
  return sql<number>`(select count(*)::int from ${jobs} j where j.status = 'active' and (j.assignee_id = ${users.id} or exists (select 1 from ${jobCollaborators} jc where jc.job_id = j.id and jc.user_id = ${users.id})))`;
}

/** The same count for one user, inside a command's transaction. */
export async function activeJobCountOf(companyId: string, userId: string, db: Reader = getDb()): Promise<number> {
  const collaborates = db
    .select({ one: sql`1` })
    .from(jobCollaborators)
    .where(and(eq(jobCollaborators.jobId, jobs.id), eq(jobCollaborators.userId, userId)));
  const [{ n }] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, "active"), or(eq(jobs.assigneeId, userId), exists(collaborates))));
  return n;
}

export async function listUsers(companyId: string, query: UserListQuery): Promise<UserPage> {
  const db = getDb();
  const filters: SQL[] = [eq(users.companyId, companyId), managed];
  const q = query.q.trim();
  if (q) filters.push(or(ilike(users.fullName, likePattern(q)), ilike(users.email, likePattern(q)))!);
  if (query.state === "invited") filters.push(eq(users.state, "active"), isNull(users.invitationAcceptedAt));
  else if (query.state === "active") filters.push(eq(users.state, "active"), isNotNull(users.invitationAcceptedAt));
  else if (query.state !== "all") filters.push(eq(users.state, query.state));
  const where = and(...filters);

  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const page = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      state: users.state,
      invitedAt: users.invitedAt,
      invitationAcceptedAt: users.invitationAcceptedAt,
      activeJobCount: activeJobCountSql(),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);

  const ids = page.map((u) => u.id);
  const memberships = ids.length
    ? await db
        .select({ userId: userDepartments.userId, id: departments.id, name: departments.name })
        .from(userDepartments)
        .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
        .where(and(inArray(userDepartments.userId, ids), eq(departments.companyId, companyId)))
        .orderBy(sql`lower(${departments.name})`)
    : [];
  const byUser = new Map<string, { id: string; name: string }[]>();
  for (const m of memberships) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), { id: m.id, name: m.name }]);

  return { total, rows: page.map((u) => ({ ...u, role: u.role as ManagedRole, departments: byUser.get(u.id) ?? [] })) };
}

/** Whether a non-archived recruiter admin exists (spec §6: only one). */
export async function recruiterAdminExists(companyId: string, db: Reader = getDb(), exceptUserId?: string): Promise<boolean> {
  const filters = [eq(users.companyId, companyId), eq(users.role, "recruiterAdmin"), ne(users.state, "archived")];
  if (exceptUserId) filters.push(ne(users.id, exceptUserId));
  const [{ n }] = await db.select({ n: count() }).from(users).where(and(...filters));
  return n > 0;
}
