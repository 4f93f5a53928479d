import "server-only";
import { headers } from "next/headers";
import { AppError } from "@/lib/errors/app-error";
import { RESOLVED_TENANT_HEADER, TENANT_HEADER, requestHost, resolveTenantSlug } from "./resolve";
import { findTenantBySlug, type Tenant } from "./queries";

export const DEFAULT_TENANT = process.env.DEFAULT_TENANT ?? "demo";

/** Tenant for a raw request (route handlers, and the proxy itself). */
export async function tenantFromRequestHeaders(h: Headers): Promise<Tenant | null> {
  const resolved = h.get(RESOLVED_TENANT_HEADER);
  const slug = resolved ?? resolveTenantSlug(requestHost(h), h.get(TENANT_HEADER), DEFAULT_TENANT);
  if (!slug) return null;
  return findTenantBySlug(slug);
}

/** Tenant of the current page or action; throws 10002 (unknown tenant) as a 404. */
export async function currentTenant(): Promise<Tenant> {
  const tenant = await tenantFromRequestHeaders(await headers());
  if (!tenant) throw new AppError(10002, 404, "Unknown company");
  return tenant;
}

export async function currentTenantOrNull(): Promise<Tenant | null> {
  return tenantFromRequestHeaders(await headers());
}
