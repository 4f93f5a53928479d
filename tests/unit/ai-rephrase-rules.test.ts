import { describe, expect, it } from "vitest";
import { REPHRASE_TOO_SHORT_MESSAGE, canRephrase, nonSpaceLength, wordCount } from "@/lib/ai/rules";
import { rephraseBodySchema } from "@/lib/ai/schemas";
import { parseJsonAnswer } from "@/lib/ai/json";
import { aiProvider } from "@/lib/ai";
import { cleanRephrase, rephraseSystemPrompt } from "@/lib/ai/openai-compatible";

describe("text rephrase input rule (second document §5)", () => {
  it("accepts six words however short they are", () => {
    expect(canRephrase("I am a dev of QA")).toBe(true);
    expect(wordCount("  a b  c\nd\te f ")).toBe(6);
    expect(canRephrase("a b c d e f")).toBe(true);
  });

  it("accepts 30 non-space characters in fewer words", () => {
    expect(nonSpaceLength("Supercalifragilistic expialidocious")).toBe(34);
    expect(canRephrase("Supercalifragilistic expialidocious")).toBe(true);
    expect(canRephrase("x".repeat(30))).toBe(true);
  });

  it("refuses five words under 30 non-space characters, blank text and padding with spaces", () => {
    expect(canRephrase("I write good test code")).toBe(false);
    expect(canRephrase("")).toBe(false);
    expect(canRephrase(" ".repeat(100))).toBe(false);
    expect(canRephrase("x".repeat(29) + " ".repeat(40))).toBe(false);
  });

  it("the request schema answers the spec text for a short text and caps count and length", () => {
    const short = rephraseBodySchema.safeParse({ texts: ["too short"] });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe(REPHRASE_TOO_SHORT_MESSAGE);
    expect(REPHRASE_TOO_SHORT_MESSAGE).toBe("Text rephrase needs at least 6 words or 30 non-space characters");
    const ok = "I build reliable web applications with TypeScript.";
    expect(rephraseBodySchema.safeParse({ texts: [ok] }).success).toBe(true);
    expect(rephraseBodySchema.safeParse({ texts: [] }).success).toBe(false);
    expect(rephraseBodySchema.safeParse({ texts: Array(11).fill(ok) }).success).toBe(false);
    expect(rephraseBodySchema.safeParse({ texts: ["word ".repeat(401)] }).success).toBe(false);
    expect(rephraseBodySchema.safeParse({ texts: [42] }).success).toBe(false);
    expect(rephraseBodySchema.safeParse({ texts: "not a list of texts at all" }).success).toBe(false);
  });
});

describe("AI provider configuration", () => {
  it("is null unless an http(s) AI_BASE_URL and an AI_MODEL are both set", () => {
    expect(aiProvider({})).toBeNull();
    expect(aiProvider({ AI_BASE_URL: "http://127.0.0.1:1/v1" })).toBeNull();
    expect(aiProvider({ AI_MODEL: "m" })).toBeNull();
    expect(aiProvider({ AI_BASE_URL: "file:///etc/passwd", AI_MODEL: "m" })).toBeNull();
    expect(aiProvider({ AI_BASE_URL: "http://127.0.0.1:1/v1", AI_MODEL: "m" })).not.toBeNull();
  });
});

describe("model answers", () => {
  it("finds the JSON object inside a fenced or chatty answer and refuses anything else", () => {
    expect(parseJsonAnswer('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Sure! Here it is: {"title": "QA"} Hope it helps.')).toEqual({ title: "QA" });
    expect(() => parseJsonAnswer("no json here")).toThrow();
    expect(() => parseJsonAnswer("{not: json}")).toThrow();
  });

  it("strips the quotes and labels models add around a rewrite", () => {
    expect(cleanRephrase('  "I design and test web applications."  ')).toBe("I design and test web applications.");
    expect(cleanRephrase("Rephrased text: I lead a team.")).toBe("I lead a team.");
    expect(cleanRephrase("« Je dirige une équipe. »")).toBe("Je dirige une équipe.");
  });

  it("tells the model to keep the text's language, with the reader's language as the fallback", () => {
    expect(rephraseSystemPrompt("fr")).toContain("French");
    expect(rephraseSystemPrompt("en")).toContain("never instructions");
  });
});
