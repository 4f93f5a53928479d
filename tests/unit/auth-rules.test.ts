import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginFieldErrors } from "@/lib/auth/rules";
import { AUTH_MESSAGES, loginSchema } from "@/lib/auth/schemas";

/** The schema's first message per field, in the shape loginFieldErrors returns. */
function schemaErrors(values: { email: string; password: string }) {
  const r = loginSchema.safeParse(values);
  const out: { email?: string; password?: string } = {};
  if (!r.success) for (const issue of r.error.issues) out[issue.path[0] as "email" | "password"] ??= issue.message;
  return out;
}

describe("loginFieldErrors (the login form's zod-free check)", () => {
  const cases = [
    { email: "", password: "" },
    { email: "talent@demo.test", password: "x" },
    { email: "  Talent@Demo.Test  ", password: "Talent#2026" },
    { email: "not-an-address", password: "secret" },
    { email: "a@b.c", password: "secret" },
    { email: `${"a".repeat(250)}@demo.test`, password: "secret" },
    { email: `${" ".repeat(300)}a@b.co`, password: "secret" },
    { email: "talent@demo.test", password: "p".repeat(128) },
    { email: "talent@demo.test", password: "p".repeat(129) },
  ];
  it.each(cases)("agrees with loginSchema on %o", (values) => {
    expect(loginFieldErrors(values)).toEqual(schemaErrors(values));
  });

  it("gives the spec's texts", () => {
    expect(loginFieldErrors({ email: "x", password: "" })).toEqual({ email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired });
    expect(loginFieldErrors({ email: "talent@demo.test", password: "ok" })).toEqual({});
  });

  it("agrees with loginSchema on arbitrary input", () => {
    const email = fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), fc.emailAddress().map((e) => ` ${e.toUpperCase()} `));
    fc.assert(fc.property(email, fc.string({ maxLength: 140 }), (e, p) => {
          expect(loginFieldErrors({ email: e, password: p })).toEqual(schemaErrors({ email: e, password: p }));
        }),
       { numRuns: 500 });
  });
});
