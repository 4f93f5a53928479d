import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

export type CompanyOverview = { id: string; slug: string; name: string; status: string; maintenanceMode: boolean; team: number; talents: number; jobs: number };

/** The cloud admin's view over every company: one row each, counts aggregated in SQL. */
export async function listCompanies(): Promise<CompanyOverview[]> {
  const r = await getDb().execute<{ id: string; slug: string; name: string; status: string; maintenance_mode: boolean; team: number; talents: number; jobs: number }>(sql`
    select c.id, c.slug, c.name, c.status, c.maintenance_mode,
           (select count(*)::int from users u where u.company_id = c.id and u.role <> 'talent' and u.state <> 'archived') as team,
           (select count(*)::int from users u where u.company_id = c.id and u.role = 'talent') as talents,
           (select count(*)::int from jobs j where j.company_id = c.id and j.status <> 'deleted') as jobs
    from companies c
    order by c.name
    limit 500`);
  return r.rows.map((x) => ({ id: x.id, slug: x.slug, name: x.name, status: x.status, maintenanceMode: x.maintenance_mode, team: x.team, talents: x.talents, jobs: x.jobs }));
}
