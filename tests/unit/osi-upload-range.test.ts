import { describe, expect, it } from "vitest";
import { parseContentRange, parseDurationMs } from "@/lib/osi/upload-range";

describe("OSI upload Content-Range", () => {
  it("reads a chunk's start, end, total and length", () => {
    expect(parseContentRange("bytes 0-1023/4096")).toEqual({ start: 0, end: 1023, total: 4096, length: 1024 });
    expect(parseContentRange("bytes 4095-4095/4096")).toEqual({ start: 4095, end: 4095, total: 4096, length: 1 });
  });

  it("refuses ranges that are malformed, inverted, past the total or unknown-length", () => {
    for (const bad of [null, undefined, "", "bytes */4096", "bytes 0-10/*", "items 0-1/2", "bytes 10-5/20", "bytes 0-20/20", "bytes -1-5/10", "bytes 0-1/0", "bytes 0x0-1/2", "bytes 0-1/2 extra", "bytes 1e3-2e3/5e3"]) {
      expect(parseContentRange(bad), String(bad)).toBeNull();
    }
  });

  it("reads a positive duration within the cap only", () => {
    expect(parseDurationMs("5230", 60_000)).toBe(5230);
    expect(parseDurationMs("0", 60_000)).toBeNull();
    expect(parseDurationMs("60001", 60_000)).toBeNull();
    expect(parseDurationMs("12.5", 60_000)).toBeNull();
    expect(parseDurationMs(null, 60_000)).toBeNull();
  });
});
