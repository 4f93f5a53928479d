import { describe, expect, it } from "vitest";
import { MOCK_TALENT_MESSAGES, generateMockTalentsSchema, mockTalentMessageKey } from "@/lib/talent/schemas";
import en from "@/messages/en/mockTalent.json";

const message = (input: unknown) => {
  const r = generateMockTalentsSchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe("the mock-talent count (Mock talents: count is required)", () => {
  it("requires a count: missing, blank or null", () => {
    for (const input of [{}, { count: "" }, { count: "   " }, { count: null }, undefined, null]) expect(message(input)).toBe(MOCK_TALENT_MESSAGES.countRequired);
  });

  it("accepts whole numbers from 1 to 1000, typed or as the field's text", () => {
    expect(generateMockTalentsSchema.parse({ count: 1 })).toEqual({ count: 1 });
    expect(generateMockTalentsSchema.parse({ count: " 1000 " })).toEqual({ count: 1000 });
    expect(generateMockTalentsSchema.parse({ count: "25" })).toEqual({ count: 25 });
  });

  it("refuses 0, 1001, decimals, words, other types and a megabyte of digits with the range text", () => {
    for (const count of [0, 1001, -3, 2.5, "2.5", "abc", "1e3", "0x10", true, [], {}, "9".repeat(1024 * 1024)]) expect(message({ count })).toBe(MOCK_TALENT_MESSAGES.countInvalid);
  });

  it("maps its texts to message keys the English file words the same way", () => {
    for (const [key, text] of Object.entries(MOCK_TALENT_MESSAGES)) {
      expect(mockTalentMessageKey(text)).toBe(key);
      expect(en.validation[key as keyof typeof en.validation]).toBe(text);
    }
    expect(mockTalentMessageKey("something else")).toBeUndefined();
  });
});
