import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, users } from "@/db/schema";
import { CLOUD_ADMIN } from "@/db/seed/tenants";
import { apiRoute, routePolicyOf, type RoutePolicy } from "@/lib/api/route";
import { validateSession } from "@/lib/auth/session-store";
import { clearTenantCache } from "@/lib/tenancy/queries";
import { ERROR_CODES, isKnownErrorCode } from "@/lib/errors/catalogue";
import { apiRequest, callRoute, type RouteAnswer, type RouteHandler } from "../support/api-request";
import { HTTP_METHODS, apiRouteFiles, fillPattern, paramNames, type HttpMethod } from "../support/app-routes";
import { ensureUser, findUser, sessionFor, type TestSession } from "../support/sessions";
import { shapeKeys } from "../support/zod-shape";

/**
 * The access matrix of every route handler on disk: each (method, route) × each actor, with real
 * sessions (rows in `sessions`, Auth.js cookies) against real Postgres. A new route file fails
 * here until it is built with apiRoute AND has a row in EXPECTED below.
 *
 * Outcome classes:
 * - "ok": 2xx, the handler answered.
 * - "ran": a 4xx with a catalogued code other than the access codes (10231, 10403, 10028, 10002):
 *   the request got past the access check and the handler or its zod schema answered. Writes are
 *   called without a body by default, so "ran" is their usual answer for an allowed actor; that
 *   proves the access decision without side effects.
 * - 440: 10231 (no usable session: none, revoked, or issued on another tenant's host).
 * - 403: 10403 (a session of the wrong portal, role, privilege or permission).
 * - 10028: the route's module is switched off for the tenant.
 */
type Actor =
  | "anonymous"
  | "talent"
  | "talentWithoutDashboard"
  | "candidate"
  | "recruiterAdmin"
  | "recruiter"
  | "collaborator"
  | "admin"
  | "cloudAdmin"
  | "demoTalentOnAcme"
  | "demoRecruiterOnAcme";
type Outcome = "ok" | "ran" | 440 | 403 | 10028;
type Who = Record<Actor, Outcome>;

const ACTORS: readonly Actor[] = [
  "anonymous",
  "talent",
  "talentWithoutDashboard",
  "candidate",
  "recruiterAdmin",
  "recruiter",
  "collaborator",
  "admin",
  "cloudAdmin",
  "demoTalentOnAcme",
  "demoRecruiterOnAcme",
];

/** What the request carries beyond the actor; writes default to no body (see "ran"). */
type Sample = { query?: string; params?: Record<string, string | string[]>; json?: unknown };
type Row = { who: Who; sample?: Sample };

// Named rows read as intent. They are written out, not derived from the policies under test.
const ANYONE: Who = {
  anonymous: "ok",
  talent: "ok",
  talentWithoutDashboard: "ok",
  candidate: "ok",
  recruiterAdmin: "ok",
  recruiter: "ok",
  collaborator: "ok",
  admin: "ok",
  cloudAdmin: "ok",
  demoTalentOnAcme: "ok",
  demoRecruiterOnAcme: "ok",
};

/** A talent-portal session of this tenant (talent or candidate login); admins and cloud are refused. */
const TALENT_SESSION: Who = {
  anonymous: 440,
  talent: "ok",
  talentWithoutDashboard: "ok",
  candidate: "ok",
  recruiterAdmin: 403,
  recruiter: 403,
  collaborator: 403,
  admin: 403,
  cloudAdmin: 403,
  demoTalentOnAcme: 440,
  demoRecruiterOnAcme: 440,
};

/** Any session of this tenant, whatever the portal (cloud admins sign in on a tenant host). */
const SIGNED_IN: Who = {
  ...ANYONE,
  anonymous: 440,
  demoTalentOnAcme: 440,
  demoRecruiterOnAcme: 440,
};

/** Any admin-portal role of this tenant; talent and cloud sessions are refused. */
const ADMIN_PORTAL: Who = {
  anonymous: 440,
  talent: 403,
  talentWithoutDashboard: 403,
  candidate: 403,
  recruiterAdmin: "ok",
  recruiter: "ok",
  collaborator: "ok",
  admin: "ok",
  cloudAdmin: 403,
  demoTalentOnAcme: 440,
  demoRecruiterOnAcme: 440,
};

/**
 * One row per "METHOD /api/pattern" that exists. Add the row with the route: the test names the
 * missing one. Rows for routes that no longer exist fail too, so the table stays the truth.
 */
const EXPECTED: Record<string, Row> = {
  // Company branding and time zone, read before login (spec §7: no credentials).
  "GET /api/app-config": { who: ANYONE },
  "GET /api/config": { who: ANYONE },
  "GET /api/module-restrictions": { who: ANYONE, sample: { query: "?moduleType=interviewModule" } },
  "GET /api/candidate/specialities": { who: ANYONE },
  "GET /api/candidate/stacks": { who: ANYONE },
  "GET /api/static-data/[slug]": { who: ANYONE, sample: { params: { slug: "availability" } } },
  // Public, but only for allowlisted content hosts: a host outside the list is refused (10590)
  // after the access check, for everyone alike, without any network traffic.
  "GET /api/asset": { who: ran(ANYONE), sample: { query: "?url=https%3A%2F%2Fnot-a-content-host.invalid%2Fa.png" } },
  "GET /api/candidate/details": { who: TALENT_SESSION },
  // The caller's own resume parse; a talent without a resume gets { status: null }, still a 200.
  "GET /api/candidate/resume/parse-status": { who: TALENT_SESSION },
  // Spec §7 sends credentials with it; any signed-in user of the company may read the flag.
  "GET /api/permission/cloud": { who: SIGNED_IN },
  // A stored file behind a signed URL: any session of the company; without a valid signature the
  // handler refuses (so "ran"), and another company's file is a 404 like a missing one.
  "GET /api/files/[id]": { who: ran(SIGNED_IN) },
  // Admin portal with a role permission (default grants, lib/access/permissions.ts).
  "POST /api/admin/jobs/parse-file": { who: adminWithPermission(["recruiterAdmin", "recruiter", "admin"]) },
  "POST /api/admin/users/bulk": { who: adminWithPermission(["recruiterAdmin", "admin"]) },
  // The activity log's CSV (issue 14): "users.manage", like its screen.
  "GET /api/admin/activity/export": { who: adminWithPermission(["recruiterAdmin", "admin"], "ok") },
  // An empty search is a valid search (the first page of everyone).
  "GET /api/admin/talent/search": { who: adminWithPermission(["recruiterAdmin", "recruiter", "admin"], "ok") },
  // Called without their required query, so the allowed actors get the validation answer.
  "GET /api/admin/candidate/profile/attachment": { who: ran(ADMIN_PORTAL) },
  "GET /api/candidate/profile/attachment": { who: ran(TALENT_SESSION) },
  // Profile downloads, called without a format: the talent's own, and an admin's who may search talent.
  "GET /api/candidate/profile/download": { who: ran(TALENT_SESSION) },
  "GET /api/admin/candidate/profile/download": { who: adminWithPermission(["recruiterAdmin", "recruiter", "admin"]) },
  "POST /api/candidate/uploads": { who: ran(TALENT_SESSION) },
  // Intro video: the talent's own video (a talent without one reads and "deletes" nothing); the
  // upload URL needs the answers' timings, so the bodiless call is the validation answer.
  "GET /api/candidate/introvideo": { who: TALENT_SESSION },
  "DELETE /api/candidate/introvideo": { who: TALENT_SESSION },
  "POST /api/candidate/introvideo/upload-url": { who: ran(TALENT_SESSION) },
  // Signed upload target: any session may present a token; a bogus one is refused (10221).
  "PUT /api/uploads/[token]": { who: ran(SIGNED_IN), sample: { params: { token: "not-a-token" } } },
  // Rephrase is for every signed-in user; without texts the schema answers.
  "POST /api/rephrase": { who: ran(SIGNED_IN) },
  "GET /api/rephrase/status": { who: SIGNED_IN },
  // Idempotent: without a session of this tenant it still answers where to go.
  "POST /api/talent/logout": { who: ANYONE },
  // Interviews (issue 13): a talent books a slot of their own invitation; without a body the schema answers.
  "POST /api/interviews/book": { who: ran(TALENT_SESSION) },
  // The code editor (issue 15): staff of the interview; a random id is 10404 past the access check.
  "GET /api/interviews/[interviewId]/code-questions": { who: ran(ADMIN_PORTAL), sample: { params: { interviewId: "7d1f0c2e-5b7a-4c1e-9a3d-2f6b8e4c0a11" } } },
  "GET /api/interviews/[interviewId]/code-history": { who: ran(ADMIN_PORTAL), sample: { params: { interviewId: "7d1f0c2e-5b7a-4c1e-9a3d-2f6b8e4c0a11" } } },
  "GET /api/interviews/[interviewId]/whiteboard-versions": { who: ran(ADMIN_PORTAL), sample: { params: { interviewId: "7d1f0c2e-5b7a-4c1e-9a3d-2f6b8e4c0a11" } } },
  // Calendars (issue 13): a talent's own interviews, and a staff member's with their colleagues'
  // on shared jobs (interviews.view: every admin-portal role by default). One week asked for.
  "GET /api/calendar/interviews": { who: TALENT_SESSION, sample: { query: "?from=2026-01-04T00:00:00Z&to=2026-01-11T00:00:00Z" } },
  "GET /api/admin/calendar/interviews": {
    who: adminWithPermission(["recruiterAdmin", "recruiter", "collaborator", "admin"], "ok"),
    sample: { query: "?from=2026-01-04T00:00:00Z&to=2026-01-11T00:00:00Z" },
  },
  // One-sided interviews (issue 16): the sealed link in the path is the only credential, for
  // anyone alike; a bogus link reads as not found (10404) after the access check.
  "POST /api/osi/[token]/consent": { who: ran(ANYONE), sample: { params: { token: "not-a-token" } } },
  "POST /api/osi/[token]/questions/[questionId]/start": { who: ran(ANYONE), sample: { params: { token: "not-a-token", questionId: "00000000-0000-4000-8000-000000000000" }, json: { mime: "video/webm" } } },
  "PUT /api/osi/[token]/questions/[questionId]/upload": { who: ran(ANYONE), sample: { params: { token: "not-a-token", questionId: "00000000-0000-4000-8000-000000000000" } } },
  "GET /api/osi/[token]/questions/[questionId]/upload": { who: ran(ANYONE), sample: { params: { token: "not-a-token", questionId: "00000000-0000-4000-8000-000000000000" } } },
  // Realtime (issue 14): any signed-in user of this tenant gets a connect token for their own channel.
  "POST /api/realtime/token": { who: SIGNED_IN },
  // Notifications (issue 14): every staff member's and talent's own; the cloud admin has none.
  "GET /api/notifications": { who: { ...SIGNED_IN, cloudAdmin: 403 } },
  "POST /api/notifications/read": { who: ran({ ...SIGNED_IN, cloudAdmin: 403 }) },
  "GET /api/notifications/preferences": { who: { ...SIGNED_IN, cloudAdmin: 403 } },
  "PUT /api/notifications/preferences": { who: ran({ ...SIGNED_IN, cloudAdmin: 403 }) },
  // The live room (issue 15): the talent's own interview or a staff member's on the job; without an
  // interview id the answer is 10404 ("ran") for every actor let in.
  "POST /api/interviews/[interviewId]/room-token": { who: ran({ ...SIGNED_IN, cloudAdmin: 403 }), sample: { params: { interviewId: "00000000-0000-4000-8000-000000000000" } } },
  "POST /api/interviews/[interviewId]/livekit-token": { who: ran({ ...SIGNED_IN, cloudAdmin: 403 }), sample: { params: { interviewId: "00000000-0000-4000-8000-000000000000" } } },
  "POST /api/interviews/[interviewId]/leave": { who: ran({ ...SIGNED_IN, cloudAdmin: 403 }), sample: { params: { interviewId: "00000000-0000-4000-8000-000000000000" } } },
  // LiveKit's signed webhook: no tenant, no session; an unsigned call is 10545 for everyone.
  "POST /api/livekit/webhook": { who: ran(ANYONE) },
  // Probes without tenant or session (see NOT_BUILT_WITH_API_ROUTE).
  "GET /api/health": { who: ANYONE },
  "GET /api/ping": { who: ANYONE },
};

/**
 * Route files that may skip apiRoute, each with the reason. Nothing else may: a handler written
 * by hand would skip the tenant, session and policy checks the wrapper guarantees.
 */
const NOT_BUILT_WITH_API_ROUTE: Record<string, string> = {
  // Auth.js's own endpoints (CSRF token, credentials callback, session, sign-out) with their own
  // checks; the credentials callback runs attemptLogin, covered by auth-login and bad-input tests.
  "app/api/auth/[...nextauth]/route.ts": "Auth.js",
  // Load-balancer probe: no tenant, no session, and deliberately never behind maintenance.
  "app/api/health/route.ts": "liveness probe",
  // Bare baseline for `npm run bench`: no tenant, no database.
  "app/api/ping/route.ts": "benchmark baseline",
  // LiveKit's server-to-server webhook: no tenant host, no session; verified by its signature (WebhookReceiver).
  "app/api/livekit/webhook/route.ts": "signed webhook",
};

/** Not called in the matrix: Auth.js's endpoints are its own contract, not ours. */
const NOT_IN_MATRIX = new Set(["app/api/auth/[...nextauth]/route.ts"]);

/** The same row for a request the handler refuses as invalid once access is granted. */
function ran(who: Who): Who {
  return Object.fromEntries(ACTORS.map((a) => [a, who[a] === "ok" ? "ran" : who[a]])) as Who;
}

function only(actors: Actor[], outcome: Outcome): Partial<Who> {
  return Object.fromEntries(actors.map((a) => [a, outcome]));
}

/**
 * An admin-portal route whose permission only `allowed` roles hold by default. Writes are called
 * without a body, so the allowed roles get the handler's validation answer ("ran").
 */
function adminWithPermission(allowed: Actor[], outcome: Outcome = "ran"): Who {
  return { ...ADMIN_PORTAL, ...only(["recruiterAdmin", "recruiter", "collaborator", "admin"], 403), ...only(allowed, outcome) };
}

type Endpoint = { key: string; method: HttpMethod; pattern: string; relative: string; handler: RouteHandler; policy: RoutePolicy | undefined };

const FILES = apiRouteFiles();
const ENDPOINTS: Endpoint[] = [];
for (const f of FILES) {
  const mod = (await import(/* @vite-ignore */ f.file)) as Record<string, unknown>;
  for (const method of HTTP_METHODS) {
    const handler = mod[method];
    if (typeof handler !== "function") continue;
    ENDPOINTS.push({ key: `${method} ${f.pattern}`, method, pattern: f.pattern, relative: f.relative, handler: handler as RouteHandler, policy: routePolicyOf(handler) });
  }
}
const MATRIX = ENDPOINTS.filter((e) => !NOT_IN_MATRIX.has(e.relative));

type ActorSpec = { email: string; userTenant: string | null; sentTo: string };
const ACTOR_SPECS: Record<Exclude<Actor, "anonymous">, ActorSpec> = {
  talent: { email: "talent@demo.test", userTenant: "demo", sentTo: "demo" },
  talentWithoutDashboard: { email: "talent-nodashboard@demo.test", userTenant: "demo", sentTo: "demo" },
  candidate: { email: "candidate-external@demo.test", userTenant: "demo", sentTo: "demo" },
  recruiterAdmin: { email: "recruiteradmin@demo.test", userTenant: "demo", sentTo: "demo" },
  recruiter: { email: "recruiter@demo.test", userTenant: "demo", sentTo: "demo" },
  collaborator: { email: "collaborator@demo.test", userTenant: "demo", sentTo: "demo" },
  admin: { email: "admin@demo.test", userTenant: "demo", sentTo: "demo" },
  cloudAdmin: { email: CLOUD_ADMIN.email, userTenant: null, sentTo: "demo" },
  // Sessions issued on demo's host, replayed against acme (x-tenant: acme).
  demoTalentOnAcme: { email: "talent@demo.test", userTenant: "demo", sentTo: "acme" },
  demoRecruiterOnAcme: { email: "recruiter@demo.test", userTenant: "demo", sentTo: "acme" },
};

/** A fresh session per call: a logout in one cell must not sign out the next. */
async function actorRequest(actor: Actor): Promise<{ tenant: string; session: TestSession | null }> {
  if (actor === "anonymous") return { tenant: "demo", session: null };
  const spec = ACTOR_SPECS[actor];
  const user = await findUser(spec.email, spec.userTenant);
  // Sessions are always issued on the demo host; `sentTo` is where the request goes.
  return { tenant: spec.sentTo, session: await sessionFor(user, "demo") };
}

async function call(e: Endpoint, actor: Actor, sample: Sample = {}): Promise<RouteAnswer> {
  const { tenant, session } = await actorRequest(actor);
  const { path, params } = fillPattern(e.pattern, sample.params);
  const req = apiRequest(path + (sample.query ?? ""), { method: e.method, tenant, cookie: session?.cookie, json: sample.json });
  return callRoute(e.handler, req, params);
}

async function setModule(key: string, on: boolean): Promise<void> {
  await getDb().execute(sql`update companies set modules = modules || jsonb_build_object(${key}::text, ${on}::boolean) where slug = 'demo'`);
  clearTenantCache();
}

const ACCESS_CODES = new Set<number>([ERROR_CODES.sessionExpired, ERROR_CODES.permissionDenied, ERROR_CODES.moduleNotEnabled, ERROR_CODES.unknownCompany]);

function classify(a: RouteAnswer): Outcome | string {
  if (a.status >= 200 && a.status < 300) return "ok";
  if (a.status === 440 && a.code === ERROR_CODES.sessionExpired) return 440;
  if (a.status === 403 && a.code === ERROR_CODES.permissionDenied) return 403;
  if (a.status === 403 && a.code === ERROR_CODES.moduleNotEnabled) return 10028;
  if (a.status >= 400 && a.status < 500 && isKnownErrorCode(a.code) && !ACCESS_CODES.has(a.code)) return "ran";
  return `HTTP ${a.status} code ${a.code ?? "none"}`;
}

beforeAll(async () => {
  await ensureUser({ tenant: "demo", email: "talent-nodashboard@demo.test", role: "talent", privileges: [], candidateUniqueId: "DEMO-C-AM0001", fullName: "Noa Privilege" });
  await ensureUser({ tenant: "demo", email: "candidate-external@demo.test", role: "talent", loginType: "external", candidateUniqueId: "DEMO-C-AM0002", fullName: "Cam External" });
});

afterAll(async () => {
  await closeDb();
});

describe("every route handler declares a policy", () => {
  it("finds the route handlers on disk", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(5);
  });

  it("builds every exported HTTP method with apiRoute, apart from the commented allowlist", () => {
    const missing = ENDPOINTS.filter((e) => !e.policy && !(e.relative in NOT_BUILT_WITH_API_ROUTE)).map((e) => `${e.key} (${e.relative})`);
    expect(missing, "build these with apiRoute (lib/api/route.ts)").toEqual([]);
  });

  it("keeps the allowlist to files that exist and really bypass apiRoute", () => {
    const stale = Object.keys(NOT_BUILT_WITH_API_ROUTE).filter((rel) => !ENDPOINTS.some((e) => e.relative === rel && !e.policy));
    expect(stale, "remove these from NOT_BUILT_WITH_API_ROUTE").toEqual([]);
  });

  it("has an EXPECTED row for every route and no row for a route that is gone", () => {
    const keys = new Set(MATRIX.map((e) => e.key));
    expect(
      MATRIX.filter((e) => !EXPECTED[e.key]).map((e) => `add a policy row for ${e.key}`),
      "tests/integration/access-matrix.test.ts EXPECTED",
    ).toEqual([]);
    expect(Object.keys(EXPECTED).filter((k) => !keys.has(k)).map((k) => `remove the row for ${k}`)).toEqual([]);
  });
});

describe("access matrix: route × actor", () => {
  for (const e of MATRIX) {
    it(`${e.key} answers each actor as the table says`, async () => {
      const row = EXPECTED[e.key];
      expect(row, `add a policy row for ${e.key}`).toBeDefined();
      const got: Partial<Record<Actor, Outcome | string>> = {};
      for (const actor of ACTORS) got[actor] = classify(await call(e, actor, row.sample));
      expect(got).toEqual(row.who);
    });
  }
});

describe("routes tied to a module", () => {
  it("the wrapper answers 10028 for a declared module that is off, before anything else runs", async () => {
    let ran = false;
    const handler = apiRoute({ access: { portal: ["talent"], module: "dashboard" } }, async () => {
      ran = true;
      return "ran";
    });
    const talent = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
    await setModule("dashboard", false);
    try {
      const a = await callRoute(handler, apiRequest("/api/test-module", { cookie: talent.cookie }));
      expect([a.status, a.code]).toEqual([403, ERROR_CODES.moduleNotEnabled]);
      expect(ran).toBe(false);
    } finally {
      await setModule("dashboard", true);
    }
    expect((await callRoute(handler, apiRequest("/api/test-module", { cookie: talent.cookie }))).status).toBe(200);
    expect(ran).toBe(true);
  });

  const moduled = MATRIX.filter((e) => e.policy && typeof e.policy.access === "object" && e.policy.access.module);
  for (const e of moduled) {
    it(`${e.key} answers 10028 to an allowed actor while its module is off`, async () => {
      const row = EXPECTED[e.key];
      expect(row, `add a policy row for ${e.key}`).toBeDefined();
      const allowed = ACTORS.find((a) => row.who[a] === "ok" || row.who[a] === "ran");
      expect(allowed, "some actor may call it").toBeDefined();
      const key = (e.policy!.access as { module: string }).module;
      await setModule(key, false);
      try {
        expect(classify(await call(e, allowed!, row.sample))).toBe(10028);
      } finally {
        await setModule(key, true);
      }
    });
  }
});

describe("cross-tenant isolation", () => {
  it("answers acme's own talent on acme's host, so the 440s above are about the tenant, not acme", async () => {
    const e = MATRIX.find((x) => x.key === "GET /api/candidate/details");
    expect(e).toBeDefined();
    const acmeTalent = await sessionFor(await findUser("talent@acme.test", "acme"), "acme");
    const a = await callRoute(e!.handler, apiRequest("/api/candidate/details", { tenant: "acme", cookie: acmeTalent.cookie }));
    expect(a.status).toBe(200);
    expect(a.text).toContain("ACME-C-100001");
    const replayed = await callRoute(e!.handler, apiRequest("/api/candidate/details", { tenant: "demo", cookie: acmeTalent.cookie }));
    expect(replayed.status).toBe(440);
  });

  it("does not end a demo session when its cookie is sent to acme's logout", async () => {
    const e = MATRIX.find((x) => x.key === "POST /api/talent/logout");
    expect(e).toBeDefined();
    const s = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
    const a = await callRoute(e!.handler, apiRequest("/api/talent/logout", { method: "POST", tenant: "acme", cookie: s.cookie }));
    expect(a.status).toBe(200);
    expect(await validateSession(s.claims.sid)).not.toBeNull();
    const own = await callRoute(e!.handler, apiRequest("/api/talent/logout", { method: "POST", tenant: "demo", cookie: s.cookie }));
    expect(own.status).toBe(200);
    expect(await validateSession(s.claims.sid)).toBeNull();
    expect(own.headers.get("set-cookie")).toMatch(/^authjs\.session-token=;.*Expires=Thu, 01 Jan 1970/i);
  });

  // What would betray an acme row in an answer (the demo data shares names, so not those), and
  // the acme identifiers a demo user tries: every path parameter, query field and body field.
  let acmeIds: string[] = [];
  let acmeMarkers: string[] = [];
  beforeAll(async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const acmeUsers = await getDb().select().from(users).where(eq(users.companyId, acme.id));
    acmeIds = [acme.id, acme.slug, ...acmeUsers.flatMap((u) => [u.id, u.email, u.candidateUniqueId].filter((v): v is string => !!v))];
    acmeMarkers = [acme.id, acme.name, acme.timezone, "@acme.test", ...acmeUsers.flatMap((u) => [u.id, u.candidateUniqueId].filter((v): v is string => !!v))];
  });

  for (const e of MATRIX) {
    it(`${e.key} gives a demo user nothing of acme's when acme ids are put in its parameters, query and body`, async () => {
      const demoActors: Actor[] = ["anonymous", "talent", "recruiterAdmin", "admin", "cloudAdmin"];
      const queryKeys = shapeKeys(e.policy?.query);
      const bodyKeys = shapeKeys(e.policy?.body);
      const names = paramNames(e.pattern).map((p) => p.name);
      const leaks: string[] = [];
      for (const id of acmeIds) {
        const params = Object.fromEntries(names.map((n) => [n, id]));
        const query = "?" + new URLSearchParams(Object.fromEntries((queryKeys.length ? queryKeys : ["id"]).map((k) => [k, id]))).toString();
        const json = e.method === "GET" || e.method === "DELETE" ? undefined : Object.fromEntries((bodyKeys.length ? bodyKeys : ["id"]).map((k) => [k, id]));
        for (const actor of demoActors) {
          const a = await call(e, actor, { params, query, json });
          if (a.status >= 500) leaks.push(`as ${actor} with ${id}: HTTP ${a.status}`);
          for (const m of acmeMarkers) if (m !== id && a.text.includes(m)) leaks.push(`as ${actor} with ${id}: answer contains ${m}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }
});
