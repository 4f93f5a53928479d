import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { ApplicationStatus } from "@/lib/jobs/application-status";
import { PIPELINE_STATUSES, REASON_MAX, STATUS_LABEL, STATUS_RANK, type AdminLabel, type PipelineStatus } from "./statuses";

export * from "./statuses";

/**
 * The candidate interview pipeline as one state machine (first document §4.1; decision D42).
 * Pure: no I/O. Every command that changes a pipeline entry's status asks `applyTransition`, so
 * the list actions, the board, the booking flow and the review form cannot disagree.
 *
 * Each transition has a name, the statuses it may start from, where it goes, and who performs
 * it: the recruiter side (assignee, collaborators, company-wide roles), the talent, or the system
 * (the clock, the live room). Anything not in this table is refused with 10560.
 */
export type TransitionActor = "recruiter" | "talent" | "system";

export type TransitionRule = {
  readonly from: readonly PipelineStatus[];
  readonly to: PipelineStatus;
  readonly by: readonly TransitionActor[];
  /** Needs a reason ('Please add reason', 10167, at most REASON_MAX characters). */
  readonly reason?: true;
  /** Starts the next round (round + 1). */
  readonly nextRound?: true;
};

const OPEN_INVITATION = ["invitationSent", "interviewRescheduled"] as const satisfies readonly PipelineStatus[];
const AFTER_REVIEW = ["reviewCompleted", "shortListed", "standBy"] as const satisfies readonly PipelineStatus[];

export const TRANSITIONS = {
  /** Scheduling: the recruiter invites a talent awaiting an interview, with slots. */
  sendInvitation: { from: ["screening"], to: "invitationSent", by: ["recruiter"] },
  /** The invitation e-mail again with the open slots; a rescheduled or requested entry shows INVITATION SENT again. */
  resendInvitation: { from: [...OPEN_INVITATION, "invitationRequested"], to: "invitationSent", by: ["recruiter"] },
  /** The talent asks for another slot (NEW SLOT REQUESTED). */
  requestSlot: { from: OPEN_INVITATION, to: "invitationRequested", by: ["talent"] },
  /** The recruiter accepts the request by adding slots. */
  addSlots: { from: ["invitationRequested", ...OPEN_INVITATION], to: "invitationSent", by: ["recruiter"] },
  /** The recruiter rejects the request: no slots are available, so the invitation is canceled. */
  rejectSlotRequest: { from: ["invitationRequested"], to: "interviewCanceled", by: ["recruiter"], reason: true },
  /** The talent books an offered slot. */
  book: { from: OPEN_INVITATION, to: "interviewScheduled", by: ["talent"] },
  /** A reschedule request voids the invitation and the chosen slot; new slots are offered. */
  requestReschedule: { from: ["interviewScheduled"], to: "interviewRescheduled", by: ["talent", "recruiter"] },
  /** Canceling needs a reason. */
  cancel: { from: [...OPEN_INVITATION, "invitationRequested", "interviewScheduled"], to: "interviewCanceled", by: ["recruiter"], reason: true },
  /** The talent joins the live room (at or after the start time). */
  join: { from: ["interviewScheduled"], to: "interviewJoined", by: ["system"] },
  /** The meeting concluded (or its time passed) with the talent present. */
  complete: { from: ["interviewScheduled", "interviewJoined"], to: "interviewCompleted", by: ["system", "recruiter"] },
  /** The meeting concluded and the talent never joined. */
  markNoShow: { from: ["interviewScheduled"], to: "noShow", by: ["system", "recruiter"] },
  /** A first interviewer's review arrives while others are still to review. */
  startReview: { from: ["interviewCompleted"], to: "reviewInProgress", by: ["system"] },
  /** Every interviewer has reviewed. */
  completeReview: { from: ["interviewCompleted", "reviewInProgress"], to: "reviewCompleted", by: ["system"] },
  shortlist: { from: ["reviewCompleted", "standBy"], to: "shortListed", by: ["recruiter"] },
  standBy: { from: ["reviewCompleted", "shortListed"], to: "standBy", by: ["recruiter"] },
  /** Recommend to hire. */
  recommend: { from: AFTER_REVIEW, to: "recommended", by: ["recruiter"] },
  /** Send to next round: back to screening with round + 1. */
  sendToNextRound: { from: AFTER_REVIEW, to: "screening", by: ["recruiter"], nextRound: true },
  /** Move to interview list: a canceled or no-show talent waits for a new invitation, same round. */
  moveToInterviewList: { from: ["interviewCanceled", "noShow"], to: "screening", by: ["recruiter"] },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

/** Where a talent enters the pipeline (moved from the job's shortlist to its interview list). */
export const ENTRY_STATUS: PipelineStatus = "screening";

export type PipelineState = { status: PipelineStatus; round: number; blocked: boolean };

/**
 * Transitions a blocked entry may not take until a recruiter unblocks it (10569): the talent's
 * own moves and joining the room. The recruiter side keeps its tools (cancel, resend, reschedule).
 */
const BLOCKED_REFUSES: ReadonlySet<TransitionName> = new Set<TransitionName>(["book", "requestSlot", "requestReschedule", "join"]);
function refusedWhileBlocked(name: TransitionName, actor: TransitionActor): boolean {
  return BLOCKED_REFUSES.has(name) && (actor !== "recruiter" || name !== "requestReschedule");
}

export function canTransition(status: PipelineStatus, name: TransitionName, actor?: TransitionActor): boolean {
  const rule: TransitionRule = TRANSITIONS[name];
  if (!rule.from.includes(status)) return false;
  return actor === undefined || rule.by.includes(actor);
}

/** The transitions open from a status (optionally only those one actor may take), in table order. */
export function allowedTransitions(status: PipelineStatus, actor?: TransitionActor): TransitionName[] {
  return TRANSITION_NAMES.filter((n) => canTransition(status, n, actor));
}

/**
 * The one door: the next state, or a catalogued refusal. 10560 for a move the table does not
 * hold (or an actor who may not make it), 10569 for a blocked entry, 10167 for a missing or
 * over-long reason. The caller writes the result and an interview_stage_events row in one
 * transaction.
 */
export function applyTransition(state: PipelineState, name: TransitionName, actor: TransitionActor, reason?: string | null): PipelineState {
  if (!canTransition(state.status, name, actor)) throw appError(ERROR_CODES.interviewTransitionNotAllowed, undefined, { from: state.status, transition: name });
  if (state.blocked && refusedWhileBlocked(name, actor)) throw appError(ERROR_CODES.interviewBlocked);
  const rule: TransitionRule = TRANSITIONS[name];
  if (rule.reason && !isValidReason(reason)) throw appError(ERROR_CODES.reasonRequired);
  return { status: rule.to, round: rule.nextRound ? state.round + 1 : state.round, blocked: state.blocked };
}

/** A reason is required ('Please add reason') and at most REASON_MAX characters once trimmed. */
export function isValidReason(reason: string | null | undefined): reason is string {
  if (typeof reason !== "string") return false;
  const t = reason.trim();
  return t.length > 0 && t.length <= REASON_MAX;
}

/** Block and unblock act on the flag, not the status: only an entry with an open invitation or booking can be blocked. */
export function canBlock(state: PipelineState): boolean {
  return !state.blocked && ["invitationSent", "interviewRescheduled", "invitationRequested", "interviewScheduled"].includes(state.status);
}
export function canUnblock(state: PipelineState): boolean {
  return state.blocked;
}

/**
 * The admin label: BLOCKED wins over the status; NOT INVITED is an invitation whose last date
 * passed without a booking; otherwise the status's own label.
 */
export function displayLabel(state: { status: PipelineStatus; blocked: boolean; invitationExpired?: boolean }): AdminLabel {
  if (state.blocked) return "BLOCKED";
  if (state.invitationExpired && (state.status === "invitationSent" || state.status === "interviewRescheduled")) return "NOT INVITED";
  return STATUS_LABEL[state.status];
}

/** Ordering rank 1–11; statuses without a rank (canceled, rescheduled, slot requested) sort last. */
export function rankOf(status: PipelineStatus): number {
  return STATUS_RANK[status] ?? 12;
}

/** What the job application shows (application status filter) for a talent in the pipeline. */
export function applicationStatusFor(status: PipelineStatus): ApplicationStatus {
  switch (status) {
    case "interviewJoined":
      return "INTERVIEW_INPROGRESS";
    case "interviewCompleted":
    case "reviewInProgress":
    // Reviewed but not yet decided (shortlist, stand by, next round): still under review, not back on the list.
    case "reviewCompleted":
      return "REVIEW_INPROGRESS";
    case "shortListed":
    case "recommended":
      return "INTERVIEW_SHORTLISTED";
    case "standBy":
      return "INTERVIEW_STANDBY";
    default:
      return "INTERVIEW_LIST";
  }
}

/**
 * Scheduling selection rule (second document §5): at least one talent in screening, all from
 * the same round. Returns the refusal code, or null when scheduling may go ahead.
 */
export function schedulingBlock(selected: readonly Pick<PipelineState, "status" | "round">[]): number | null {
  if (!selected.some((s) => s.status === "screening")) return ERROR_CODES.schedulingNeedsScreening;
  if (new Set(selected.map((s) => s.round)).size > 1) return ERROR_CODES.schedulingMixedRounds;
  return null;
}

/** Invitation rule: the last interview date is at least one day before the job's due date. */
export function lastDateAllowed(lastDate: Date, jobDueDate: Date): boolean {
  return jobDueDate.getTime() - lastDate.getTime() >= 24 * 60 * 60 * 1000;
}

/**
 * The board (decision D43): a card dropped on a column names only a target status, so the board
 * may take only the recruiter transitions that need nothing beyond the move itself — no slots
 * (sendInvitation, addSlots, resendInvitation: the Schedule dialog), no reason (cancel,
 * rejectSlotRequest: the confirm dialogs), no booking (book, requestReschedule). Among these, at
 * most one leads from a status to a target (a unit test holds the table to it), so a move maps to
 * exactly one named transition or is refused with 10560.
 */
export const BOARD_TRANSITIONS = ["moveToInterviewList", "complete", "markNoShow", "shortlist", "standBy", "recommend", "sendToNextRound"] as const satisfies readonly TransitionName[];
export type BoardTransition = (typeof BOARD_TRANSITIONS)[number];

/** The one board transition from `status` to `target`, or null when the board cannot make that move. */
export function boardTransition(status: PipelineStatus, target: PipelineStatus): BoardTransition | null {
  const found = BOARD_TRANSITIONS.filter((n) => canTransition(status, n, "recruiter") && TRANSITIONS[n].to === target);
  return found.length === 1 ? found[0]! : null;
}

/** The columns a card in `status` may move to on the board, in rank order. */
export function boardTargets(status: PipelineStatus): PipelineStatus[] {
  const targets = new Set<PipelineStatus>();
  for (const n of BOARD_TRANSITIONS) if (canTransition(status, n, "recruiter") && TRANSITIONS[n].to !== status) targets.add(TRANSITIONS[n].to);
  return [...targets].sort((a, b) => rankOf(a) - rankOf(b));
}

/** Board columns: every status, by rank (the unranked ones last, in the spec's order). */
export const BOARD_COLUMNS: readonly PipelineStatus[] = [...PIPELINE_STATUSES].sort((a, b) => rankOf(a) - rankOf(b));

/** Interview transitions that need the interview's start time to have passed (a meeting starts only at or after it). */
export const NEEDS_STARTED_INTERVIEW: ReadonlySet<TransitionName> = new Set<TransitionName>(["complete", "markNoShow"]);

/** SQL-free ordering helper for lists: rank, then most recently updated first. */
export function compareEntries(a: { status: PipelineStatus; updatedAt: Date }, b: { status: PipelineStatus; updatedAt: Date }): number {
  return rankOf(a.status) - rankOf(b.status) || b.updatedAt.getTime() - a.updatedAt.getTime();
}
