import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { authTokens, sessions, users } from "@/db/schema";
import { attemptCodeLogin, codeLoginLanding, PUBLIC_LOGIN_PURPOSE, requestLoginCode, type CodeLoginResult, type RequestCodeResult } from "@/lib/auth/code-login";
import { hashPassword } from "@/lib/auth/password";
import { hashSessionId } from "@/lib/auth/session-store";
import { ERROR_CODES, httpStatusFor } from "@/lib/errors/catalogue";
import { sealPublicId } from "@/lib/security/public-id";
import { parseEml } from "../../scripts/lib/eml.mjs";
import { fromAddress } from "../support/peer";

type Mail = { to: string[]; subject: string; text: string; html: string };

async function startSmtp() {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const eml = parseEml(Buffer.concat(chunks));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: eml.subject, text: eml.text, html: eml.html });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const savedSmtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
  await smtp.close();
  await closeDb();
});

// Every test sends from its own address, so the per-IP limits of one test never trip another.
let ipCounter = 0;
let ip = "";
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});

function headersFor(host = "demo.localhost:3000"): Headers {
  return new Headers({ host, ...fromAddress(ip), "user-agent": "vitest-code", "accept-language": "en" });
}

const ACME = "acme.localhost:3000";

async function request(raw: unknown, host?: string): Promise<RequestCodeResult> {
  const r = await requestLoginCode(raw, headersFor(host));
  if (r.ok) await r.delivery;
  return r;
}

function verify(raw: unknown, host?: string): Promise<CodeLoginResult> {
  return attemptCodeLogin(raw, headersFor(host));
}

function codeOf(r: { ok: boolean; code?: number }): number | "ok" {
  return r.ok ? "ok" : (r.code as number);
}

function mailsTo(email: string): Mail[] {
  return smtp.received.filter((m) => m.to.includes(email.toLowerCase()));
}

function codeFromMail(email: string): string {
  const mails = mailsTo(email);
  expect(mails.length, `mail to ${email}`).toBeGreaterThan(0);
  const match = /\b(\d{6})\b/.exec(mails[mails.length - 1].text);
  expect(match, "a 6-digit code in the message").not.toBeNull();
  return match![1];
}

let talentCounter = 0;
async function createTalent(opts: { state?: "active" | "suspended" | "inactive"; loginType?: "password" | "external"; password?: boolean; tenant?: "demo" | "acme" } = {}): Promise<{ id: string; email: string }> {
  talentCounter += 1;
  const email = `code-talent-${talentCounter}-${randomUUID().slice(0, 8)}@example.test`;
  const company = await getDb().execute<{ id: string }>(sql`select id from companies where slug = ${opts.tenant ?? "demo"}`);
  const [row] = await getDb()
    .insert(users)
    .values({
      companyId: company.rows[0].id,
      email,
      fullName: "Code Talent",
      role: "talent",
      state: opts.state ?? "active",
      passwordHash: opts.password === false ? null : await hashPassword("Talent#2026"),
      privileges: ["VIEW_TALENT_DASHBOARD_SECTION.E"],
      candidateUniqueId: `${(opts.tenant ?? "demo").toUpperCase()}-C-9${String(talentCounter).padStart(5, "0")}`,
      loginType: opts.loginType ?? "password",
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

function freshEmail(): string {
  return `new-${randomUUID().slice(0, 12)}@example.test`;
}

/** The resend cooldown is per address; a test that sends twice on purpose lifts it between sends. */
async function liftCooldowns(): Promise<void> {
  await getDb().execute(sql`delete from rate_limit_buckets where key like 'code:cooldown:%'`);
}

async function counts(): Promise<{ tokens: number; users: number; sessions: number }> {
  const r = await getDb().execute<{ tokens: number; users: number; sessions: number }>(
    sql`select (select count(*)::int from auth_tokens) as tokens, (select count(*)::int from users) as users, (select count(*)::int from sessions) as sessions`,
  );
  return r.rows[0];
}

async function signInByEmailCode(email: string) {
  const sent = await request({ flow: "email", email });
  if (!sent.ok) throw new Error(`request failed with ${sent.code}`);
  return { sent, code: codeFromMail(email) };
}

describe("e-mail code login", () => {
  it("e-mails a 6-digit code to a talent and stores only its hash", async () => {
    const talent = await createTalent();
    const sent = await request({ flow: "email", email: talent.email.toUpperCase() });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const code = codeFromMail(talent.email);
    expect(mailsTo(talent.email)[0].subject).toContain(code);
    const [row] = await getDb().select().from(authTokens).where(eq(authTokens.id, sent.codeId));
    expect(row).toMatchObject({ purpose: "emailCode", userId: talent.id, email: talent.email, attempts: 0, usedAt: null });
    expect(row.secretHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
  });

  it("signs the talent in with the right code, with login type email and a session row", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    const r = await verify({ flow: "email", codeId: sent.codeId, code });
    expect(codeOf(r)).toBe("ok");
    if (!r.ok) return;
    expect(r.claims).toMatchObject({ userId: talent.id, tenant: "demo", portal: "talent", role: "talent", loginType: "email", email: talent.email, isSecurePassword: true });
    expect(r.redirectTo).toBe("/dashboard");
    const [session] = await getDb().select().from(sessions).where(eq(sessions.id, hashSessionId(r.claims.sid)));
    expect(session).toMatchObject({ userId: talent.id, loginType: "email", portal: "talent", revokedAt: null });
    expect(await codeLoginLanding("email", sent.codeId, headersFor())).toMatchObject({ redirectTo: "/dashboard", jobId: null });
  });

  it("accepts a code typed with a space and refuses to use it a second time (10479)", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code: `${code.slice(0, 3)} ${code.slice(3)}` }))).toBe("ok");
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.invalidOtp);
  });

  it("answers a wrong code with 10479", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    const wrong = code === "000000" ? "000001" : "000000";
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code: wrong }))).toBe(ERROR_CODES.invalidOtp);
    expect(httpStatusFor(ERROR_CODES.invalidOtp)).toBe(400);
  });

  it("refuses even the right code after 5 wrong ones (10479)", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i += 1) expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code: wrong }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.invalidOtp);
    const [row] = await getDb().select().from(authTokens).where(eq(authTokens.id, sent.codeId));
    expect(row.attempts).toBe(5);
    expect(row.usedAt).not.toBeNull();
  });

  it("answers an expired code with 10480", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    await getDb().update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.id, sent.codeId));
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.otpExpired);
    expect(httpStatusFor(ERROR_CODES.otpExpired)).toBeLessThan(500);
  });

  it("refuses a demo code verified on acme's host (10479) and leaves it usable on demo", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }, ACME))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe("ok");
  });

  it("sends nothing to an unknown address and answers exactly like for a known one", async () => {
    const talent = await createTalent();
    const unknown = freshEmail();
    const before = await counts();
    const known = await request({ flow: "email", email: talent.email });
    const stranger = await request({ flow: "email", email: unknown });
    expect(known.ok && stranger.ok).toBe(true);
    if (!known.ok || !stranger.ok) return;
    expect(Object.keys(stranger).sort()).toEqual(Object.keys(known).sort());
    expect(stranger.resendAfterSec).toBe(known.resendAfterSec);
    expect(stranger.codeId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(unknown)).toHaveLength(0);
    expect((await counts()).tokens).toBe(before.tokens + 1);
    expect(codeOf(await verify({ flow: "email", codeId: stranger.codeId, code: "123456" }))).toBe(ERROR_CODES.invalidOtp);
  });

  it("sends no e-mail-door code to a staff address", async () => {
    const sent = await request({ flow: "email", email: "recruiter@demo.test" });
    expect(sent.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo("recruiter@demo.test")).toHaveLength(0);
  });

  it("answers 10214 to a suspended talent, but only once the code is right", async () => {
    const talent = await createTalent({ state: "suspended" });
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    const wrong = code === "000000" ? "000001" : "000000";
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code: wrong }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.accountSuspended);
  });

  it("answers 10215 to a deactivated talent with the right code", async () => {
    const talent = await createTalent({ state: "inactive" });
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.accountDeactivated);
  });
});

describe("code login limits", () => {
  it("refuses a resend within the cooldown with 10429, then sends again and spends the earlier code", async () => {
    const talent = await createTalent();
    const first = await request({ flow: "email", email: talent.email });
    expect(first.ok).toBe(true);
    const firstCode = codeFromMail(talent.email);
    const again = await request({ flow: "email", email: talent.email });
    expect(codeOf(again)).toBe(ERROR_CODES.tooManyAttempts);
    expect(httpStatusFor(ERROR_CODES.tooManyAttempts)).toBe(429);
    await liftCooldowns();
    const second = await request({ flow: "email", email: talent.email });
    expect(second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(codeOf(await verify({ flow: "email", codeId: first.codeId, code: firstCode }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "email", codeId: second.codeId, code: codeFromMail(talent.email) }))).toBe("ok");
  });

  it("limits codes per address to 5 per window, known or unknown alike (10429)", async () => {
    for (const email of [(await createTalent()).email, freshEmail()]) {
      for (let i = 0; i < 5; i += 1) {
        await liftCooldowns();
        expect(codeOf(await request({ flow: "email", email })), `send ${i + 1} to ${email}`).toBe("ok");
      }
      await liftCooldowns();
      expect(codeOf(await request({ flow: "email", email }))).toBe(ERROR_CODES.tooManyAttempts);
    }
  });

  it("limits code requests per client address (10429)", async () => {
    for (let i = 0; i < 20; i += 1) expect(codeOf(await request({ flow: "email", email: freshEmail() }))).toBe("ok");
    expect(codeOf(await request({ flow: "email", email: freshEmail() }))).toBe(ERROR_CODES.tooManyAttempts);
  });

  it("limits verification attempts per client address (10429)", async () => {
    for (let i = 0; i < 30; i += 1) await verify({ flow: "email", codeId: randomUUID(), code: "123456" });
    expect(codeOf(await verify({ flow: "email", codeId: randomUUID(), code: "123456" }))).toBe(ERROR_CODES.tooManyAttempts);
  });
});

describe("code limits keyed on the socket address (issue 11 §5)", () => {
  const rotating = (i: number) => new Headers({ host: "demo.localhost:3000", ...fromAddress(ip), "x-forwarded-for": `192.0.2.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}`, "accept-language": "en" });

  it("rotating X-Forwarded-For does not escape the send limit", async () => {
    for (let i = 0; i < 20; i += 1) {
      const r = await requestLoginCode({ flow: "email", email: freshEmail() }, rotating(i));
      expect(codeOf(r)).toBe("ok");
      if (r.ok) await r.delivery;
    }
    expect(codeOf(await requestLoginCode({ flow: "email", email: freshEmail() }, rotating(20)))).toBe(ERROR_CODES.tooManyAttempts);
  });

  it("rotating X-Forwarded-For does not escape the verify limit", async () => {
    for (let i = 0; i < 30; i += 1) expect(codeOf(await attemptCodeLogin({ flow: "email", codeId: randomUUID(), code: "123456" }, rotating(i)))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await attemptCodeLogin({ flow: "email", codeId: randomUUID(), code: "123456" }, rotating(30)))).toBe(ERROR_CODES.tooManyAttempts);
  });
});

describe("code guessing (issue 11 §3)", () => {
  async function attemptsOf(codeId: string): Promise<{ attempts: number; usedAt: Date | null }> {
    const [row] = await getDb().select({ attempts: authTokens.attempts, usedAt: authTokens.usedAt }).from(authTokens).where(eq(authTokens.id, codeId));
    return row;
  }

  /** A code for an address with no account, asked for without a name: the case that answers needsName. */
  async function nameless(): Promise<{ email: string; codeId: string; code: string; wrong: string }> {
    const email = freshEmail();
    const sent = await request({ flow: "external", email });
    if (!sent.ok) throw new Error(String(sent.code));
    const code = codeFromMail(email);
    return { email, codeId: sent.codeId, code, wrong: code === "000000" ? "000001" : "000000" };
  }

  async function fillVerifyLimit(): Promise<void> {
    for (let i = 0; i < 30; i += 1) await verify({ flow: "email", codeId: randomUUID(), code: "123456" });
  }

  it("counts the client address before anything is looked up: a full limit answers 10429 even on a host with no tenant", async () => {
    await fillVerifyLimit();
    expect(codeOf(await verify({ flow: "email", codeId: randomUUID(), code: "123456" }, "nowhere.example:3000"))).toBe(ERROR_CODES.tooManyAttempts);
  });

  it("answers nothing about a code once the client's verify limit is full: 60 guesses and the right code all answer 10429", async () => {
    const target = await nameless();
    await fillVerifyLimit();
    const answers = new Set<number | string>();
    for (let i = 0; i < 60; i += 1) {
      const guess = String(100000 + i);
      const r = await verify({ flow: "external", codeId: target.codeId, code: guess === target.code ? target.wrong : guess });
      answers.add(r.ok ? "ok" : r.needsName ? "needsName" : r.code);
    }
    const right = await verify({ flow: "external", codeId: target.codeId, code: target.code });
    answers.add(right.ok ? "ok" : right.needsName ? "needsName" : right.code);
    expect([...answers]).toEqual([ERROR_CODES.tooManyAttempts]);
  });

  it("spends a try on every presentation, the needsName answer and the name step included", async () => {
    const target = await nameless();
    for (let i = 0; i < 2; i += 1) expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.wrong }))).toBe(ERROR_CODES.invalidOtp);
    expect(await attemptsOf(target.codeId)).toMatchObject({ attempts: 2, usedAt: null });
    expect(await verify({ flow: "external", codeId: target.codeId, code: target.code })).toMatchObject({ needsName: true });
    expect(await attemptsOf(target.codeId)).toMatchObject({ attempts: 3, usedAt: null });
    // A wrong code on the name step is a wrong guess like any other.
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.wrong, fullName: "Mallory" }))).toBe(ERROR_CODES.invalidOtp);
    expect(await attemptsOf(target.codeId)).toMatchObject({ attempts: 4, usedAt: null });
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.code, fullName: "Ada Right" }))).toBe("ok");
    const after = await attemptsOf(target.codeId);
    expect(after.attempts).toBe(5);
    expect(after.usedAt).not.toBeNull();
  });

  it("ends the code on its fifth try even when that try is the right code without a name: the name step is then refused", async () => {
    const target = await nameless();
    for (let i = 0; i < 4; i += 1) expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.wrong }))).toBe(ERROR_CODES.invalidOtp);
    const fifth = await verify({ flow: "external", codeId: target.codeId, code: target.code });
    expect(codeOf(fifth)).toBe(ERROR_CODES.invalidOtp);
    expect(fifth).not.toHaveProperty("needsName");
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.code, fullName: "Ada Right" }))).toBe(ERROR_CODES.invalidOtp);
    expect(await getDb().select().from(users).where(eq(users.email, target.email))).toHaveLength(0);
  });

  it("ends a code after 5 wrong guesses made from 5 addresses: the right code and name from a sixth address sign nobody in", async () => {
    const target = await nameless();
    for (let i = 0; i < 5; i += 1) {
      ip = `203.0.113.${100 + i}`;
      expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.wrong }))).toBe(ERROR_CODES.invalidOtp);
    }
    ip = "203.0.113.200";
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.code, fullName: "Mallory" }))).toBe(ERROR_CODES.invalidOtp);
    expect(await getDb().select().from(users).where(eq(users.email, target.email))).toHaveLength(0);
  });

  it("finishing from another address still needs the right code within its tries", async () => {
    const target = await nameless();
    expect(await verify({ flow: "external", codeId: target.codeId, code: target.code })).toMatchObject({ needsName: true });
    ip = "203.0.113.210";
    // The code id alone (which the first answer does not change) finishes nothing.
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.wrong, fullName: "Mallory" }))).toBe(ERROR_CODES.invalidOtp);
    expect(await getDb().select().from(users).where(eq(users.email, target.email))).toHaveLength(0);
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.code, fullName: "Ada Right" }))).toBe("ok");
  });

  it("counts parallel wrong guesses one by one (no read-then-write): 8 at once leave exactly 5 counted and a dead code", async () => {
    const target = await nameless();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attemptCodeLogin({ flow: "external", codeId: target.codeId, code: target.wrong, fullName: "Mallory" }, new Headers({ host: "demo.localhost:3000", ...fromAddress(`203.0.113.${20 + i}`) }))),
    );
    expect(guesses.map(codeOf)).toEqual(Array(8).fill(ERROR_CODES.invalidOtp));
    const after = await attemptsOf(target.codeId);
    expect(after.attempts).toBe(5);
    expect(after.usedAt).not.toBeNull();
    expect(codeOf(await verify({ flow: "external", codeId: target.codeId, code: target.code, fullName: "Ada Right" }))).toBe(ERROR_CODES.invalidOtp);
  });

  it("counts two parallel wrong guesses as two", async () => {
    const target = await nameless();
    const [a, b] = await Promise.all([1, 2].map((i) => attemptCodeLogin({ flow: "external", codeId: target.codeId, code: target.wrong }, new Headers({ host: "demo.localhost:3000", ...fromAddress(`203.0.113.${40 + i}`) }))));
    expect([codeOf(a), codeOf(b)]).toEqual([ERROR_CODES.invalidOtp, ERROR_CODES.invalidOtp]);
    expect(await attemptsOf(target.codeId)).toMatchObject({ attempts: 2, usedAt: null });
  });

  it("spends a try on a code presented at the wrong door or for the wrong job", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "job", email, fullName: "Grace Hopper", jobId: "JOB-123" });
    if (!sent.ok) throw new Error(String(sent.code));
    const code = codeFromMail(email);
    expect(codeOf(await verify({ flow: "external", codeId: sent.codeId, code }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "job", codeId: sent.codeId, code, jobId: "JOB-999" }))).toBe(ERROR_CODES.invalidOtp);
    expect(await attemptsOf(sent.codeId)).toMatchObject({ attempts: 2, usedAt: null });
    expect(codeOf(await verify({ flow: "job", codeId: sent.codeId, code, jobId: "JOB-123" }))).toBe("ok");
  });
});

describe("external and job login", () => {
  it("creates a candidate once, with login type external, a candidate id and no dashboard; the second login finds it", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "external", email, fullName: "Ada Lovelace" });
    if (!sent.ok) throw new Error(String(sent.code));
    const first = await verify({ flow: "external", codeId: sent.codeId, code: codeFromMail(email) });
    expect(codeOf(first)).toBe("ok");
    if (!first.ok) return;
    expect(first.claims).toMatchObject({ loginType: "external", role: "talent", portal: "talent", privileges: [], name: "Ada Lovelace", email, isSecurePassword: true });
    expect(first.claims.candidateUniqueId).toMatch(/^DEMO-C-\d{6}$/);
    expect(first.redirectTo).toBe("/profile");
    const rows = await getDb().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "talent", loginType: "external", passwordHash: null, isSecurePassword: true, firstName: "Ada", lastName: "Lovelace" });
    const log = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from activity_log where entity_id = ${rows[0].id} and action = 'auth.candidateCreatedByCode'`);
    expect(log.rows[0].n).toBe(1);

    await liftCooldowns();
    const again = await request({ flow: "external", email });
    if (!again.ok) throw new Error(String(again.code));
    const second = await verify({ flow: "external", codeId: again.codeId, code: codeFromMail(email) });
    expect(codeOf(second)).toBe("ok");
    if (second.ok) expect(second.claims).toMatchObject({ userId: first.claims.userId, candidateUniqueId: first.claims.candidateUniqueId, loginType: "external" });
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("makes a job login (login type job) that remembers its job", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "job", email, fullName: "Grace Hopper", jobId: "JOB-123" });
    if (!sent.ok) throw new Error(String(sent.code));
    const r = await verify({ flow: "job", codeId: sent.codeId, code: codeFromMail(email), jobId: "JOB-123" });
    expect(codeOf(r)).toBe("ok");
    if (!r.ok) return;
    expect(r.claims).toMatchObject({ loginType: "job", jobId: "JOB-123", privileges: [] });
    expect(r.claims.candidateUniqueId).toMatch(/^DEMO-C-\d{6}$/);
    const [row] = await getDb().select().from(users).where(eq(users.email, email));
    expect(row.loginType).toBe("job");
    expect(await codeLoginLanding("job", sent.codeId, headersFor())).toMatchObject({ redirectTo: "/profile", jobId: "JOB-123" });
  });

  it("refuses a job code presented for another job or on another door (10479)", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "job", email, fullName: "Grace Hopper", jobId: "JOB-123" });
    if (!sent.ok) throw new Error(String(sent.code));
    const code = codeFromMail(email);
    expect(codeOf(await verify({ flow: "job", codeId: sent.codeId, code, jobId: "JOB-999" }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe(ERROR_CODES.invalidOtp);
    expect(codeOf(await verify({ flow: "external", codeId: sent.codeId, code }))).toBe(ERROR_CODES.invalidOtp);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("signs an existing talent with a password in through the external door, keeping their own login type", async () => {
    const talent = await createTalent();
    const sent = await request({ flow: "external", email: talent.email, fullName: "Someone Else" });
    if (!sent.ok) throw new Error(String(sent.code));
    const r = await verify({ flow: "external", codeId: sent.codeId, code: codeFromMail(talent.email) });
    expect(codeOf(r)).toBe("ok");
    if (r.ok) expect(r.claims).toMatchObject({ userId: talent.id, loginType: "password", name: "Code Talent" });
    if (r.ok) expect(r.redirectTo).toBe("/dashboard");
  });

  it("asks for the name after a right code when a new address gave none, without spending the code", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "external", email });
    if (!sent.ok) throw new Error(String(sent.code));
    const code = codeFromMail(email);
    const wrong = code === "000000" ? "000001" : "000000";
    expect(codeOf(await verify({ flow: "external", codeId: sent.codeId, code: wrong }))).toBe(ERROR_CODES.invalidOtp);
    const r = await verify({ flow: "external", codeId: sent.codeId, code });
    expect(r).toMatchObject({ ok: false, code: ERROR_CODES.invalidRequest, needsName: true });
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const named = await verify({ flow: "external", codeId: sent.codeId, code, fullName: "  Katherine Johnson " });
    expect(codeOf(named)).toBe("ok");
    if (named.ok) expect(named.claims.name).toBe("Katherine Johnson");
  });

  it("never asks an existing account for a name", async () => {
    const talent = await createTalent();
    const sent = await request({ flow: "external", email: talent.email });
    if (!sent.ok) throw new Error(String(sent.code));
    const r = await verify({ flow: "external", codeId: sent.codeId, code: codeFromMail(talent.email) });
    expect(codeOf(r)).toBe("ok");
    expect(r).not.toHaveProperty("needsName");
  });

  it("sends no code to a staff address on the external door and creates nothing", async () => {
    const before = await counts();
    const sent = await request({ flow: "external", email: "admin@demo.test", fullName: "Alex" });
    expect(sent.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo("admin@demo.test")).toHaveLength(0);
    if (sent.ok) expect(codeOf(await verify({ flow: "external", codeId: sent.codeId, code: "123456" }))).toBe(ERROR_CODES.invalidOtp);
    const after = await counts();
    expect(after.users).toBe(before.users);
    expect(after.tokens).toBe(before.tokens);
  });

  it("creates the candidate in the tenant of the host, with that tenant's prefix", async () => {
    const email = freshEmail();
    const sent = await request({ flow: "external", email, fullName: "Acme Person" }, ACME);
    if (!sent.ok) throw new Error(String(sent.code));
    const r = await verify({ flow: "external", codeId: sent.codeId, code: codeFromMail(email) }, ACME);
    expect(codeOf(r)).toBe("ok");
    if (r.ok) expect(r.claims).toMatchObject({ tenant: "acme" });
    if (r.ok) expect(r.claims.candidateUniqueId).toMatch(/^ACME-C-\d{6}$/);
  });
});

describe("public login", () => {
  it("sends the code to the address the sealed link names and signs in with login type public", async () => {
    const talent = await createTalent();
    const token = sealPublicId(PUBLIC_LOGIN_PURPOSE, "demo", talent.id, 3600);
    const sent = await request({ flow: "public", token });
    if (!sent.ok) throw new Error(String(sent.code));
    const r = await verify({ flow: "public", codeId: sent.codeId, code: codeFromMail(talent.email) });
    expect(codeOf(r)).toBe("ok");
    if (r.ok) expect(r.claims).toMatchObject({ userId: talent.id, loginType: "public" });
    if (r.ok) expect(r.redirectTo).toBe("/profile");
  });

  it("answers 10221 to a tampered link, another tenant's link, a raw user id and an expired link", async () => {
    const talent = await createTalent();
    const token = sealPublicId(PUBLIC_LOGIN_PURPOSE, "demo", talent.id, 3600);
    const raw = Buffer.from(token, "base64url");
    raw[raw.length - 1] ^= 1;
    const expired = sealPublicId(PUBLIC_LOGIN_PURPOSE, "demo", talent.id, 60, Date.now() - 120_000);
    for (const bad of [raw.toString("base64url"), talent.id.replace(/-/g, ""), expired, sealPublicId("publicCandidate", "demo", talent.id, 3600)]) {
      expect(codeOf(await request({ flow: "public", token: bad }))).toBe(ERROR_CODES.linkBroken);
    }
    expect(codeOf(await request({ flow: "public", token }, ACME))).toBe(ERROR_CODES.linkBroken);
    expect(httpStatusFor(ERROR_CODES.linkBroken)).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(talent.email)).toHaveLength(0);
  });
});

describe("hostile input", () => {
  const MB = "a".repeat(1_000_000);
  const badRequests: unknown[] = [
    undefined,
    null,
    42,
    "email",
    [],
    {},
    { flow: "email" },
    { flow: "email", email: MB },
    { flow: "email", email: `${MB}@demo.test` },
    { flow: "email", email: "x'; drop table users; --@demo.test" },
    { flow: "email", email: "<script>alert(1)</script>@demo.test" },
    { flow: "email", email: ["talent@demo.test"] },
    { flow: "email", email: { $ne: null } },
    { flow: "external", email: freshEmail(), fullName: MB },
    { flow: "external", email: freshEmail(), fullName: 12 },
    { flow: "external", email: freshEmail(), fullName: "Bad\u0000Name" },
    { flow: "job", email: freshEmail(), fullName: "Job Seeker", jobId: "../../admin" },
    { flow: "job", email: freshEmail(), fullName: "Job Seeker", jobId: MB },
    { flow: "job", email: freshEmail(), fullName: "Job Seeker", jobId: "1; drop table users" },
    { flow: "job", email: freshEmail(), fullName: "Job Seeker" },
    { flow: "public", token: MB },
    { flow: "public", token: "<img src=x onerror=alert(1)>" },
    { flow: "public", token: 123 },
    { flow: "admin", email: "admin@demo.test" },
    { flow: MB, email: "talent@demo.test" },
  ];

  it("refuses malformed code requests with 4xx codes and writes nothing", async () => {
    const before = await counts();
    const smtpBefore = smtp.received.length;
    for (const raw of badRequests) {
      const r = await requestLoginCode(raw, headersFor());
      expect(r.ok, JSON.stringify(raw)?.slice(0, 80)).toBe(false);
      if (!r.ok) {
        expect([ERROR_CODES.invalidRequest, ERROR_CODES.linkBroken]).toContain(r.code);
        expect(httpStatusFor(r.code)).toBeGreaterThanOrEqual(400);
        expect(httpStatusFor(r.code)).toBeLessThan(500);
      }
    }
    const after = await counts();
    expect(after).toEqual(before);
    expect(smtp.received.length).toBe(smtpBefore);
  });

  it("refuses malformed verifications with 4xx codes and writes no user, session or token", async () => {
    const talent = await createTalent();
    const { sent, code } = await signInByEmailCode(talent.email);
    if (!sent.ok) return;
    const acmeTalent = await createTalent({ tenant: "acme" });
    const acmeSent = await request({ flow: "email", email: acmeTalent.email }, ACME);
    if (!acmeSent.ok) return;
    const acmeCode = codeFromMail(acmeTalent.email);
    const before = await counts();
    const badVerifications: unknown[] = [
      undefined,
      null,
      "123456",
      [],
      {},
      { flow: "email", codeId: sent.codeId },
      { flow: "email", codeId: sent.codeId, code: MB },
      { flow: "email", codeId: sent.codeId, code: 123456 },
      { flow: "email", codeId: sent.codeId, code: "12345" },
      { flow: "email", codeId: sent.codeId, code: "1234567" },
      { flow: "email", codeId: sent.codeId, code: "' or 1=1 --" },
      { flow: "email", codeId: MB, code },
      { flow: "email", codeId: "' or 1=1 --", code },
      { flow: "email", codeId: "<b>x</b>", code },
      { flow: "email", codeId: [sent.codeId], code },
      { flow: "root", codeId: sent.codeId, code },
      { flow: "email", codeId: sent.codeId, code, fullName: MB },
      { flow: "job", codeId: sent.codeId, code, jobId: "<script>" },
      // Another tenant's code, with its right code, on this host.
      { flow: "email", codeId: acmeSent.codeId, code: acmeCode },
    ];
    for (const raw of badVerifications) {
      const r = await verify(raw);
      expect(r.ok, JSON.stringify(raw)?.slice(0, 80)).toBe(false);
      if (!r.ok) {
        expect([ERROR_CODES.invalidRequest, ERROR_CODES.invalidOtp]).toContain(r.code);
        expect(httpStatusFor(r.code)).toBeLessThan(500);
      }
    }
    const after = await counts();
    expect(after).toEqual(before);
    // None of it counted against the real code, which still works.
    const [row] = await getDb().select().from(authTokens).where(and(eq(authTokens.id, sent.codeId)));
    expect(row.usedAt).toBeNull();
    expect(codeOf(await verify({ flow: "email", codeId: sent.codeId, code }))).toBe("ok");
  });

  it("answers 10002 on a host that names no tenant", async () => {
    expect(codeOf(await requestLoginCode({ flow: "email", email: "talent@demo.test" }, headersFor("nowhere.example:3000")))).toBe(ERROR_CODES.unknownCompany);
    expect(codeOf(await attemptCodeLogin({ flow: "email", codeId: randomUUID(), code: "123456" }, headersFor("nowhere.example:3000")))).toBe(ERROR_CODES.unknownCompany);
  });
});
