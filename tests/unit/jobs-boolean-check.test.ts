import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidBooleanQuery } from "@/lib/jobs/boolean-check";

describe("boolean query syntax check ('Invalid search query expression')", () => {
  it.each([
    "",
    "react",
    "react AND node",
    "(react OR vue) AND NOT angular",
    '"machine learning" AND python',
    "java NOT kotlin",
    "NOT (php OR perl)",
    "a b c",
    "((a))",
    "react and node",
  ])("accepts %j", (q) => {
    expect(isValidBooleanQuery(q)).toBe(true);
  });

  it.each([
    "(react",
    "react)",
    ")(",
    "()",
    '"unclosed phrase',
    '""',
    "AND react",
    "react AND",
    "react OR",
    "react AND OR node",
    "NOT",
    "react NOT",
    "(react AND) node",
    "( OR a)",
  ])("refuses %j", (q) => {
    expect(isValidBooleanQuery(q)).toBe(false);
  });

  const term = fc.stringMatching(/^[a-z][a-z0-9.+#]{0,8}$/).filter((w) => !["and", "or", "not"].includes(w));
  const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
    e: fc.oneof(
      { depthSize: "small" },
      term,
      term.map((w) => `"${w} x"`),
      fc.tuple(tie("e"), fc.constantFrom("AND", "OR"), tie("e")).map(([a, op, b]) => `${a} ${op} ${b}`),
      tie("e").map((e) => `NOT ${e}`),
      tie("e").map((e) => `(${e})`),
    ),
  })).e as fc.Arbitrary<string>;

  it("accepts every query built from the grammar", () => {
    fc.assert(fc.property(expr, (q) => isValidBooleanQuery(q)));
  });

  it("refuses any such query with an extra opening parenthesis or a dangling operator", () => {
    fc.assert(fc.property(expr, (q) => !isValidBooleanQuery(`(${q}`) && !isValidBooleanQuery(`${q} AND`) && !isValidBooleanQuery(`OR ${q}`)));
  });
});
