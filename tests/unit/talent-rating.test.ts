import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ratingFromCriteria } from "@/lib/selection/rules";
import { CRITERION_SCALE, RATING_SCALE, finalRating, finalRatingOf, isCriterionScore } from "@/lib/talent/rating";

describe("finalRating (criteria on 10, final rating on 5)", () => {
  it("halves the average score and keeps one decimal", () => {
    expect(finalRating([10, 10, 10])).toBe(5);
    expect(finalRating([8])).toBe(4);
    expect(finalRating([6, 7])).toBe(3.3); // 6.5 / 2 = 3.25 → 3.3
    expect(finalRating([7, 7, 8, 7])).toBe(3.6); // 7.25 / 2 = 3.625 → 3.6
    expect(finalRating([1, 2, 2])).toBe(0.8); // 1.667 / 2 = 0.833 → 0.8
    expect(finalRating([0, 0])).toBe(0);
  });

  it("rounds a half up, without float drift", () => {
    // Average 7.3 → 3.65 exactly on paper, which floats would read as 3.6499…
    expect(finalRating([7, 7, 7, 8, 8, 7, 7, 7, 8, 7])).toBe(3.7);
    expect(finalRating([9, 8])).toBe(4.3); // 8.5 / 2 = 4.25 → 4.3
  });

  // Issue 12: this rule and lib/selection/rules.ts disagreed here (0 against null). No criteria is
  // no rating: 0 is a rating choice a reviewer could give, so it must not stand for "not scored".
  it("gives no rating (null) when nothing was scored, like the selection screens", () => {
    expect(finalRating([])).toBeNull();
    expect(finalRatingOf([])).toBeNull();
    expect(ratingFromCriteria([])).toBeNull();
  });

  it("rates exactly as the selection screens do, for any criteria", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: CRITERION_SCALE }), { maxLength: 20 }), (scores) => {
        expect(ratingFromCriteria(scores.map((score) => ({ score })))).toBe(finalRating(scores));
      }),
    );
    // Average 7.3: the float route (7.3 × 5 = 36.4999…) would round this down to 3.6.
    expect(ratingFromCriteria([7, 7, 7, 8, 8, 7, 7, 7, 8, 7].map((score) => ({ score })))).toBe(3.7);
  });

  it("refuses scores outside 0–10 or not whole", () => {
    for (const bad of [11, -1, 7.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => finalRating([5, bad])).toThrow(RangeError);
    expect(isCriterionScore(10)).toBe(true);
    expect(isCriterionScore("7")).toBe(false);
  });

  it("reads the scores of named criteria", () => {
    expect(
      finalRatingOf([
        { name: "Technical skills", score: 9 },
        { name: "Communication", score: 7 },
      ]),
    ).toBe(4);
  });

  it("stays on the 0–5 scale, within half a tenth of average ÷ 2, for any whole scores", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: CRITERION_SCALE }), { minLength: 1, maxLength: 20 }), (scores) => {
        const r = finalRating(scores) ?? Number.NaN;
        const exact = scores.reduce((a, b) => a + b, 0) / scores.length / (CRITERION_SCALE / RATING_SCALE);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(RATING_SCALE);
        expect(Number.isInteger(Math.round(r * 10)) && Math.abs(r * 10 - Math.round(r * 10)) < 1e-9).toBe(true);
        expect(Math.abs(r - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
