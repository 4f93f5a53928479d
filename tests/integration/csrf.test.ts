import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, getDb } from "@/db/client";
import { sessions, storedFiles, users } from "@/db/schema";
import { POST as upload } from "@/app/api/candidate/uploads/route";
import { POST as bulkUsers } from "@/app/api/admin/users/bulk/route";
import { POST as logout } from "@/app/api/talent/logout/route";
import { routePolicyOf } from "@/lib/api/route";
import { hashSessionId } from "@/lib/auth/session-store";
import { SAFE_METHODS, isSameOriginRequest } from "@/lib/security/same-origin";
import { callRoute, nextTestIp } from "../support/api-request";
import { HTTP_METHODS, apiRouteFiles } from "../support/app-routes";
import { tinyPdf } from "../support/files";
import { makeTalent, multipartRequest, withTempStorage } from "../support/profiles";
import { createTestOrg, type TestOrg } from "../support/org";
import { findUser, sessionFor, type TestSession } from "../support/sessions";

/**
 * Issue 11 §6: a page on another origin (another port of localhost, a sibling tenant subdomain)
 * must not change anything through a route handler with the signed-in user's cookie.
 */
withTempStorage();

/** Route files whose state-changing exports are not built by apiRoute, and why that is safe. */
const NOT_ON_API_ROUTE: Record<string, string> = {
  // Auth.js: every POST action (signin, signout, callback/credentials, session) checks its own
  // double-submit CSRF token (@auth/core validateCSRF) before doing anything.
  "app/api/auth/[...nextauth]/route.ts": "Auth.js CSRF token",
  // LiveKit's server posts here, never a browser: no cookie is read, and nothing happens unless the
  // Authorization JWT signed with the LiveKit secret carries the body's SHA-256 (D57).
  "app/api/livekit/webhook/route.ts": "signed webhook, no cookie",
};

let talent: Awaited<ReturnType<typeof makeTalent>>;
let session: TestSession;
let org: TestOrg;
let adminCookie: string;

beforeAll(async () => {
  talent = await makeTalent();
  session = await sessionFor(talent, "demo");
  org = await createTestOrg();
  adminCookie = (await sessionFor(await findUser(`admin@${org.slug}.test`, org.slug), org.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

afterEach(() => {
  delete process.env.TRUST_PROXY_HEADERS;
  delete process.env.TENANT_BASE_DOMAIN;
});

const filesOf = (userId: string) => getDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId));

/** The certificate upload as the browser on `host` sends it, with the given fetch metadata. */
async function certificateUpload(host: string, extra: Record<string, string>) {
  const base = await multipartRequest("/api/candidate/uploads?kind=certificate", { bytes: tinyPdf("certificate"), name: "cert.pdf", type: "application/pdf" }, { cookie: session.cookie });
  const headers = new Headers(base.headers);
  headers.delete("x-tenant");
  headers.set("host", host);
  for (const [k, v] of Object.entries(extra)) headers.set(k, v);
  const req = new NextRequest(`http://${host}/api/candidate/uploads?kind=certificate`, { method: "POST", headers, body: await base.arrayBuffer() });
  return callRoute(upload, req);
}

describe("every state-changing route handler is guarded", () => {
  it("is built by apiRoute (which checks the origin) unless listed with its own CSRF defence", async () => {
    const unguarded: string[] = [];
    for (const f of apiRouteFiles()) {
      const mod = (await import(/* @vite-ignore */ f.file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS) {
        if (SAFE_METHODS.has(method) || typeof mod[method] !== "function") continue;
        if (!routePolicyOf(mod[method]) && !NOT_ON_API_ROUTE[f.relative]) unguarded.push(`${method} ${f.relative}`);
      }
    }
    expect(unguarded).toEqual([]);
  });
});

describe("a certificate upload with the talent's cookie", () => {
  const refusedFrom: [string, Record<string, string>][] = [
    ["another port of localhost (the issue's page on :3999)", { origin: "http://localhost:3999" }],
    ["a sibling tenant's subdomain", { origin: "http://acme.localhost:3000" }],
    ["a look-alike host", { origin: "http://demo.localhost.evil.example:3000" }],
    ["an opaque origin (sandboxed frame)", { origin: "null" }],
    ["the same host over another scheme's default port", { origin: "https://demo.localhost" }],
    ["no Origin but Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ];
  for (const [label, headers] of refusedFrom) {
    it(`is refused with 10403 and stores nothing when sent from ${label}`, async () => {
      const before = (await filesOf(talent.id)).length;
      const a = await certificateUpload("demo.localhost:3000", headers);
      expect(a.status).toBe(403);
      expect(a.code).toBe(10403);
      expect((a.json as { details?: { reason?: string } }).details?.reason).toBe("crossOrigin");
      expect((await filesOf(talent.id)).length).toBe(before);
    });
  }

  const acceptedFrom: [string, Record<string, string>][] = [
    ["the page's own origin", { origin: "http://demo.localhost:3000", "sec-fetch-site": "same-origin" }],
    ["no Origin and Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["neither header (not a browser: curl, a server)", {}],
  ];
  for (const [label, headers] of acceptedFrom) {
    it(`is stored when sent from ${label}`, async () => {
      const before = (await filesOf(talent.id)).length;
      const a = await certificateUpload("demo.localhost:3000", headers);
      expect(a.status).toBe(200);
      expect((await filesOf(talent.id)).length).toBe(before + 1);
    });
  }

  it("trusts X-Forwarded-Host as the served host only behind a trusted proxy", async () => {
    const viaProxy = { origin: "https://demo.talent.example", "x-forwarded-host": "demo.talent.example" };
    const before = (await filesOf(talent.id)).length;
    expect((await certificateUpload("demo.localhost:3000", viaProxy)).code).toBe(10403);
    process.env.TRUST_PROXY_HEADERS = "1";
    // The forwarded host must name the company by itself (D40): {slug}.{TENANT_BASE_DOMAIN}.
    process.env.TENANT_BASE_DOMAIN = "talent.example";
    expect((await certificateUpload("demo.localhost:3000", viaProxy)).status).toBe(200);
    expect((await filesOf(talent.id)).length).toBe(before + 1);
  });
});

describe("other state-changing handlers", () => {
  it("refuses a cross-origin bulk upload of users and creates no one", async () => {
    const fd = new FormData();
    fd.set("file", new File(["Full Name,Email,Role\nEve Evil,eve@evil.test,admin\n"], "users.csv", { type: "text/csv" }));
    fd.set("departmentId", org.departments.engineering);
    const encoded = new Request("http://x/", { method: "POST", body: fd });
    const host = `${org.slug}.localhost:3000`;
    const req = new NextRequest(`http://${host}/api/admin/users/bulk`, {
      method: "POST",
      headers: { host, origin: "http://localhost:3999", cookie: adminCookie, "content-type": encoded.headers.get("content-type")!, "x-forwarded-for": nextTestIp() },
      body: await encoded.arrayBuffer(),
    });
    const a = await callRoute(bulkUsers, req);
    expect(a.status).toBe(403);
    expect(a.code).toBe(10403);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, "eve@evil.test"))).toEqual([]);
  });

  it("refuses a cross-origin logout (the session stays) and accepts the same-origin one", async () => {
    const s = await sessionFor(talent, "demo");
    const live = async () => (await getDb().select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, hashSessionId(s.claims.sid)), isNull(sessions.revokedAt)))).length;
    const send = (origin: string) =>
      callRoute(logout, new NextRequest("http://demo.localhost:3000/api/talent/logout", { method: "POST", headers: { host: "demo.localhost:3000", origin, cookie: s.cookie } }));
    expect((await send("http://acme.localhost:3000")).code).toBe(10403);
    expect(await live()).toBe(1);
    expect((await send("http://demo.localhost:3000")).status).toBe(200);
    expect(await live()).toBe(0);
  });
});

describe("isSameOriginRequest", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it("lets reads through whatever their origin", () => {
    for (const m of ["GET", "HEAD", "OPTIONS", "get"]) expect(isSameOriginRequest(m, h({ host: "a.localhost", origin: "http://evil.example" }))).toBe(true);
  });
  it("compares host and port exactly and refuses what it cannot read", () => {
    expect(isSameOriginRequest("PUT", h({ host: "a.localhost:3000", origin: "http://a.localhost:3000" }))).toBe(true);
    expect(isSameOriginRequest("PUT", h({ host: "careers.acme.com", origin: "https://careers.acme.com" }))).toBe(true);
    expect(isSameOriginRequest("DELETE", h({ host: "careers.acme.com", origin: "https://jobs.acme.com" }))).toBe(false);
    expect(isSameOriginRequest("PATCH", h({ host: "A.localhost:3000", origin: "http://a.localhost:3001" }))).toBe(false);
    expect(isSameOriginRequest("POST", h({ origin: "http://a.localhost" }))).toBe(false);
    expect(isSameOriginRequest("POST", h({ host: "a.localhost", origin: "not a url" }))).toBe(false);
    expect(isSameOriginRequest("POST", h({ host: "a.localhost", origin: "file://a.localhost" }))).toBe(false);
    expect(isSameOriginRequest("POST", h({ host: "a.localhost", "sec-fetch-site": "none" }))).toBe(true);
  });
});
