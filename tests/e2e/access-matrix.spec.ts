import { expect, test, type APIResponse, type Browser, type BrowserContext } from "@playwright/test";
import { fillPattern, pageFiles } from "../support/app-routes";
import { signIn } from "./support/auth";

/**
 * Every page file on disk, requested through the real proxy by each actor, with the answer the
 * table below expects: status, and for redirects the target. Actors sign in once through the UI;
 * their cookies are reused. The cross-tenant actor is the demo talent's cookie copied onto
 * acme.localhost, as a thief would replay it. A page without a row fails ("add a row for …").
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DEMO = `http://localhost:${PORT}`;
const ACME = `http://acme.localhost:${PORT}`;

type Actor = "anonymous" | "talent" | "recruiter" | "admin" | "demoTalentOnAcme";
const ACTORS: readonly Actor[] = ["anonymous", "talent", "recruiter", "admin", "demoTalentOnAcme"];

/**
 * "200", "403", "404", "307 <path and query>" for a redirect, or "in" for a record page with a
 * sample id that names nothing: the gate let the actor in, and the page answered 200 (a "not
 * found" state in the layout) or 404; what matters here is that it is no redirect and no 403.
 */
type Row = Record<Actor, string>;

const to = (target: string) => `307 ${target}`;
const talentLogin = (from: string) => to(`/login?from=${encodeURIComponent(from)}`);
const adminLogin = (from: string) => to(`/admin/login?from=${encodeURIComponent(from)}`);

/** Values for dynamic segments; anything else gets "sample-<name>". */
const PARAMS: Record<string, string> = { jobId: "job-123", verificationId: "not-a-real-link", encryptedCandidateId: "not-a-sealed-id", token: "not-a-token", id: "00000000-0000-4000-8000-000000000000" };

const OPEN: Row = { anonymous: "200", talent: "200", recruiter: "200", admin: "200", demoTalentOnAcme: "200" };
const NOT_FOUND: Row = { anonymous: "404", talent: "404", recruiter: "404", admin: "404", demoTalentOnAcme: "404" };

/** A talent page: other portals and the replayed cookie count as no session. */
function talentPage(path: string): Row {
  return { anonymous: talentLogin(path), talent: "200", recruiter: talentLogin(path), admin: talentLogin(path), demoTalentOnAcme: talentLogin(path) };
}

/** An admin page; `recruiter` says what the recruiter role gets (403 where the permission is missing). */
function adminPage(path: string, recruiter = "200"): Row {
  return { anonymous: adminLogin(path), talent: adminLogin(path), recruiter, admin: "200", demoTalentOnAcme: adminLogin(path) };
}

/** Keyed by the page's pattern; the URL requested is the pattern filled with PARAMS. */
function expected(path: string): Record<string, Row> {
  return {
    // Login screens send a session of their own portal on to its landing page.
    "/login": { ...OPEN, talent: to("/dashboard") },
    "/admin/login": { ...OPEN, recruiter: to("/admin/dashboard"), admin: to("/admin/dashboard") },
    // The admin portal's front door: the role's home when signed in there, its login otherwise.
    "/admin": { anonymous: to("/admin/login"), talent: to("/admin/login"), recruiter: to("/admin/dashboard"), admin: to("/admin/dashboard"), demoTalentOnAcme: to("/admin/login") },
    "/email-login": { ...OPEN, talent: to("/dashboard") },
    "/login/external": OPEN,
    "/login/external/[jobId]": OPEN,
    "/forgot-password": OPEN,
    // An unknown link renders the "link broken" state, not an error page.
    "/forgot-password/reset-password/[verificationId]": OPEN,
    "/public/login/[encryptedCandidateId]": OPEN,
    "/admin/invitation/[token]": OPEN,
    // One-sided interviews (issue 16): no account, the sealed link is the key; a sample token
    // opens to nothing, which is the 404 page for everyone alike (never a login redirect).
    "/osi/[encryptedOsiId]": NOT_FOUND,
    "/osi/[encryptedOsiId]/intro": NOT_FOUND,
    "/osi/[encryptedOsiId]/questions/[questionId]": NOT_FOUND,
    "/osi/[encryptedOsiId]/thank-you": NOT_FOUND,
    // Only for a session with a temporary password; everyone else is sent on.
    "/login/reset-password": { anonymous: to("/login"), talent: to("/dashboard"), recruiter: to("/admin/dashboard"), admin: to("/admin/dashboard"), demoTalentOnAcme: to("/login") },
    "/maintenance": OPEN,
    "/forbidden": OPEN,
    "/admin/forbidden": OPEN,
    "/jobs": OPEN,
    "/dashboard": talentPage(path),
    "/profile": talentPage(path),
    "/builder": talentPage(path),
    "/builder/thankyou": talentPage(path),
    // jobs.view: every admin role by default; creating and editing: not collaborators.
    "/admin/jobs": adminPage(path),
    "/admin/jobs/new": adminPage(path),
    "/admin/jobs/templates": adminPage(path),
    "/admin/jobs/[jobId]": { ...adminPage(path, "in"), admin: "in" },
    "/admin/jobs/[jobId]/edit": { ...adminPage(path, "in"), admin: "in" },
    "/admin/jobs/templates/[templateId]": { ...adminPage(path, "in"), admin: "in" },
    "/admin/dashboard": adminPage(path),
    // The question bank (issue 16): jobs.view, which every admin role holds.
    "/admin/questions": adminPage(path),
    "/admin/questions/osi": adminPage(path),
    "/admin/questions/code": adminPage(path),
    "/admin/cloud": { ...adminPage(path, "403"), admin: "403" },
    "/admin/settings/roles": adminPage(path),
    "/admin/departments": adminPage(path, "403"),
    "/admin/departments/[id]": { ...adminPage(path, "403"), admin: "in" },
    "/admin/settings/mock-talents": adminPage(path, "403"),
    // Scheduling (issue 13): every interviewer role sets its own availability; business hours need settings.manage.
    "/admin/settings/availability": adminPage(path),
    "/admin/settings/business-hours": adminPage(path, "403"),
    // Interviews (issue 13): interviews.view is every admin role's; a sample id names no job,
    // entry or invitation, so those let in get the page's 404 (or its empty state).
    "/admin/interviews": adminPage(path),
    "/admin/calendar": adminPage(path),
    "/admin/interviews/[entryId]": { ...adminPage(path, "in"), admin: "in" },
    "/admin/interviews/[entryId]/review": { ...adminPage(path, "in"), admin: "in" },
    "/admin/interviews/[entryId]/whiteboard/[interviewId]": { ...adminPage(path, "in"), admin: "in" },
    "/admin/jobs/[jobId]/board": { ...adminPage(path, "in"), admin: "in" },
    "/admin/jobs/[jobId]/interviews": { ...adminPage(path, "in"), admin: "in" },
    // One-sided interviews (issue 16): a sample id names no job or invitation, so those let in get the 404.
    "/admin/jobs/[jobId]/osi": { ...adminPage(path, "in"), admin: "in" },
    "/admin/jobs/[jobId]/osi/[invitationId]": { ...adminPage(path, "in"), admin: "in" },
    "/practice-interview": talentPage(path),
    "/calendar": talentPage(path),
    // Notifications (issue 14): everyone's own, no permission or module.
    "/notifications": talentPage(path),
    "/admin/notifications": adminPage(path),
    "/interview/[jobId]/schedule": { ...talentPage(path), talent: "in" },
    // The live room (issue 15): a sample id names no interview, so those let in get the 404.
    "/interview/[jobId]/video-interview": { ...talentPage(path), talent: "in" },
    "/admin/video-interview/[interviewId]": { ...adminPage(path, "in"), admin: "in" },
    "/[jobId]/whiteboard/[interviewId]": { ...talentPage(path), talent: "in" },
    "/admin/interviews/[entryId]/code/[interviewId]": { ...adminPage(path, "in"), admin: "in" },
    // talent.search: every role but collaborators.
    "/admin/talent/[candidateId]": { ...adminPage(path, "in"), admin: "in" },
    // A sealed id that opens nothing: a "link broken" state or a 404, for everyone alike.
    "/public/candidate/[encryptedCandidateId]": { anonymous: "in", talent: "in", recruiter: "in", admin: "in", demoTalentOnAcme: "in" },
    "/admin/users": adminPage(path, "403"),
    "/admin/users/bulk-upload": adminPage(path, "403"),
    // The activity log (issue 14): "users.manage", which the recruiter role lacks.
    "/admin/activity": adminPage(path, "403"),
    "/admin/talent/compare": adminPage(path),
    // talent.search: the talent pool, the search, and a job's search overview (a sample id names no job).
    "/admin/talent": adminPage(path),
    "/admin/talent/search": adminPage(path),
    "/admin/jobs/[jobId]/search": { ...adminPage(path, "in"), admin: "in" },
    // A sample id names no share: the page answers 404 to those let in.
    "/admin/talent/shared/[shareId]": { ...adminPage(path, "in"), admin: "in" },
  };
}

const PAGES = pageFiles().map((p) => ({ ...p, path: fillPattern(p.pattern, PARAMS).path }));

const ACCOUNTS: Record<Exclude<Actor, "anonymous" | "demoTalentOnAcme">, { email: string; password: string; portal: "talent" | "admin" }> = {
  talent: { email: "talent@demo.test", password: "Talent#2026", portal: "talent" },
  recruiter: { email: "recruiter@demo.test", password: "Recruiter#2026", portal: "admin" },
  admin: { email: "admin@demo.test", password: "Admin#2026", portal: "admin" },
};

const contexts = new Map<Actor, BrowserContext>();
/** The demo talent's cookies as a Cookie header, to replay on acme's host. */
let stolenCookies = "";

async function signedInContext(browser: Browser, actor: keyof typeof ACCOUNTS): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: DEMO });
  const page = await ctx.newPage();
  const a = ACCOUNTS[actor];
  await signIn(page, a.email, a.password, { portal: a.portal });
  await page.close();
  return ctx;
}

test.beforeAll(async ({ browser }) => {
  contexts.set("anonymous", await browser.newContext({ baseURL: DEMO }));
  for (const actor of ["talent", "recruiter", "admin"] as const) contexts.set(actor, await signedInContext(browser, actor));
  const stolen = await contexts.get("talent")!.cookies(DEMO);
  expect(stolen.some((c) => c.name === "authjs.session-token")).toBe(true);
  stolenCookies = stolen.map((c) => `${c.name}=${c.value}`).join("; ");
  contexts.set("demoTalentOnAcme", await browser.newContext({ baseURL: DEMO }));
});

test.afterAll(async () => {
  for (const ctx of contexts.values()) await ctx.close();
});

/**
 * The API request context resolves names through Node, which (unlike Chromium) does not map
 * *.localhost to loopback; acme's host is therefore reached as localhost with acme's Host header,
 * which is all the proxy reads, and with the replayed cookies sent by hand.
 */
async function get(actor: Actor, path: string): Promise<APIResponse> {
  if (actor === "demoTalentOnAcme") {
    // Its own context, emptied each time: Auth.js answers a valid token with a fresh Set-Cookie,
    // which the request context would otherwise keep (for localhost) and send on later requests.
    const thief = contexts.get(actor)!;
    await thief.clearCookies();
    return thief.request.get(DEMO + path, { maxRedirects: 0, headers: { host: new URL(ACME).host, cookie: stolenCookies } });
  }
  return contexts.get(actor)!.request.get(DEMO + path, { maxRedirects: 0 });
}

async function outcome(actor: Actor, path: string): Promise<string> {
  const res = await get(actor, path);
  const status = res.status();
  if (status >= 300 && status < 400) {
    const location = new URL(res.headers().location ?? "", DEMO + path);
    return `${status} ${location.pathname}${location.search}`;
  }
  return String(status);
}

test("finds the page files on disk", () => {
  expect(PAGES.map((p) => p.pattern)).toContain("/login");
  expect(PAGES.length).toBeGreaterThan(5);
});

for (const p of PAGES) {
  test(`${p.pattern} answers each actor as the table says`, async () => {
    const row = expected(p.path)[p.pattern];
    expect(row, `add a row for ${p.pattern} in tests/e2e/access-matrix.spec.ts`).toBeDefined();
    const got: Partial<Row> = {};
    for (const actor of ACTORS) {
      const o = await outcome(actor, p.path);
      got[actor] = row[actor] === "in" && (o === "200" || o === "404") ? "in" : o;
    }
    expect(got).toEqual(row);
  });
}

test("an unknown path is a 404 for every actor", async () => {
  for (const actor of ACTORS) {
    expect(await outcome(actor, "/no/such/page/here"), actor).toBe("404");
  }
});

test("the replayed demo cookie opens nothing of acme's through the API either", async () => {
  const details = await get("demoTalentOnAcme", "/api/candidate/details");
  expect(details.status()).toBe(440);
  expect(await details.text()).not.toContain("ACME-C-");
  // The host decides the tenant: acme's branding, not demo's, and no session.
  const config = JSON.stringify(await (await get("demoTalentOnAcme", "/api/config")).json());
  expect(config).toContain("Acme Robotics");
  expect(config).not.toContain("Demo Talent Co.");
  expect((await get("demoTalentOnAcme", "/api/permission/cloud")).status()).toBe(440);
  // The same cookie still works at home: the 440 above is about the tenant.
  expect((await contexts.get("talent")!.request.get(`${DEMO}/api/candidate/details`)).status()).toBe(200);
});

/**
 * The realtime doors (issue 14): POST /api/realtime/token for each actor, and the sidecar's
 * websocket upgrade in the real browser (from the page's own origin, as the client does) and from
 * Node with refused tokens. npm start runs the sidecar beside the app (scripts/start.mjs).
 */
test("the realtime token route and the socket upgrade answer each actor as the table says", async () => {
  const post = async (actor: Actor) => {
    if (actor === "demoTalentOnAcme") {
      const thief = contexts.get(actor)!;
      await thief.clearCookies();
      return thief.request.post(`${DEMO}/api/realtime/token`, { headers: { host: new URL(ACME).host, cookie: stolenCookies } });
    }
    return contexts.get(actor)!.request.post(`${DEMO}/api/realtime/token`);
  };
  const statuses: Record<string, number> = {};
  for (const actor of ACTORS) statuses[actor] = (await post(actor)).status();
  expect(statuses).toEqual({ anonymous: 440, talent: 200, recruiter: 200, admin: 200, demoTalentOnAcme: 440 });

  // Each signed-in actor's browser opens its own channel from the page, the way components/realtime does.
  for (const actor of ["talent", "recruiter", "admin"] as const) {
    const page = await contexts.get(actor)!.newPage();
    await page.goto(`${DEMO}/login`);
    const first = await page.evaluate(async () => {
      const res = await fetch("/api/realtime/token", { method: "POST" });
      const { results } = (await res.json()) as { results: { token: string; url: string } };
      return new Promise<string>((resolve) => {
        const ws = new WebSocket(`${results.url}&token=${encodeURIComponent(results.token)}`);
        ws.onmessage = (e) => {
          resolve(String(e.data));
          ws.close();
        };
        ws.onclose = (e) => resolve(`closed ${e.code}`);
      });
    });
    expect(JSON.parse(first), actor).toMatchObject({ type: "ready" });
    await page.close();
  }

  // Refused at the upgrade, never a socket: no token, a forged one, another tenant's, another page's.
  const { token, url } = ((await (await post("talent")).json()) as { results: { token: string; url: string } }).results;
  const upgrade = async (u: string, headers: Record<string, string> = {}) => {
    const { request } = await import("node:http");
    return new Promise<number>((resolve, reject) => {
      const req = request(new URL(u.replace(/^ws/, "http")), {
        headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==", ...headers },
      });
      req.on("upgrade", (res, socket) => (socket.destroy(), resolve(res.statusCode ?? 0)));
      req.on("response", (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      req.on("error", reject);
      req.end();
    });
  };
  const [body, sig] = token.split(".");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
  const forged = `${Buffer.from(JSON.stringify({ ...claims, userId: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${sig}`;
  expect(await upgrade(url)).toBe(401);
  expect(await upgrade(`${url}&token=${forged}`)).toBe(401);
  expect(await upgrade(`${url.replace("tenant=demo", "tenant=acme")}&token=${token}`)).toBe(403);
  expect(await upgrade(`${url}&token=${token}`, { origin: ACME })).toBe(403);
  expect(await upgrade(`${url}&token=${token}`)).toBe(101);
});
