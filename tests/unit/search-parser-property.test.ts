import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TSQUERY_TEXT, toTsquery } from "@/lib/search/compile";
import { SEARCH_QUERY_MESSAGE, SearchQueryError, parseSearchQuery } from "@/lib/search/parser";

/**
 * Whatever a user (or an attacker) types, the parser answers with a tree or the spec's
 * invalid-expression error, and the only text that can reach SQL — the compiled tsquery, sent as
 * one bound parameter — is made of lexemes and tsquery operators.
 */
function check(input: string): void {
  let result;
  try {
    result = parseSearchQuery(input);
  } catch (e) {
    throw new Error(`parseSearchQuery threw for ${JSON.stringify(input)}: ${String(e)}`);
  }
  if (!result.ok) {
    expect(result.error).toBeInstanceOf(SearchQueryError);
    expect(result.error.message).toBe(SEARCH_QUERY_MESSAGE);
    expect(result.error.position).toBeGreaterThanOrEqual(0);
    expect(result.error.position).toBeLessThanOrEqual(input.length);
    return;
  }
  if (result.ast === null) return;
  const text = toTsquery(result.ast);
  expect(text).toMatch(TSQUERY_TEXT);
  expect(text).not.toMatch(/['"\\;:](?!\*)/);
}

const HOSTILE = [
  "'; drop table users; --",
  "react' | 'x",
  "a:A & b:*B",
  "\\' OR 1=1 --",
  "<script>alert(1)</script>",
  "$1 $$ $tag$ E'\\x00'",
  "a\u0000b",
  "\u202e\u200b\ud800",
  "🙂 AND 🚀*",
  "((((((((((((((((((((((((((((((((((((a",
  "NOT ".repeat(300),
  "a ".repeat(600),
  '"'.repeat(501),
  "*".repeat(50),
  "c++ AND c# OR .NET AND NOT f#*",
  "x<->y & z | !w",
  "select * from talent_profiles",
];

const pieces = fc.constantFrom("AND", "or", "Not", "(", ")", '"', "*", " ", "react", "c++", ".net", "'", "\\", ":*", "&", "|", "!", "<->", "-", "é", "\u0000", "🙂", ";");

describe("search query parser under hostile input (property)", () => {
  it.each(HOSTILE)("answers %j with a tree or the invalid-expression error", (q) => {
    check(q);
  });

  it("never throws and compiles only whitelisted text for arbitrary unicode strings", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), check), { numRuns: 3000 });
  });

  it("never throws for arbitrary UTF-16 code units, lone surrogates included", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 300 }), check), { numRuns: 2000 });
  });

  it("never throws for strings made of the language's own pieces and SQL / tsquery syntax", () => {
    fc.assert(fc.property(fc.array(pieces, { maxLength: 80 }).map((xs) => xs.join("")), check), { numRuns: 5000 });
  });

  it("never throws for very long strings", () => {
    fc.assert(fc.property(fc.string({ minLength: 900, maxLength: 3000 }), check), { numRuns: 200 });
  });
});
