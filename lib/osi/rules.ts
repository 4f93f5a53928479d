import { monthsBefore } from "@/lib/schedule/months";

/**
 * One-sided interviews (issue 16): the constants of both documents' §9 and the invitation's state
 * machine (second document §4: invited, started, completed, blocked, unblocked). Pure.
 */

/** Preparation before each answer: 1 minute per question. */
export const OSI_PREPARATION_SECONDS = 60;
/** One attempt only: a submitted answer is final. */
export const OSI_ATTEMPTS = 1;
/** The next button is enabled 5 seconds after an answer's recording starts. */
export const OSI_NEXT_ENABLED_AFTER_SECONDS = 5;
/** Days an invitation link stays valid (the spec is silent; decision recorded in docs/decisions.md). */
export const OSI_LINK_TTL_DAYS = 14;

/** The expiry of a link sent (or sent again) at `now`. */
export function osiExpiry(now: Date): Date {
  return new Date(now.getTime() + OSI_LINK_TTL_DAYS * 86_400_000);
}

/** Speech synthesis of each question (first document §9). */
export const OSI_SPEECH = { voice: "Google US English", rate: 0.9, voiceWaitAttempts: 50, voiceWaitMs: 100 } as const;

/** Practice interview: at most 10 questions, 15 minutes, preparation 60 seconds; nothing is sent to a company. */
export const PRACTICE = { maxQuestions: 10, maxMinutes: 15, preparationSeconds: 60 } as const;

export const OSI_STATUSES = ["invited", "started", "completed", "blocked", "unblocked"] as const;
export type OsiStatus = (typeof OSI_STATUSES)[number];

export type OsiTransition = "start" | "complete" | "block" | "unblock" | "resend";

const FROM: Record<OsiTransition, readonly OsiStatus[]> = {
  /** The candidate's first recorded answer (or the intro's consent). */
  start: ["invited", "unblocked"],
  /** The last question answered. */
  complete: ["started", "unblocked"],
  /** The recruiter stops a candidate (a second device, a suspicion, a withdrawn job). */
  block: ["invited", "started", "unblocked"],
  unblock: ["blocked"],
  /** The same link again, with a new expiry. */
  resend: ["invited", "started", "unblocked"],
};

const TO: Record<OsiTransition, OsiStatus | null> = { start: "started", complete: "completed", block: "blocked", unblock: "unblocked", resend: null };

/** The status after `transition`, or null when it is not allowed from `from`. `resend` keeps the status. */
export function osiTransition(from: OsiStatus, transition: OsiTransition): OsiStatus | null {
  if (!FROM[transition].includes(from)) return null;
  return TO[transition] ?? from;
}

/** Whether the candidate may open the link and answer (a valid, unexpired link is checked apart). */
export function candidateMayAnswer(status: OsiStatus): boolean {
  return status === "invited" || status === "started" || status === "unblocked";
}

/** The first question (by position) without an answer, or null when every one is answered. */
export function nextQuestion<Q extends { id: string; position: number }>(questions: readonly Q[], answered: ReadonlySet<string>): Q | null {
  return [...questions].sort((a, b) => a.position - b.position).find((q) => !answered.has(q.id)) ?? null;
}

/** Response time as the form shows it. */
export function splitSeconds(total: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/**
 * The question overlay of the response player (entity "Question overlay entry": question,
 * questionNumber, startTime, endTime): answers played back to back, each question shown over its
 * own time range. Durations in milliseconds; times in seconds.
 */
export function overlayEntries(answers: readonly { question: string; position: number; durationMs: number }[]): { question: string; questionNumber: number; startTime: number; endTime: number }[] {
  let t = 0;
  return [...answers]
    .sort((a, b) => a.position - b.position)
    .map((a) => {
      const start = t;
      t += Math.max(0, a.durationMs) / 1000;
      return { question: a.question, questionNumber: a.position, startTime: start, endTime: t };
    });
}

/**
 * How long a candidate's recorded answers are kept (the spec is silent; decision D73): told to the
 * candidate on the intro page before they consent to record.
 */
export const OSI_RETENTION_MONTHS = 12;

/** Answers recorded before this moment are past their retention and are deleted (D76). */
export function osiRetentionCutoff(now: Date): Date {
  return monthsBefore(now, OSI_RETENTION_MONTHS);
}

/** A staging file of an upload that received no chunk for this long is abandoned (D76). */
export const OSI_STAGING_IDLE_HOURS = 24;
