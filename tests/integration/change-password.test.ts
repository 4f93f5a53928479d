import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, companies, users } from "@/db/schema";
import { CHANGE_PASSWORD_LIMITS, changePassword, changePasswordKey, type ChangePasswordActor } from "@/lib/auth/change-password";
import type { Portal, UserRole } from "@/lib/auth/identity";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { reset } from "@/lib/auth/rate-limit";
import { AUTH_MESSAGES } from "@/lib/auth/schemas";
import { createSession, validateSession } from "@/lib/auth/session-store";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";

/**
 * The change-password command against the real database. Every test signs in its own user, so
 * the demo accounts other test files log in with keep their passwords.
 */

let demoId: string;
let counter = 0;

const PORTAL_OF: Record<UserRole, Portal> = { talent: "talent", recruiterAdmin: "admin", recruiter: "admin", collaborator: "admin", admin: "admin", cloudAdmin: "cloud" };

async function makeUser(role: UserRole, password: string, opts: { isSecurePassword?: boolean } = {}) {
  counter += 1;
  const cloud = role === "cloudAdmin";
  const [row] = await getDb()
    .insert(users)
    .values({
      companyId: cloud ? null : demoId,
      email: `pw-${role}-${counter}-${Date.now()}@${cloud ? "talent" : "demo"}.test`,
      fullName: `Password ${role}`,
      role,
      passwordHash: await hashPassword(password),
      isSecurePassword: opts.isSecurePassword ?? true,
      candidateUniqueId: role === "talent" ? `PW-${counter}-${Date.now()}` : null,
      invitationAcceptedAt: new Date(),
    })
    .returning();
  return row;
}

/** A user with `sessions` open sessions; the first is the one making the change. */
async function signedInUser(role: UserRole, password: string, sessions = 1, opts: { isSecurePassword?: boolean } = {}) {
  const user = await makeUser(role, password, opts);
  const sids: string[] = [];
  for (let i = 0; i < sessions; i += 1) {
    sids.push(await createSession({ userId: user.id, companyId: user.companyId, portal: PORTAL_OF[role], loginType: "password", userAgent: `device-${i}`, ip: null }));
  }
  const actor: ChangePasswordActor = { userId: user.id, companyId: user.companyId, portal: PORTAL_OF[role], sid: sids[0] };
  return { user, actor, sids };
}

async function storedHash(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ h: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row.h;
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof AppError)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

const input = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({ currentPassword, newPassword, confirmPassword });

beforeAll(async () => {
  const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo"));
  demoId = demo.id;
});

afterAll(async () => {
  await closeDb();
});

describe("change password", () => {
  it("refuses a wrong current password with 10003 and keeps the old hash", async () => {
    const { user, actor } = await signedInUser("recruiter", "Old#Pass1");
    const before = await storedHash(user.id);
    const e = await failure(changePassword(actor, input("Wrong#Pass1", "New#Pass2")));
    expect(e.code).toBe(ERROR_CODES.currentPasswordInvalid);
    expect(e.status).toBe(400);
    expect(await storedHash(user.id)).toBe(before);
  });

  it("refuses a new password equal to the current one with 10004", async () => {
    const { user, actor } = await signedInUser("admin", "Same#Pass1");
    const before = await storedHash(user.id);
    const e = await failure(changePassword(actor, input("Same#Pass1", "Same#Pass1")));
    expect(e.code).toBe(ERROR_CODES.newPasswordSameAsOld);
    expect(e.status).toBe(400);
    expect(await storedHash(user.id)).toBe(before);
  });

  it("checks the current password before the same-as-old rule (wrong current + same → 10003)", async () => {
    const { actor } = await signedInUser("admin", "Real#Pass1");
    const e = await failure(changePassword(actor, input("Guess#Pass1", "Guess#Pass1")));
    expect(e.code).toBe(ERROR_CODES.currentPasswordInvalid);
  });

  it("holds a talent to the talent rule: 'Enter a valid password' for a weak new password", async () => {
    const { user, actor } = await signedInUser("talent", "Talent#Old1");
    for (const weak of ["simple", "alllowercase1!", "NoSymbol123", "Has Space1!", "Ab1!"]) {
      const e = await failure(changePassword(actor, input("Talent#Old1", weak)));
      expect(e.code, weak).toBe(ERROR_CODES.invalidRequest);
      expect(e.status, weak).toBe(400);
      expect(e.message, weak).toBe(AUTH_MESSAGES.passwordInvalid);
      expect(e.details?.fieldErrors, weak).toMatchObject({ newPassword: AUTH_MESSAGES.passwordInvalid });
    }
    expect(await verifyPassword(await storedHash(user.id), "Talent#Old1")).toBe(true);
  });

  it("holds admin-portal users to at least 6 characters, and accepts 6 plain ones", async () => {
    const { user, actor } = await signedInUser("collaborator", "Collab#Old1");
    const e = await failure(changePassword(actor, input("Collab#Old1", "abc12")));
    expect(e.code).toBe(ERROR_CODES.invalidRequest);
    expect(e.message).toBe(AUTH_MESSAGES.passwordInvalid);
    await changePassword(actor, input("Collab#Old1", "abcdef"));
    expect(await verifyPassword(await storedHash(user.id), "abcdef")).toBe(true);
  });

  it("answers 'Current password is required' and the mismatch text with 10001", async () => {
    const { actor } = await signedInUser("recruiter", "Old#Pass1");
    const missing = await failure(changePassword(actor, input("", "New#Pass2")));
    expect(missing.code).toBe(ERROR_CODES.invalidRequest);
    expect(missing.message).toBe(AUTH_MESSAGES.currentPasswordRequired);
    const mismatch = await failure(changePassword(actor, input("Old#Pass1", "New#Pass2", "New#Pass3")));
    expect(mismatch.message).toBe(AUTH_MESSAGES.newPasswordMismatch);
  });

  it("changes the password in one go: new hash, secure flag on, other sessions revoked, this one kept", async () => {
    const { user, actor, sids } = await signedInUser("recruiter", "Start#Pass1", 3, { isSecurePassword: false });
    const result = await changePassword(actor, input("Start#Pass1", "Next#Pass2"));
    expect(result.revokedSessions).toBe(2);
    expect(await validateSession(sids[0])).not.toBeNull();
    expect(await validateSession(sids[1])).toBeNull();
    expect(await validateSession(sids[2])).toBeNull();
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "Next#Pass2")).toBe(true);
    expect(await verifyPassword(hash, "Start#Pass1")).toBe(false);
    const [row] = await getDb().select({ secure: users.isSecurePassword }).from(users).where(eq(users.id, user.id));
    expect(row.secure).toBe(true);
  });

  it("writes an audit entry that holds no password material", async () => {
    const { user, actor } = await signedInUser("admin", "Audit#Old1", 2);
    await changePassword(actor, input("Audit#Old1", "Audit#New2"));
    const entries = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "auth.changePassword"), eq(activityLog.entityId, user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ companyId: demoId, actorUserId: user.id, entityType: "user", after: { revokedSessions: 1 } });
    const text = JSON.stringify(entries[0]);
    for (const secret of ["Audit#Old1", "Audit#New2", "argon2", (await storedHash(user.id)) ?? "x"]) expect(text).not.toContain(secret);
  });

  it("works for the cloud admin, who belongs to no company", async () => {
    const { user, actor } = await signedInUser("cloudAdmin", "Cloud#Old1");
    await changePassword(actor, input("Cloud#Old1", "cloud-new"));
    expect(await verifyPassword(await storedHash(user.id), "cloud-new")).toBe(true);
    const [entry] = await getDb().select().from(activityLog).where(and(eq(activityLog.action, "auth.changePassword"), eq(activityLog.entityId, user.id)));
    expect(entry.companyId).toBeNull();
  });

  it("limits wrong current passwords per user with 10429, even for the right one during the lockout", async () => {
    const { user, actor } = await signedInUser("recruiter", "Limit#Old1");
    for (let i = 0; i < CHANGE_PASSWORD_LIMITS.perUser; i += 1) {
      expect((await failure(changePassword(actor, input(`Nope#Pass${i}`, "Limit#New2")))).code).toBe(ERROR_CODES.currentPasswordInvalid);
    }
    const locked = await failure(changePassword(actor, input("Limit#Old1", "Limit#New2")));
    expect(locked.code).toBe(ERROR_CODES.tooManyAttempts);
    expect(locked.status).toBe(429);
    expect(await verifyPassword(await storedHash(user.id), "Limit#Old1")).toBe(true);
    await reset(changePasswordKey(user.id));
    await changePassword(actor, input("Limit#Old1", "Limit#New2"));
    expect(await verifyPassword(await storedHash(user.id), "Limit#New2")).toBe(true);
  });

  it("clears the failure count after a right current password", async () => {
    const { actor } = await signedInUser("recruiter", "Count#Old1");
    for (let i = 0; i < CHANGE_PASSWORD_LIMITS.perUser - 1; i += 1) await failure(changePassword(actor, input("Nope#Pass1", "Count#New2")));
    // Right current password but same as new: 10004, and the run of failures is over.
    expect((await failure(changePassword(actor, input("Count#Old1", "Count#Old1")))).code).toBe(ERROR_CODES.newPasswordSameAsOld);
    for (let i = 0; i < CHANGE_PASSWORD_LIMITS.perUser - 1; i += 1) {
      expect((await failure(changePassword(actor, input("Nope#Pass1", "Count#New2")))).code).toBe(ERROR_CODES.currentPasswordInvalid);
    }
  });

  it("refuses a 1 MB value with 10001 before hashing anything", async () => {
    const { user, actor } = await signedInUser("admin", "Big#Old1");
    const mb = "A".repeat(1024 * 1024);
    for (const body of [input(mb, "Big#New2"), input("Big#Old1", mb), input("Big#Old1", "Big#New2", mb)]) {
      const started = Date.now();
      const e = await failure(changePassword(actor, body));
      expect(e.code).toBe(ERROR_CODES.invalidRequest);
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(500);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(await verifyPassword(await storedHash(user.id), "Big#Old1")).toBe(true);
  });

  it("answers SQL and HTML strings and wrong types with 4xx codes and leaves the table intact", async () => {
    const { user, actor } = await signedInUser("talent", "Talent#Old1");
    const before = await getDb().select({ n: sql<number>`count(*)::int` }).from(users);
    for (const attack of ["' or '1'='1", "x'; drop table users; --", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>"]) {
      expect((await failure(changePassword(actor, input(attack, "Fresh#Pass9")))).code, attack).toBe(ERROR_CODES.currentPasswordInvalid);
      const asNew = await failure(changePassword(actor, input("Talent#Old1", attack)));
      expect(asNew.code, attack).toBe(ERROR_CODES.invalidRequest);
    }
    for (const bad of [null, undefined, "text", 42, [], { currentPassword: 1, newPassword: true, confirmPassword: {} }, { currentPassword: "Talent#Old1" }]) {
      const e = await failure(changePassword(actor, bad));
      expect(e.code, JSON.stringify(bad)).toBe(ERROR_CODES.invalidRequest);
      expect(e.status).toBe(400);
    }
    const after = await getDb().select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0].n).toBe(before[0].n);
    await reset(changePasswordKey(user.id));
    expect(await verifyPassword(await storedHash(user.id), "Talent#Old1")).toBe(true);
  });

  it("refuses a session whose user is no longer active with 10231", async () => {
    const { user, actor } = await signedInUser("recruiter", "Gone#Old1");
    await getDb().update(users).set({ state: "suspended" }).where(eq(users.id, user.id));
    expect((await failure(changePassword(actor, input("Gone#Old1", "Gone#New2")))).code).toBe(ERROR_CODES.sessionExpired);
  });
});
