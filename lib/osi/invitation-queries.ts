import "server-only";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { osiInvitations, users } from "@/db/schema";
import { OSI_INVITATIONS_PAGE_SIZE } from "./invitation-schemas";
import { OSI_STATUSES, type OsiStatus } from "./rules";

/**
 * Reads of the recruiter's one-sided interview invitations (issue 16). Every query is scoped by the
 * company; the list paginates in the database (limit/offset with the total from a window count).
 */
export type OsiInvitationListRow = {
  id: string;
  candidateId: string;
  name: string;
  email: string;
  status: OsiStatus;
  invitedAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  answered: number;
  questions: number;
};

export type OsiInvitationPage = { rows: OsiInvitationListRow[]; total: number; page: number; pageSize: number };

export function isOsiStatus(v: unknown): v is OsiStatus {
  return typeof v === "string" && (OSI_STATUSES as readonly string[]).includes(v);
}

export async function listJobInvitations(companyId: string, jobId: string, query: { page?: number; status?: OsiStatus | null; pageSize?: number } = {}): Promise<OsiInvitationPage> {
  const pageSize = Math.min(100, Math.max(1, query.pageSize ?? OSI_INVITATIONS_PAGE_SIZE));
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const filters = [eq(osiInvitations.companyId, companyId), eq(osiInvitations.jobId, jobId)];
  if (query.status) filters.push(eq(osiInvitations.status, query.status));
  const rows = await getDb()
    .select({
      id: osiInvitations.id,
      candidateId: osiInvitations.candidateId,
      name: users.fullName,
      email: users.email,
      status: osiInvitations.status,
      invitedAt: osiInvitations.createdAt,
      startedAt: osiInvitations.startedAt,
      completedAt: osiInvitations.completedAt,
      expiresAt: osiInvitations.expiresAt,
      // A question whose recording the retention sweep deleted (D76) was answered all the same.
      answered: sql<number>`(select count(*)::int from osi_invitation_questions q where q.invitation_id = ${osiInvitations.id} and (q.recording_deleted_at is not null or exists (select 1 from osi_answers a where a.question_id = q.id and a.status = 'uploaded')))`,
      questions: sql<number>`(select count(*)::int from osi_invitation_questions q where q.invitation_id = ${osiInvitations.id})`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(osiInvitations)
    .innerJoin(users, eq(users.id, osiInvitations.candidateId))
    .where(and(...filters))
    .orderBy(desc(osiInvitations.createdAt), asc(osiInvitations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await countJobInvitations(companyId, jobId, query.status ?? null) : 0);
  return { rows: rows.map(({ total: _t, ...r }) => r), total, page, pageSize };
}

async function countJobInvitations(companyId: string, jobId: string, status: OsiStatus | null): Promise<number> {
  const filters = [eq(osiInvitations.companyId, companyId), eq(osiInvitations.jobId, jobId)];
  if (status) filters.push(eq(osiInvitations.status, status));
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(osiInvitations).where(and(...filters));
  return row?.n ?? 0;
}

export type InvitableTalent = { id: string; name: string; email: string; status: OsiStatus | null };

export const INVITABLE_LIMIT = 10;

/** The invite dialog's talent search: active talents of the company by name or e-mail, with their invitation's status for this job. */
export async function invitableTalents(companyId: string, jobId: string, q: string): Promise<InvitableTalent[]> {
  const term = q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const filters = [eq(users.companyId, companyId), eq(users.role, "talent"), eq(users.state, "active")];
  if (term) filters.push(or(ilike(users.fullName, `%${term}%`), ilike(users.email, `%${term}%`))!);
  const rows = await getDb()
    .select({ id: users.id, name: users.fullName, email: users.email, status: osiInvitations.status })
    .from(users)
    .leftJoin(osiInvitations, and(eq(osiInvitations.candidateId, users.id), eq(osiInvitations.jobId, jobId), eq(osiInvitations.companyId, companyId)))
    .where(and(...filters))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(INVITABLE_LIMIT);
  return rows.map((r) => ({ ...r, status: r.status ?? null }));
}

/** The OSI status of each talent's invitation to one job (the job's candidate lists). */
export async function osiStatusesForJob(companyId: string, jobId: string, candidateIds: readonly string[]): Promise<Map<string, OsiStatus>> {
  if (!candidateIds.length) return new Map();
  const rows = await getDb()
    .select({ candidateId: osiInvitations.candidateId, status: osiInvitations.status })
    .from(osiInvitations)
    .where(and(eq(osiInvitations.companyId, companyId), eq(osiInvitations.jobId, jobId), sql`${osiInvitations.candidateId} = any(${sql.param([...candidateIds])}::uuid[])`));
  return new Map(rows.map((r) => [r.candidateId, r.status]));
}

/** One invitation of the company (the page header, tests). */
export async function invitationById(companyId: string, invitationId: string) {
  const [row] = await getDb()
    .select()
    .from(osiInvitations)
    .where(and(eq(osiInvitations.companyId, companyId), eq(osiInvitations.id, invitationId)));
  return row ?? null;
}
