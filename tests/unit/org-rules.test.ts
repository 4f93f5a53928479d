import { describe, expect, it } from "vitest";
import {
  availableStateActions,
  canBeDefaultRecruiter,
  canResendInvitation,
  departmentDeleteBlocker,
  displayStatus,
  freeSeats,
  holdsSeat,
  isAdminPrivileged,
  nextState,
  stateChangeBlocker,
  takesSeat,
  type UserState,
} from "@/lib/org/rules";

const accepted = new Date("2026-01-01T00:00:00Z");

describe("seats", () => {
  it("counts active, inactive and suspended users as holding a seat and frees it on archive", () => {
    expect((["active", "inactive", "suspended"] as UserState[]).every(holdsSeat)).toBe(true);
    expect(holdsSeat("archived")).toBe(false);
  });
  it("never reports negative free seats when a plan shrank below its users", () => {
    expect(freeSeats(25, 4)).toBe(21);
    expect(freeSeats(3, 5)).toBe(0);
  });
  it("takes a seat only when a user leaves the archive", () => {
    expect(takesSeat("archived", "active")).toBe(true);
    expect(takesSeat("inactive", "active")).toBe(false);
    expect(takesSeat("active", "archived")).toBe(false);
  });
});

describe("user state machine", () => {
  it("follows activate, inactivate, archive and unarchive between the spec's states", () => {
    expect(nextState("inactive", "activate")).toBe("active");
    expect(nextState("active", "inactivate")).toBe("inactive");
    expect(nextState("active", "archive")).toBe("archived");
    expect(nextState("inactive", "archive")).toBe("archived");
    expect(nextState("archived", "unarchive")).toBe("active");
  });
  it("refuses transitions that do not apply (activating an active user, anything on a suspended one)", () => {
    expect(nextState("active", "activate")).toBeNull();
    expect(nextState("archived", "inactivate")).toBeNull();
    expect(nextState("suspended", "activate")).toBeNull();
    expect(availableStateActions("suspended")).toEqual([]);
    expect(availableStateActions("active")).toEqual(["inactivate", "archive"]);
    expect(availableStateActions("archived")).toEqual(["unarchive"]);
  });
});

describe("who can be archived", () => {
  const base = { action: "archive" as const, state: "active" as UserState, isSelf: false, activeJobCount: 0 };
  it("refuses admin-privileged users (admin and recruiter admin)", () => {
    expect(isAdminPrivileged("admin")).toBe(true);
    expect(isAdminPrivileged("recruiterAdmin")).toBe(true);
    expect(stateChangeBlocker({ ...base, role: "admin" })).toBe("adminPrivileged");
    expect(stateChangeBlocker({ ...base, role: "recruiterAdmin" })).toBe("adminPrivileged");
  });
  it("refuses users tied to active jobs", () => {
    expect(stateChangeBlocker({ ...base, role: "recruiter", activeJobCount: 1 })).toBe("activeJobs");
    expect(stateChangeBlocker({ ...base, role: "collaborator" })).toBeNull();
  });
  it("lets a user on active jobs be inactivated: only archiving is barred", () => {
    expect(stateChangeBlocker({ ...base, action: "inactivate", role: "recruiter", activeJobCount: 2 })).toBeNull();
  });
  it("refuses any change to one's own state", () => {
    expect(stateChangeBlocker({ ...base, action: "inactivate", role: "recruiter", isSelf: true })).toBe("self");
  });
});

describe("invitations and default recruiters", () => {
  it("allows only active recruiters who accepted their invitation as default recruiter", () => {
    expect(canBeDefaultRecruiter({ role: "recruiter", state: "active", invitationAcceptedAt: accepted })).toBe(true);
    expect(canBeDefaultRecruiter({ role: "recruiterAdmin", state: "active", invitationAcceptedAt: accepted })).toBe(true);
    expect(canBeDefaultRecruiter({ role: "recruiter", state: "active", invitationAcceptedAt: null })).toBe(false);
    expect(canBeDefaultRecruiter({ role: "recruiter", state: "inactive", invitationAcceptedAt: accepted })).toBe(false);
    expect(canBeDefaultRecruiter({ role: "collaborator", state: "active", invitationAcceptedAt: accepted })).toBe(false);
  });
  it("resends only pending invitations of active users and shows them as invited", () => {
    expect(canResendInvitation({ state: "active", invitationAcceptedAt: null })).toBe(true);
    expect(canResendInvitation({ state: "inactive", invitationAcceptedAt: null })).toBe(false);
    expect(canResendInvitation({ state: "active", invitationAcceptedAt: accepted })).toBe(false);
    expect(displayStatus({ state: "active", invitationAcceptedAt: null })).toBe("invited");
    expect(displayStatus({ state: "archived", invitationAcceptedAt: null })).toBe("archived");
  });
});

describe("department deletion", () => {
  it("is refused with jobs first (10012), then with active users (10013)", () => {
    expect(departmentDeleteBlocker({ jobCount: 1, activeUserCount: 3 })).toBe("activeJobs");
    expect(departmentDeleteBlocker({ jobCount: 0, activeUserCount: 1 })).toBe("activeUsers");
    expect(departmentDeleteBlocker({ jobCount: 0, activeUserCount: 0 })).toBeNull();
  });
});

describe("user list address bar", () => {
  it("falls back to defaults for odd values instead of failing the page", async () => {
    const { userListQuerySchema } = await import("@/lib/org/schemas");
    expect(userListQuerySchema.parse({ q: "a\u0000b", state: "deleted", page: "-3", size: "7" })).toEqual({ q: "", state: "all", page: 1, size: 10 });
    expect(userListQuerySchema.parse({ q: " ana ", state: "invited", page: "2", size: "25" })).toEqual({ q: " ana ", state: "invited", page: 2, size: 25 });
  });
});
