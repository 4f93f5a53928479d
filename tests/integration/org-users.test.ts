import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { authTokens, companies, departments, userDepartments, users } from "@/db/schema";
import { peekLinkToken } from "@/lib/auth/tokens";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { addUser, changeUserState, resendInvitation, setDefaultRecruiter, updateUser } from "@/lib/org/commands";
import { listUsers, seatUsage } from "@/lib/org/queries";
import {
  INVITATION_LINK,
  activityCount,
  activityOf,
  countUsers,
  createTestOrg,
  insertJob,
  insertUser,
  inviteCtx,
  outboxMailsTo,
  useTempOutbox,
  userByEmail,
  userById,
  type TestOrg,
} from "../support/org";
import { codeOf } from "../support/codes";

let org: TestOrg;
let outbox: string;

const newUser = (over: Partial<{ fullName: string; email: string; role: "recruiterAdmin" | "recruiter" | "collaborator" | "admin"; departmentIds: string[] }> = {}) => ({
  fullName: "Nia Newcomer",
  email: `nia.${Math.random().toString(36).slice(2, 8)}@${org.slug}.test`,
  role: "recruiter" as const,
  departmentIds: [org.departments.engineering],
  ...over,
});

beforeAll(async () => {
  outbox = useTempOutbox();
  org = await createTestOrg({ seats: 25 });
});

afterAll(async () => {
  await closeDb();
});

describe("adding a user", () => {
  it("creates an active user with a pending invitation, their departments, a log entry and an e-mailed link", async () => {
    const input = newUser({ fullName: "Ivy Invitee", departmentIds: [org.departments.engineering, org.departments.sales] });
    const { id } = await addUser(org.actor, input, inviteCtx("http://demo.localhost:3000"));
    const row = await userById(id);
    expect(row).toMatchObject({ companyId: org.companyId, email: input.email, fullName: "Ivy Invitee", role: "recruiter", state: "active", invitationAcceptedAt: null, passwordHash: null, invitedById: org.adminId });
    expect(row.invitedAt).toBeInstanceOf(Date);
    const deps = await getDb().select().from(userDepartments).where(eq(userDepartments.userId, id));
    expect(deps.map((d) => d.departmentId).sort()).toEqual([org.departments.engineering, org.departments.sales].sort());
    const log = await activityOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "user.add", actorUserId: org.adminId, before: null, after: { email: input.email, role: "recruiter", state: "active" } });

    const mails = outboxMailsTo(outbox, input.email);
    expect(mails).toHaveLength(1);
    const link = INVITATION_LINK.exec(mails[0]);
    expect(link?.[0]).toMatch(/^http:\/\/demo\.localhost:3000\/admin\/invitation\//);
    const check = await peekLinkToken("invitation", org.companyId, link![1]);
    expect(check.ok && check.token.userId).toBe(id);
  });

  it("refuses a second recruiter admin with 10021 and writes nothing", async () => {
    await addUser(org.actor, newUser({ role: "recruiterAdmin" }), inviteCtx());
    const users = await countUsers(org.companyId);
    const logs = await activityCount(org.companyId);
    expect(await codeOf(addUser(org.actor, newUser({ role: "recruiterAdmin" }), inviteCtx()))).toBe(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    expect(await countUsers(org.companyId)).toBe(users);
    expect(await activityCount(org.companyId)).toBe(logs);
  });

  it("refuses an address already registered to staff with 10040, in any case", async () => {
    // Stored in mixed case (an older import), asked for in lower case as the schema sends it.
    const existing = await insertUser(org, { email: `Taken.Mixed@${org.slug}.test` });
    const users = await countUsers(org.companyId);
    expect(await codeOf(addUser(org.actor, newUser({ email: existing.email.toLowerCase() }), inviteCtx()))).toBe(ERROR_CODES.emailAlreadyRegistered);
    expect(await countUsers(org.companyId)).toBe(users);
  });

  it("refuses an address that belongs to a talent with 10041", async () => {
    const talent = await insertUser(org, { role: "talent", email: `talent@${org.slug}.test`, departmentIds: [] });
    const users = await countUsers(org.companyId);
    expect(await codeOf(addUser(org.actor, newUser({ email: talent.email }), inviteCtx()))).toBe(ERROR_CODES.talentEmailAlreadyRegistered);
    expect(await countUsers(org.companyId)).toBe(users);
  });

  it("lets the same address join another company", async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const acmeRecruiter = (await getDb().select().from(users).where(and(eq(users.companyId, acme.id), eq(users.role, "recruiter"))))[0];
    expect(await codeOf(addUser(org.actor, newUser({ email: acmeRecruiter.email }), inviteCtx()))).toBe("ok");
  });

  it("refuses another company's department with 10404 and writes nothing", async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [acmeDept] = await getDb().select().from(departments).where(eq(departments.companyId, acme.id)).limit(1);
    const input = newUser({ departmentIds: [org.departments.engineering, acmeDept.id] });
    expect(await codeOf(addUser(org.actor, input, inviteCtx()))).toBe(ERROR_CODES.recordNotFound);
    expect(await userByEmail(org.companyId, input.email)).toBeUndefined();
  });

  it("rolls the user back when the invitation cannot be sent (10202), so nothing is half-written", async () => {
    const input = newUser();
    const logs = await activityCount(org.companyId);
    // No trusted host to link to: the invitation cannot be written, so neither is the user.
    expect(await codeOf(addUser(org.actor, input, inviteCtx(null)))).toBe(ERROR_CODES.smtpError);
    expect(await userByEmail(org.companyId, input.email)).toBeUndefined();
    expect(await activityCount(org.companyId)).toBe(logs);
    const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(authTokens).where(eq(authTokens.email, input.email));
    expect(n).toBe(0);
  });
});

describe("seat limit", () => {
  it("refuses a user beyond the plan's seats with 10026 and writes nothing", async () => {
    const small = await createTestOrg({ seats: 2 });
    await addUser(small.actor, { ...newUser(), email: `one@${small.slug}.test`, departmentIds: [small.departments.engineering] }, inviteCtx());
    expect((await seatUsage(small.companyId)).free).toBe(0);
    const users = await countUsers(small.companyId);
    expect(await codeOf(addUser(small.actor, { ...newUser(), email: `two@${small.slug}.test`, departmentIds: [small.departments.engineering] }, inviteCtx()))).toBe(ERROR_CODES.userLimitReached);
    expect(await countUsers(small.companyId)).toBe(users);
  });

  it("frees a seat on archive and refuses to unarchive into a full plan with 10592", async () => {
    const small = await createTestOrg({ seats: 2 });
    const first = await insertUser(small, { role: "collaborator" });
    await changeUserState(small.actor, { userId: first.id, action: "archive" });
    expect((await seatUsage(small.companyId)).used).toBe(1);
    await addUser(small.actor, { ...newUser(), email: `fill@${small.slug}.test`, departmentIds: [small.departments.engineering] }, inviteCtx());
    expect(await codeOf(changeUserState(small.actor, { userId: first.id, action: "unarchive" }))).toBe(ERROR_CODES.seatQuotaExceeded);
    expect((await userById(first.id)).state).toBe("archived");
  });

  it("keeps the seat of an inactive user (inactive users still count)", async () => {
    const small = await createTestOrg({ seats: 2 });
    const u = await insertUser(small, { role: "collaborator" });
    await changeUserState(small.actor, { userId: u.id, action: "inactivate" });
    expect((await seatUsage(small.companyId)).used).toBe(2);
    expect(await codeOf(addUser(small.actor, { ...newUser(), email: `x@${small.slug}.test`, departmentIds: [small.departments.engineering] }, inviteCtx()))).toBe(ERROR_CODES.userLimitReached);
  });
});

describe("user states", () => {
  it("inactivates and activates with before → after in the log", async () => {
    const u = await insertUser(org, { role: "collaborator" });
    expect(await changeUserState(org.actor, { userId: u.id, action: "inactivate" })).toEqual({ state: "inactive" });
    expect(await changeUserState(org.actor, { userId: u.id, action: "activate" })).toEqual({ state: "active" });
    const log = await activityOf(u.id);
    expect(log.map((l) => [l.action, l.before, l.after])).toEqual([
      ["user.inactivate", { state: "active" }, { state: "inactive" }],
      ["user.activate", { state: "inactive" }, { state: "active" }],
    ]);
  });

  it("refuses to archive an admin or the recruiter admin and leaves them active", async () => {
    const admin = await insertUser(org, { role: "admin" });
    expect(await codeOf(changeUserState(org.actor, { userId: admin.id, action: "archive" }))).toBe(ERROR_CODES.permissionDenied);
    expect((await userById(admin.id)).state).toBe("active");
    const [ra] = await getDb().select().from(users).where(and(eq(users.companyId, org.companyId), eq(users.role, "recruiterAdmin")));
    expect(await codeOf(changeUserState(org.actor, { userId: ra.id, action: "archive" }))).toBe(ERROR_CODES.permissionDenied);
    expect((await userById(ra.id)).state).toBe("active");
  });

  it("refuses to archive the assignee of an active job with 10023, then allows it once the job is closed", async () => {
    const recruiter = await insertUser(org, { role: "recruiter" });
    const job = await insertJob(org, { assigneeId: recruiter.id, status: "active" });
    const logs = await activityCount(org.companyId);
    expect(await codeOf(changeUserState(org.actor, { userId: recruiter.id, action: "archive" }))).toBe(ERROR_CODES.userHasActiveJobs);
    expect((await userById(recruiter.id)).state).toBe("active");
    expect(await activityCount(org.companyId)).toBe(logs);
    await getDb().execute(sql`update jobs set status = 'fulfilled' where id = ${job.id}`);
    expect(await changeUserState(org.actor, { userId: recruiter.id, action: "archive" })).toEqual({ state: "archived" });
    expect((await activityOf(recruiter.id)).at(-1)).toMatchObject({ action: "user.archive", before: { state: "active" }, after: { state: "archived" } });
  });

  it("refuses to archive a collaborator of an active job with 10023", async () => {
    const collaborator = await insertUser(org, { role: "collaborator" });
    await insertJob(org, { status: "active", collaboratorIds: [collaborator.id] });
    expect(await codeOf(changeUserState(org.actor, { userId: collaborator.id, action: "archive" }))).toBe(ERROR_CODES.userHasActiveJobs);
    expect((await userById(collaborator.id)).state).toBe("active");
  });

  it("refuses a change of one's own state and a transition that does not apply", async () => {
    expect(await codeOf(changeUserState(org.actor, { userId: org.adminId, action: "inactivate" }))).toBe(ERROR_CODES.permissionDenied);
    const u = await insertUser(org, { role: "collaborator" });
    expect(await codeOf(changeUserState(org.actor, { userId: u.id, action: "activate" }))).toBe(ERROR_CODES.invalidRequest);
    expect(await codeOf(changeUserState(org.actor, { userId: u.id, action: "unarchive" }))).toBe(ERROR_CODES.invalidRequest);
  });

  it("refuses to unarchive a recruiter admin while another one exists (10021)", async () => {
    const other = await createTestOrg();
    const oldRa = await insertUser(other, { role: "recruiterAdmin", state: "archived" });
    await insertUser(other, { role: "recruiterAdmin" });
    expect(await codeOf(changeUserState(other.actor, { userId: oldRa.id, action: "unarchive" }))).toBe(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    expect((await userById(oldRa.id)).state).toBe("archived");
  });

  it("stops being the default recruiter when inactivated", async () => {
    const recruiter = await insertUser(org, { role: "recruiter" });
    await setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: recruiter.id });
    await changeUserState(org.actor, { userId: recruiter.id, action: "inactivate" });
    const [dept] = await getDb().select().from(departments).where(eq(departments.id, org.departments.engineering));
    expect(dept.defaultRecruiterId).toBeNull();
    expect((await activityOf(recruiter.id)).at(-1)?.after).toMatchObject({ state: "inactive", clearedDefaultRecruiterOf: [org.departments.engineering] });
  });
});

describe("editing a user and resending an invitation", () => {
  it("changes role and departments with before → after in the log", async () => {
    const u = await insertUser(org, { role: "collaborator", fullName: "Cole Lab" });
    await updateUser(org.actor, { userId: u.id, fullName: "Cole Labb", role: "recruiter", departmentIds: [org.departments.sales] });
    expect(await userById(u.id)).toMatchObject({ fullName: "Cole Labb", role: "recruiter" });
    const deps = await getDb().select().from(userDepartments).where(eq(userDepartments.userId, u.id));
    expect(deps.map((d) => d.departmentId)).toEqual([org.departments.sales]);
    expect((await activityOf(u.id)).at(-1)).toMatchObject({
      action: "user.update",
      before: { fullName: "Cole Lab", role: "collaborator", departmentIds: [org.departments.engineering] },
      after: { fullName: "Cole Labb", role: "recruiter", departmentIds: [org.departments.sales] },
    });
  });

  it("refuses to make a second recruiter admin by editing (10021)", async () => {
    const u = await insertUser(org, { role: "recruiter" });
    expect(await codeOf(updateUser(org.actor, { userId: u.id, fullName: "X", role: "recruiterAdmin", departmentIds: [org.departments.engineering] }))).toBe(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    expect((await userById(u.id)).role).toBe("recruiter");
  });

  it("resends a pending invitation: a new link works and the old one is spent", async () => {
    const input = newUser();
    const { id } = await addUser(org.actor, input, inviteCtx());
    const first = INVITATION_LINK.exec(outboxMailsTo(outbox, input.email)[0])![1];
    await resendInvitation(org.actor, { userId: id }, inviteCtx());
    const mails = outboxMailsTo(outbox, input.email);
    expect(mails).toHaveLength(2);
    const second = INVITATION_LINK.exec(mails[1])![1];
    expect(second).not.toBe(first);
    expect(await peekLinkToken("invitation", org.companyId, first)).toEqual({ ok: false, code: ERROR_CODES.linkAlreadyUsed });
    expect((await peekLinkToken("invitation", org.companyId, second)).ok).toBe(true);
    expect((await activityOf(id)).at(-1)?.action).toBe("user.resendInvitation");
  });

  it("refuses to resend to a user who already accepted", async () => {
    const u = await insertUser(org, { role: "recruiter" });
    expect(await codeOf(resendInvitation(org.actor, { userId: u.id }, inviteCtx()))).toBe(ERROR_CODES.invalidRequest);
  });
});

describe("tenant isolation", () => {
  it("treats another company's user as not found (10404) for every command and leaves them untouched", async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [victim] = await getDb().select().from(users).where(and(eq(users.companyId, acme.id), eq(users.role, "collaborator")));
    expect(await codeOf(changeUserState(org.actor, { userId: victim.id, action: "inactivate" }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(updateUser(org.actor, { userId: victim.id, fullName: "Owned", role: "admin", departmentIds: [org.departments.engineering] }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(resendInvitation(org.actor, { userId: victim.id }, inviteCtx()))).toBe(ERROR_CODES.recordNotFound);
    expect(await userById(victim.id)).toEqual(victim);
  });

  it("never lists another company's users, talents or cloud admins", async () => {
    const page = await listUsers(org.companyId, { q: "", state: "all", page: 1, size: 100 });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.role !== ("talent" as string))).toBe(true);
    const ids = new Set((await getDb().select({ id: users.id }).from(users).where(eq(users.companyId, org.companyId))).map((r) => r.id));
    expect(page.rows.every((r) => ids.has(r.id))).toBe(true);
  });
});

describe("users list", () => {
  it("searches name and e-mail with LIKE wildcards taken literally, filters by state and paginates", async () => {
    const listOrg = await createTestOrg();
    await insertUser(listOrg, { fullName: "Percy 100% Sure", email: `percy@${listOrg.slug}.test` });
    await insertUser(listOrg, { fullName: "Paula Pending", accepted: false });
    await insertUser(listOrg, { fullName: "Ina Inactive", state: "inactive" });
    const q = (over: Partial<{ q: string; state: "all" | "active" | "inactive" | "archived" | "invited"; page: number; size: number }>) =>
      listUsers(listOrg.companyId, { q: "", state: "all", page: 1, size: 10, ...over });
    expect((await q({ q: "100%" })).rows.map((r) => r.fullName)).toEqual(["Percy 100% Sure"]);
    expect((await q({ q: "%" })).total).toBe(1);
    expect((await q({ q: "_" })).total).toBe(0);
    expect((await q({ q: "PERCY@" })).total).toBe(1);
    expect((await q({ state: "invited" })).rows.map((r) => r.fullName)).toEqual(["Paula Pending"]);
    expect((await q({ state: "inactive" })).rows.map((r) => r.fullName)).toEqual(["Ina Inactive"]);
    expect((await q({ state: "active" })).rows.some((r) => r.fullName === "Paula Pending")).toBe(false);
    const all = await q({ size: 10 });
    expect(all.total).toBe(4);
    const p2 = await q({ page: 2, size: 3 });
    expect(p2.rows).toHaveLength(1);
  });
});
