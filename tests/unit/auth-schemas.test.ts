import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  AUTH_MESSAGES,
  adminChangePasswordSchema,
  authMessageKey,
  credentialsSchema,
  fieldErrors,
  loginSchema,
  resetPasswordSchema,
  talentChangePasswordSchema,
  talentPasswordField,
} from "@/lib/auth/schemas";

const MEGABYTE = "a".repeat(1024 * 1024);

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe("login schema", () => {
  it("accepts a valid e-mail and password, trimming and lower-casing the e-mail", () => {
    const r = loginSchema.safeParse({ email: "  Talent@Demo.Test ", password: "x" });
    expect(r.success).toBe(true);
    expect(r.data?.email).toBe("talent@demo.test");
  });

  it("refuses a malformed e-mail with 'Please enter valid Email Id'", () => {
    for (const email of ["", "talent", "talent@", "@demo.test", "talent@demo", "tal ent@demo.test", "talent@@demo.test"]) {
      expect(messages(loginSchema.safeParse({ email, password: "x" })), email).toEqual(["Please enter valid Email Id"]);
    }
  });

  it("refuses a missing or empty password with 'Please enter password'", () => {
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["Please enter password"]);
    expect(messages(loginSchema.safeParse({ email: "a@b.co" }))).toEqual(["Please enter password"]);
  });

  it("refuses non-string input (a File from FormData, a number) with the field's message", () => {
    expect(messages(loginSchema.safeParse({ email: 42, password: null }))).toEqual(["Please enter valid Email Id", "Please enter password"]);
  });

  it("refuses 1 MB strings with a message and a single issue (nothing further is run on them)", () => {
    const r = loginSchema.safeParse({ email: `${MEGABYTE}@demo.test`, password: MEGABYTE });
    expect(messages(r)).toEqual(["Please enter valid Email Id", "Password must be at most 128 characters"]);
    const padded = loginSchema.safeParse({ email: ` ${" ".repeat(1024 * 1024)}a@b.co`, password: "x" });
    expect(messages(padded)).toEqual(["Please enter valid Email Id"]);
  });

  it("caps the e-mail at 254 and the password at 128 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    const at254 = `${local}@${domain}`;
    expect(at254.length).toBe(254);
    expect(loginSchema.safeParse({ email: at254, password: "p".repeat(128) }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: `a${at254}`, password: "x" }))).toEqual(["Please enter valid Email Id"]);
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "p".repeat(129) }))).toEqual(["Password must be at most 128 characters"]);
  });

  it("only knows the three portals", () => {
    expect(credentialsSchema.safeParse({ email: "a@b.co", password: "x", portal: "cloud" }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email: "a@b.co", password: "x", portal: "root" }).success).toBe(false);
  });
});

describe("talent password rule", () => {
  it("accepts a number, a lowercase, an uppercase and a special symbol, no spaces, at least 6", () => {
    for (const p of ["Abc#12", "Talent#2026", "xY9!xY9!", "pässW0rd"]) expect(talentPasswordField.safeParse(p).success, p).toBe(true);
  });

  it("refuses each missing ingredient with 'Enter a valid password'", () => {
    const cases = { noNumber: "Abcdef#", noLower: "ABC#12", noUpper: "abc#12", noSpecial: "Abc123", space: "Abc #12", short: "Ab#1c" };
    for (const [name, p] of Object.entries(cases)) expect(messages(talentPasswordField.safeParse(p)), name).toEqual(["Enter a valid password"]);
  });

  it("refuses 1 MB with the length message only", () => {
    expect(messages(talentPasswordField.safeParse(`Aa1#${MEGABYTE}`))).toEqual(["Password must be at most 128 characters"]);
  });
});

describe("reset password", () => {
  it("says 'Passwords do not match' under the confirmation", () => {
    const r = resetPasswordSchema.safeParse({ password: "Abc#12", confirmPassword: "Abc#13" });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ confirmPassword: "Passwords do not match" });
    expect(resetPasswordSchema.safeParse({ password: "Abc#12", confirmPassword: "Abc#12" }).success).toBe(true);
  });
});

describe("change password", () => {
  const ok = { currentPassword: "old-pass", newPassword: "new-pass", confirmPassword: "new-pass" };

  it("accepts an admin change with at least 6 characters", () => {
    expect(adminChangePasswordSchema.safeParse(ok).success).toBe(true);
  });

  it("requires the current password: 'Current password is required'", () => {
    expect(fieldErrors(adminChangePasswordSchema.safeParse({ ...ok, currentPassword: "" }).error!)).toEqual({ currentPassword: "Current password is required" });
  });

  it("refuses an admin password under 6 with 'Enter a valid password'", () => {
    expect(fieldErrors(adminChangePasswordSchema.safeParse({ ...ok, newPassword: "12345", confirmPassword: "12345" }).error!)).toEqual({ newPassword: "Enter a valid password" });
  });

  it("says 'New password and confirm password mismatch'", () => {
    expect(fieldErrors(adminChangePasswordSchema.safeParse({ ...ok, confirmPassword: "other-pass" }).error!)).toEqual({ confirmPassword: "New password and confirm password mismatch" });
  });

  it("says 'Old password and new password cannot be same'", () => {
    const same = { currentPassword: "same-pass", newPassword: "same-pass", confirmPassword: "same-pass" };
    expect(fieldErrors(adminChangePasswordSchema.safeParse(same).error!)).toEqual({ newPassword: "Old password and new password cannot be same" });
  });

  it("applies the talent rule to a talent's new password", () => {
    expect(fieldErrors(talentChangePasswordSchema.safeParse(ok).error!)).toEqual({ newPassword: "Enter a valid password" });
    expect(talentChangePasswordSchema.safeParse({ currentPassword: "x", newPassword: "Abc#12", confirmPassword: "Abc#12" }).success).toBe(true);
  });

  it("refuses 1 MB in every field with a message", () => {
    const r = adminChangePasswordSchema.safeParse({ currentPassword: MEGABYTE, newPassword: MEGABYTE, confirmPassword: MEGABYTE });
    expect(fieldErrors(r.error!)).toEqual({
      currentPassword: "Password must be at most 128 characters",
      newPassword: "Password must be at most 128 characters",
      confirmPassword: "New password and confirm password mismatch",
    });
  });
});

describe("messages", () => {
  it("are the spec's exact texts", () => {
    expect(AUTH_MESSAGES).toMatchObject({
      emailInvalid: "Please enter valid Email Id",
      passwordRequired: "Please enter password",
      passwordInvalid: "Enter a valid password",
      passwordsMismatch: "Passwords do not match",
      currentPasswordRequired: "Current password is required",
      newPasswordMismatch: "New password and confirm password mismatch",
      passwordSameAsOld: "Old password and new password cannot be same",
    });
  });

  it("each have an English translation equal to the schema text, and a French one", () => {
    const en = JSON.parse(readFileSync("messages/en/auth.json", "utf8")).validation;
    const fr = JSON.parse(readFileSync("messages/fr/auth.json", "utf8")).validation;
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(authMessageKey(text)).toBe(key);
      expect(en[key]).toBe(text);
      expect(typeof fr[key]).toBe("string");
    }
    expect(authMessageKey("something else")).toBeUndefined();
  });
});
