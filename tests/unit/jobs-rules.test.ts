import { describe, expect, it } from "vitest";
import { DAY_MS } from "@/lib/jobs/constants";
import {
  banner,
  canChangeStatus,
  dueMomentOf,
  displayState,
  formatJdId,
  isFutureDueDay,
  isNearDue,
  needsNewDueDate,
  parseJdSearch,
  rangeIsValid,
  statusActionsFor,
} from "@/lib/jobs/rules";

const now = new Date("2026-03-10T12:00:00Z");
const inDays = (d: number) => new Date(now.getTime() + d * DAY_MS);
const job = (over: Partial<Parameters<typeof displayState>[0]> = {}) => ({ status: "active" as const, assigneeId: "u1", dueDate: inDays(30), activityCount: 0, ...over });

describe("display state of a job (spec §4.2)", () => {
  it("is EXPIRED_SUSPENDED for expired and suspended jobs, whatever else holds", () => {
    expect(displayState(job({ status: "expired" }), now)).toBe("EXPIRED_SUSPENDED");
    expect(displayState(job({ status: "suspended", activityCount: 5 }), now)).toBe("EXPIRED_SUSPENDED");
  });

  it("treats an active job past its due moment as expired before the schedule runs", () => {
    expect(displayState(job({ dueDate: new Date(now.getTime() - 1) }), now)).toBe("EXPIRED_SUSPENDED");
    expect(displayState(job({ dueDate: now }), now)).toBe("EXPIRED_SUSPENDED");
  });

  it("is NEAR_DUE within 7 days, before activity or assignment count", () => {
    expect(displayState(job({ dueDate: inDays(7), activityCount: 3 }), now)).toBe("NEAR_DUE");
    expect(displayState(job({ dueDate: inDays(1), assigneeId: null }), now)).toBe("NEAR_DUE");
  });

  it("is IN_PROGRESS with applications or interviews, ASSIGNED with an assignee, IN_QUEUE otherwise", () => {
    expect(displayState(job({ activityCount: 1 }), now)).toBe("IN_PROGRESS");
    expect(displayState(job(), now)).toBe("ASSIGNED");
    expect(displayState(job({ assigneeId: null }), now)).toBe("IN_QUEUE");
  });

  it("gives closed jobs no display state", () => {
    for (const status of ["fulfilled", "inactive", "archived", "deleted"] as const) expect(displayState(job({ status }), now)).toBeNull();
  });

  it("highlights exactly the 7 days before the due moment", () => {
    expect(isNearDue(inDays(7), now)).toBe(true);
    expect(isNearDue(new Date(inDays(7).getTime() + 1), now)).toBe(false);
    expect(isNearDue(now, now)).toBe(false);
  });

  it("shows the expiring-soon banner for near-due active jobs and the expired banner once due", () => {
    expect(banner({ status: "active", dueDate: inDays(3) }, now)).toBe("expiringSoon");
    expect(banner({ status: "active", dueDate: inDays(-1) }, now)).toBe("expired");
    expect(banner({ status: "expired", dueDate: inDays(-1) }, now)).toBe("expired");
    expect(banner({ status: "suspended", dueDate: inDays(3) }, now)).toBeNull();
    expect(banner({ status: "active", dueDate: inDays(30) }, now)).toBeNull();
  });
});

describe("due dates expire by UTC time", () => {
  it("puts the due moment at the last millisecond of the UTC day", () => {
    expect(dueMomentOf("2026-03-10")?.toISOString()).toBe("2026-03-10T23:59:59.999Z");
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "10/03/2026", "2026-3-1", "", "2026-03-10T00:00:00Z"]) expect(dueMomentOf(bad)).toBeNull();
  });

  it("accepts today (UTC) until its end and refuses yesterday ('Please add a future date')", () => {
    expect(isFutureDueDay("2026-03-10", now)).toBe(true);
    expect(isFutureDueDay("2026-03-09", now)).toBe(false);
    expect(isFutureDueDay("2026-03-10", new Date("2026-03-11T00:00:00Z"))).toBe(false);
  });
});

describe("ranges", () => {
  it("wants the maximum strictly greater than the minimum, only when both are given", () => {
    expect(rangeIsValid(100, 200)).toBe(true);
    expect(rangeIsValid(200, 100)).toBe(false);
    expect(rangeIsValid(100, 100)).toBe(false);
    expect(rangeIsValid(null, 100)).toBe(true);
    expect(rangeIsValid(100, null)).toBe(true);
  });
});

describe("status changes", () => {
  it("suspends only active jobs and fulfils active, suspended or expired ones", () => {
    expect(canChangeStatus("active", "suspend")).toBe(true);
    expect(canChangeStatus("suspended", "suspend")).toBe(false);
    expect(canChangeStatus("expired", "fulfil")).toBe(true);
    expect(canChangeStatus("fulfilled", "fulfil")).toBe(false);
  });

  it("activates suspended or inactive jobs and restarts expired or fulfilled ones", () => {
    expect(statusActionsFor("suspended")).toEqual(["fulfil", "activate"]);
    expect(statusActionsFor("inactive")).toEqual(["activate"]);
    expect(statusActionsFor("expired")).toEqual(["fulfil", "restart"]);
    expect(statusActionsFor("fulfilled")).toEqual(["restart"]);
    expect(statusActionsFor("archived")).toEqual([]);
    expect(statusActionsFor("deleted")).toEqual([]);
  });

  it("asks for a new due date when activating or restarting a job past its due date", () => {
    expect(needsNewDueDate("restart", inDays(-1), now)).toBe(true);
    expect(needsNewDueDate("activate", inDays(5), now)).toBe(false);
    expect(needsNewDueDate("suspend", inDays(-1), now)).toBe(false);
  });
});

describe("job ids", () => {
  it("shows the number with the fixed JD- prefix and finds it back from what users type", () => {
    expect(formatJdId(1001)).toBe("JD-1001");
    expect(parseJdSearch("JD-1001")).toBe(1001);
    expect(parseJdSearch(" jd 42 ")).toBe(42);
    expect(parseJdSearch("1001")).toBe(1001);
    expect(parseJdSearch("React 1001")).toBeNull();
  });
});
