import { describe, expect, it } from "vitest";
import { parseRange } from "@/lib/storage/range";

describe("parseRange", () => {
  it("reads one byte range in its three forms, clamped to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("BYTES = 1 - 2", 10)).toEqual({ start: 1, end: 2 });
  });

  it("serves the whole file for what it does not serve as a part", () => {
    for (const h of [null, undefined, "", "items=0-1", "bytes=0-1,5-6", "bytes=-", "bytes=9-3", "bytes=abc", "bytes=99999999999999999999-"]) expect(parseRange(h, 1000)).toBe("full");
  });

  it("answers unsatisfiable for a start past the end or an empty suffix", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
