import "server-only";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { companies, departments, jobs, userDepartments, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { hashPassword } from "@/lib/auth/password";
import { TOKEN_TTL_MS, consumeLinkToken, issueLinkToken } from "@/lib/auth/tokens";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { sendMail } from "@/lib/mail";
import { invitationMail, invitationPath } from "./invitation-mail";
import { mapConstraintError } from "./pg-errors";
import { activeJobCountOf, recruiterAdminExists } from "./queries";
import {
  canBeDefaultRecruiter,
  canResendInvitation,
  departmentDeleteBlocker,
  freeSeats,
  isRecruiterRole,
  nextState,
  stateChangeBlocker,
  takesSeat,
  type ManagedRole,
  type UserState,
} from "./rules";
import type {
  AcceptInvitationInput,
  AddUserValues,
  ChangeUserStateInput,
  CreateDepartmentInput,
  RenameDepartmentInput,
  SetDefaultRecruiterInput,
  UpdateUserValues,
} from "./schemas";
import type { Actor } from "@/lib/audit/actor";

/**
 * Commands of the departments and users screens. Each runs in ONE transaction with its
 * activity-log entry (who, what, before → after), and every statement is scoped by the actor's
 * company, so another tenant's id is "not found" (10404) and nothing of theirs is touched.
 */

/** What an invitation e-mail needs from the request: where links point, the reader's language. */
export type InviteContext = { origin: string | null; locale: Locale; companyName: string; inviterName: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(fn);
  } catch (e) {
    throw mapConstraintError(e);
  }
}

const notFound = () => appError(ERROR_CODES.recordNotFound);

/** Serialises seat-taking commands of one company: the check and the insert see the same count. */
async function lockSeats(tx: Tx, companyId: string): Promise<{ total: number; used: number; free: number }> {
  const [company] = await tx.select({ total: companies.userSeats }).from(companies).where(eq(companies.id, companyId)).for("update");
  if (!company) throw notFound();
  const [{ used }] = await tx
    .select({ used: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, ["recruiterAdmin", "recruiter", "collaborator", "admin"]), ne(users.state, "archived")));
  return { total: company.total, used, free: freeSeats(company.total, used) };
}

async function departmentNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string): Promise<boolean> {
  const filters = [eq(departments.companyId, companyId), sql`lower(${departments.name}) = ${name.toLowerCase()}`];
  if (exceptId) filters.push(ne(departments.id, exceptId));
  const [{ n }] = await tx.select({ n: count() }).from(departments).where(and(...filters));
  return n > 0;
}

// ─── Departments ────────────────────────────────────────────────────────────────────────────

export async function createDepartment(actor: Actor, input: CreateDepartmentInput): Promise<{ id: string; name: string }> {
  return inTransaction(async (tx) => {
    if (await departmentNameTaken(tx, actor.companyId, input.name)) throw appError(ERROR_CODES.departmentExists);
    const [row] = await tx.insert(departments).values({ companyId: actor.companyId, name: input.name }).returning({ id: departments.id, name: departments.name });
    await logActivity(tx, { ...actor, action: "department.create", entityType: "department", entityId: row.id, before: null, after: { name: row.name } });
    return row;
  });
}

export async function renameDepartment(actor: Actor, input: RenameDepartmentInput): Promise<{ id: string; name: string }> {
  return inTransaction(async (tx) => {
    const [dept] = await tx.select().from(departments).where(and(eq(departments.companyId, actor.companyId), eq(departments.id, input.id))).for("update");
    if (!dept) throw notFound();
    if (await departmentNameTaken(tx, actor.companyId, input.name, dept.id)) throw appError(ERROR_CODES.departmentExists);
    await tx.update(departments).set({ name: input.name }).where(eq(departments.id, dept.id));
    await logActivity(tx, { ...actor, action: "department.rename", entityType: "department", entityId: dept.id, before: { name: dept.name }, after: { name: input.name } });
    return { id: dept.id, name: input.name };
  });
}

export async function deleteDepartment(actor: Actor, input: { id: string }): Promise<void> {
  await inTransaction(async (tx) => {
    const [dept] = await tx.select().from(departments).where(and(eq(departments.companyId, actor.companyId), eq(departments.id, input.id))).for("update");
    if (!dept) throw notFound();
    const [{ jobCount }] = await tx.select({ jobCount: count() }).from(jobs).where(and(eq(jobs.companyId, actor.companyId), eq(jobs.departmentId, dept.id)));
    const [{ activeUserCount }] = await tx
      .select({ activeUserCount: count() })
      .from(userDepartments)
      .innerJoin(users, eq(users.id, userDepartments.userId))
      .where(and(eq(userDepartments.departmentId, dept.id), eq(users.state, "active")));
    const blocker = departmentDeleteBlocker({ jobCount, activeUserCount });
    if (blocker === "activeJobs") throw appError(ERROR_CODES.departmentHasActiveJobs);
    if (blocker === "activeUsers") throw appError(ERROR_CODES.departmentHasActiveUsers);
    await tx.delete(departments).where(eq(departments.id, dept.id));
    await logActivity(tx, {
      ...actor,
      action: "department.delete",
      entityType: "department",
      entityId: dept.id,
      before: { name: dept.name, defaultRecruiterId: dept.defaultRecruiterId },
      after: null,
    });
  });
}

export async function setDefaultRecruiter(actor: Actor, input: SetDefaultRecruiterInput): Promise<void> {
  await inTransaction(async (tx) => {
    const [dept] = await tx.select().from(departments).where(and(eq(departments.companyId, actor.companyId), eq(departments.id, input.departmentId))).for("update");
    if (!dept) throw notFound();
    if (input.userId) {
      const [member] = await tx
        .select({ id: users.id, role: users.role, state: users.state, invitationAcceptedAt: users.invitationAcceptedAt })
        .from(users)
        .innerJoin(userDepartments, and(eq(userDepartments.userId, users.id), eq(userDepartments.departmentId, dept.id)))
        .where(and(eq(users.companyId, actor.companyId), eq(users.id, input.userId)))
        .limit(1);
      if (!member) throw notFound();
      // Spec §6: only a recruiter who accepted the invitation (and is active) qualifies.
      if (!canBeDefaultRecruiter(member)) throw appError(ERROR_CODES.invalidRequest, DEFAULT_RECRUITER_REFUSED, { reason: "defaultRecruiterNotEligible" });
    }
    await tx.update(departments).set({ defaultRecruiterId: input.userId }).where(eq(departments.id, dept.id));
    await logActivity(tx, {
      ...actor,
      action: "department.setDefaultRecruiter",
      entityType: "department",
      entityId: dept.id,
      before: { defaultRecruiterId: dept.defaultRecruiterId },
      after: { defaultRecruiterId: input.userId },
    });
  });
}

export const DEFAULT_RECRUITER_REFUSED = "Only active recruiters of this department who accepted their invitation can be the default recruiter.";

/** Departments where the user may no longer be default recruiter; returns their ids. */
async function clearDefaultRecruiter(tx: Tx, companyId: string, userId: string, keepDepartmentIds?: readonly string[]): Promise<string[]> {
  const filters = [eq(departments.companyId, companyId), eq(departments.defaultRecruiterId, userId)];
  if (keepDepartmentIds?.length) filters.push(sql`${departments.id} not in (${sql.join(keepDepartmentIds.map((id) => sql`${id}`), sql`, `)})`);
  const rows = await tx.update(departments).set({ defaultRecruiterId: null }).where(and(...filters)).returning({ id: departments.id });
  return rows.map((r) => r.id);
}

// ─── Users ──────────────────────────────────────────────────────────────────────────────────

async function assertDepartments(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  const rows = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...ids])));
  if (rows.length !== ids.length) throw notFound();
}

/** 10041 when the address belongs to a talent of this company, 10040 for anyone else here. */
async function assertEmailFree(tx: Tx, companyId: string, email: string): Promise<void> {
  const [existing] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (existing) throw appError(existing.role === "talent" ? ERROR_CODES.talentEmailAlreadyRegistered : ERROR_CODES.emailAlreadyRegistered);
}

export type PendingInvitation = { userId: string; email: string; name: string; token: string };

/** Issues the link inside the caller's transaction (the row and its link commit together). */
export async function issueInvitation(tx: Tx, companyId: string, user: { id: string; email: string; fullName: string }): Promise<PendingInvitation> {
  const token = await issueLinkToken("invitation", { companyId, userId: user.id, email: user.email }, tx);
  return { userId: user.id, email: user.email, name: user.fullName, token };
}

const INVITATION_DAYS = Math.round(TOKEN_TTL_MS.invitation / (24 * 60 * 60 * 1000));

/** Sends one invitation; 10202 when the mail cannot go (or no trusted host exists to link to). */
export async function sendInvitation(inv: PendingInvitation, ctx: InviteContext): Promise<void> {
  if (!ctx.origin) throw appError(ERROR_CODES.smtpError);
  const link = `${ctx.origin}${invitationPath(inv.token)}`;
  await sendMail(invitationMail({ locale: ctx.locale, to: inv.email, name: inv.name, company: ctx.companyName, inviter: ctx.inviterName, link, days: INVITATION_DAYS }));
}

/**
 * Single add: seat (10026), one recruiter admin (10021), e-mail free (10040/10041), departments of
 * this company. The invitation is sent inside the transaction, so a mail failure (10202) leaves no
 * user behind and the admin simply tries again.
 */
export async function addUser(actor: Actor, input: AddUserValues, invite: InviteContext): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    const seats = await lockSeats(tx, actor.companyId);
    if (seats.free < 1) throw appError(ERROR_CODES.userLimitReached);
    if (input.role === "recruiterAdmin" && (await recruiterAdminExists(actor.companyId, tx))) throw appError(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    await assertEmailFree(tx, actor.companyId, input.email);
    await assertDepartments(tx, actor.companyId, input.departmentIds);
    const now = new Date();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: actor.companyId,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        state: "active",
        invitedAt: now,
        invitedById: actor.actorUserId,
        invitationAcceptedAt: null,
        passwordHash: null,
      })
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    await tx.insert(userDepartments).values(input.departmentIds.map((departmentId) => ({ userId: user.id, departmentId })));
    await logActivity(tx, {
      ...actor,
      action: "user.add",
      entityType: "user",
      entityId: user.id,
      before: null,
      after: { email: input.email, fullName: input.fullName, role: input.role, state: "active", departmentIds: input.departmentIds, invitedAt: now.toISOString() },
    });
    await sendInvitation(await issueInvitation(tx, actor.companyId, user), invite);
    return { id: user.id };
  });
}

async function lockUser(tx: Tx, companyId: string, userId: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), inArray(users.role, ["recruiterAdmin", "recruiter", "collaborator", "admin"])))
    .for("update");
  if (!user) throw notFound();
  return user;
}

export async function resendInvitation(actor: Actor, input: { userId: string }, invite: InviteContext): Promise<void> {
  await inTransaction(async (tx) => {
    const user = await lockUser(tx, actor.companyId, input.userId);
    if (!canResendInvitation({ state: user.state, invitationAcceptedAt: user.invitationAcceptedAt })) {
      throw appError(ERROR_CODES.invalidRequest, "This user has no pending invitation.", { reason: "noPendingInvitation" });
    }
    const now = new Date();
    await tx.update(users).set({ invitedAt: now, invitedById: actor.actorUserId, updatedAt: now }).where(eq(users.id, user.id));
    await logActivity(tx, {
      ...actor,
      action: "user.resendInvitation",
      entityType: "user",
      entityId: user.id,
      before: { invitedAt: user.invitedAt?.toISOString() ?? null },
      after: { invitedAt: now.toISOString() },
    });
    await sendInvitation(await issueInvitation(tx, actor.companyId, user), invite);
  });
}

/**
 * Spec §4 user states. Archiving gives the seat back and is refused for admin-privileged users
 * (10403: no code of the catalogue names it, and 10023's text is about jobs) and for users on
 * active jobs (10023); unarchiving needs a free seat (10592) and, for a recruiter admin, that no
 * other one exists (10021). A user who stops being active stops being a default recruiter.
 */
export async function changeUserState(actor: Actor, input: ChangeUserStateInput): Promise<{ state: UserState }> {
  return inTransaction(async (tx) => {
    // Same lock order as addUser (company, then user), so the two cannot deadlock.
    const seats = input.action === "unarchive" ? await lockSeats(tx, actor.companyId) : null;
    const user = await lockUser(tx, actor.companyId, input.userId);
    const activeJobCount = await activeJobCountOf(actor.companyId, user.id, tx);
    const blocker = stateChangeBlocker({ action: input.action, state: user.state, role: user.role, isSelf: user.id === actor.actorUserId, activeJobCount });
    if (blocker === "self" || blocker === "adminPrivileged") throw appError(ERROR_CODES.permissionDenied);
    if (blocker === "activeJobs") throw appError(ERROR_CODES.userHasActiveJobs);
    if (blocker === "invalidTransition") throw appError(ERROR_CODES.invalidRequest, "This change does not apply to the user's current state.", { reason: "invalidTransition" });
    const to = nextState(user.state, input.action)!;
    if (takesSeat(user.state, to)) {
      if (!seats || seats.free < 1) throw appError(ERROR_CODES.seatQuotaExceeded);
      if (user.role === "recruiterAdmin" && (await recruiterAdminExists(actor.companyId, tx, user.id))) throw appError(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    }
    await tx.update(users).set({ state: to, updatedAt: new Date() }).where(eq(users.id, user.id));
    const cleared = to === "active" ? [] : await clearDefaultRecruiter(tx, actor.companyId, user.id);
    await logActivity(tx, {
      ...actor,
      action: `user.${input.action}`,
      entityType: "user",
      entityId: user.id,
      before: { state: user.state },
      after: { state: to, ...(cleared.length ? { clearedDefaultRecruiterOf: cleared } : {}) },
    });
    return { state: to };
  });
}

export async function updateUser(actor: Actor, input: UpdateUserValues): Promise<void> {
  await inTransaction(async (tx) => {
    const user = await lockUser(tx, actor.companyId, input.userId);
    // Changing one's own role could take away the very permission being used.
    if (user.id === actor.actorUserId && input.role !== user.role) throw appError(ERROR_CODES.permissionDenied);
    if (input.role === "recruiterAdmin" && user.role !== "recruiterAdmin" && user.state !== "archived" && (await recruiterAdminExists(actor.companyId, tx, user.id))) {
      throw appError(ERROR_CODES.multipleRecruiterAdminsNotAllowed);
    }
    await assertDepartments(tx, actor.companyId, input.departmentIds);
    const before = await tx.select({ id: userDepartments.departmentId }).from(userDepartments).where(eq(userDepartments.userId, user.id));
    const beforeIds = before.map((d) => d.id).sort();
    const afterIds = [...input.departmentIds].sort();

    await tx.update(users).set({ fullName: input.fullName, role: input.role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(userDepartments).where(eq(userDepartments.userId, user.id));
    await tx.insert(userDepartments).values(afterIds.map((departmentId) => ({ userId: user.id, departmentId })));
    // A default recruiter must stay a recruiter and a member of the department.
    const cleared = await clearDefaultRecruiter(tx, actor.companyId, user.id, isRecruiterRole(input.role) ? afterIds : []);
    await logActivity(tx, {
      ...actor,
      action: "user.update",
      entityType: "user",
      entityId: user.id,
      before: { fullName: user.fullName, role: user.role, departmentIds: beforeIds },
      after: { fullName: input.fullName, role: input.role as ManagedRole, departmentIds: afterIds, ...(cleared.length ? { clearedDefaultRecruiterOf: cleared } : {}) },
    });
  });
}

/**
 * The invitee sets a password: the link is spent in the same transaction, so it works once.
 * A user the admin has since switched off (inactive, archived) gets 10215 and keeps no password.
 */
export async function acceptInvitation(companyId: string, input: AcceptInvitationInput): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    const check = await consumeLinkToken("invitation", companyId, input.token, tx);
    if (!check.ok) throw appError(check.code);
    const userId = check.token.userId;
    if (!userId) throw appError(ERROR_CODES.linkBroken);
    const [user] = await tx.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId))).for("update");
    if (!user) throw appError(ERROR_CODES.linkBroken);
    if (user.invitationAcceptedAt) throw appError(ERROR_CODES.linkAlreadyUsed);
    if (user.state !== "active") throw appError(ERROR_CODES.accountDeactivated);
    const now = new Date();
    await tx.update(users).set({ passwordHash, isSecurePassword: true, invitationAcceptedAt: now, state: "active", updatedAt: now }).where(eq(users.id, user.id));
    await logActivity(tx, {
      companyId,
      actorUserId: user.id,
      action: "user.acceptInvitation",
      entityType: "user",
      entityId: user.id,
      before: { invitationAcceptedAt: null, state: user.state },
      after: { invitationAcceptedAt: now.toISOString(), state: "active" },
    });
    return { email: user.email };
  });
}
