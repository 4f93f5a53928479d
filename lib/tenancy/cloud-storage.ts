import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/** The module_restrictions row that switches cloud storage off for a company (decision D-cloud-storage). */
export const CLOUD_STORAGE_RESTRICTION = { moduleType: "storageModule", restriction: "CLOUD_STORAGE_DISABLED" } as const;

/**
 * `GET permission/cloud` → results.storagePermission. Cloud storage is a plan feature (spec §6);
 * with no plan table yet, a company may use it while its plan is active and no restriction row
 * switches it off. Read fresh (not from the tenant cache) so a plan change applies at once.
 */
export async function cloudStoragePermission(companyId: string): Promise<boolean> {
  const { rows } = await getDb().execute<{ allowed: boolean }>(sql`
    select (c.status = 'active' and not exists (
      select 1 from module_restrictions r
      where r.company_id = c.id and r.module_type = ${CLOUD_STORAGE_RESTRICTION.moduleType} and r.restriction = ${CLOUD_STORAGE_RESTRICTION.restriction}
    )) as allowed
    from companies c where c.id = ${companyId}`);
  return rows[0]?.allowed === true;
}
