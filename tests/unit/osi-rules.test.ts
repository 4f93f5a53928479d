import { describe, expect, it } from "vitest";
import { OSI_RETENTION_MONTHS, OSI_STATUSES, candidateMayAnswer, nextQuestion, osiRetentionCutoff, osiTransition, overlayEntries, splitSeconds } from "@/lib/osi/rules";
import { openOsiLink, osiPath, sealOsiLink } from "@/lib/osi/links";

describe("one-sided interview states", () => {
  it("moves invited → started → completed, blocks from any open state and unblocks to unblocked", () => {
    expect(osiTransition("invited", "start")).toBe("started");
    expect(osiTransition("started", "complete")).toBe("completed");
    expect(osiTransition("started", "block")).toBe("blocked");
    expect(osiTransition("blocked", "unblock")).toBe("unblocked");
    expect(osiTransition("unblocked", "complete")).toBe("completed");
    expect(osiTransition("invited", "resend")).toBe("invited");
  });

  it("refuses every move out of completed and every move of a blocked invitation but unblock", () => {
    for (const t of ["start", "complete", "block", "unblock", "resend"] as const) expect(osiTransition("completed", t)).toBeNull();
    for (const t of ["start", "complete", "block", "resend"] as const) expect(osiTransition("blocked", t)).toBeNull();
    expect(osiTransition("invited", "complete")).toBeNull();
  });

  it("lets the candidate answer only while invited, started or unblocked", () => {
    expect(OSI_STATUSES.filter(candidateMayAnswer)).toEqual(["invited", "started", "unblocked"]);
  });
});

describe("questions and the overlay", () => {
  const qs = [
    { id: "c", position: 3 },
    { id: "a", position: 1 },
    { id: "b", position: 2 },
  ];
  it("continues at the first unanswered question by position, and ends when all are answered", () => {
    expect(nextQuestion(qs, new Set())?.id).toBe("a");
    expect(nextQuestion(qs, new Set(["a"]))?.id).toBe("b");
    expect(nextQuestion(qs, new Set(["a", "c"]))?.id).toBe("b");
    expect(nextQuestion(qs, new Set(["a", "b", "c"]))).toBeNull();
  });

  it("places each numbered question over its own answer's time range, back to back", () => {
    const o = overlayEntries([
      { question: "Two", position: 2, durationMs: 30_500 },
      { question: "One", position: 1, durationMs: 12_000 },
    ]);
    expect(o).toEqual([
      { question: "One", questionNumber: 1, startTime: 0, endTime: 12 },
      { question: "Two", questionNumber: 2, startTime: 12, endTime: 42.5 },
    ]);
    expect(splitSeconds(150)).toEqual({ minutes: 2, seconds: 30 });
  });
});

describe("the OSI link", () => {
  const id = "4b1c1f5e-8f0f-4a8e-9a51-0c3d5e1e2f10";
  const now = new Date("2026-11-26T12:00:00Z");
  const expires = new Date("2026-12-10T12:00:00Z");
  it("opens on its tenant until it expires, and to nothing when tampered, on another tenant or after expiry", () => {
    const token = sealOsiLink("acme", id, expires, now);
    expect(openOsiLink("acme", token, now)).toBe(id);
    expect(openOsiLink("globex", token, now)).toBeNull();
    expect(openOsiLink("acme", token, new Date(expires.getTime() + 1000))).toBeNull();
    const flipped = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    expect(openOsiLink("acme", flipped, now)).toBeNull();
    expect(osiPath(token, { question: "q1" })).toBe(`/osi/${token}/questions/q1`);
  });
});

describe("retention of recorded answers (D76)", () => {
  it("cuts off at the same moment OSI_RETENTION_MONTHS calendar months earlier, clamped to a shorter month", () => {
    expect(OSI_RETENTION_MONTHS).toBe(12);
    expect(osiRetentionCutoff(new Date("2027-06-15T08:30:00Z")).toISOString()).toBe("2026-06-15T08:30:00.000Z");
    // 29 February has no twin a year earlier: the last day of that February.
    expect(osiRetentionCutoff(new Date("2028-02-29T23:59:00Z")).toISOString()).toBe("2027-02-28T23:59:00.000Z");
    expect(osiRetentionCutoff(new Date("2027-01-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
