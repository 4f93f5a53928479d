import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, companyDomains } from "@/db/schema";
import { attemptLogin } from "@/lib/auth/login";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { addCompanyDomain, removeCompanyDomain } from "@/lib/tenancy/domains";
import { tenantLinkOrigin } from "@/lib/tenancy/hosts";
import { resolveTenantForHost, resolveTenantFromHeaders } from "@/lib/tenancy/lookup";
import { findTenantByHost, findTenantBySlug, type Tenant } from "@/lib/tenancy/queries";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import { apiRequest, callRoute, type RouteHandler } from "../support/api-request";
import { codeOf } from "../support/codes";
import { findUser, sessionFor, signInAs } from "../support/sessions";

/**
 * Branded domains (issue 12 §1, decision D40): a company answers on the hosts of its
 * company_domains rows, in the resolution order of lib/tenancy/lookup.ts; an unknown host names
 * no company; the cloud admin adds and removes hosts through the one safe-action client.
 * Real database; `headers()` of the actions answered with what a browser would send.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/tenancy/actions");
const configRoute = (await import("@/app/api/config/route")) as unknown as { GET: RouteHandler };
const detailsRoute = (await import("@/app/api/candidate/details/route")) as unknown as { GET: RouteHandler };

type Result = { data?: { host: string }; serverError?: { code: number; message: string }; validationErrors?: unknown };

// Hosts of this run only, so reruns on the same database never collide.
const run = randomBytes(3).toString("hex");
const ACME_CAREERS = `careers-${run}.acme.test`;
const ACME_JOBS = `jobs-${run}.acme.example`;
const DEMO_JOBS = `jobs-${run}.demo-co.test`;

let demo: Tenant;
let acme: Tenant;
let cloudCookie: string;

function as(cookie: string | null, host = "localhost:3000") {
  request.headers = new Headers({ host, ...(cookie ? { cookie } : {}), "x-forwarded-for": "203.0.113.40" });
}

const hostRequest = (path: string, host: string, o: { cookie?: string; tenant?: string | null; headers?: Record<string, string> } = {}) =>
  apiRequest(path, { tenant: o.tenant ?? null, cookie: o.cookie, headers: { host, ...(o.headers ?? {}) } });

beforeAll(async () => {
  demo = (await findTenantBySlug("demo"))!;
  acme = (await findTenantBySlug("acme"))!;
  cloudCookie = (await signInAs("cloudadmin@talent.test", "demo", { userTenant: null })).cookie;
  await addCompanyDomain({ actorUserId: null }, { companyId: acme.id, host: ACME_CAREERS });
  await addCompanyDomain({ actorUserId: null }, { companyId: acme.id, host: ACME_JOBS });
  await addCompanyDomain({ actorUserId: null }, { companyId: demo.id, host: DEMO_JOBS });
});

afterAll(async () => {
  delete process.env.TENANT_BASE_DOMAIN;
  await closeDb();
});

describe("resolution order", () => {
  it("serves a company on its registered host, whatever its first label", async () => {
    expect((await resolveTenantForHost(ACME_CAREERS))?.slug).toBe("acme");
    expect((await resolveTenantForHost(`${ACME_JOBS.toUpperCase()}:8443`))?.slug).toBe("acme");
    expect((await resolveTenantForHost(DEMO_JOBS))?.slug).toBe("demo");
  });

  it("names no company for an unregistered host, and a tenant header cannot change that", async () => {
    expect(await resolveTenantForHost(`careers-${run}.nowhere.test`)).toBeNull();
    expect(await resolveTenantForHost(`demo.attacker-${run}.example`, "demo")).toBeNull();
    expect(await resolveTenantForHost(`nope-${run}.localhost`)).toBeNull();
    // Junk in the Host header is answered without a query.
    expect(await resolveTenantForHost("evil<script>.example")).toBeNull();
  });

  it("puts the registered row before the label: a company_domains row under .localhost wins", async () => {
    const odd = `zz${run}.localhost`;
    await getDb().insert(companyDomains).values({ host: odd, companyId: acme.id });
    expect((await resolveTenantForHost(odd))?.slug).toBe("acme");
    expect((await resolveTenantForHost("acme.localhost:3000"))?.slug).toBe("acme");
  });

  it("takes {slug}.{TENANT_BASE_DOMAIN} after the rows, and only one label under it", async () => {
    process.env.TENANT_BASE_DOMAIN = "talent-platform.test";
    try {
      expect((await resolveTenantForHost("acme.talent-platform.test"))?.slug).toBe("acme");
      expect(await resolveTenantForHost("x.acme.talent-platform.test")).toBeNull();
    } finally {
      delete process.env.TENANT_BASE_DOMAIN;
    }
    expect(await resolveTenantForHost("acme.talent-platform.test")).toBeNull();
  });

  it("lets a bare host keep the tenant header, then the default tenant", async () => {
    expect((await resolveTenantForHost("localhost:3000", "acme"))?.slug).toBe("acme");
    expect((await resolveTenantForHost("203.0.113.9"))?.slug).toBe("demo");
    expect((await resolveTenantFromHeaders(new Headers({ host: "127.0.0.1:3000", "x-tenant": "acme" })))?.slug).toBe("acme");
  });

  it("ignores X-Forwarded-Host unless a trusted proxy sets it", async () => {
    const h = new Headers({ host: "localhost:3000", "x-forwarded-host": DEMO_JOBS, "x-tenant": "acme" });
    expect((await tenantFromRequestHeaders(h))?.slug).toBe("acme");
    process.env.TRUST_PROXY_HEADERS = "1";
    try {
      expect((await tenantFromRequestHeaders(h))?.slug).toBe("demo");
    } finally {
      delete process.env.TRUST_PROXY_HEADERS;
    }
  });
});

describe("the cache of hosts", () => {
  it("keeps an answer for TENANT_CACHE_MS, and a domain change through the cloud admin drops it at once", async () => {
    const late = `late-${run}.acme.test`;
    expect(await findTenantByHost(late)).toBeNull();
    // Written behind the app's back: this process still answers from its cache (5 s here).
    await getDb().insert(companyDomains).values({ host: late, companyId: acme.id });
    expect(await findTenantByHost(late)).toBeNull();
    // Any change through the commands clears the host cache of this process.
    const other = `other-${run}.acme.test`;
    await addCompanyDomain({ actorUserId: null }, { companyId: acme.id, host: other });
    expect((await findTenantByHost(late))?.slug).toBe("acme");
    expect((await findTenantByHost(other))?.slug).toBe("acme");
    await removeCompanyDomain({ actorUserId: null }, { companyId: acme.id, host: other });
    expect(await findTenantByHost(other)).toBeNull();
  });
});

describe("requests on branded hosts", () => {
  it("answers each company's own config on its host, and 10002 on an unknown one", async () => {
    const acmeAnswer = await callRoute(configRoute.GET, hostRequest("/api/config", ACME_CAREERS));
    expect(acmeAnswer.status).toBe(200);
    expect((acmeAnswer.json as { results: { slug: string; companyName: string } }).results).toMatchObject({ slug: "acme", companyName: acme.name });
    const demoAnswer = await callRoute(configRoute.GET, hostRequest("/api/config", DEMO_JOBS));
    expect((demoAnswer.json as { results: { slug: string } }).results.slug).toBe("demo");
    const unknown = await callRoute(configRoute.GET, hostRequest("/api/config", `careers-${run}.nowhere.test`, { tenant: "demo" }));
    expect([unknown.status, unknown.code]).toEqual([404, ERROR_CODES.unknownCompany]);
    expect(unknown.text).not.toContain(demo.name);
  });

  it("signs a user in on the company's branded host and binds the session to that company", async () => {
    const r = await attemptLogin({ email: "talent@acme.test", password: "Talent#2026", portal: "talent" }, new Headers({ host: `${ACME_CAREERS}:3000`, "x-forwarded-for": "203.0.113.41" }));
    expect(r.ok && r.claims.tenant).toBe("acme");
    const wrong = await attemptLogin({ email: "talent@acme.test", password: "Talent#2026", portal: "talent" }, new Headers({ host: DEMO_JOBS, "x-forwarded-for": "203.0.113.42" }));
    expect(wrong.ok ? "ok" : wrong.code).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("gives a session of one company nothing on another company's branded host", async () => {
    const acmeTalent = await sessionFor(await findUser("talent@acme.test", "acme"), "acme");
    const own = await callRoute(detailsRoute.GET, hostRequest("/api/candidate/details", ACME_CAREERS, { cookie: acmeTalent.cookie }));
    expect(own.status).toBe(200);
    const other = await callRoute(detailsRoute.GET, hostRequest("/api/candidate/details", DEMO_JOBS, { cookie: acmeTalent.cookie }));
    expect([other.status, other.code]).toEqual([440, ERROR_CODES.sessionExpired]);
    // D40: another host of the same company is the same company (a browser never sends the
    // host-only cookie there; a copied one reaches nothing its own host did not).
    const sibling = await callRoute(detailsRoute.GET, hostRequest("/api/candidate/details", ACME_JOBS, { cookie: acmeTalent.cookie }));
    expect(sibling.status).toBe(200);
  });

  it("builds e-mailed and structured-data links on the company's own host, never on a forged one", async () => {
    expect(await tenantLinkOrigin(acme, new Headers({ host: `${ACME_CAREERS}:3000` }))).toBe(`https://${ACME_CAREERS}:3000`);
    const forged = await tenantLinkOrigin(acme, new Headers({ host: "203.0.113.66", "x-forwarded-host": "evil.example" }));
    expect(forged).not.toMatch(/evil|203\.0\.113/);
    expect(forged).toMatch(/^https?:\/\/[a-z0-9.-]+$/);
    // Another company's registered host is not this company's.
    expect(await tenantLinkOrigin(demo, new Headers({ host: ACME_CAREERS }))).not.toContain(ACME_CAREERS);
  });
});

describe("the cloud admin's domain actions", () => {
  it("adds a host (trimmed, lower-cased) with an activity-log entry, and removes it again", async () => {
    as(cloudCookie);
    const host = `new-${run}.acme.test`;
    const added = (await actions.addCompanyDomainAction({ companyId: acme.id, host: `  NEW-${run}.Acme.Test ` })) as Result;
    expect(added.data).toEqual({ host });
    expect((await resolveTenantForHost(host))?.slug).toBe("acme");
    const cloud = await findUser("cloudadmin@talent.test", null);
    const logged = await getDb().select().from(activityLog).where(and(eq(activityLog.action, "company.domain.add"), eq(activityLog.entityId, host)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ companyId: acme.id, actorUserId: cloud.id, after: { host } });

    const removed = (await actions.removeCompanyDomainAction({ companyId: acme.id, host })) as Result;
    expect(removed.data).toEqual({ host });
    expect(await resolveTenantForHost(host)).toBeNull();
    const removal = await getDb().select().from(activityLog).where(and(eq(activityLog.action, "company.domain.remove"), eq(activityLog.entityId, host)));
    expect(removal).toHaveLength(1);
  });

  it("refuses a host another company (or the same one) already has with 10586, and changes nothing", async () => {
    as(cloudCookie);
    const taken = (await actions.addCompanyDomainAction({ companyId: demo.id, host: ACME_CAREERS })) as Result;
    expect(taken.serverError).toEqual({ code: ERROR_CODES.domainTaken, message: "This domain is already registered for a company." });
    expect((await actions.addCompanyDomainAction({ companyId: acme.id, host: ACME_CAREERS.toUpperCase() })) as Result).toMatchObject({ serverError: { code: ERROR_CODES.domainTaken } });
    expect((await resolveTenantForHost(ACME_CAREERS))?.slug).toBe("acme");
  });

  it("refuses what is not a host name with 10585 and another company's platform address with 10587", async () => {
    as(cloudCookie);
    for (const host of ["https://careers.acme.test", "careers.acme.test:8443", "careers.acme.test/jobs", "localhost", "10.0.0.7", "*.acme.test", "", "a".repeat(1500)]) {
      const r = (await actions.addCompanyDomainAction({ companyId: acme.id, host })) as Result;
      expect(r.serverError?.code, host.slice(0, 40)).toBe(ERROR_CODES.domainInvalid);
    }
    const reserved = (await actions.addCompanyDomainAction({ companyId: acme.id, host: "demo.localhost" })) as Result;
    expect(reserved.serverError?.code).toBe(ERROR_CODES.domainReserved);
    expect((await resolveTenantForHost("demo.localhost"))?.slug).toBe("demo");
  });

  it("answers 10404 for a host the company does not have, or a company that does not exist", async () => {
    as(cloudCookie);
    expect(((await actions.removeCompanyDomainAction({ companyId: demo.id, host: ACME_CAREERS })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await resolveTenantForHost(ACME_CAREERS))?.slug).toBe("acme");
    expect(((await actions.addCompanyDomainAction({ companyId: "00000000-0000-4000-8000-000000000000", host: `x-${run}.example` })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
  });

  it("lets only a cloud admin's session in: 10231 without one, 10403 for a company admin", async () => {
    as(null);
    const host = `nope-${run}.acme.test`;
    expect(((await actions.addCompanyDomainAction({ companyId: acme.id, host })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as((await signInAs("admin@demo.test", "demo")).cookie);
    expect(((await actions.addCompanyDomainAction({ companyId: acme.id, host })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.removeCompanyDomainAction({ companyId: acme.id, host: ACME_CAREERS })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    // A cloud session issued on demo's host is nothing on a company's branded host.
    as(cloudCookie, ACME_CAREERS);
    expect(((await actions.addCompanyDomainAction({ companyId: acme.id, host })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    expect(await resolveTenantForHost(host)).toBeNull();
  });

  it("keeps the commands safe when called directly with malformed input", async () => {
    expect(await codeOf(addCompanyDomain({ actorUserId: null }, { companyId: acme.id, host: "bad host" }))).toBe(ERROR_CODES.domainInvalid);
    await expect(addCompanyDomain({ actorUserId: null }, { companyId: "not-a-uuid", host: "ok.example" })).rejects.toThrow();
  });
});
