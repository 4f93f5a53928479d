/**
 * Pure rules of departments and admin-portal users (spec 2 §4 user states, §6 rules, §8 codes).
 * No I/O: the commands look the facts up and ask these functions what is allowed.
 */

/** Roles an admin can give on the users screen; talent and cloud admins are managed elsewhere. */
export const MANAGED_ROLES = ["recruiterAdmin", "recruiter", "collaborator", "admin"] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

export function isManagedRole(v: unknown): v is ManagedRole {
  return typeof v === "string" && (MANAGED_ROLES as readonly string[]).includes(v);
}

/** Spec §6: "admin-privileged users cannot be archived" means admins and the recruiter admin. */
export function isAdminPrivileged(role: string): boolean {
  return role === "admin" || role === "recruiterAdmin";
}

/** Spec §6: "Recruiter: default recruiter per department"; the recruiter admin recruits too. */
export function isRecruiterRole(role: string): boolean {
  return role === "recruiter" || role === "recruiterAdmin";
}

export type UserState = "active" | "inactive" | "archived" | "suspended";

/**
 * A seat is held by every managed user who is not archived (active, inactive, suspended): an
 * inactive user can be switched back on at any time, so the seat stays theirs. Archiving gives it
 * back. docs/decisions.md records the choice.
 */
export function holdsSeat(state: UserState): boolean {
  return state !== "archived";
}

export function freeSeats(seatTotal: number, seatsUsed: number): number {
  return Math.max(0, seatTotal - seatsUsed);
}

export const STATE_ACTIONS = ["activate", "inactivate", "archive", "unarchive"] as const;
export type StateAction = (typeof STATE_ACTIONS)[number];

/**
 * The user state machine (spec §4: archive, unarchive, activate, inactivate). Unarchiving brings
 * the user back active. Suspended accounts are the company's or the cloud admin's business and
 * have no transition here. Null: the action does not apply to that state.
 */
const TRANSITIONS: Readonly<Record<StateAction, Partial<Record<UserState, UserState>>>> = {
  activate: { inactive: "active" },
  inactivate: { active: "inactive" },
  archive: { active: "archived", inactive: "archived" },
  unarchive: { archived: "active" },
};

export function nextState(current: UserState, action: StateAction): UserState | null {
  return TRANSITIONS[action][current] ?? null;
}

/** Moving out of "archived" takes a seat again. */
export function takesSeat(from: UserState, to: UserState): boolean {
  return !holdsSeat(from) && holdsSeat(to);
}

export type StateBlocker = "self" | "adminPrivileged" | "activeJobs" | "invalidTransition";

/**
 * Why a state change is refused, or null. Nobody changes their own state (an admin could lock
 * the company out); archiving is refused for admin-privileged users and for users tied to active
 * jobs as assignee or collaborator (spec §6, 10023).
 */
export function stateChangeBlocker(input: { action: StateAction; state: UserState; role: string; isSelf: boolean; activeJobCount: number }): StateBlocker | null {
  if (input.isSelf) return "self";
  if (nextState(input.state, input.action) === null) return "invalidTransition";
  if (input.action === "archive") {
    if (isAdminPrivileged(input.role)) return "adminPrivileged";
    if (input.activeJobCount > 0) return "activeJobs";
  }
  return null;
}

/** The actions the users table offers for a row, before permissions. */
export function availableStateActions(state: UserState): StateAction[] {
  return STATE_ACTIONS.filter((a) => nextState(state, a) !== null);
}

export type Invitable = { state: UserState; invitationAcceptedAt: Date | string | null };

/** An invitation is pending while it has not been accepted; only live accounts get one resent. */
export function invitationPending(u: Invitable): boolean {
  return u.invitationAcceptedAt === null;
}

export function canResendInvitation(u: Invitable): boolean {
  return invitationPending(u) && u.state === "active";
}

/** Spec §6: users who have not accepted an invitation cannot be chosen as default recruiter. */
export function canBeDefaultRecruiter(u: Invitable & { role: string }): boolean {
  return isRecruiterRole(u.role) && u.state === "active" && !invitationPending(u);
}

export type DepartmentDeleteBlocker = "activeJobs" | "activeUsers";

/**
 * Spec §6: departments with active jobs (10012) or active users (10013) cannot be deleted.
 * Jobs of any other status still name the department (the foreign key keeps their history), so
 * they block too and are reported with the jobs code.
 */
export function departmentDeleteBlocker(input: { jobCount: number; activeUserCount: number }): DepartmentDeleteBlocker | null {
  if (input.jobCount > 0) return "activeJobs";
  if (input.activeUserCount > 0) return "activeUsers";
  return null;
}

/** Display status of a row: a pending invitation shows instead of "active". */
export type UserDisplayStatus = UserState | "invited";

export function displayStatus(u: Invitable): UserDisplayStatus {
  return u.state === "active" && invitationPending(u) ? "invited" : u.state;
}
