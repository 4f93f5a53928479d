/**
 * Candidate rating (second document §9): each review criterion is scored on a scale of 10, and
 * the final rating is on a scale of 5, from the average of those scores. Pure, and the one rule:
 * the review records of the seed, the selection screens (lib/selection/rules.ts re-exports it)
 * and the review form all rate through here. Decision D3x (debts).
 */
export const CRITERION_SCALE = 10;
export const RATING_SCALE = 5;

export type ScoredCriterion = { name: string; score: number };

export function isCriterionScore(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= CRITERION_SCALE;
}

/**
 * The final rating, one decimal (the reviews column is numeric(2,1)): average score ÷ 2, half
 * up, computed from the integer sum so no float drift creeps in (average 7.25 → 3.6, 7.3 → 3.7).
 * No criteria scored gives null: there is no average to halve, and 0 is a real rating choice (the
 * lowest), so showing or storing it would claim a verdict nobody gave. A review scores at least one
 * criterion before it can be saved.
 * A score outside 0–10 or not a whole number is a programming error here: forms validate first.
 */
export function finalRating(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  let sum = 0;
  for (const s of scores) {
    if (!isCriterionScore(s)) throw new RangeError(`criterion score must be a whole number from 0 to ${CRITERION_SCALE}: ${s}`);
    sum += s;
  }
  // Tenths of the rating: sum × 5 ÷ count. A half is exactly representable, so rounding is half up.
  const tenths = (sum * ((RATING_SCALE * 10) / CRITERION_SCALE)) / scores.length;
  return Math.round(tenths) / 10;
}

export function finalRatingOf<C extends Pick<ScoredCriterion, "score">>(criteria: readonly C[]): number | null {
  return finalRating(criteria.map((c) => c.score));
}

/**
 * A panel's rating: several interviewers reviewed one interview, each with their own final rating
 * (above); the talent's rating for that interview is their average, half up to one decimal
 * (decision D47). Computed on tenths so no float drift creeps in. Null when nobody rated.
 */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  let tenths = 0;
  for (const r of ratings) {
    if (!Number.isFinite(r) || r < 0 || r > RATING_SCALE) throw new RangeError(`rating must be from 0 to ${RATING_SCALE}: ${r}`);
    tenths += Math.round(r * 10);
  }
  return Math.round(tenths / ratings.length) / 10;
}
