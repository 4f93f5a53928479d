import "server-only";
import { headers } from "next/headers";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { resolveTenantFromHeaders } from "./lookup";
import { RESOLVED_TENANT_HEADER } from "./resolve";
import { findTenantBySlug, type Tenant } from "./queries";

/**
 * Tenant for a raw request (route handlers, actions, pages): the slug the proxy resolved, or,
 * for a request that did not pass the proxy (tests calling handlers directly), the same resolution.
 */
export async function tenantFromRequestHeaders(h: Headers): Promise<Tenant | null> {
  const resolved = h.get(RESOLVED_TENANT_HEADER);
  if (resolved) return findTenantBySlug(resolved);
  return resolveTenantFromHeaders(h);
}

/** Tenant of the current page or action; throws 10002 (unknown tenant) as a 404. */
export async function currentTenant(): Promise<Tenant> {
  const tenant = await tenantFromRequestHeaders(await headers());
  if (!tenant) throw appError(ERROR_CODES.unknownCompany);
  return tenant;
}

export async function currentTenantOrNull(): Promise<Tenant | null> {
  return tenantFromRequestHeaders(await headers());
}
