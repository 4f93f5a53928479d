import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { openPublicId, sealPublicId } from "@/lib/security/public-id";

const USER = "0b6f2c1e-8d1a-4a57-9d0f-2f3c4e5a6b7c";
const HOUR = 3600;

function flipByte(token: string, index: number): string {
  const raw = Buffer.from(token, "base64url");
  raw[index] ^= 0x01;
  return raw.toString("base64url");
}

describe("public ids (sealed link tokens)", () => {
  const original = process.env.AUTH_SECRET;
  afterEach(() => {
    if (original === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = original;
  });

  it("opens a token sealed for the same purpose and tenant", () => {
    const token = sealPublicId("publicLogin", "demo", USER, HOUR);
    expect(openPublicId("publicLogin", "demo", token)).toBe(USER);
    expect(openPublicId("publicLogin", "DEMO", token)).toBe(USER);
  });

  it("never shows the id in the token and seals it differently each time", () => {
    const a = sealPublicId("publicLogin", "demo", USER, HOUR);
    const b = sealPublicId("publicLogin", "demo", USER, HOUR);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(a, "base64url").toString("latin1")).not.toContain(USER);
  });

  it("refuses a token with any single byte changed", () => {
    const token = sealPublicId("publicLogin", "demo", USER, HOUR);
    const length = Buffer.from(token, "base64url").length;
    for (let i = 0; i < length; i += 1) expect(openPublicId("publicLogin", "demo", flipByte(token, i)), `byte ${i}`).toBeNull();
  });

  it("refuses a truncated or extended token", () => {
    const token = sealPublicId("publicLogin", "demo", USER, HOUR);
    expect(openPublicId("publicLogin", "demo", token.slice(0, -2))).toBeNull();
    expect(openPublicId("publicLogin", "demo", `${token}AA`)).toBeNull();
  });

  it("refuses a token of another tenant", () => {
    const token = sealPublicId("publicLogin", "demo", USER, HOUR);
    expect(openPublicId("publicLogin", "acme", token)).toBeNull();
  });

  it("refuses a token sealed for another purpose", () => {
    const token = sealPublicId("publicCandidate", "demo", USER, HOUR);
    expect(openPublicId("publicLogin", "demo", token)).toBeNull();
  });

  it("refuses an expired token", () => {
    const sealedAt = Date.now() - 2 * HOUR * 1000;
    const token = sealPublicId("publicLogin", "demo", USER, HOUR, sealedAt);
    expect(openPublicId("publicLogin", "demo", token, sealedAt + HOUR * 1000 - 1000)).toBe(USER);
    expect(openPublicId("publicLogin", "demo", token)).toBeNull();
  });

  it("refuses a token sealed with another AUTH_SECRET", () => {
    process.env.AUTH_SECRET = "first-secret-first-secret-first-secret!!";
    const token = sealPublicId("publicLogin", "demo", USER, HOUR);
    process.env.AUTH_SECRET = "second-secret-second-secret-second-secret";
    expect(openPublicId("publicLogin", "demo", token)).toBeNull();
  });

  it("answers null to non-strings, empty and oversized input", () => {
    for (const v of [undefined, null, 42, {}, [], "", "a".repeat(1_000_000), "'; drop table users; --", "<script>alert(1)</script>"]) {
      expect(openPublicId("publicLogin", "demo", v)).toBeNull();
    }
  });

  it("never throws on random strings and never opens one", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        expect(openPublicId("publicLogin", "demo", s)).toBeNull();
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.base64String({ minLength: 40, maxLength: 300 }), (s) => {
        expect(openPublicId("publicLogin", "demo", s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses to seal for a malformed purpose or a non-positive lifetime", () => {
    expect(() => sealPublicId("public login", "demo", USER, HOUR)).toThrow();
    expect(() => sealPublicId("publicLogin", "demo", USER, 0)).toThrow();
  });
});
