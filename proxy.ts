import type { Session } from "next-auth";
import { NextRequest, NextResponse, type NextFetchEvent } from "next/server";
import { decide, type GateUser } from "@/lib/access/gate";
import { permissionsOf } from "@/lib/access/queries";
import { matchPageRoute } from "@/lib/access/routes";
import { auth } from "@/lib/auth/config";
import { GATE_SESSION_HEADER, sealGateSession } from "@/lib/auth/gate-handoff";
import { sessionMatchesTenant } from "@/lib/auth/identity";
import { hasSessionCookie } from "@/lib/auth/session-cookie";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { resolveTenantFromHeaders } from "@/lib/tenancy/lookup";
import type { Tenant } from "@/lib/tenancy/queries";
import { BARE_ROUTE_HEADER } from "@/lib/shell/bare";
import { RESOLVED_TENANT_HEADER, forwardedHeaders } from "@/lib/tenancy/resolve";
import { earlyRefusal } from "@/lib/security/early-refusals";

/**
 * The one gate for pages (ARCHITECTURE.md): tenant → maintenance → route table → session →
 * module and privilege. Route handlers and actions check again on the server through lib/access.
 */
const ALWAYS_UP_API = new Set(["/api/health"]);
/**
 * Server-to-server endpoints that name no tenant and carry no session: the handler verifies the
 * caller's signature and finds the company in its own data (LiveKit's webhook, issue 15). They
 * pass whatever the host, and during maintenance too, so no event is lost.
 */
const SIGNED_SERVER_API = new Set(["/api/livekit/webhook"]);

type Resolved = { slug: string | null; tenant: Tenant | null; globalMaintenance: boolean; headers: Headers };

async function resolve(req: NextRequest): Promise<Resolved> {
  // Registered domain, then {slug}.{base}, then *.localhost, then header/default on a bare host.
  const tenant = await resolveTenantFromHeaders(req.headers).catch(() => null);
  const slug = tenant ? tenant.slug.toLowerCase() : null;
  // Downstream code trusts this header, so a client-sent copy is always replaced.
  const headers = forwardedHeaders(req.headers);
  headers.delete(RESOLVED_TENANT_HEADER);
  headers.delete(BARE_ROUTE_HEADER);
  headers.delete(GATE_SESSION_HEADER);
  if (slug) headers.set(RESOLVED_TENANT_HEADER, slug);
  headers.set("x-pathname", req.nextUrl.pathname);
  return { slug, tenant, globalMaintenance: process.env.MAINTENANCE_MODE === "1", headers };
}

/**
 * API requests: tenant header and maintenance only. Sessions, roles and privileges are checked by
 * the route wrapper (lib/api/route.ts) from the request itself, so the cookie is decoded once.
 */
async function apiGate(req: NextRequest): Promise<Response> {
  const { tenant, globalMaintenance, headers } = await resolve(req);
  if (ALWAYS_UP_API.has(req.nextUrl.pathname) || SIGNED_SERVER_API.has(req.nextUrl.pathname)) return NextResponse.next({ request: { headers } });
  if (globalMaintenance || tenant?.maintenanceMode) {
    const down = appError(ERROR_CODES.maintenanceMode);
    return NextResponse.json({ code: down.code, message: down.message }, { status: down.status, headers: { "retry-after": "120" } });
  }
  // A host that names no company reaches no handler (Auth.js's own routes included, which would
  // build addresses from that host).
  if (!tenant) {
    const unknown = appError(ERROR_CODES.unknownCompany);
    return NextResponse.json({ code: unknown.code, message: unknown.message }, { status: unknown.status });
  }
  return NextResponse.next({ request: { headers } });
}

async function gateRequest(req: NextRequest & { auth: Session | null }): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  const { slug, tenant, globalMaintenance, headers } = await resolve(req);
  const pass = () => NextResponse.next({ request: { headers } });

  // A session issued on another tenant's host counts as no session here.
  const session = req.auth && sessionMatchesTenant(req.auth, slug) ? req.auth.user : null;
  // The page rendered for this request reads the session from here instead of asking Auth.js and
  // the database again (lib/auth/gate-handoff.ts).
  if (session && slug) headers.set(GATE_SESSION_HEADER, sealGateSession(session, slug));
  const user: GateUser = session
    ? { privileges: session.privileges, isSecurePassword: session.isSecurePassword, candidateUniqueId: session.candidateUniqueId, role: session.role, portal: session.portal }
    : null;

  const route = matchPageRoute(pathname);
  // Routes without navigation chrome (the video interview): the layout reads this header.
  if (route?.bare) headers.set(BARE_ROUTE_HEADER, "1");
  // Admin pages that name a permission need the role's permissions (data, so a query).
  const permissions =
    route?.permission && session && session.portal === "admin" && session.companyId ? await permissionsOf(session.companyId, session.role).catch(() => new Set<string>()) : undefined;
  const decision = decide({ pathname, search, route, tenant, globalMaintenance, user, permissions, enforceSession: true });
  const rewrite = (to: string, status: number) => {
    const url = new URL(to, req.url);
    url.search = search;
    return NextResponse.rewrite(url, { status, request: { headers } });
  };

  switch (decision.kind) {
    case "maintenance":
      return rewrite("/maintenance", 503);
    case "notFound":
      return route ? rewrite("/__unknown", 404) : pass();
    case "forbidden":
      return rewrite(route?.area === "admin" ? "/admin/forbidden" : "/forbidden", 403);
    case "login": {
      const url = new URL(decision.portal === "admin" ? "/admin/login" : "/login", req.url);
      url.search = "";
      url.searchParams.set("from", decision.from);
      return NextResponse.redirect(url);
    }
    case "redirect":
      return NextResponse.redirect(new URL(decision.to, req.url));
    default:
      return pass();
  }
}

const gate = auth((req) => gateRequest(req));

type ProxyHandler = (req: NextRequest, ev: NextFetchEvent) => Promise<Response | undefined>;
// With lazily built config (lib/auth/config.ts) Auth.js hands back the wrapped handler through a
// promise; Next needs a plain exported function, so the proxy awaits it once per request.
const gated = Promise.resolve(gate as unknown as ProxyHandler | Promise<ProxyHandler>);

export async function proxy(req: NextRequest, ev: NextFetchEvent): Promise<Response | undefined> {
  // Undecodable paths and oversized server-action bodies: answered here, since Next would answer 500.
  const refused = earlyRefusal(req);
  if (refused) return refused;
  if (req.nextUrl.pathname.startsWith("/api/")) return apiGate(req);
  // Without a session cookie there is no session to read: the gate runs as for a visitor, without
  // Auth.js's own request handling (a public page's main cost under load, issue 12 §4).
  if (!hasSessionCookie(req.cookies.getAll())) return gateRequest(Object.assign(req, { auth: null }));
  // A host that names no company has no session to read either: its 404 is answered without
  // Auth.js, which would otherwise set its callback-url cookie from that host.
  if (!(await resolveTenantFromHeaders(req.headers).catch(() => null))) return gateRequest(Object.assign(req, { auth: null }));
  const handler = await gated;
  // Auth.js builds its URLs from X-Forwarded-Host when present: it sees the request without an
  // untrusted one (forwardedHeaders), so a forged name never reaches a cookie or a redirect.
  const trusted = forwardedHeaders(req.headers);
  const authReq = trusted.has("x-forwarded-host") === req.headers.has("x-forwarded-host") ? req : new NextRequest(req, { headers: trusted });
  return handler(authReq, ev);
}

export const config = {
  // Static files and build assets skip the gate; everything else (pages and /api) passes it.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/|brand/|images/|robots.txt|tldraw-assets/).*)"],
};
