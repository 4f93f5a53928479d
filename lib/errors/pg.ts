/** What Postgres said about a failed statement: its SQLSTATE and, for constraint failures, the constraint's name. */
export type PgError = { code: string; constraint?: string };

/**
 * The driver's error under any wrappers (Drizzle's DrizzleQueryError keeps it as `cause`), or null
 * when the failure did not come from Postgres. The one unwrapper: commands map codes from here.
 */
export function pgErrorOf(e: unknown): PgError | null {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && cur && typeof cur === "object"; depth += 1) {
    const c = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code)) return { code: c.code, constraint: typeof c.constraint === "string" ? c.constraint : undefined };
    cur = c.cause;
  }
  return null;
}

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";

/** A unique violation (of the named constraint, when one is given). */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(e);
  return pg?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint);
}
