import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pool } from "pg";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { CLOUD_ADMIN } from "@/db/seed/tenants";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { jwtCallback, sessionCallback } from "@/lib/auth/callbacks";
import type { Portal } from "@/lib/auth/identity";
import { LOGIN_LIMITS, accountKey, attemptLogin, type LoginResult } from "@/lib/auth/login";
import { hit, reset } from "@/lib/auth/rate-limit";
import { hashSessionId, revokeOtherSessions, revokeSession } from "@/lib/auth/session-store";
import { fromAddress } from "../support/peer";

const PASSWORDS = {
  talent: "Talent#2026",
  recruiterAdmin: "RecAdmin#2026",
  recruiter: "Recruiter#2026",
  collaborator: "Collab#2026",
  admin: "Admin#2026",
} as const;

let ipCounter = 0;
/** Each test gets its own address so the per-IP limit of one test never trips another. */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function headersFor(host: string, ip: string): Headers {
  return new Headers({ host, ...fromAddress(ip), "user-agent": "vitest-auth" });
}

function login(email: string, password: string, portal: Portal, opts: { host?: string; ip?: string } = {}): Promise<LoginResult> {
  return attemptLogin({ email, password, portal }, headersFor(opts.host ?? "demo.localhost:3000", opts.ip ?? freshIp()));
}

function codeOf(r: LoginResult): number | "ok" {
  return r.ok ? "ok" : r.code;
}

async function setState(email: string, state: "active" | "inactive" | "archived" | "suspended"): Promise<void> {
  await getDb().update(users).set({ state }).where(eq(users.email, email));
}

async function sessionRow(sid: string) {
  const rows = await getDb().select().from(sessions).where(eq(sessions.id, hashSessionId(sid)));
  return rows[0];
}

async function signedIn(email = "talent@demo.test", password: string = PASSWORDS.talent, portal: Portal = "talent") {
  const r = await login(email, password, portal);
  if (!r.ok) throw new Error(`login failed with ${r.code}`);
  return r.claims;
}

afterAll(async () => {
  await closeDb();
});

describe("password login (credentials provider)", () => {
  it("signs a talent in with the right password and stores a hashed session row", async () => {
    const r = await login("Talent@Demo.test", PASSWORDS.talent, "talent");
    expect(codeOf(r)).toBe("ok");
    if (!r.ok) return;
    expect(r.claims).toMatchObject({
      tenant: "demo",
      portal: "talent",
      role: "talent",
      privileges: ["VIEW_TALENT_DASHBOARD_SECTION.E"],
      loginType: "password",
      candidateUniqueId: "DEMO-C-100001",
      isSecurePassword: true,
      name: "Taylor Morgan",
      email: "talent@demo.test",
    });
    expect(r.claims.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(r.claims.sid);
    expect(row).toBeDefined();
    expect(row!.id).not.toBe(r.claims.sid);
    expect(row).toMatchObject({ userId: r.claims.userId, companyId: r.claims.companyId, portal: "talent", loginType: "password", revokedAt: null, userAgent: "vitest-auth" });
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("keeps the language of the sign-in on the user (cookie first, then Accept-Language), so mail others cause is in it", async () => {
    const localeOf = async (email: string) => (await getDb().select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
    const h = headersFor("demo.localhost:3000", freshIp());
    h.set("cookie", "NEXT_LOCALE=fr");
    h.set("accept-language", "en-US,en;q=0.9");
    expect(codeOf(await attemptLogin({ email: "collaborator@demo.test", password: PASSWORDS.collaborator, portal: "admin" }, h))).toBe("ok");
    expect(await localeOf("collaborator@demo.test")).toBe("fr");
    const h2 = headersFor("demo.localhost:3000", freshIp());
    h2.set("accept-language", "en-GB,fr;q=0.5");
    expect(codeOf(await attemptLogin({ email: "collaborator@demo.test", password: PASSWORDS.collaborator, portal: "admin" }, h2))).toBe("ok");
    expect(await localeOf("collaborator@demo.test")).toBe("en");
    // A refused sign-in changes nothing.
    const h3 = headersFor("demo.localhost:3000", freshIp());
    h3.set("cookie", "NEXT_LOCALE=fr");
    expect(codeOf(await attemptLogin({ email: "collaborator@demo.test", password: "Wrong#1", portal: "admin" }, h3))).toBe(ERROR_CODES.wrongEmailOrPassword);
    expect(await localeOf("collaborator@demo.test")).toBe("en");
  });

  it("signs each admin-portal role in on the admin portal", async () => {
    for (const role of ["recruiterAdmin", "recruiter", "collaborator", "admin"] as const) {
      const r = await login(`${role.toLowerCase()}@demo.test`, PASSWORDS[role], "admin");
      expect(codeOf(r), role).toBe("ok");
      if (r.ok) expect(r.claims.role).toBe(role);
    }
  });

  it("answers a wrong password with 10216", async () => {
    expect(codeOf(await login("talent@demo.test", "Wrong#2026", "talent"))).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("answers an unknown e-mail with the same 10216 (no user enumeration)", async () => {
    expect(codeOf(await login("nobody@demo.test", PASSWORDS.talent, "talent"))).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("answers 10216 to a talent on the admin portal and to an admin on the talent portal", async () => {
    expect(codeOf(await login("talent@demo.test", PASSWORDS.talent, "admin"))).toBe(ERROR_CODES.wrongEmailOrPassword);
    expect(codeOf(await login("admin@demo.test", PASSWORDS.admin, "talent"))).toBe(ERROR_CODES.wrongEmailOrPassword);
    expect(codeOf(await login(CLOUD_ADMIN.email, CLOUD_ADMIN.password, "admin"))).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("answers 10216 to an acme user on the demo host, and lets them in on acme's host", async () => {
    expect(codeOf(await login("talent@acme.test", PASSWORDS.talent, "talent"))).toBe(ERROR_CODES.wrongEmailOrPassword);
    const r = await login("talent@acme.test", PASSWORDS.talent, "talent", { host: "acme.localhost:3000" });
    expect(codeOf(r)).toBe("ok");
    if (r.ok) expect(r.claims.tenant).toBe("acme");
  });

  it("signs the cloud admin in through the cloud section, with no company", async () => {
    const r = await login(CLOUD_ADMIN.email, CLOUD_ADMIN.password, "cloud");
    expect(codeOf(r)).toBe("ok");
    if (r.ok) expect(r.claims).toMatchObject({ role: "cloudAdmin", companyId: null, portal: "cloud", tenant: "demo" });
    expect(codeOf(await login("admin@demo.test", PASSWORDS.admin, "cloud"))).toBe(ERROR_CODES.wrongEmailOrPassword);
  });

  it("answers 10214 to a suspended account, but only once the password is right", async () => {
    await setState("collaborator@demo.test", "suspended");
    try {
      expect(codeOf(await login("collaborator@demo.test", PASSWORDS.collaborator, "admin"))).toBe(ERROR_CODES.accountSuspended);
      expect(codeOf(await login("collaborator@demo.test", "Wrong#2026", "admin"))).toBe(ERROR_CODES.wrongEmailOrPassword);
    } finally {
      await setState("collaborator@demo.test", "active");
    }
  });

  it("answers 10215 to an inactive or archived account", async () => {
    for (const state of ["inactive", "archived"] as const) {
      await setState("recruiter@acme.test", state);
      try {
        expect(codeOf(await login("recruiter@acme.test", PASSWORDS.recruiter, "admin", { host: "acme.localhost" })), state).toBe(ERROR_CODES.accountDeactivated);
      } finally {
        await setState("recruiter@acme.test", "active");
      }
    }
  });

  it("answers 10002 for a host that names no company, and 10001 for malformed input", async () => {
    expect(codeOf(await login("talent@demo.test", PASSWORDS.talent, "talent", { host: "nope.localhost" }))).toBe(ERROR_CODES.unknownCompany);
    expect(codeOf(await attemptLogin({ email: "talent@demo.test", password: "x".repeat(1024 * 1024), portal: "talent" }, headersFor("demo.localhost", freshIp())))).toBe(
      ERROR_CODES.invalidRequest,
    );
    expect(codeOf(await attemptLogin({ email: "talent@demo.test", password: PASSWORDS.talent, portal: "root" }, headersFor("demo.localhost", freshIp())))).toBe(
      ERROR_CODES.invalidRequest,
    );
  });
});

describe("login rate limits", () => {
  it("locks an account after 5 failures: the 6th answers 10429, and so does the right password", async () => {
    const email = "admin@acme.test";
    const opts = { host: "acme.localhost" };
    for (let i = 1; i <= LOGIN_LIMITS.perAccount; i++) {
      expect(codeOf(await login(email, `Wrong#${i}`, "admin", { ...opts, ip: freshIp() })), `failure ${i}`).toBe(ERROR_CODES.wrongEmailOrPassword);
    }
    const sixth = await login(email, "Wrong#6", "admin", { ...opts, ip: freshIp() });
    expect(codeOf(sixth)).toBe(ERROR_CODES.tooManyAttempts);
    if (!sixth.ok) expect(sixth.retryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(codeOf(await login(email, PASSWORDS.admin, "admin", { ...opts, ip: freshIp() }))).toBe(ERROR_CODES.tooManyAttempts);
    // The lock is per account: the same address may still sign another account in.
    expect(codeOf(await login("recruiteradmin@acme.test", PASSWORDS.recruiterAdmin, "admin", opts))).toBe("ok");
    await reset(accountKey("acme", "admin", email));
    expect(codeOf(await login(email, PASSWORDS.admin, "admin", opts))).toBe("ok");
  });

  it("forgets an account's failures after a successful login", async () => {
    const email = "recruiter@demo.test";
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) expect(codeOf(await login(email, "Wrong#1", "admin", { ip }))).toBe(ERROR_CODES.wrongEmailOrPassword);
    expect(codeOf(await login(email, PASSWORDS.recruiter, "admin", { ip }))).toBe("ok");
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) expect(codeOf(await login(email, "Wrong#1", "admin", { ip }))).toBe(ERROR_CODES.wrongEmailOrPassword);
    await reset(accountKey("demo", "admin", email));
  });

  it("limits one address to 30 attempts per window across accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) expect(codeOf(await login(`guess${i}@demo.test`, "Wrong#1", "talent", { ip }))).toBe(ERROR_CODES.wrongEmailOrPassword);
    expect(codeOf(await login("talent@demo.test", PASSWORDS.talent, "talent", { ip }))).toBe(ERROR_CODES.tooManyAttempts);
    expect(codeOf(await login("talent@demo.test", PASSWORDS.talent, "talent"))).toBe("ok");
  });

  it("keys the address limit on the socket: 33 failed logins rotating X-Forwarded-For and X-Real-IP are limited after 30 (issue 11 §5)", async () => {
    const peer = freshIp();
    const answers: (number | "ok")[] = [];
    for (let i = 0; i < 33; i += 1) {
      const spoofed = `192.0.2.${i + 1}`;
      const h = new Headers({ host: "demo.localhost:3000", ...fromAddress(peer), "x-forwarded-for": spoofed, "x-real-ip": spoofed, "user-agent": "vitest-auth" });
      answers.push(codeOf(await attemptLogin({ email: `rotate${i}@demo.test`, password: "Wrong#1", portal: "talent" }, h)));
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(ERROR_CODES.wrongEmailOrPassword));
    expect(answers.slice(30)).toEqual(Array(3).fill(ERROR_CODES.tooManyAttempts));
  });

  it("never reads a client's own copy of the server's stamp: forged stamps all share the 'unknown' bucket", async () => {
    await reset("login:ip:unknown");
    try {
      for (let i = 0; i < 30; i += 1) {
        const h = new Headers({ host: "demo.localhost:3000", "x-talent-peer": `forged 192.0.2.${i + 1}`, "x-forwarded-for": `192.0.2.${i + 1}` });
        expect(codeOf(await attemptLogin({ email: `forge${i}@demo.test`, password: "Wrong#1", portal: "talent" }, h))).toBe(ERROR_CODES.wrongEmailOrPassword);
      }
      const last = new Headers({ host: "demo.localhost:3000", "x-talent-peer": "forged 192.0.2.99" });
      expect(codeOf(await attemptLogin({ email: "forge-last@demo.test", password: "Wrong#1", portal: "talent" }, last))).toBe(ERROR_CODES.tooManyAttempts);
    } finally {
      await reset("login:ip:unknown");
    }
  });

  it("behind one trusted proxy hop, keys on the address that proxy saw, whatever the client prepended", async () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    process.env.TRUSTED_PROXY_HOPS = "1";
    try {
      const proxy = "10.9.8.7";
      const client = freshIp();
      for (let i = 0; i < 30; i += 1) {
        const h = new Headers({ host: "demo.localhost:3000", ...fromAddress(proxy), "x-forwarded-for": `192.0.2.${i + 1}, ${client}` });
        expect(codeOf(await attemptLogin({ email: `hop${i}@demo.test`, password: "Wrong#1", portal: "talent" }, h))).toBe(ERROR_CODES.wrongEmailOrPassword);
      }
      const limited = new Headers({ host: "demo.localhost:3000", ...fromAddress(proxy), "x-forwarded-for": `192.0.2.200, ${client}` });
      expect(codeOf(await attemptLogin({ email: "hop-last@demo.test", password: "Wrong#1", portal: "talent" }, limited))).toBe(ERROR_CODES.tooManyAttempts);
      // Another client behind the same proxy has its own bucket.
      const other = new Headers({ host: "demo.localhost:3000", ...fromAddress(proxy), "x-forwarded-for": freshIp() });
      expect(codeOf(await attemptLogin({ email: "talent@demo.test", password: PASSWORDS.talent, portal: "talent" }, other))).toBe("ok");
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = saved;
    }
  });

  it("shares counters between processes: two separate pools see one count", async () => {
    const a = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const b = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    try {
      const key = `test:shared:${Date.now()}`;
      expect((await hit(key, 3, 60, a)).count).toBe(1);
      expect((await hit(key, 3, 60, b)).count).toBe(2);
      expect((await hit(key, 3, 60, a)).allowed).toBe(true);
      const fourth = await hit(key, 3, 60, b);
      expect(fourth).toMatchObject({ allowed: false, count: 4, remaining: 0 });

      // A burst from both pools at once still hands out every count exactly once.
      const burstKey = `${key}:burst`;
      const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => hit(burstKey, 100, 60, i % 2 ? a : b).then((r) => r.count)));
      expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:window:${Date.now()}`;
    await hit(key, 1, 60);
    expect((await hit(key, 1, 60)).allowed).toBe(false);
    await getDb().execute(sql`update rate_limit_buckets set reset_at = now() - interval '1 second' where key = ${key}`);
    expect(await hit(key, 1, 60)).toMatchObject({ allowed: true, count: 1 });
  });
});

describe("session checks on every request (jwt callback)", () => {
  const tokenOf = (claims: Awaited<ReturnType<typeof signedIn>>) => ({ sub: claims.userId, claims });

  it("copies the claims into the token on sign-in and keeps a valid session", async () => {
    const claims = await signedIn();
    const first = await jwtCallback({ token: { sub: claims.userId }, user: { id: claims.userId, claims }, trigger: "signIn" });
    expect(first?.claims).toEqual(claims);
    const next = await jwtCallback({ token: first! });
    expect(next?.claims?.sid).toBe(claims.sid);
  });

  it("exposes the identity as session.user", async () => {
    const claims = await signedIn();
    const session = sessionCallback({ session: { user: {} as never, expires: new Date(Date.now() + 60_000).toISOString() }, token: tokenOf(claims) });
    expect(session.user).toMatchObject({ id: claims.userId, sid: claims.sid, tenant: "demo", role: "talent", candidateUniqueId: "DEMO-C-100001" });
  });

  it("signs out a revoked session", async () => {
    const claims = await signedIn();
    expect(await jwtCallback({ token: tokenOf(claims) })).not.toBeNull();
    await revokeSession(claims.sid);
    expect(await jwtCallback({ token: tokenOf(claims) })).toBeNull();
    expect((await sessionRow(claims.sid))?.revokedAt).toBeInstanceOf(Date);
  });

  it("signs out a session idle for longer than SESSION_IDLE_MINUTES (60)", async () => {
    const claims = await signedIn();
    const id = hashSessionId(claims.sid);
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '59 minutes'` }).where(eq(sessions.id, id));
    expect(await jwtCallback({ token: tokenOf(claims) })).not.toBeNull();
    // That request touched the session, so it is fresh again; now let it sit idle too long.
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '61 minutes'` }).where(eq(sessions.id, id));
    expect(await jwtCallback({ token: tokenOf(claims) })).toBeNull();
  });

  it("touches last_seen_at at most once a minute", async () => {
    const claims = await signedIn();
    const id = hashSessionId(claims.sid);
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '30 seconds'` }).where(eq(sessions.id, id));
    const before = (await sessionRow(claims.sid))!.lastSeenAt.getTime();
    await jwtCallback({ token: tokenOf(claims) });
    expect((await sessionRow(claims.sid))!.lastSeenAt.getTime()).toBe(before);
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '5 minutes'` }).where(eq(sessions.id, id));
    await jwtCallback({ token: tokenOf(claims) });
    expect((await sessionRow(claims.sid))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("signs out a session past its absolute expiry", async () => {
    const claims = await signedIn();
    await getDb().update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, hashSessionId(claims.sid)));
    expect(await jwtCallback({ token: tokenOf(claims) })).toBeNull();
  });

  it("signs out every session of a user who is suspended meanwhile, and refreshes changed privileges", async () => {
    const r = await login("talent@acme.test", PASSWORDS.talent, "talent", { host: "acme.localhost" });
    if (!r.ok) throw new Error(`login failed with ${r.code}`);
    const { claims } = r;
    await getDb().update(users).set({ privileges: [], isSecurePassword: false }).where(eq(users.id, claims.userId));
    const refreshed = await jwtCallback({ token: tokenOf(claims) });
    expect(refreshed?.claims).toMatchObject({ privileges: [], isSecurePassword: false });
    await setState("talent@acme.test", "suspended");
    try {
      expect(await jwtCallback({ token: tokenOf(claims) })).toBeNull();
    } finally {
      await setState("talent@acme.test", "active");
      await getDb()
        .update(users)
        .set({ privileges: ["VIEW_TALENT_DASHBOARD_SECTION.E"], isSecurePassword: true })
        .where(eq(users.id, claims.userId));
    }
  });

  it("refuses a token without a session id, and a forged one", async () => {
    expect(await jwtCallback({ token: { sub: "x" } })).toBeNull();
    const claims = await signedIn();
    expect(await jwtCallback({ token: tokenOf({ ...claims, sid: "forged-session-id" }) })).toBeNull();
  });

  it("revokes a user's other sessions but keeps the current one", async () => {
    const keep = await signedIn("admin@demo.test", PASSWORDS.admin, "admin");
    const other = await signedIn("admin@demo.test", PASSWORDS.admin, "admin");
    expect(await revokeOtherSessions(keep.userId, keep.sid)).toBeGreaterThanOrEqual(1);
    expect(await jwtCallback({ token: tokenOf(keep) })).not.toBeNull();
    expect(await jwtCallback({ token: tokenOf(other) })).toBeNull();
  });
});

beforeAll(() => {
  expect(process.env.DATABASE_URL, "the integration global setup provides a database").toBeTruthy();
});
