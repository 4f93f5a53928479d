import { averageRating } from "@/lib/talent/rating";
import type { PipelineStatus } from "./statuses";
import type { Recommendation } from "./review-schemas";

/**
 * Review rules (second document §3 Review, §9 rating; decision D47). Pure: the command, the review
 * page and the compare/search read side all decide through here.
 */

/** Statuses in which an interviewer may save a review (the interview has taken place, the panel is not closed). */
export const REVIEWABLE_STATUSES = ["interviewScheduled", "interviewJoined", "interviewCompleted", "reviewInProgress"] as const satisfies readonly PipelineStatus[];

/** Statuses whose interview still has to be concluded (by the system) before the first review lands. */
export const UNCONCLUDED_STATUSES = ["interviewScheduled", "interviewJoined"] as const satisfies readonly PipelineStatus[];

export type ReviewWindow = "open" | "notEnded" | "closed" | "noInterview";

/**
 * Whether a review may be written now: an interview of the entry's round that was not canceled,
 * whose end time has passed, and an entry in a reviewable status. `closed` covers both "too
 * early in the pipeline" and "panel already complete or decided".
 */
export function reviewWindow(status: PipelineStatus, interview: { endsAt: Date; status: string } | null, now: Date): ReviewWindow {
  if (!interview || interview.status === "canceled" || interview.status === "rescheduling") return "noInterview";
  if (!(REVIEWABLE_STATUSES as readonly string[]).includes(status)) return "closed";
  if (now.getTime() < interview.endsAt.getTime()) return "notEnded";
  return "open";
}

/** After a save: the panel is complete when every interviewer of the interview has a review. */
export function reviewTransitionAfterSave(status: PipelineStatus, reviewedInterviewers: number, interviewers: number): "startReview" | "completeReview" | null {
  if (interviewers > 0 && reviewedInterviewers >= interviewers) return "completeReview";
  return status === "interviewCompleted" ? "startReview" : null;
}

/**
 * A panel's recommendation: the one most interviewers gave; a tie (Recommend against Not
 * Recommend, or any even split at the top) is Hold — the panel did not agree on a verdict.
 */
export function panelRecommendation(recommendations: readonly Recommendation[]): Recommendation | null {
  if (!recommendations.length) return null;
  const counts = new Map<Recommendation, number>();
  for (const r of recommendations) counts.set(r, (counts.get(r) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const leaders = [...counts.entries()].filter(([, n]) => n === top).map(([r]) => r);
  return leaders.length === 1 ? leaders[0]! : "Hold";
}

export type PanelReview = {
  recommendation: Recommendation;
  comments: string;
  criteria: { name: string; score: number }[];
  finalRating: number;
};

export type PanelResult = {
  recommendation: Recommendation;
  comments: string;
  /** Each criterion once (first spelling kept), its score averaged over the interviewers who scored it, one decimal. */
  criteria: { name: string; score: number }[];
  finalRating: number;
  reviewers: number;
};

/**
 * What compare and search show for one interview reviewed by a panel: the average of the
 * interviewers' final ratings (lib/talent/rating.ts `averageRating`), the majority
 * recommendation, the criteria averaged by name, and every interviewer's comments.
 */
export function panelResult(reviews: readonly PanelReview[]): PanelResult | null {
  if (!reviews.length) return null;
  const byName = new Map<string, { name: string; sum: number; n: number }>();
  for (const r of reviews) {
    for (const c of r.criteria) {
      const key = c.name.trim().toLocaleLowerCase("en");
      const cur = byName.get(key) ?? { name: c.name.trim(), sum: 0, n: 0 };
      cur.sum += c.score;
      cur.n += 1;
      byName.set(key, cur);
    }
  }
  return {
    recommendation: panelRecommendation(reviews.map((r) => r.recommendation))!,
    comments: reviews
      .map((r) => r.comments.trim())
      .filter(Boolean)
      .join("\n\n"),
    criteria: [...byName.values()].map((c) => ({ name: c.name, score: Math.round((c.sum * 10) / c.n) / 10 })),
    finalRating: averageRating(reviews.map((r) => r.finalRating))!,
    reviewers: reviews.length,
  };
}
