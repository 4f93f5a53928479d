import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from "@/lib/errors/pg";

/**
 * The checks in the commands run first and give the precise code; these constraints are the
 * backstop for two requests racing past the same check, so the loser gets the same code, not a 500.
 */
const BY_CONSTRAINT: Record<string, number> = {
  users_company_email_key: ERROR_CODES.emailAlreadyRegistered,
  users_one_recruiter_admin_key: ERROR_CODES.multipleRecruiterAdminsNotAllowed,
  departments_company_name_key: ERROR_CODES.departmentExists,
};

export function mapConstraintError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const pg = pgErrorOf(e);
  if (!pg) return e;
  if (pg.code === PG_UNIQUE_VIOLATION && pg.constraint && BY_CONSTRAINT[pg.constraint]) return appError(BY_CONSTRAINT[pg.constraint]);
  // jobs.department_id is ON DELETE RESTRICT: a job created between the check and the delete.
  if (pg.code === PG_FOREIGN_KEY_VIOLATION && pg.constraint?.startsWith("jobs_department_id")) return appError(ERROR_CODES.departmentHasActiveJobs);
  return e;
}
