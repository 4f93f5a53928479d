import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { APPLICATION_STATUSES } from "@/lib/jobs/application-status";
import {
  ADMIN_LABELS,
  BOARD_COLUMNS,
  BOARD_TRANSITIONS,
  ENTRY_STATUS,
  FILTER_STATUSES,
  FILTER_STATUS_MATCH,
  PIPELINE_STATUSES,
  REASON_MAX,
  TRANSITIONS,
  TRANSITION_NAMES,
  allowedTransitions,
  applicationStatusFor,
  applyTransition,
  boardTargets,
  boardTransition,
  canBlock,
  canTransition,
  displayLabel,
  rankOf,
  type PipelineState,
  type PipelineStatus,
  type TransitionActor,
  type TransitionName,
} from "@/lib/interviews/rules";

/**
 * The interview pipeline's state machine (first document §4.1, second document §4; D42/D43):
 * every allowed transition by name, every refusal with its code, and a property that no
 * sequence of commands leaves the table.
 */
const ACTORS: readonly TransitionActor[] = ["recruiter", "talent", "system"];
const state = (status: PipelineStatus, o: Partial<PipelineState> = {}): PipelineState => ({ status, round: 1, blocked: false, ...o });

function codeOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
}

/** Each allowed (transition, from, actor) of the table, written out: the test does not derive it from the code under test. */
const ALLOWED: [TransitionName, PipelineStatus, TransitionActor, PipelineStatus][] = [
  ["sendInvitation", "screening", "recruiter", "invitationSent"],
  ["resendInvitation", "invitationSent", "recruiter", "invitationSent"],
  ["resendInvitation", "interviewRescheduled", "recruiter", "invitationSent"],
  ["resendInvitation", "invitationRequested", "recruiter", "invitationSent"],
  ["requestSlot", "invitationSent", "talent", "invitationRequested"],
  ["requestSlot", "interviewRescheduled", "talent", "invitationRequested"],
  ["addSlots", "invitationRequested", "recruiter", "invitationSent"],
  ["addSlots", "invitationSent", "recruiter", "invitationSent"],
  ["addSlots", "interviewRescheduled", "recruiter", "invitationSent"],
  ["rejectSlotRequest", "invitationRequested", "recruiter", "interviewCanceled"],
  ["book", "invitationSent", "talent", "interviewScheduled"],
  ["book", "interviewRescheduled", "talent", "interviewScheduled"],
  ["requestReschedule", "interviewScheduled", "talent", "interviewRescheduled"],
  ["requestReschedule", "interviewScheduled", "recruiter", "interviewRescheduled"],
  ["cancel", "invitationSent", "recruiter", "interviewCanceled"],
  ["cancel", "interviewRescheduled", "recruiter", "interviewCanceled"],
  ["cancel", "invitationRequested", "recruiter", "interviewCanceled"],
  ["cancel", "interviewScheduled", "recruiter", "interviewCanceled"],
  ["join", "interviewScheduled", "system", "interviewJoined"],
  ["complete", "interviewScheduled", "system", "interviewCompleted"],
  ["complete", "interviewScheduled", "recruiter", "interviewCompleted"],
  ["complete", "interviewJoined", "system", "interviewCompleted"],
  ["complete", "interviewJoined", "recruiter", "interviewCompleted"],
  ["markNoShow", "interviewScheduled", "system", "noShow"],
  ["markNoShow", "interviewScheduled", "recruiter", "noShow"],
  ["startReview", "interviewCompleted", "system", "reviewInProgress"],
  ["completeReview", "interviewCompleted", "system", "reviewCompleted"],
  ["completeReview", "reviewInProgress", "system", "reviewCompleted"],
  ["shortlist", "reviewCompleted", "recruiter", "shortListed"],
  ["shortlist", "standBy", "recruiter", "shortListed"],
  ["standBy", "reviewCompleted", "recruiter", "standBy"],
  ["standBy", "shortListed", "recruiter", "standBy"],
  ["recommend", "reviewCompleted", "recruiter", "recommended"],
  ["recommend", "shortListed", "recruiter", "recommended"],
  ["recommend", "standBy", "recruiter", "recommended"],
  ["sendToNextRound", "reviewCompleted", "recruiter", "screening"],
  ["sendToNextRound", "shortListed", "recruiter", "screening"],
  ["sendToNextRound", "standBy", "recruiter", "screening"],
  ["moveToInterviewList", "interviewCanceled", "recruiter", "screening"],
  ["moveToInterviewList", "noShow", "recruiter", "screening"],
];
const REASON = "The candidate withdrew.";

describe("every allowed transition, by name", () => {
  for (const [name, from, actor, to] of ALLOWED) {
    it(`${name}: ${from} → ${to} by the ${actor}`, () => {
      const next = applyTransition(state(from, { round: 2 }), name, actor, REASON);
      expect(next.status).toBe(to);
      expect(next.round).toBe(name === "sendToNextRound" ? 3 : 2);
      expect(next.blocked).toBe(false);
    });
  }

  it("the written-out list is the whole table: nothing allowed that it does not name", () => {
    const fromTable: string[] = [];
    for (const name of TRANSITION_NAMES) for (const from of PIPELINE_STATUSES) for (const actor of ACTORS) if (canTransition(from, name, actor)) fromTable.push(`${name}|${from}|${actor}|${TRANSITIONS[name].to}`);
    expect(fromTable.sort()).toEqual(ALLOWED.map((a) => a.join("|")).sort());
  });
});

describe("refusals with their catalogued codes", () => {
  it("refuses every (status, transition, actor) the table does not hold with 10560", () => {
    const allowed = new Set(ALLOWED.map(([n, f, a]) => `${n}|${f}|${a}`));
    let refused = 0;
    for (const name of TRANSITION_NAMES)
      for (const from of PIPELINE_STATUSES)
        for (const actor of ACTORS) {
          if (allowed.has(`${name}|${from}|${actor}`)) continue;
          expect(codeOf(() => applyTransition(state(from), name, actor, REASON)), `${name} ${from} ${actor}`).toBe(ERROR_CODES.interviewTransitionNotAllowed);
          refused++;
        }
    expect(refused).toBe(TRANSITION_NAMES.length * PIPELINE_STATUSES.length * ACTORS.length - ALLOWED.length);
  });

  it("refuses a talent's recruiter action (10560): a talent cannot cancel or recommend", () => {
    expect(codeOf(() => applyTransition(state("interviewScheduled"), "cancel", "talent", REASON))).toBe(10560);
    expect(codeOf(() => applyTransition(state("reviewCompleted"), "recommend", "talent"))).toBe(10560);
    expect(codeOf(() => applyTransition(state("screening"), "book", "talent"))).toBe(10560);
  });

  it("refuses booking, a slot request, a talent's reschedule and joining while blocked (10569)", () => {
    const blocked = (s: PipelineStatus) => state(s, { blocked: true });
    expect(codeOf(() => applyTransition(blocked("invitationSent"), "book", "talent"))).toBe(ERROR_CODES.interviewBlocked);
    expect(codeOf(() => applyTransition(blocked("invitationSent"), "requestSlot", "talent"))).toBe(10569);
    expect(codeOf(() => applyTransition(blocked("interviewScheduled"), "requestReschedule", "talent"))).toBe(10569);
    expect(codeOf(() => applyTransition(blocked("interviewScheduled"), "join", "system"))).toBe(10569);
  });

  it("keeps the recruiter's tools on a blocked entry: cancel, resend, reschedule", () => {
    const blocked = { status: "interviewScheduled" as const, round: 1, blocked: true };
    expect(applyTransition(blocked, "cancel", "recruiter", REASON)).toEqual({ status: "interviewCanceled", round: 1, blocked: true });
    expect(applyTransition(blocked, "requestReschedule", "recruiter").status).toBe("interviewRescheduled");
    expect(applyTransition({ ...blocked, status: "invitationSent" }, "resendInvitation", "recruiter").status).toBe("invitationSent");
  });

  it("answers a move the table does not hold with 10560 before looking at the blocked flag", () => {
    expect(codeOf(() => applyTransition(state("screening", { blocked: true }), "book", "talent"))).toBe(10560);
  });

  for (const name of ["cancel", "rejectSlotRequest"] as const) {
    it(`${name}: needs a reason (10167): missing, blank, over ${REASON_MAX} characters`, () => {
      const from = name === "cancel" ? "interviewScheduled" : "invitationRequested";
      for (const bad of [undefined, null, "", "   \n\t ", "x".repeat(REASON_MAX + 1)]) {
        expect(codeOf(() => applyTransition(state(from), name, "recruiter", bad)), JSON.stringify(bad?.slice?.(0, 10) ?? bad)).toBe(ERROR_CODES.reasonRequired);
      }
      expect(applyTransition(state(from), name, "recruiter", "x".repeat(REASON_MAX)).status).toBe("interviewCanceled");
      expect(applyTransition(state(from), name, "recruiter", `  ${"y".repeat(REASON_MAX)}  `).status).toBe("interviewCanceled");
    });
  }

  it("needs no reason for the other transitions", () => {
    expect(applyTransition(state("reviewCompleted"), "recommend", "recruiter").status).toBe("recommended");
  });
});

describe("block and unblock", () => {
  it("can block only an entry with an open invitation or booking, and not twice", () => {
    const blockable = PIPELINE_STATUSES.filter((s) => canBlock(state(s)));
    expect(blockable.sort()).toEqual(["interviewRescheduled", "interviewScheduled", "invitationRequested", "invitationSent"]);
    expect(canBlock(state("invitationSent", { blocked: true }))).toBe(false);
  });
});

describe("property: no sequence of commands leaves the table", () => {
  const step = fc.record({
    name: fc.constantFrom(...TRANSITION_NAMES),
    actor: fc.constantFrom(...ACTORS),
    reason: fc.oneof(fc.constant(undefined), fc.constant(""), fc.constant(REASON), fc.string({ maxLength: 20 }), fc.constant("z".repeat(REASON_MAX + 3))),
    block: fc.constantFrom<"none" | "block" | "unblock">("none", "none", "none", "block", "unblock"),
  });

  // Reachability per the table (a BFS over its rows), computed independently of applyTransition.
  const reachable = new Set<PipelineStatus>([ENTRY_STATUS]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of TRANSITION_NAMES) {
      const rule = TRANSITIONS[name];
      if ((rule.from as readonly PipelineStatus[]).some((f) => reachable.has(f)) && !reachable.has(rule.to)) {
        reachable.add(rule.to);
        grew = true;
      }
    }
  }

  it("every one of the 14 statuses is reachable from the entry status", () => {
    expect([...reachable].sort()).toEqual([...PIPELINE_STATUSES].sort());
  });

  it("random (transition, actor, reason) sequences only take table rows; round grows only by sendToNextRound", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let s: PipelineState = state(ENTRY_STATUS);
        for (const { name, actor, reason, block } of steps) {
          if (block === "block" && canBlock(s)) s = { ...s, blocked: true };
          if (block === "unblock") s = { ...s, blocked: false };
          const before = s;
          let next: PipelineState;
          try {
            next = applyTransition(s, name, actor, reason);
          } catch (e) {
            if (!isAppError(e)) throw e;
            expect([ERROR_CODES.interviewTransitionNotAllowed, ERROR_CODES.interviewBlocked, ERROR_CODES.reasonRequired]).toContain(e.code);
            continue;
          }
          const rule = TRANSITIONS[name];
          expect((rule.from as readonly string[]).includes(before.status)).toBe(true);
          expect((rule.by as readonly string[]).includes(actor)).toBe(true);
          expect(next.status).toBe(rule.to);
          expect(reachable.has(next.status)).toBe(true);
          expect(next.round).toBe(name === "sendToNextRound" ? before.round + 1 : before.round);
          expect(next.blocked).toBe(before.blocked);
          s = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("labels, ranks, filters, application status (exactly as the spec lists them)", () => {
  it("has the 14 internal status keys in the spec's order", () => {
    expect(PIPELINE_STATUSES).toEqual([
      "screening",
      "invitationSent",
      "interviewScheduled",
      "interviewJoined",
      "interviewCompleted",
      "interviewCanceled",
      "interviewRescheduled",
      "reviewInProgress",
      "reviewCompleted",
      "noShow",
      "shortListed",
      "standBy",
      "recommended",
      "invitationRequested",
    ]);
  });

  it("labels each status, BLOCKED over any status, NOT INVITED for an expired open invitation", () => {
    const labels = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, displayLabel({ status: s, blocked: false })]));
    expect(labels).toEqual({
      screening: "INTERVIEW PENDING",
      invitationSent: "INVITATION SENT",
      interviewScheduled: "INTERVIEW SCHEDULED",
      interviewJoined: "INTERVIEW IN PROGRESS",
      interviewCompleted: "INTERVIEW COMPLETED",
      interviewCanceled: "INTERVIEW CANCELED",
      interviewRescheduled: "INTERVIEW RESCHEDULED",
      reviewInProgress: "REVIEW IN PROGRESS",
      reviewCompleted: "REVIEW COMPLETED",
      noShow: "NO SHOW",
      shortListed: "SHORT LISTED",
      standBy: "STAND BY",
      recommended: "RECOMMENDED",
      invitationRequested: "NEW SLOT REQUESTED",
    });
    expect(displayLabel({ status: "interviewScheduled", blocked: true })).toBe("BLOCKED");
    expect(displayLabel({ status: "invitationSent", blocked: false, invitationExpired: true })).toBe("NOT INVITED");
    expect(displayLabel({ status: "interviewScheduled", blocked: false, invitationExpired: true })).toBe("INTERVIEW SCHEDULED");
    expect(ADMIN_LABELS).toEqual([
      "INTERVIEW PENDING",
      "INVITATION SENT",
      "INTERVIEW SCHEDULED",
      "INTERVIEW IN PROGRESS",
      "INTERVIEW COMPLETED",
      "REVIEW IN PROGRESS",
      "REVIEW COMPLETED",
      "NO SHOW",
      "SHORT LISTED",
      "STAND BY",
      "RECOMMENDED",
      "INTERVIEW CANCELED",
      "INTERVIEW RESCHEDULED",
      "NEW SLOT REQUESTED",
      "NOT INVITED",
      "BLOCKED",
    ]);
  });

  it("ranks 1–11 as listed, the three unranked statuses after them", () => {
    expect(Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, rankOf(s)]))).toEqual({
      screening: 1,
      invitationSent: 2,
      interviewScheduled: 3,
      interviewJoined: 4,
      interviewCompleted: 5,
      noShow: 6,
      reviewInProgress: 7,
      reviewCompleted: 8,
      shortListed: 9,
      standBy: 10,
      recommended: 11,
      interviewCanceled: 12,
      interviewRescheduled: 12,
      invitationRequested: 12,
    });
    expect(BOARD_COLUMNS.slice(0, 11)).toEqual(["screening", "invitationSent", "interviewScheduled", "interviewJoined", "interviewCompleted", "noShow", "reviewInProgress", "reviewCompleted", "shortListed", "standBy", "recommended"]);
    expect(BOARD_COLUMNS).toHaveLength(14);
  });

  it("has the seven filter statuses, shortList naming shortListed", () => {
    expect(FILTER_STATUSES).toEqual(["shortList", "interviewScheduled", "interviewCompleted", "noShow", "interviewCanceled", "reviewCompleted", "recommended"]);
    expect(FILTER_STATUS_MATCH.shortList).toBe("shortListed");
    for (const f of FILTER_STATUSES.slice(1)) expect(FILTER_STATUS_MATCH[f]).toBe(f);
  });

  it("has the application status filter's eight values and maps every pipeline status onto one of them", () => {
    expect(APPLICATION_STATUSES).toEqual(["APPLIED", "MATCHING", "STANDBY", "INTERVIEW_LIST", "INTERVIEW_INPROGRESS", "REVIEW_INPROGRESS", "INTERVIEW_SHORTLISTED", "INTERVIEW_STANDBY"]);
    expect(Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, applicationStatusFor(s)]))).toEqual({
      screening: "INTERVIEW_LIST",
      invitationSent: "INTERVIEW_LIST",
      interviewScheduled: "INTERVIEW_LIST",
      interviewJoined: "INTERVIEW_INPROGRESS",
      interviewCompleted: "REVIEW_INPROGRESS",
      interviewCanceled: "INTERVIEW_LIST",
      interviewRescheduled: "INTERVIEW_LIST",
      reviewInProgress: "REVIEW_INPROGRESS",
      reviewCompleted: "REVIEW_INPROGRESS",
      noShow: "INTERVIEW_LIST",
      shortListed: "INTERVIEW_SHORTLISTED",
      standBy: "INTERVIEW_STANDBY",
      recommended: "INTERVIEW_SHORTLISTED",
      invitationRequested: "INTERVIEW_LIST",
    });
  });
});

describe("the board's moves", () => {
  it("maps each (status, target) to at most one named recruiter transition that needs no slots, reason or booking", () => {
    for (const from of PIPELINE_STATUSES)
      for (const to of PIPELINE_STATUSES) {
        const rows = BOARD_TRANSITIONS.filter((n) => canTransition(from, n, "recruiter") && TRANSITIONS[n].to === to);
        expect(rows.length, `${from} → ${to}`).toBeLessThanOrEqual(1);
        expect(boardTransition(from, to)).toBe(rows[0] ?? null);
      }
    for (const n of BOARD_TRANSITIONS) expect("reason" in TRANSITIONS[n], n).toBe(false);
  });

  it("offers a card only the columns its status may move to", () => {
    expect(boardTargets("reviewCompleted")).toEqual(["screening", "shortListed", "standBy", "recommended"]);
    expect(boardTargets("interviewScheduled")).toEqual(["interviewCompleted", "noShow"]);
    expect(boardTargets("noShow")).toEqual(["screening"]);
    expect(boardTargets("screening")).toEqual([]);
    expect(boardTargets("recommended")).toEqual([]);
    expect(boardTransition("screening", "invitationSent")).toBeNull();
    expect(boardTransition("interviewScheduled", "interviewCanceled")).toBeNull();
    expect(allowedTransitions("screening", "recruiter")).toEqual(["sendInvitation"]);
  });
});
