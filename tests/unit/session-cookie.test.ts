import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "@/lib/auth/session-cookie";

describe("hasSessionCookie", () => {
  it("sees Auth.js's session cookie, plain, secure or chunked, in a header or a cookie list", () => {
    expect(hasSessionCookie("a=1; authjs.session-token=xyz")).toBe(true);
    expect(hasSessionCookie("__Secure-authjs.session-token=xyz")).toBe(true);
    expect(hasSessionCookie("authjs.session-token.0=a; authjs.session-token.1=b")).toBe(true);
    expect(hasSessionCookie([{ name: "NEXT_LOCALE" }, { name: "authjs.session-token" }])).toBe(true);
  });

  it("finds none in other cookies, look-alikes, or no header", () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
    expect(hasSessionCookie("NEXT_LOCALE=fr; authjs.csrf-token=abc; authjs.callback-url=x")).toBe(false);
    expect(hasSessionCookie("x-authjs.session-token=1; authjs.session-tokenx=2")).toBe(false);
    expect(hasSessionCookie([{ name: "page-paths" }])).toBe(false);
  });
});
