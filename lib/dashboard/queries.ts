import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/** People of one tenant by role, counted in SQL (no rows loaded). */
export async function countUsersByRole(companyId: string): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ role: users.role, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.state} <> 'archived'`))
    .groupBy(users.role);
  return Object.fromEntries(rows.map((r) => [r.role, r.n]));
}
