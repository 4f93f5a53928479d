import { describe, expect, it } from "vitest";
import { panelRecommendation, panelResult, reviewTransitionAfterSave, reviewWindow } from "@/lib/interviews/review-rules";
import { COMMENTS_MAX, PERSONAL_NOTE_MAX, REVIEW_MESSAGES, duplicateCriterionIndexes, reviewFormSchema, reviewMessageKey, submitReviewSchema } from "@/lib/interviews/review-schemas";
import { averageRating } from "@/lib/talent/rating";
import en from "@/messages/en/reviews.json";
import fr from "@/messages/fr/reviews.json";

const GOOD = {
  recommendation: "Recommend",
  comments: "Solid.",
  criteria: [
    { name: "Technical", score: 9 },
    { name: "Communication", score: 8 },
  ],
  personalNote: "Note.",
};

/** The messages of a failed parse, by path ("criteria.1.name"). */
function messages(input: unknown): Record<string, string[]> {
  const r = reviewFormSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
}

describe("review form schema: the spec's messages", () => {
  it("accepts a complete review and trims its texts", () => {
    const r = reviewFormSchema.parse({ ...GOOD, comments: "  Solid.  ", criteria: [{ name: " Technical ", score: 0 }] });
    expect(r.comments).toBe("Solid.");
    expect(r.criteria).toEqual([{ name: "Technical", score: 0 }]);
  });

  it("asks for a recommendation option: missing, empty or unknown", () => {
    for (const recommendation of [undefined, "", "Maybe", "recommend"]) {
      expect(messages({ ...GOOD, recommendation }).recommendation).toEqual(["Please select a recommendation option"]);
    }
  });

  it("asks for the review comment when missing or blank, and caps it at 2000 characters", () => {
    expect(messages({ ...GOOD, comments: undefined }).comments).toEqual(["Please enter review comment"]);
    expect(messages({ ...GOOD, comments: "   " }).comments).toEqual(["Please enter review comment"]);
    expect(messages({ ...GOOD, comments: "x".repeat(COMMENTS_MAX) })).toEqual({});
    expect(messages({ ...GOOD, comments: "x".repeat(COMMENTS_MAX + 1) }).comments).toEqual(["Comments must be at most 2000 characters"]);
  });

  it("requires the personal note ('Personal note and comments are required') and caps it at 500", () => {
    expect(messages({ ...GOOD, personalNote: "" }).personalNote).toEqual(["Personal note and comments are required"]);
    expect(messages({ ...GOOD, personalNote: "x".repeat(PERSONAL_NOTE_MAX + 1) }).personalNote).toEqual(["Personal note must be at most 500 characters"]);
  });

  it("refuses duplicate criteria, trimmed and in any case, beside the repeated name and on the list", () => {
    const m = messages({ ...GOOD, criteria: [{ name: "Communication", score: 7 }, { name: "Technical", score: 6 }, { name: " COMMUNICATION ", score: 9 }] });
    expect(m["criteria.2.name"]).toEqual(["Duplicate criteria not allowed"]);
    expect(m.criteria).toEqual(["Duplicate criteria not allowed"]);
    expect(m["criteria.0.name"]).toBeUndefined();
    expect(duplicateCriterionIndexes(["a", "B", "b", " A", "c"])).toEqual([2, 3]);
  });

  it("scores each criterion with a whole number from 0 to 10 and needs at least one, at most 20", () => {
    for (const score of [-1, 11, 7.5, Number.NaN, "8", null]) {
      expect(messages({ ...GOOD, criteria: [{ name: "Technical", score }] })["criteria.0.score"], String(score)).toEqual(["Score must be a whole number from 0 to 10"]);
    }
    expect(messages({ ...GOOD, criteria: [{ name: " ", score: 5 }] })["criteria.0.name"]).toEqual(["Please enter criteria name"]);
    expect(messages({ ...GOOD, criteria: [] }).criteria).toEqual(["Please add at least one criterion"]);
    expect(messages({ ...GOOD, criteria: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, score: 5 })) }).criteria).toEqual(["At most 20 criteria can be scored"]);
  });

  it("refuses a NUL in any text, and an entry id that is not a uuid", () => {
    expect(messages({ ...GOOD, comments: "a\u0000b" }).comments).toEqual(["Please enter review comment"]);
    expect(submitReviewSchema.safeParse({ ...GOOD, entryId: "' or 1=1" }).success).toBe(false);
  });

  it("has every message in English (the same words) and French, found back by its text", () => {
    for (const [key, text] of Object.entries(REVIEW_MESSAGES)) {
      expect(reviewMessageKey(text)).toBe(key);
      expect(en.validation[key as keyof typeof en.validation]).toBe(text);
      expect(fr.validation[key as keyof typeof fr.validation]).toBeTruthy();
      expect(fr.validation[key as keyof typeof fr.validation]).not.toBe(text);
    }
  });
});

describe("review rules", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const ended = { endsAt: new Date("2026-11-26T11:00:00Z"), status: "scheduled" };

  it("opens the review window after the end time, in a reviewable status, for an interview that was not canceled", () => {
    expect(reviewWindow("interviewScheduled", ended, now)).toBe("open");
    expect(reviewWindow("reviewInProgress", ended, now)).toBe("open");
    expect(reviewWindow("interviewScheduled", { ...ended, endsAt: new Date("2026-11-26T12:00:01Z") }, now)).toBe("notEnded");
    expect(reviewWindow("reviewCompleted", ended, now)).toBe("closed");
    expect(reviewWindow("invitationSent", ended, now)).toBe("closed");
    expect(reviewWindow("interviewScheduled", { ...ended, status: "canceled" }, now)).toBe("noInterview");
    expect(reviewWindow("interviewScheduled", null, now)).toBe("noInterview");
  });

  it("starts the review on the first of several, completes it when every interviewer has reviewed", () => {
    expect(reviewTransitionAfterSave("interviewCompleted", 1, 2)).toBe("startReview");
    expect(reviewTransitionAfterSave("reviewInProgress", 1, 2)).toBeNull();
    expect(reviewTransitionAfterSave("reviewInProgress", 2, 2)).toBe("completeReview");
    expect(reviewTransitionAfterSave("interviewCompleted", 1, 1)).toBe("completeReview");
  });

  it("takes the panel's majority recommendation, Hold on a tie", () => {
    expect(panelRecommendation(["Recommend", "Recommend", "Hold"])).toBe("Recommend");
    expect(panelRecommendation(["Recommend", "Not Recommend"])).toBe("Hold");
    expect(panelRecommendation(["Not Recommend"])).toBe("Not Recommend");
    expect(panelRecommendation([])).toBeNull();
  });

  it("averages the interviewers' final ratings half up to one decimal, and criteria by name", () => {
    expect(averageRating([4.3, 4])).toBe(4.2); // 4.15 → 4.2, no float drift
    expect(averageRating([3.3, 4.3])).toBe(3.8);
    expect(averageRating([])).toBeNull();
    expect(() => averageRating([5.5])).toThrow(RangeError);
    const p = panelResult([
      { recommendation: "Recommend", comments: "A", criteria: [{ name: "Technical", score: 9 }], finalRating: 4.5 },
      { recommendation: "Recommend", comments: "B", criteria: [{ name: "technical", score: 6 }, { name: "Drive", score: 7 }], finalRating: 3.3 },
    ]);
    expect(p).toEqual({ recommendation: "Recommend", comments: "A\n\nB", criteria: [{ name: "Technical", score: 7.5 }, { name: "Drive", score: 7 }], finalRating: 3.9, reviewers: 2 });
  });
});
