import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { companies, companyDomains } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { checkCompanyHost } from "./domain-rules";
import { clearDomainCache } from "./queries";
import { tenantBaseDomain } from "./resolve";

/**
 * A company's branded hosts, managed by the cloud admin. Every change runs in one transaction
 * with its activity-log entry (under the company it changes), then this process forgets the
 * hosts it had resolved; other processes follow within TENANT_CACHE_MS.
 */

export type CompanyDomain = { host: string; companyId: string; companySlug: string; companyName: string };

export type CloudActor = { actorUserId: string | null };

// The host is checked by checkCompanyHost (catalogued codes); zod only bounds the input.
export const addDomainSchema = z.object({ companyId: z.uuid(), host: z.string().max(2_000) });
export const removeDomainSchema = z.object({ companyId: z.uuid(), host: z.string().min(1).max(2_000) });

export async function listCompanyDomains(): Promise<CompanyDomain[]> {
  return getDb()
    .select({ host: companyDomains.host, companyId: companies.id, companySlug: companies.slug, companyName: companies.name })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .orderBy(asc(companies.name), asc(companyDomains.host))
    .limit(2000);
}

export async function addCompanyDomain(actor: CloudActor, raw: unknown): Promise<{ host: string }> {
  const input = addDomainSchema.parse(raw);
  const db = getDb();
  const host = await db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id, slug: companies.slug }).from(companies).where(eq(companies.id, input.companyId)).limit(1);
    if (!company) throw appError(ERROR_CODES.recordNotFound);
    const verdict = checkCompanyHost(input.host, company.slug, tenantBaseDomain());
    if (!verdict.ok) throw appError(verdict.reason === "platform" ? ERROR_CODES.domainReserved : ERROR_CODES.domainInvalid);
    // The host is the table's key: a second company (or the same one twice) gets no row.
    const inserted = await tx.insert(companyDomains).values({ host: verdict.host, companyId: company.id }).onConflictDoNothing().returning({ host: companyDomains.host });
    if (!inserted.length) throw appError(ERROR_CODES.domainTaken);
    await logActivity(tx, { companyId: company.id, actorUserId: actor.actorUserId, action: "company.domain.add", entityType: "companyDomain", entityId: verdict.host, after: { host: verdict.host } });
    return verdict.host;
  });
  clearDomainCache();
  return { host };
}

export async function removeCompanyDomain(actor: CloudActor, raw: unknown): Promise<{ host: string }> {
  const input = removeDomainSchema.parse(raw);
  const host = input.host.trim().toLowerCase();
  const db = getDb();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyDomains)
      .where(and(eq(companyDomains.host, host), eq(companyDomains.companyId, input.companyId)))
      .returning({ host: companyDomains.host });
    if (!removed.length) throw appError(ERROR_CODES.recordNotFound);
    await logActivity(tx, { companyId: input.companyId, actorUserId: actor.actorUserId, action: "company.domain.remove", entityType: "companyDomain", entityId: host, before: { host } });
  });
  clearDomainCache();
  return { host };
}
