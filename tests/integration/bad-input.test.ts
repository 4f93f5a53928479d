import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { closeDb, getDb } from "@/db/client";
import { users } from "@/db/schema";
import { CLOUD_ADMIN } from "@/db/seed/tenants";
import { MAX_JSON_BODY_BYTES, apiRoute, routePolicyOf, type RoutePolicy } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { attemptCodeLogin, requestLoginCode } from "@/lib/auth/code-login";
import { attemptLogin } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordReset, resetPasswordWithLink, setSecurePassword } from "@/lib/auth/recovery";
import { issueLinkToken } from "@/lib/auth/tokens";
import { isAppError } from "@/lib/errors/app-error";
import { catalogueEntry } from "@/lib/errors/catalogue";
import { findTenantBySlug, type Tenant } from "@/lib/tenancy/queries";
import { apiRequest, callRoute, nextTestIp, type RouteAnswer, type RouteHandler } from "../support/api-request";
import { HTTP_METHODS, apiRouteFiles, fillPattern, type HttpMethod } from "../support/app-routes";
import { ensureUser, findUser, sessionFor, type TestSession } from "../support/sessions";
import { fieldKind, isRequiredField, shapeKeys, type JsonKind } from "../support/zod-shape";
import { fromAddress } from "../support/peer";

/**
 * Bad input on every route handler that declares a query or body, and on the lib functions behind
 * this issue's forms (their server actions are thin wrappers): missing fields, wrong types, 1 MB
 * strings, SQL, HTML and odd unicode; for bodies also malformed JSON, 2 MB, wrong content type.
 * Whatever comes in, the answer is a catalogued 4xx (or, for text a field may legitimately hold,
 * a normal answer), never a 5xx, and a refused request writes nothing.
 */

// Mail from accepted variants (an external code login creates a code) must not land in the checkout.
process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), "bad-input-outbox-"));

const MB = "x".repeat(1024 * 1024);

/** Text a field may legitimately receive; it must be handled, whether accepted or refused. */
const HOSTILE_TEXT: Record<string, string> = {
  "SQL or": "' OR 1=1 --",
  "SQL drop": "'; drop table users; --",
  "HTML script": "<script>alert(1)</script>",
  "HTML img": "<img src=x onerror=alert(1)>",
  "NUL byte": "a\u0000b",
  "RTL override": "\u202Eevil\u202C.exe",
  emoji: "😀👩‍💻🏳️‍🌈",
};

/** One value of each JSON kind; those not of the field's kind are always refused. */
const ONE_OF_EACH: Record<JsonKind | "null", unknown> = { string: "abc", number: 42, boolean: true, array: ["a", "b"], object: { a: 1 }, null: null };

/** Values of the wrong JSON type for a field of `kind` (none when the kind cannot be told). */
function wrongTypes(kind: JsonKind | undefined, nullable = false): [string, unknown][] {
  if (!kind) return [];
  return Object.entries(ONE_OF_EACH).filter(([k]) => k !== kind && !(k === "null" && nullable));
}

function jsonKindOf(v: unknown): JsonKind | undefined {
  if (Array.isArray(v)) return "array";
  if (v === null) return undefined;
  const t = typeof v;
  return t === "string" || t === "number" || t === "boolean" || t === "object" ? t : undefined;
}

/** Whole inputs that are not an object of fields at all. */
const NOT_AN_OBJECT: Record<string, unknown> = { undefined: undefined, null: null, string: "email=a@b.c", number: 7, array: [], "empty object": {} };

type Counts = Record<"users" | "auth_tokens" | "activity_log" | "sessions", number>;

async function counts(): Promise<Counts> {
  const r = await getDb().execute<{ users: string; auth_tokens: string; activity_log: string; sessions: string }>(sql`
    select (select count(*) from users) as users, (select count(*) from auth_tokens) as auth_tokens,
           (select count(*) from activity_log) as activity_log, (select count(*) from sessions) as sessions`);
  const row = r.rows[0];
  return { users: Number(row.users), auth_tokens: Number(row.auth_tokens), activity_log: Number(row.activity_log), sessions: Number(row.sessions) };
}

/** Limits are not what these tests are about; a fresh window keeps every variant reaching validation. */
async function clearRateLimits(): Promise<void> {
  await getDb().execute(sql`delete from rate_limit_buckets`);
}

/** What a call answered, reduced to what the sweep judges. */
type Verdict = { kind: "accepted" } | { kind: "refused"; code: number; status: number; message: string } | { kind: "crashed"; detail: string };

function judgeAnswer(a: RouteAnswer): Verdict {
  if (a.status < 400) return { kind: "accepted" };
  const message = (a.json as { message?: unknown } | undefined)?.message;
  if (a.status >= 500 || a.code === undefined) return { kind: "crashed", detail: `HTTP ${a.status} ${a.text.slice(0, 200)}` };
  return { kind: "refused", code: a.code, status: a.status, message: typeof message === "string" ? message : "" };
}

/** Lib functions either return `{ ok, code }` or throw a catalogued AppError; anything else is a crash. */
async function judgeCall(fn: () => Promise<unknown>): Promise<Verdict> {
  try {
    const out = (await fn()) as { ok?: boolean; code?: number; delivery?: Promise<void> } | undefined;
    if (out && typeof out === "object" && "delivery" in out) await out.delivery;
    if (out && typeof out === "object" && out.ok === false && typeof out.code === "number") {
      const entry = catalogueEntry(out.code);
      return { kind: "refused", code: out.code, status: entry?.status ?? 0, message: entry?.message ?? "" };
    }
    return { kind: "accepted" };
  } catch (e) {
    if (isAppError(e)) return { kind: "refused", code: e.code, status: e.status, message: e.message };
    return { kind: "crashed", detail: e instanceof Error ? `${e.name}: ${e.message.slice(0, 200)}` : String(e) };
  }
}

/** Must every variant be refused, or may text be accepted as long as nothing breaks? */
type Rule = "refuse" | "survive";

/** Checks one verdict; returns a problem description or null. */
function problem(v: Verdict, rule: Rule, wrote: boolean): string | null {
  if (v.kind === "crashed") return `crashed: ${v.detail}`;
  if (v.kind === "accepted") return rule === "refuse" ? "was accepted" : null;
  const entry = catalogueEntry(v.code);
  if (!entry) return `code ${v.code} is not in the catalogue`;
  if (v.status < 400 || v.status >= 500) return `code ${v.code} answered HTTP ${v.status}`;
  if (entry.status !== v.status) return `code ${v.code} answered HTTP ${v.status}, catalogue says ${entry.status}`;
  if (!v.message) return `code ${v.code} came without a message`;
  if (wrote) return `refused with ${v.code} but wrote rows`;
  return null;
}

function changed(before: Counts, after: Counts): boolean {
  return (Object.keys(before) as (keyof Counts)[]).some((k) => before[k] !== after[k]);
}

/**
 * Field-level variants of an input object: [label, input, rule]. `kind` is the field's JSON kind
 * (from its schema, else from the baseline value); text variants go to every field, since a
 * string where a number belongs must be handled too.
 */
function fieldVariants(baseline: Record<string, unknown>, field: string, required: boolean, kind = jsonKindOf(baseline[field]), nullable = false): [string, Record<string, unknown>, Rule][] {
  const { [field]: _dropped, ...without } = baseline;
  const out: [string, Record<string, unknown>, Rule][] = [[`${field} missing`, without, required ? "refuse" : "survive"]];
  for (const [label, v] of wrongTypes(kind, nullable)) out.push([`${field} as ${label}`, { ...baseline, [field]: v }, "refuse"]);
  out.push([`${field} of 1 MB`, { ...baseline, [field]: MB }, "refuse"]);
  for (const [label, v] of Object.entries(HOSTILE_TEXT)) out.push([`${field} with ${label}`, { ...baseline, [field]: v }, "survive"]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lib functions behind the forms. Add a row when a form gets a new server-side entry point.
// `baseline` is a well-formed input that still fails late (unknown account, wrong current
// password, broken link), so variants exercise validation without changing accounts.
// ---------------------------------------------------------------------------------------------

type LibRow = {
  name: string;
  /** Fields the form sends; all required unless listed in `optional`. */
  fields: string[];
  optional?: string[];
  baseline: () => Promise<Record<string, unknown>>;
  call: (input: unknown) => Promise<unknown>;
};

let demo: Tenant;
let adminSession: TestSession;
let talentSession: TestSession;
let tempPasswordSession: TestSession;
let resetUserId: string;

const headersFor = () => new Headers({ "x-tenant": "demo", ...fromAddress(nextTestIp()), "user-agent": "vitest-bad-input", "accept-language": "en" });

const LIB_ROWS: LibRow[] = [
  {
    name: "attemptLogin (credentials: talent, admin, cloud sections)",
    fields: ["email", "password", "portal"],
    baseline: async () => ({ email: "nobody@demo.test", password: "Wrong#2026", portal: "talent" }),
    call: (input) => attemptLogin(input, headersFor()),
  },
  {
    name: "requestPasswordReset (forgot-password form)",
    fields: ["email", "portal"],
    baseline: async () => ({ email: "nobody@demo.test", portal: "talent" }),
    call: (input) => requestPasswordReset(input, { tenant: demo, headers: headersFor(), locale: "en" }),
  },
  {
    name: "resetPasswordWithLink (reset form behind an e-mailed link)",
    fields: ["verificationId", "password", "confirmPassword"],
    // A live link each time, so the password fields are judged after the link check.
    baseline: async () => {
      const link = await issueLinkToken("passwordReset", { companyId: demo.id, userId: resetUserId, email: "reset-sweep@demo.test", context: { portal: "talent" } });
      return { verificationId: link, password: "short", confirmPassword: "short" };
    },
    call: (input) => resetPasswordWithLink(input, { tenant: demo }),
  },
  {
    name: "setSecurePassword (/login/reset-password for a temporary password)",
    fields: ["password", "confirmPassword"],
    baseline: async () => ({ password: "short", confirmPassword: "short" }),
    call: (input) => setSecurePassword(tempPasswordSession.claims, input, { tenant: demo }),
  },
  {
    name: "changePassword (admin change-password form)",
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    baseline: async () => ({ currentPassword: "Wrong#2026", newPassword: "Fresh#2026", confirmPassword: "Fresh#2026" }),
    call: (input) => changePassword(adminSession.claims, input),
  },
  {
    name: "changePassword (talent change-password form)",
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    baseline: async () => ({ currentPassword: "Wrong#2026", newPassword: "Fresh#2026", confirmPassword: "Fresh#2026" }),
    call: (input) => changePassword(talentSession.claims, input),
  },
  {
    name: "requestLoginCode (e-mail login)",
    fields: ["flow", "email"],
    baseline: async () => ({ flow: "email", email: "nobody@demo.test" }),
    call: (input) => requestLoginCode(input, headersFor()),
  },
  {
    name: "requestLoginCode (external job login)",
    fields: ["flow", "email", "jobId"],
    optional: ["fullName"],
    baseline: async () => ({ flow: "job", email: "nobody@demo.test", fullName: "", jobId: "no-such-job" }),
    call: (input) => requestLoginCode(input, headersFor()),
  },
  {
    name: "requestLoginCode (public login link)",
    fields: ["flow", "token"],
    baseline: async () => ({ flow: "public", token: "not-a-sealed-id" }),
    call: (input) => requestLoginCode(input, headersFor()),
  },
  {
    name: "attemptCodeLogin (code entry)",
    fields: ["flow", "codeId", "code"],
    optional: ["fullName", "jobId"],
    baseline: async () => ({ flow: "email", codeId: "7f1d7c5e-8d7e-4a55-9d55-111111111111", code: "123456" }),
    call: (input) => attemptCodeLogin(input, headersFor()),
  },
];

async function sweepLib(row: LibRow, variants: [string, unknown, Rule][]): Promise<string[]> {
  const problems: string[] = [];
  for (const [label, input, rule] of variants) {
    await clearRateLimits();
    const before = await counts();
    const v = await judgeCall(() => row.call(input));
    const p = problem(v, rule, changed(before, await counts()));
    if (p) problems.push(`${label}: ${p}`);
  }
  return problems;
}

beforeAll(async () => {
  demo = (await findTenantBySlug("demo"))!;
  adminSession = await sessionFor(await findUser("admin@demo.test", "demo"), "demo");
  talentSession = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
  const temp = await ensureUser({ tenant: "demo", email: "temp-password@demo.test", role: "talent", candidateUniqueId: "DEMO-C-BI0101", fullName: "Tem Porary" });
  await getDb().update(users).set({ passwordHash: await hashPassword("Temp#2026"), isSecurePassword: false }).where(eq(users.id, temp.id));
  tempPasswordSession = await sessionFor(await findUser("temp-password@demo.test", "demo"), "demo");
  const resetUser = await ensureUser({ tenant: "demo", email: "reset-sweep@demo.test", role: "talent", candidateUniqueId: "DEMO-C-BI0102", fullName: "Re Set" });
  await getDb().update(users).set({ passwordHash: await hashPassword("Reset#2026") }).where(eq(users.id, resetUser.id));
  resetUserId = resetUser.id;
});

afterAll(async () => {
  await closeDb();
});

describe("bad input on the lib functions behind this issue's forms", () => {
  for (const row of LIB_ROWS) {
    it(`${row.name}: refuses inputs that are not an object of fields with 10001`, async () => {
      const variants = Object.entries(NOT_AN_OBJECT).map(([label, input]) => [`input ${label}`, input, "refuse"] as [string, unknown, Rule]);
      expect(await sweepLib(row, variants)).toEqual([]);
    });
    for (const field of [...row.fields, ...(row.optional ?? [])]) {
      it(`${row.name}: survives bad ${field} (missing, wrong types, 1 MB, SQL, HTML, unicode) with a catalogued 4xx and no write`, async () => {
        const baseline = await row.baseline();
        expect(await sweepLib(row, fieldVariants(baseline, field, !row.optional?.includes(field)))).toEqual([]);
      });
    }
  }

  it("leaves the users table intact after the SQL strings", async () => {
    const [{ n }] = (await getDb().execute<{ n: string }>(sql`select count(*) as n from users where email like '%@demo.test'`)).rows;
    expect(Number(n)).toBeGreaterThanOrEqual(5);
  });
});

// ---------------------------------------------------------------------------------------------
// Route handlers on disk that declare a query or a body (lib/api/route.ts records it).
// ---------------------------------------------------------------------------------------------

type Endpoint = { key: string; method: HttpMethod; pattern: string; handler: RouteHandler; policy: RoutePolicy | undefined };

const ENDPOINTS: Endpoint[] = [];
for (const f of apiRouteFiles()) {
  const mod = (await import(/* @vite-ignore */ f.file)) as Record<string, unknown>;
  for (const method of HTTP_METHODS) {
    const handler = mod[method];
    if (typeof handler === "function") ENDPOINTS.push({ key: `${method} ${f.pattern}`, method, pattern: f.pattern, handler: handler as RouteHandler, policy: routePolicyOf(handler) });
  }
}

/**
 * Well-formed requests the sweeps start from, so one spoiled field is judged with the others
 * valid. A route without one is swept from an empty request.
 */
const SAMPLES: Record<string, { query?: Record<string, string>; params?: Record<string, string>; json?: Record<string, unknown> }> = {
  "GET /api/module-restrictions": { query: { moduleType: "interviewModule" } },
  "GET /api/static-data/[slug]": { query: { locale: "en" }, params: { slug: "availability" } },
  "GET /api/candidate/stacks": { query: { category: "frontend", grouped: "1" } },
  "GET /api/asset": { query: { url: "https://not-a-content-host.invalid/a.png", as: "base64" } },
  "GET /api/calendar/interviews": { query: { from: "2026-01-04T00:00:00Z", to: "2026-01-11T00:00:00Z" } },
  "GET /api/admin/calendar/interviews": { query: { from: "2026-01-04T00:00:00Z", to: "2026-01-11T00:00:00Z" } },
};

/** An actor the route's policy lets in, so the sweep reaches validation rather than the gate. */
async function actorFor(policy: RoutePolicy | undefined): Promise<TestSession | null> {
  const access = policy?.access ?? "public";
  if (access === "public") return null;
  if (access === "signedIn") return sessionFor(await findUser("talent@demo.test", "demo"), "demo");
  const portal = access.portal?.[0] ?? (access.roles?.includes("talent") ? "talent" : "admin");
  if (portal === "talent") return sessionFor(await findUser("talent@demo.test", "demo"), "demo");
  if (portal === "cloud") return sessionFor(await findUser(CLOUD_ADMIN.email, null), "demo");
  const email = access.roles && !access.roles.includes("admin") ? `${access.roles[0].toLowerCase()}@demo.test` : "admin@demo.test";
  return sessionFor(await findUser(email, "demo"), "demo");
}

type Sent = { query?: Record<string, string> | string; json?: unknown; rawBody?: string | Uint8Array; contentType?: string };

async function send(e: Endpoint, o: Sent, session?: TestSession | null): Promise<RouteAnswer> {
  const sample = SAMPLES[e.key] ?? {};
  const { path: urlPath, params } = fillPattern(e.pattern, sample.params);
  const qs = typeof o.query === "string" ? o.query : o.query ? new URLSearchParams(o.query).toString() : "";
  if (session === undefined) session = await actorFor(e.policy);
  const req = apiRequest(urlPath + (qs ? `?${qs}` : ""), {
    method: e.method,
    cookie: session?.cookie,
    json: o.json,
    rawBody: o.rawBody,
    headers: o.contentType ? { "content-type": o.contentType } : undefined,
  });
  return callRoute(e.handler, req, params);
}

const ACCESS_REFUSALS = new Set([10231, 10403, 10028]);

async function sweepRoute(e: Endpoint, variants: [string, Sent, Rule][]): Promise<string[]> {
  const problems: string[] = [];
  for (const [label, req, rule] of variants) {
    await clearRateLimits();
    // The session row is made before counting: only what the request itself writes counts.
    const session = await actorFor(e.policy);
    const before = await counts();
    const a = await send(e, req, session);
    if (a.code !== undefined && ACCESS_REFUSALS.has(a.code)) {
      problems.push(`${label}: refused at the gate (${a.code}); the sweep needs an allowed actor`);
      continue;
    }
    const v = judgeAnswer(a);
    // GETs may write nothing at all, whatever they answer.
    const wrote = changed(before, await counts());
    const p = problem(v, rule, wrote && (e.method === "GET" || v.kind === "refused"));
    if (p) problems.push(`${label}: ${p}`);
    else if (e.method === "GET" && wrote) problems.push(`${label}: a GET wrote rows`);
  }
  return problems;
}

/** Query variants per declared key: values are strings in a URL, so "wrong types" are shapes. */
function queryVariants(baseline: Record<string, string>, key: string, required: boolean): [string, Sent, Rule][] {
  const { [key]: _dropped, ...without } = baseline;
  const qs = (over: Record<string, string>) => new URLSearchParams({ ...without, ...over }).toString();
  const out: [string, Sent, Rule][] = [
    [`${key} missing`, { query: qs({}) }, required ? "refuse" : "survive"],
    [`${key} empty`, { query: qs({ [key]: "" }) }, "survive"],
    [`${key} as number`, { query: qs({ [key]: "42" }) }, "survive"],
    [`${key} as "[object Object]"`, { query: qs({ [key]: "[object Object]" }) }, "survive"],
    [`${key} repeated`, { query: `${qs({})}&${key}=a&${key}=b` }, "survive"],
    [`${key} as bracket array`, { query: `${qs({})}&${key}[]=a&${key}[]=b` }, required ? "refuse" : "survive"],
    [`${key} of 1 MB`, { query: qs({ [key]: MB }) }, "refuse"],
  ];
  for (const [label, v] of Object.entries(HOSTILE_TEXT)) out.push([`${key} with ${label}`, { query: qs({ [key]: v }) }, "survive"]);
  return out;
}

const WITH_QUERY = ENDPOINTS.filter((e) => e.policy?.hasQuery);
const WITH_BODY = ENDPOINTS.filter((e) => e.policy?.hasBody);
const WRITES = ENDPOINTS.filter((e) => e.method !== "GET" && e.policy);

describe("bad query strings on every route that declares a query", () => {
  it("finds the routes with a declared query", () => {
    expect(WITH_QUERY.length).toBeGreaterThan(0);
  });
  for (const e of WITH_QUERY) {
    for (const key of shapeKeys(e.policy!.query)) {
      it(`${e.key}: survives bad ${key} with a catalogued 4xx (or a normal answer for harmless text), never a 5xx`, async () => {
        const baseline = SAMPLES[e.key]?.query ?? {};
        expect(await sweepRoute(e, queryVariants(baseline, key, isRequiredField(e.policy!.query, key)))).toEqual([]);
      });
    }
    it(`${e.key}: ignores unknown query keys and survives a 1 MB one`, async () => {
      const baseline = SAMPLES[e.key]?.query ?? {};
      const qs = new URLSearchParams(baseline).toString();
      expect(
        await sweepRoute(e, [
          ["unknown key", { query: `${qs}&unexpected=%27%20OR%201%3D1` }, "survive"],
          ["1 MB unknown key", { query: `${qs}&${"k".repeat(1024 * 1024)}=1` }, "survive"],
        ]),
      ).toEqual([]);
    });
  }
});

/** Body variants for a route that declares a JSON body. */
function bodyVariants(e: Endpoint): [string, Sent, Rule][] {
  const baseline = SAMPLES[e.key]?.json ?? {};
  const out: [string, Sent, Rule][] = [];
  for (const [label, v] of Object.entries(NOT_AN_OBJECT)) if (v !== undefined) out.push([`body ${label}`, { json: v }, isRequiredBody(e) ? "refuse" : "survive"]);
  for (const key of shapeKeys(e.policy!.body)) {
    const { kind, nullable } = fieldKind(e.policy!.body, key);
    for (const [label, input, rule] of fieldVariants(baseline, key, isRequiredField(e.policy!.body, key), kind, nullable)) out.push([label, { json: input }, rule]);
  }
  return out;
}

function isRequiredBody(e: Endpoint): boolean {
  return !(e.policy!.body as z.ZodType).safeParse({}).success;
}

// Only present when some route declares a JSON body (the wrapper's own handling is tested below
// either way); vitest refuses an empty suite.
if (WITH_BODY.length) describe("bad bodies on every route that declares one", () => {
  for (const e of WITH_BODY) {
    it(`${e.key}: survives bad fields with a catalogued 4xx, never a 5xx, and writes nothing when it refuses`, async () => {
      expect(await sweepRoute(e, bodyVariants(e))).toEqual([]);
    });
  }
});

/** Envelope variants every write gets, declared body or not. */
function envelopeVariants(): [string, Sent][] {
  return [
    ["malformed JSON", { rawBody: '{"email": "a@b.c",', contentType: "application/json" }],
    ["truncated UTF-8", { rawBody: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82]), contentType: "application/json" }],
    ["2 MB body", { rawBody: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }), contentType: "application/json" }],
    ["form-encoded body", { rawBody: "email=a%40b.c&password=x", contentType: "application/x-www-form-urlencoded" }],
    ["JSON sent as text/plain", { rawBody: JSON.stringify({ email: "a@b.c" }), contentType: "text/plain" }],
    ["deeply nested JSON", { rawBody: "[".repeat(50_000) + "]".repeat(50_000), contentType: "application/json" }],
    ["NUL in JSON", { rawBody: JSON.stringify({ email: "a\u0000@b.c" }), contentType: "application/json" }],
  ];
}

describe("malformed, oversized and mistyped bodies on every write route", () => {
  for (const e of WRITES) {
    it(`${e.key}: never answers 5xx, and writes nothing when it refuses`, async () => {
      expect(await sweepRoute(e, envelopeVariants().map(([l, r]) => [l, r, "survive"] as [string, Sent, Rule]))).toEqual([]);
    });
    if (e.policy?.hasBody) {
      it(`${e.key}: answers 10413 to a 2 MB body and 10001 to malformed JSON or a non-JSON content type`, async () => {
        const byLabel = Object.fromEntries(envelopeVariants());
        const codeOf = async (label: string) => {
          const a = await send(e, byLabel[label]);
          return [a.status, a.code];
        };
        expect(await codeOf("2 MB body")).toEqual([413, 10413]);
        expect(await codeOf("malformed JSON")).toEqual([400, 10001]);
        expect(await codeOf("form-encoded body")).toEqual([400, 10001]);
        expect(await codeOf("JSON sent as text/plain")).toEqual([400, 10001]);
      });
    }
  }
});

describe("the wrapper's own handling of a declared JSON body", () => {
  // A route built here exercises apiRoute itself, whichever real routes declare bodies today.
  let calls = 0;
  const probe = apiRoute(
    { access: "public", body: z.object({ email: z.string().max(254), note: z.string().max(1000).optional() }), query: z.object({ page: z.coerce.number().int().min(1).max(1000).optional() }) },
    async ({ body }) => {
      calls += 1;
      return { email: body.email };
    },
  );
  const post = (o: { json?: unknown; rawBody?: string; contentType?: string; query?: string }) =>
    callRoute(probe, apiRequest(`/api/probe${o.query ?? ""}`, { method: "POST", json: o.json, rawBody: o.rawBody, headers: o.contentType ? { "content-type": o.contentType } : undefined }));

  it("records its policy for the tests to read", () => {
    expect(routePolicyOf(probe)).toMatchObject({ access: "public", hasQuery: true, hasBody: true });
    expect(routePolicyOf(async () => new Response("x"))).toBeUndefined();
  });

  it("accepts a well-formed JSON body, with or without a charset", async () => {
    expect((await post({ json: { email: "a@b.c" } })).status).toBe(200);
    expect((await post({ rawBody: JSON.stringify({ email: "a@b.c" }), contentType: "application/json; charset=utf-8" })).status).toBe(200);
  });

  it("refuses a body over the cap with 10413 before the handler runs, whatever content-length claims", async () => {
    const before = calls;
    const big = JSON.stringify({ email: "x".repeat(MAX_JSON_BODY_BYTES) });
    const a = await post({ rawBody: big, contentType: "application/json" });
    expect([a.status, a.code]).toEqual([413, 10413]);
    expect(calls).toBe(before);
  });

  it("refuses malformed JSON, a non-JSON content type, a missing content type and a NUL with 10001", async () => {
    const before = calls;
    for (const o of [
      { rawBody: "{", contentType: "application/json" },
      { rawBody: JSON.stringify({ email: "a@b.c" }), contentType: "text/plain" },
      { rawBody: "email=a%40b.c", contentType: "application/x-www-form-urlencoded" },
      { rawBody: JSON.stringify({ email: "a@b.c" }) },
      { json: { email: "a\u0000b" } },
      { json: { email: "a@b.c", ["k\u0000"]: 1 } },
    ]) {
      const a = await post(o);
      expect([a.status, a.code], JSON.stringify(o)).toEqual([400, 10001]);
    }
    expect(calls).toBe(before);
  });

  it("refuses a NUL in the query string with 10001", async () => {
    const a = await post({ json: { email: "a@b.c" }, query: "?page=1%00" });
    expect([a.status, a.code]).toEqual([400, 10001]);
  });

  it("answers zod failures with 10001 and the first issue's message, never a 500", async () => {
    for (const json of [{}, { email: 42 }, { email: ["a"] }, { email: "x".repeat(300) }, null, [], "text"]) {
      const a = await post({ json });
      expect([a.status, a.code], JSON.stringify(json)).toEqual([400, 10001]);
      expect(typeof (a.json as { message?: unknown }).message).toBe("string");
    }
    const q = await post({ json: { email: "a@b.c" }, query: "?page=' OR 1=1 --" });
    expect([q.status, q.code]).toEqual([400, 10001]);
  });
});
