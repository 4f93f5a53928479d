import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobCollaborators, jobs } from "@/db/schema";
import { isCompanyWideRole } from "@/lib/dashboard/rules";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUuid } from "@/lib/text/uuid";

/**
 * Who may see and act on a job's interviews (second document §6: "a user no longer associated
 * with a job is blocked from its interview list and details"). Associated means: the job's
 * assignee, a collaborator on it, or a company-wide role (recruiter admin, admin). Everyone else
 * gets the permission-required page on the screens and 10568 (403) from every call. The role's
 * permission (interviews.view / schedule / review) is checked first by lib/access; this is the
 * second, per-job check.
 */
export type StaffViewer = { userId: string; role: string; companyId: string };

type Reader = Pick<Db, "select">;

export async function isAssociatedWithJob(db: Reader, viewer: StaffViewer, jobId: string): Promise<boolean> {
  if (isCompanyWideRole(viewer.role)) return true;
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.companyId, viewer.companyId),
        sql`(${jobs.assigneeId} = ${viewer.userId} or exists (select 1 from ${jobCollaborators} c where c.job_id = ${jobs.id} and c.user_id = ${viewer.userId}))`,
      ),
    );
  return rows.length > 0;
}

/**
 * The job of this company (not deleted) that the viewer is associated with. 10078 when the job
 * does not exist here (malformed id, another tenant's, deleted); 10568 when it exists but the
 * viewer is not (or no longer) on it.
 */
export async function assertAssociatedWithJob(viewer: StaffViewer, jobId: string, db: Reader = getDb()): Promise<void> {
  if (!isUuid(jobId)) throw appError(ERROR_CODES.jobNoLongerExists);
  const job = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, viewer.companyId), ne(jobs.status, "deleted")));
  if (!job[0]) throw appError(ERROR_CODES.jobNoLongerExists);
  if (!(await isAssociatedWithJob(db, viewer, jobId))) throw appError(ERROR_CODES.notAssociatedWithJob);
}

/**
 * A filter for list queries over jobs aliased `j` (raw SQL): every job for a company-wide role,
 * else the jobs the viewer is assigned to or collaborates on. Lists never show rows the viewer
 * could not open.
 */
export function associatedJobsSql(viewer: StaffViewer, jobAlias = "j"): SQL {
  if (isCompanyWideRole(viewer.role)) return sql`true`;
  const j = sql.raw(jobAlias);
  return sql`(${j}.assignee_id = ${viewer.userId} or exists (select 1 from job_collaborators jc where jc.job_id = ${j}.id and jc.user_id = ${viewer.userId}))`;
}
