import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { authTokens, companies } from "@/db/schema";
import { attemptLogin } from "@/lib/auth/login";
import { peekLinkToken } from "@/lib/auth/tokens";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { acceptInvitation, addUser, changeUserState } from "@/lib/org/commands";
import { acceptInvitationSchema } from "@/lib/org/schemas";
import { INVITATION_LINK, activityOf, createTestOrg, decodeQuotedPrintable, inviteCtx, userById, type TestOrg } from "../support/org";
import { codeOf } from "../support/codes";
import { fromAddress } from "../support/peer";
import { startSmtpSink, type ReceivedMail } from "../support/smtp";

/**
 * The invitation travels through a real SMTP server (smtp-server on a free port, SMTP_URL pointed
 * at it), exactly as production mail would; the link is read out of the received message.
 */
type Received = ReceivedMail;
let inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let org: TestOrg;

async function invite(email: string, fullName = "Ines Invitee"): Promise<{ userId: string; token: string; link: string; mail: Received }> {
  const { id } = await addUser(org.actor, { fullName, email, role: "recruiter", departmentIds: [org.departments.engineering] }, inviteCtx(`http://${org.slug}.localhost:3000`));
  const mail = inbox.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail for ${email}`);
  const match = INVITATION_LINK.exec(decodeQuotedPrintable(mail.raw));
  if (!match) throw new Error("no invitation link in the mail");
  return { userId: id, token: match[1], link: match[0], mail };
}

const PASSWORD = "Welcome#42";

beforeAll(async () => {
  smtp = await startSmtpSink();
  inbox = smtp.received;
  org = await createTestOrg({ name: "Invite Co" });
});

afterAll(async () => {
  await smtp.stop();
  await closeDb();
});

describe("invitation by e-mail", () => {
  it("sends the invitation through SMTP with a link to the invitation page of the company's host", async () => {
    const email = `ines@${org.slug}.test`;
    const { link, mail, token } = await invite(email);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/Subject: You are invited to Test Org/);
    expect(link).toBe(`http://${org.slug}.localhost:3000/admin/invitation/${token}`);
    // The database holds only a hash of the secret.
    const [row] = await getDb().select().from(authTokens).where(eq(authTokens.id, token.split(".")[0]));
    expect(row.secretHash).not.toContain(token.split(".")[1]);
  });

  it("accepts: sets the password, marks the invitation accepted, logs it, and the new password signs in", async () => {
    const email = `ada.accept@${org.slug}.test`;
    const { userId, token } = await invite(email, "Ada Accept");
    const before = await attemptLogin({ email, password: PASSWORD, portal: "admin" }, new Headers({ host: `${org.slug}.localhost:3000`, ...fromAddress("203.0.113.77") }));
    expect(before.ok).toBe(false);

    expect(await acceptInvitation(org.companyId, { token, password: PASSWORD, confirmPassword: PASSWORD })).toEqual({ email });
    const user = await userById(userId);
    expect(user.invitationAcceptedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.state).toBe("active");
    expect((await activityOf(userId)).at(-1)).toMatchObject({ action: "user.acceptInvitation", actorUserId: userId, before: { invitationAcceptedAt: null } });

    const login = await attemptLogin({ email, password: PASSWORD, portal: "admin" }, new Headers({ host: `${org.slug}.localhost:3000`, ...fromAddress("203.0.113.78") }));
    expect(login.ok).toBe(true);
  });

  it("refuses a used link with 10223 and keeps the password chosen first", async () => {
    const email = `twice@${org.slug}.test`;
    const { userId, token } = await invite(email);
    await acceptInvitation(org.companyId, { token, password: PASSWORD, confirmPassword: PASSWORD });
    const hash = (await userById(userId)).passwordHash;
    expect(await codeOf(acceptInvitation(org.companyId, { token, password: "Other#123", confirmPassword: "Other#123" }))).toBe(ERROR_CODES.linkAlreadyUsed);
    expect((await userById(userId)).passwordHash).toBe(hash);
    expect(await peekLinkToken("invitation", org.companyId, token)).toEqual({ ok: false, code: ERROR_CODES.linkAlreadyUsed });
  });

  it("refuses an expired link with 10222", async () => {
    const { userId, token } = await invite(`late@${org.slug}.test`);
    await getDb().execute(sql`update auth_tokens set expires_at = now() - interval '1 minute' where id = ${token.split(".")[0]}`);
    expect(await codeOf(acceptInvitation(org.companyId, { token, password: PASSWORD, confirmPassword: PASSWORD }))).toBe(ERROR_CODES.linkExpired);
    expect((await userById(userId)).invitationAcceptedAt).toBeNull();
  });

  it("refuses a broken link, or a link used on another company's host, with 10221", async () => {
    const { userId, token } = await invite(`elsewhere@${org.slug}.test`);
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    expect(await codeOf(acceptInvitation(acme.id, { token, password: PASSWORD, confirmPassword: PASSWORD }))).toBe(ERROR_CODES.linkBroken);
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(await codeOf(acceptInvitation(org.companyId, { token: tampered, password: PASSWORD, confirmPassword: PASSWORD }))).toBe(ERROR_CODES.linkBroken);
    expect(await codeOf(acceptInvitation(org.companyId, { token: "' or 1=1 --", password: PASSWORD, confirmPassword: PASSWORD }))).toBe(ERROR_CODES.linkBroken);
    expect((await userById(userId)).passwordHash).toBeNull();
    // The real link still works afterwards: the failures spent nothing.
    expect(await codeOf(acceptInvitation(org.companyId, { token, password: PASSWORD, confirmPassword: PASSWORD }))).toBe("ok");
  });

  it("refuses a user the admin switched off before accepting (10215), without spending the link", async () => {
    const { userId, token } = await invite(`off@${org.slug}.test`);
    await changeUserState(org.actor, { userId, action: "inactivate" });
    expect(await codeOf(acceptInvitation(org.companyId, { token, password: PASSWORD, confirmPassword: PASSWORD }))).toBe(ERROR_CODES.accountDeactivated);
    expect((await userById(userId)).passwordHash).toBeNull();
    expect((await peekLinkToken("invitation", org.companyId, token)).ok).toBe(true);
  });

  it("applies the admin password rule and the confirmation on the form's schema", () => {
    const short = acceptInvitationSchema.safeParse({ token: "x", password: "abc", confirmPassword: "abc" });
    expect(short.success ? null : short.error.issues[0].message).toBe("Enter a valid password");
    const mismatch = acceptInvitationSchema.safeParse({ token: "x", password: "abcdef", confirmPassword: "abcdeg" });
    expect(mismatch.success ? null : mismatch.error.issues[0].message).toBe("Passwords do not match");
    const huge = acceptInvitationSchema.safeParse({ token: "x".repeat(1024 * 1024), password: "abcdef", confirmPassword: "abcdef" });
    expect(huge.success).toBe(false);
  });
});
