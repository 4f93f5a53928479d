/**
 * The candidate interview pipeline's vocabulary, exactly as the spec lists it (first document
 * §4.1, second document §4). Plain data: the database enum (db/schema/interviews.ts), the state
 * machine (rules.ts), the screens and the tests all read it from here.
 */

/** The 14 internal status keys, in the spec's order. */
export const PIPELINE_STATUSES = [
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
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** The 16 admin labels (the 14 statuses plus NOT INVITED and BLOCKED, which are derived). */
export const ADMIN_LABELS = [
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
] as const;
export type AdminLabel = (typeof ADMIN_LABELS)[number];

export const STATUS_LABEL: Record<PipelineStatus, AdminLabel> = {
  screening: "INTERVIEW PENDING",
  invitationSent: "INVITATION SENT",
  interviewScheduled: "INTERVIEW SCHEDULED",
  interviewJoined: "INTERVIEW IN PROGRESS",
  interviewCompleted: "INTERVIEW COMPLETED",
  reviewInProgress: "REVIEW IN PROGRESS",
  reviewCompleted: "REVIEW COMPLETED",
  noShow: "NO SHOW",
  shortListed: "SHORT LISTED",
  standBy: "STAND BY",
  recommended: "RECOMMENDED",
  interviewCanceled: "INTERVIEW CANCELED",
  interviewRescheduled: "INTERVIEW RESCHEDULED",
  invitationRequested: "NEW SLOT REQUESTED",
};

/** Ordering ranks 1–11 (statuses without a rank sort after them). */
export const STATUS_RANK: Partial<Record<PipelineStatus, number>> = {
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
};

/** The interview list's filter statuses. `shortList` names the shortListed status. */
export const FILTER_STATUSES = ["shortList", "interviewScheduled", "interviewCompleted", "noShow", "interviewCanceled", "reviewCompleted", "recommended"] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

export const FILTER_STATUS_MATCH: Record<FilterStatus, PipelineStatus> = {
  shortList: "shortListed",
  interviewScheduled: "interviewScheduled",
  interviewCompleted: "interviewCompleted",
  noShow: "noShow",
  interviewCanceled: "interviewCanceled",
  reviewCompleted: "reviewCompleted",
  recommended: "recommended",
};

/** Cancellation and rejection reasons: required ('Please add reason', 10167) and capped. */
export const REASON_MAX = 500;
