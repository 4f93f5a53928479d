import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyDomains, moduleRestrictions, type CompanyModules } from "@/db/schema";

export type Tenant = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  shortLogoUrl: string | null;
  tagManagerId: string | null;
  isSKClient: boolean;
  timezone: string;
  status: "active" | "expired" | "suspended";
  maintenanceMode: boolean;
  talentHelpLink: string | null;
  adminHelpLink: string | null;
  modules: CompanyModules;
};

// Short-lived per-process cache: tenant rows change rarely, and every process re-reads within
// TTL, so a maintenance switch reaches all instances quickly without shared state.
const TTL_MS = Number(process.env.TENANT_CACHE_MS ?? 5_000);
const cache = new Map<string, { at: number; tenant: Tenant | null }>();

const columns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  logoUrl: companies.logoUrl,
  shortLogoUrl: companies.shortLogoUrl,
  tagManagerId: companies.tagManagerId,
  isSKClient: companies.isSKClient,
  timezone: companies.timezone,
  status: companies.status,
  maintenanceMode: companies.maintenanceMode,
  talentHelpLink: companies.talentHelpLink,
  adminHelpLink: companies.adminHelpLink,
  modules: companies.modules,
};

export async function findTenantBySlug(slug: string): Promise<Tenant | null> {
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.tenant;
  const rows = await getDb()
    .select(columns)
    .from(companies)
    .where(sql`lower(${companies.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  const tenant = rows[0] ?? null;
  cache.set(slug, { at: Date.now(), tenant });
  return tenant;
}

export async function findTenantByHost(host: string): Promise<Tenant | null> {
  const rows = await getDb()
    .select(columns)
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(eq(companyDomains.host, host.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export function clearTenantCache(): void {
  cache.clear();
}

/** Restrictions of one module for a tenant, without duplicates, in a stable order. */
export async function listModuleRestrictions(tenantId: string, moduleType: string): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ r: moduleRestrictions.restriction })
    .from(moduleRestrictions)
    .where(and(eq(moduleRestrictions.companyId, tenantId), eq(moduleRestrictions.moduleType, moduleType)))
    .orderBy(moduleRestrictions.restriction);
  return rows.map((x) => x.r);
}
