import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { closeDb, getDb, getPool } from "@/db/client";
import { activityLog, authTokens, sessions, users } from "@/db/schema";
import type { UserRole } from "@/lib/auth/identity";
import { attemptLogin } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { RECOVERY_LIMITS, inspectResetLink, requestPasswordReset, resetPasswordWithLink, setSecurePassword } from "@/lib/auth/recovery";
import { ERROR_CODES, httpStatusFor } from "@/lib/errors/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { findTenantBySlug, type Tenant } from "@/lib/tenancy/queries";
import { parseEml } from "../../scripts/lib/eml.mjs";
import { codeOf } from "../support/codes";
import { fromAddress } from "../support/peer";
import { startSmtpSink, type ReceivedMail } from "../support/smtp";

// ---------------------------------------------------------------------------------------------
// A real SMTP server receives every message of this file.

type Received = ReceivedMail;
let received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

let demo: Tenant;
let acme: Tenant;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  demo = (await findTenantBySlug("demo"))!;
  acme = (await findTenantBySlug("acme"))!;
});

afterAll(async () => {
  await smtp.stop();
  await closeDb();
});

// ---------------------------------------------------------------------------------------------
// Helpers: each test uses its own client address (per-IP limits) and, where it changes a
// password, its own account, so other test files keep the seeded demo passwords.

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function headersFor(host = "demo.localhost:3000", ip = freshIp()): Headers {
  return new Headers({ host, ...fromAddress(ip), "user-agent": "vitest-recovery" });
}

function requestReset(email: unknown, opts: { portal?: string; tenant?: Tenant; host?: string; ip?: string; locale?: Locale } = {}) {
  return requestPasswordReset(
    { email, portal: opts.portal ?? "talent" },
    { tenant: opts.tenant ?? demo, headers: headersFor(opts.host, opts.ip), locale: opts.locale ?? "en" },
  );
}

let userCounter = 0;
async function createUser(opts: { role?: UserRole; password?: string; isSecurePassword?: boolean; tenant?: Tenant } = {}) {
  userCounter += 1;
  const tenant = opts.tenant ?? demo;
  const role = opts.role ?? "talent";
  const email = `recovery.${role}.${userCounter}@${tenant.slug}.test`;
  const password = opts.password ?? "Start#2026";
  const [row] = await getDb()
    .insert(users)
    .values({
      companyId: tenant.id,
      email,
      fullName: `Recovery User ${userCounter}`,
      role,
      passwordHash: await hashPassword(password),
      isSecurePassword: opts.isSecurePassword ?? true,
      privileges: role === "talent" ? ["VIEW_TALENT_DASHBOARD_SECTION.E"] : [],
      candidateUniqueId: role === "talent" ? `REC-${userCounter}-${Date.now()}` : null,
    })
    .returning({ id: users.id });
  return { id: row.id, email, password, tenant };
}

function login(email: string, password: string, portal: "talent" | "admin" = "talent", host = "demo.localhost:3000") {
  return attemptLogin({ email, password, portal }, headersFor(host));
}

function mailsTo(address: string) {
  return received.filter((m) => m.to.includes(address)).map((m) => parseEml(m.raw));
}

const LINK = /(https?:\/\/[^\s/]+)\/forgot-password\/reset-password\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/;

/** Requests a reset and returns the link's verification id read from the delivered message. */
async function linkFor(email: string, opts: Parameters<typeof requestReset>[1] = {}): Promise<string> {
  const before = mailsTo(email).length;
  await requestReset(email, opts);
  const mails = mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const match = LINK.exec(mails.at(-1)!.text);
  expect(match).not.toBeNull();
  return match![2];
}

const NEW_TALENT_PASSWORD = "Fresh#Start9";

// ---------------------------------------------------------------------------------------------

describe("forgot password", () => {
  it("mails talent@demo.test a reset link on the request's host, in English", async () => {
    const id = await linkFor("talent@demo.test");
    const mail = mailsTo("talent@demo.test").at(-1)!;
    expect(mail.subject).toBe(`Reset your ${demo.name} password`);
    expect(mail.text).toContain("Hello Taylor Morgan,");
    expect(mail.text).toContain(`http://demo.localhost:3000/forgot-password/reset-password/${id}`);
    expect(mail.text).toContain("60 minutes");
    expect(mail.html).toContain(`href="http://demo.localhost:3000/forgot-password/reset-password/${id}"`);
    expect(await inspectResetLink(demo, id)).toEqual({ ok: true, portal: "talent", email: "talent@demo.test" });
  });

  it("stores only a hash of the link's secret: no column holds the secret", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    const [tokenId, secret] = id.split(".");
    const { rows } = await getPool().query<{ doc: string; secret_hash: string }>("select row_to_json(t)::text as doc, secret_hash from auth_tokens t where id = $1", [tokenId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].doc).not.toContain(secret);
    expect(rows[0].secret_hash).toBe(createHash("sha256").update(secret).digest("base64url"));
  });

  it("spends the earlier link when a new one is requested", async () => {
    const user = await createUser();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(await inspectResetLink(demo, first)).toMatchObject({ ok: false, code: ERROR_CODES.linkAlreadyUsed });
    expect(await inspectResetLink(demo, second)).toMatchObject({ ok: true });
  });

  it("writes the message in French when the request's locale is fr", async () => {
    const user = await createUser();
    await linkFor(user.email, { locale: "fr" });
    const mail = mailsTo(user.email).at(-1)!;
    expect(mail.subject).toBe(`Réinitialisez votre mot de passe ${demo.name}`);
    expect(mail.text).toContain("Bonjour Recovery User");
    expect(mail.text).toContain("valable 60 minutes");
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const user = await createUser();
    const before = received.length;
    const unknown = await requestReset("nobody-here@demo.test");
    const known = await requestReset(user.email);
    expect(unknown).toEqual(known);
    expect(received.length).toBe(before + 1);
    expect(mailsTo("nobody-here@demo.test")).toHaveLength(0);
  });

  it("sends nothing to an account of the other door, another tenant, or a suspended account", async () => {
    const suspended = await createUser();
    await getDb().update(users).set({ state: "suspended" }).where(eq(users.id, suspended.id));
    const before = received.length;
    await requestReset("admin@demo.test", { portal: "talent" });
    await requestReset("talent@demo.test", { portal: "admin" });
    await requestReset("talent@acme.test", { portal: "talent" });
    await requestReset(suspended.email);
    expect(received.length).toBe(before);
  });

  it("links to a host the tenant owns even when the Host header names another", async () => {
    const user = await createUser();
    await linkFor(user.email, { host: "demo.attacker.example:3000" });
    const text = mailsTo(user.email).at(-1)!.text;
    expect(LINK.exec(text)![1]).toBe("http://demo.localhost:3000");
    expect(text).not.toContain("attacker");
  });

  it("limits requests per address with 10429 (HTTP 429), whatever the client address", async () => {
    const address = "limit-me@demo.test";
    for (let i = 0; i < RECOVERY_LIMITS.perAddress; i += 1) expect(await codeOf(requestReset(address))).toBe("ok");
    expect(await codeOf(requestReset(address))).toBe(ERROR_CODES.tooManyAttempts);
    expect(await codeOf(requestReset(address.toUpperCase()))).toBe(ERROR_CODES.tooManyAttempts);
    expect(httpStatusFor(ERROR_CODES.tooManyAttempts)).toBe(429);
    // Another door is another address book.
    expect(await codeOf(requestReset(address, { portal: "admin" }))).toBe("ok");
  });

  it("limits requests per client address with 10429", async () => {
    const ip = freshIp();
    for (let i = 0; i < RECOVERY_LIMITS.perIp; i += 1) expect(await codeOf(requestReset(`spray-${i}@demo.test`, { ip }))).toBe("ok");
    expect(await codeOf(requestReset("spray-last@demo.test", { ip }))).toBe(ERROR_CODES.tooManyAttempts);
    expect(await codeOf(requestReset("spray-last@demo.test"))).toBe("ok");
  });

  it("keys the client-address limit on the socket: rotating X-Forwarded-For does not escape it (issue 11 §5)", async () => {
    const peer = freshIp();
    const rotating = (i: number) =>
      requestPasswordReset({ email: `rotate-${i}@demo.test`, portal: "talent" }, { tenant: demo, headers: new Headers({ host: "demo.localhost:3000", ...fromAddress(peer), "x-forwarded-for": `192.0.2.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}` }), locale: "en" });
    for (let i = 0; i < RECOVERY_LIMITS.perIp; i += 1) expect(await codeOf(rotating(i))).toBe("ok");
    expect(await codeOf(rotating(RECOVERY_LIMITS.perIp))).toBe(ERROR_CODES.tooManyAttempts);
  });

  it("refuses malformed, 1 MB, SQL and HTML addresses with 10001 and the spec text, never a crash", async () => {
    const bad: unknown[] = ["", "not-an-email", "x".repeat(1024 * 1024), "' OR 1=1 --@demo.test", "<script>alert(1)</script>@demo.test", 42, null, { $ne: "" }];
    for (const email of bad) {
      const err = await requestReset(email).then(
        () => null,
        (e: { code: number; message: string }) => e,
      );
      expect(err, String(email).slice(0, 40)).toMatchObject({ code: ERROR_CODES.invalidRequest, message: "Please enter valid Email Id" });
      expect(httpStatusFor(err!.code)).toBe(400);
    }
    expect(await codeOf(requestReset("talent@demo.test", { portal: "cloud" }))).toBe(ERROR_CODES.invalidRequest);
  });
});

describe("reset through the e-mailed link", () => {
  it("sets the new password: it signs in, the old one does not, and every earlier session is revoked", async () => {
    const user = await createUser();
    const s1 = await login(user.email, user.password);
    const s2 = await login(user.email, user.password);
    expect(s1.ok && s2.ok).toBe(true);
    const id = await linkFor(user.email);

    const result = await resetPasswordWithLink({ verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo });
    expect(result).toEqual({ portal: "talent", loginPath: "/login" });

    const open = await getDb().select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await login(user.email, user.password)).ok).toBe(false);
    const fresh = await login(user.email, NEW_TALENT_PASSWORD);
    expect(fresh.ok).toBe(true);

    const [row] = await getDb().select({ isSecurePassword: users.isSecurePassword, passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row.isSecurePassword).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const log = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, "auth.resetPassword")));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ companyId: demo.id, actorUserId: user.id, entityType: "user" });
    expect(JSON.stringify(log[0])).not.toContain(NEW_TALENT_PASSWORD);
  });

  it("rejects a reused link with 10223", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    const input = { verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD };
    await resetPasswordWithLink(input, { tenant: demo });
    expect(await codeOf(resetPasswordWithLink({ ...input, password: "Other#Pass1", confirmPassword: "Other#Pass1" }, { tenant: demo }))).toBe(ERROR_CODES.linkAlreadyUsed);
    expect(await inspectResetLink(demo, id)).toEqual({ ok: false, code: ERROR_CODES.linkAlreadyUsed, portal: "talent" });
    expect((await login(user.email, NEW_TALENT_PASSWORD)).ok).toBe(true);
  });

  it("lets only one of two simultaneous submissions of a link through; the other gets 10223", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    const results = await Promise.all(
      ["Racer#One1", "Racer#Two2"].map((p) => codeOf(resetPasswordWithLink({ verificationId: id, password: p, confirmPassword: p }, { tenant: demo }))),
    );
    expect(results.sort()).toEqual([ERROR_CODES.linkAlreadyUsed, "ok"].sort());
    const logs = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, "auth.resetPassword")));
    expect(logs).toHaveLength(1);
  });

  it("rejects an expired link with 10222 and changes nothing", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    await getDb().update(authTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(authTokens.id, id.split(".")[0]));
    expect(await inspectResetLink(demo, id)).toEqual({ ok: false, code: ERROR_CODES.linkExpired, portal: "talent" });
    expect(await codeOf(resetPasswordWithLink({ verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo }))).toBe(ERROR_CODES.linkExpired);
    expect((await login(user.email, user.password)).ok).toBe(true);
  });

  it("rejects garbled links with 10221", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    const [tokenId, secret] = id.split(".");
    const flipped = secret[0] === "A" ? "B" + secret.slice(1) : "A" + secret.slice(1);
    const garbled = ["", "abc", tokenId, `${tokenId}.${flipped}`, `${crypto.randomUUID()}.${secret}`, `${id}x`, "x".repeat(1024 * 1024), "'; drop table users; --", "<script>alert(1)</script>"];
    for (const verificationId of garbled) {
      expect(await codeOf(resetPasswordWithLink({ verificationId, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo })), verificationId.slice(0, 40)).toBe(
        ERROR_CODES.linkBroken,
      );
      expect(await inspectResetLink(demo, verificationId)).toMatchObject({ ok: false, code: ERROR_CODES.linkBroken });
    }
    expect(await codeOf(resetPasswordWithLink({ password: NEW_TALENT_PASSWORD }, { tenant: demo }))).toBe(ERROR_CODES.linkBroken);
    expect(await codeOf(resetPasswordWithLink("not even an object", { tenant: demo }))).toBe(ERROR_CODES.linkBroken);
    expect(httpStatusFor(ERROR_CODES.linkBroken)).toBe(400);
    // The real link still works after all that.
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
  });

  it("rejects a demo link used on the acme tenant with 10221", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    expect(await inspectResetLink(acme, id)).toMatchObject({ ok: false, code: ERROR_CODES.linkBroken });
    expect(await codeOf(resetPasswordWithLink({ verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: acme }))).toBe(ERROR_CODES.linkBroken);
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
  });

  it("refuses mismatched passwords with 'Passwords do not match' and leaves the link usable", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    await expect(resetPasswordWithLink({ verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: "Different#1" }, { tenant: demo })).rejects.toMatchObject({
      code: ERROR_CODES.invalidRequest,
      message: "Passwords do not match",
      details: { fieldErrors: { confirmPassword: "Passwords do not match" } },
    });
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
  });

  it("refuses a password that breaks the talent rule with 'Enter a valid password'", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    for (const weak of ["abcdef", "ABCDEF1!", "abcdef1!", "Abcdefg!", "Abc 1!xyz", "Ab1!"]) {
      await expect(resetPasswordWithLink({ verificationId: id, password: weak, confirmPassword: weak }, { tenant: demo }), weak).rejects.toMatchObject({
        code: ERROR_CODES.invalidRequest,
        message: "Enter a valid password",
      });
    }
    await expect(resetPasswordWithLink({ verificationId: id, password: "", confirmPassword: "" }, { tenant: demo })).rejects.toMatchObject({ message: "Please enter password" });
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
  });

  it("answers 1 MB, SQL and HTML passwords with 4xx validation, never a crash or a half-write", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    const huge = "Aa1!" + "x".repeat(1024 * 1024);
    const err = await resetPasswordWithLink({ verificationId: id, password: huge, confirmPassword: huge }, { tenant: demo }).catch((e: { code: number }) => e);
    expect(err).toMatchObject({ code: ERROR_CODES.invalidRequest });
    expect(httpStatusFor((err as { code: number }).code)).toBeLessThan(500);
    expect(await codeOf(resetPasswordWithLink({ verificationId: id, password: 42, confirmPassword: [] }, { tenant: demo }))).toBe(ERROR_CODES.invalidRequest);
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
    // SQL and HTML are just characters in a password: stored as a hash, and they sign in.
    const odd = "';DROP/**/TABLE/**/users;--<b>X1</b>";
    await resetPasswordWithLink({ verificationId: id, password: odd, confirmPassword: odd }, { tenant: demo });
    expect((await login(user.email, odd)).ok).toBe(true);
  });

  it("applies the admin rule to admin-portal accounts and sends them to /admin/login", async () => {
    const recruiter = await createUser({ role: "recruiter", password: "Recruit#2026" });
    const before = received.length;
    await requestReset(recruiter.email, { portal: "talent" });
    expect(received.length).toBe(before);
    const id = await linkFor(recruiter.email, { portal: "admin" });
    expect(await inspectResetLink(demo, id)).toEqual({ ok: true, portal: "admin", email: recruiter.email });
    await expect(resetPasswordWithLink({ verificationId: id, password: "abc", confirmPassword: "abc" }, { tenant: demo })).rejects.toMatchObject({ message: "Enter a valid password" });
    expect(await resetPasswordWithLink({ verificationId: id, password: "simple", confirmPassword: "simple" }, { tenant: demo })).toEqual({ portal: "admin", loginPath: "/admin/login" });
    expect((await login(recruiter.email, "simple", "admin")).ok).toBe(true);
  });

  it("refuses a live link once the account has been suspended, with 10214", async () => {
    const user = await createUser();
    const id = await linkFor(user.email);
    await getDb().update(users).set({ state: "suspended" }).where(eq(users.id, user.id));
    expect(await codeOf(resetPasswordWithLink({ verificationId: id, password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo }))).toBe(ERROR_CODES.accountSuspended);
    expect(await inspectResetLink(demo, id)).toMatchObject({ ok: true });
  });
});

describe("replacing a temporary password (/login/reset-password)", () => {
  async function temporaryUser(role: UserRole = "talent") {
    const user = await createUser({ role, password: role === "talent" ? "Temp#2026" : "temp2026", isSecurePassword: false });
    const portal = role === "talent" ? "talent" : "admin";
    const current = await login(user.email, user.password, portal);
    const other = await login(user.email, user.password, portal);
    if (!current.ok || !other.ok) throw new Error("login failed");
    expect(current.claims.isSecurePassword).toBe(false);
    return { ...user, claims: current.claims, otherSid: other.claims.sid };
  }

  it("sets the password and the secure flag, keeps this session, revokes the others and lands home", async () => {
    const user = await temporaryUser();
    const result = await setSecurePassword(user.claims, { password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo });
    expect(result).toEqual({ redirectTo: "/dashboard" });
    const open = await getDb().select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(1);
    const [row] = await getDb().select({ isSecurePassword: users.isSecurePassword }).from(users).where(eq(users.id, user.id));
    expect(row.isSecurePassword).toBe(true);
    expect((await login(user.email, NEW_TALENT_PASSWORD)).ok).toBe(true);
    const log = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, "auth.setSecurePassword")));
    expect(log).toHaveLength(1);
  });

  it("refuses a user whose password is already secure with 10403 (they must give their current password)", async () => {
    const user = await createUser();
    const s = await login(user.email, user.password);
    if (!s.ok) throw new Error("login failed");
    expect(await codeOf(setSecurePassword(s.claims, { password: NEW_TALENT_PASSWORD, confirmPassword: NEW_TALENT_PASSWORD }, { tenant: demo }))).toBe(ERROR_CODES.permissionDenied);
    expect((await login(user.email, user.password)).ok).toBe(true);
  });

  it("refuses the temporary password itself with 10004, and weak or mismatched ones with the spec texts", async () => {
    const user = await temporaryUser();
    expect(await codeOf(setSecurePassword(user.claims, { password: user.password, confirmPassword: user.password }, { tenant: demo }))).toBe(ERROR_CODES.newPasswordSameAsOld);
    await expect(setSecurePassword(user.claims, { password: "weakpass", confirmPassword: "weakpass" }, { tenant: demo })).rejects.toMatchObject({ message: "Enter a valid password" });
    await expect(setSecurePassword(user.claims, { password: NEW_TALENT_PASSWORD, confirmPassword: "x" }, { tenant: demo })).rejects.toMatchObject({ message: "Passwords do not match" });
    const [row] = await getDb().select({ isSecurePassword: users.isSecurePassword }).from(users).where(eq(users.id, user.id));
    expect(row.isSecurePassword).toBe(false);
  });

  it("gives admin-portal users the admin rule and the admin landing page", async () => {
    const user = await temporaryUser("recruiter");
    expect(await setSecurePassword(user.claims, { password: "newone", confirmPassword: "newone" }, { tenant: demo })).toEqual({ redirectTo: "/admin/dashboard" });
    expect(await codeOf(setSecurePassword(user.claims, { password: "again1", confirmPassword: "again1" }, { tenant: demo }))).toBe(ERROR_CODES.permissionDenied);
  });
});
