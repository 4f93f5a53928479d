import { describe, expect, it } from "vitest";
import { highlightTerms, toTsquery } from "@/lib/search/compile";
import { lexemesOf, normalizeText } from "@/lib/search/normalize";
import { MAX_NESTING, MAX_QUERY_LENGTH, MAX_TERMS, SEARCH_QUERY_MESSAGE, parseSearchQuery, tokenize, type QueryNode } from "@/lib/search/parser";

function compiled(q: string): string {
  const r = parseSearchQuery(q);
  if (!r.ok) throw new Error(`${q}: ${r.error.reason} at ${r.error.position}`);
  return r.ast ? toTsquery(r.ast) : "";
}

function failure(q: string) {
  const r = parseSearchQuery(q);
  if (r.ok) throw new Error(`${q} parsed`);
  return { message: r.error.message, reason: r.error.reason, position: r.error.position };
}

describe("search query parser: precedence and implicit AND", () => {
  it("binds NOT tighter than AND, and AND tighter than OR", () => {
    expect(compiled("a OR b AND NOT c")).toBe("(a | (b & !c))");
    expect(compiled("NOT a AND b OR c")).toBe("((!a & b) | c)");
  });

  it("lets parentheses override precedence", () => {
    expect(compiled("(react OR vue) AND NOT php")).toBe("((react | vue) & !php)");
    expect(compiled("NOT (php OR perl)")).toBe("!(php | perl)");
  });

  it("reads adjacent operands as AND, including before NOT and groups", () => {
    expect(compiled("java kotlin")).toBe("(java & kotlin)");
    expect(compiled("java NOT kotlin")).toBe("(java & !kotlin)");
    expect(compiled('(a) "b c"')).toBe("(a & (b <-> c))");
  });

  it("accepts operators in any letter case", () => {
    expect(compiled("react and node or Vue NoT php")).toBe("((react & node) | (vue & !php))");
  });

  it("treats a quoted operator word as a search term", () => {
    expect(compiled('"and" OR "not"')).toBe("(and | not)");
  });

  it("keeps a one-operand expression without wrapping", () => {
    expect(compiled("((react))")).toBe("react");
    expect(compiled("")).toBe("");
    expect(compiled("   ")).toBe("");
  });
});

describe("search query parser: phrases, prefixes and technology names", () => {
  it("compiles a quoted phrase to adjacent lexemes", () => {
    expect(compiled('"machine learning" AND python')).toBe("((machine <-> learning) & python)");
  });

  it("compiles a trailing star to a prefix match", () => {
    expect(compiled("reac* OR angul*")).toBe("(reac:* | angul:*)");
  });

  it("puts the prefix on the last lexeme of a dotted word", () => {
    expect(compiled("node.j*")).toBe("(node <-> j:*)");
  });

  it("maps C++, C#, .NET to the words the search document holds", () => {
    expect(compiled("C++ OR c# OR .NET OR F#")).toBe("(cplusplus | csharp | dotnet | fsharp)");
    expect(normalizeText("Senior C++/.NET dev, node.js").split(/\s+/).filter(Boolean)).toEqual(["senior", "cplusplus", "dotnet", "dev", "node", "js"]);
  });

  it("splits hyphenated and dotted words like the document does", () => {
    expect(compiled("full-stack")).toBe("(full <-> stack)");
    expect(lexemesOf("ASP.NET")).toEqual(["asp", "net"]);
  });

  it("keeps letters outside ASCII and drops symbols", () => {
    expect(compiled("café™")).toBe("café");
  });
});

describe("search query parser: errors say where", () => {
  it.each([
    ["(react", "unclosedParen", 0],
    ["react)", "unexpectedClose", 5],
    [")(", "unexpectedClose", 0],
    ["()", "emptyGroup", 0],
    ['react "unclosed phrase', "unclosedQuote", 6],
    ['""', "emptyPhrase", 0],
    ["AND react", "missingOperand", 0],
    ["react AND", "missingOperand", 6],
    ["react OR", "missingOperand", 6],
    ["react AND OR node", "missingOperand", 6],
    ["NOT", "missingOperand", 0],
    ["react NOT", "missingOperand", 6],
    ["(react AND) node", "missingOperand", 7],
    ["( OR a)", "missingOperand", 2],
    ["re*act", "misplacedStar", 2],
    ["*", "misplacedStar", 0],
    ["react AND ---", "noSearchableText", 10],
    ['"!!!"', "noSearchableText", 0],
  ] as const)("refuses %j (%s at %i)", (q, reason, position) => {
    expect(failure(q)).toEqual({ message: SEARCH_QUERY_MESSAGE, reason, position });
  });

  it("refuses a query longer than the limit without reading it", () => {
    expect(failure("a ".repeat(MAX_QUERY_LENGTH))).toMatchObject({ reason: "tooLong", position: MAX_QUERY_LENGTH });
  });

  it("refuses nesting deeper than the limit at the offending parenthesis", () => {
    const q = `${"(".repeat(MAX_NESTING + 1)}a${")".repeat(MAX_NESTING + 1)}`;
    expect(failure(q)).toMatchObject({ reason: "tooDeep", position: MAX_NESTING });
    expect(failure(`${"NOT ".repeat(MAX_NESTING + 1)}a`)).toMatchObject({ reason: "tooDeep", position: MAX_NESTING * 4 });
  });

  it("refuses more terms than the limit at the first one over", () => {
    const words = Array.from({ length: MAX_TERMS + 1 }, (_, i) => `w${i}`);
    const q = words.join(" ");
    expect(failure(q)).toMatchObject({ reason: "tooManyTerms", position: q.lastIndexOf(`w${MAX_TERMS}`) });
  });
});

describe("search query tokens and highlight terms", () => {
  it("tokenizes operators case-insensitively with their offsets", () => {
    expect(tokenize('(a or "b c") Not d').map((t) => [t.kind, t.start])).toEqual([
      ["open", 0],
      ["word", 1],
      ["or", 3],
      ["phrase", 6],
      ["close", 11],
      ["not", 13],
      ["word", 17],
    ]);
  });

  it("highlights only terms that are not negated", () => {
    const r = parseSearchQuery('(react OR vue*) AND NOT php AND NOT NOT "go lang"');
    expect(r.ok).toBe(true);
    const terms = highlightTerms((r as { ast: QueryNode }).ast);
    expect(terms).toEqual([
      { lexeme: "react", prefix: false },
      { lexeme: "vue", prefix: true },
      { lexeme: "go", prefix: false },
      { lexeme: "lang", prefix: false },
    ]);
  });
});
