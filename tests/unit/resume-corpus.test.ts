import { describe, expect, it } from "vitest";
import { byField, loadExpectations, rates, scoreCorpus, sum, type FileScore } from "../support/resume-accuracy";

/**
 * The corpus in tests/fixtures/resumes read end to end (real PDF and DOCX text extraction, the
 * seeded stacks catalogue). `npm run bench:resume` prints the same figures per field; these
 * floors keep a change to the rules from quietly making the parser worse.
 */
describe("resume corpus", () => {
  let scores: FileScore[] = [];

  it("has at least 10 resumes in both PDF and Word, with expected fields, plus files that must fail", () => {
    const all = loadExpectations();
    const resumes = new Set(all.filter((e) => e.fields).map((e) => e.resume));
    expect(resumes.size).toBeGreaterThanOrEqual(10);
    expect(all.filter((e) => e.fields && e.format === "pdf").length).toBeGreaterThanOrEqual(10);
    expect(all.filter((e) => e.fields && e.format === "docx").length).toBeGreaterThanOrEqual(10);
    expect(all.some((e) => e.language === "fr")).toBe(true);
    expect(all.some((e) => e.layout?.startsWith("sidebar"))).toBe(true);
    expect(new Set(all.map((e) => e.error).filter(Boolean))).toEqual(new Set([10456, 10457, 10458, 10460, 10461]));
  });

  it("gives every file its expected outcome code", { timeout: 120_000 }, async () => {
    scores = await scoreCorpus();
    const wrong = scores.filter((s) => s.expectedError !== s.gotError).map((s) => `${s.file}: expected ${s.expectedError}, got ${s.gotError}`);
    expect(wrong).toEqual([]);
  });

  it("reads the fields with at least 95% precision and recall overall, and 85% on every field", () => {
    expect(scores.length).toBeGreaterThan(0);
    const fields = byField(scores);
    const overall = rates(sum(Object.values(fields)));
    expect(overall.precision).toBeGreaterThanOrEqual(0.95);
    expect(overall.recall).toBeGreaterThanOrEqual(0.95);
    const weak = Object.entries(fields)
      .map(([field, t]) => ({ field, ...rates(t) }))
      .filter((r) => r.precision < 0.85 || r.recall < 0.85);
    expect(weak).toEqual([]);
  });
});
