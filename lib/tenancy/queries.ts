import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyDomains, moduleRestrictions, type CompanyModules } from "@/db/schema";
import { TtlCache } from "./cache";

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

// Short-lived per-process caches (lib/tenancy/cache.ts): tenant rows and domains change rarely.
const cache = new TtlCache<Tenant | null>();
const hostCache = new TtlCache<Tenant | null>();

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
  if (hit !== undefined) return hit;
  const rows = await getDb()
    .select(columns)
    .from(companies)
    .where(sql`lower(${companies.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  const tenant = rows[0] ?? null;
  cache.set(slug, tenant);
  return tenant;
}

/** The company an exact row of company_domains gives this hostname (lower-case, no port), cached like the tenant row. */
export async function findTenantByHost(host: string): Promise<Tenant | null> {
  const key = host.toLowerCase();
  const hit = hostCache.get(key);
  if (hit !== undefined) return hit;
  const rows = await getDb()
    .select(columns)
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(eq(companyDomains.host, key))
    .limit(1);
  const tenant = rows[0] ?? null;
  hostCache.set(key, tenant);
  return tenant;
}

export function clearTenantCache(): void {
  cache.clear();
  hostCache.clear();
  hostsOfCompany.clear();
}

/**
 * After a domain is added or removed: this process forgets every host it resolved at once; the
 * others within TENANT_CACHE_MS (the caches are per process).
 */
export function clearDomainCache(): void {
  hostCache.clear();
  hostsOfCompany.clear();
}

const hostsOfCompany = new TtlCache<string[]>();

/** The hosts registered for a company, in a stable order (the first one is its default), cached. */
export async function tenantHosts(companyId: string): Promise<string[]> {
  const hit = hostsOfCompany.get(companyId);
  if (hit !== undefined) return hit;
  const rows = await getDb().select({ host: companyDomains.host }).from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(asc(companyDomains.host));
  const hosts = rows.map((r) => r.host.toLowerCase());
  hostsOfCompany.set(companyId, hosts);
  return hosts;
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
