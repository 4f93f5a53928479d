import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

type PgError = { code: string; constraint?: string };

/** The driver's error under Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
function pgErrorOf(e: unknown): PgError | null {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && cur && typeof cur === "object"; depth += 1) {
    const c = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code)) return { code: c.code, constraint: typeof c.constraint === "string" ? c.constraint : undefined };
    cur = c.cause;
  }
  return null;
}

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
  if (pg.code === "23505" && pg.constraint && BY_CONSTRAINT[pg.constraint]) return appError(BY_CONSTRAINT[pg.constraint]);
  // jobs.department_id is ON DELETE RESTRICT: a job created between the check and the delete.
  if (pg.code === "23503" && pg.constraint?.startsWith("jobs_department_id")) return appError(ERROR_CODES.departmentHasActiveJobs);
  return e;
}

/** Runs a write and turns known constraint failures into catalogued errors. */
export async function withConstraintCodes<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw mapConstraintError(e);
  }
}
