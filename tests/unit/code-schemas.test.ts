import { describe, expect, it } from "vitest";
import { CODE_MESSAGES, JOB_ID_PATTERN, maskEmail, nameStepSchema, requestCodeSchema, verifyCodeSchema } from "@/lib/auth/code-schemas";

const ID = "0b6f2c1e-8d1a-4a57-9d0f-2f3c4e5a6b7c";

describe("code login schemas", () => {
  it("accepts a code typed with spaces or a dash and keeps only the digits", () => {
    for (const typed of ["123456", "123 456", " 123-456 "]) {
      expect(verifyCodeSchema.parse({ flow: "email", codeId: ID, code: typed }).code).toBe("123456");
    }
  });

  it("refuses codes that are not exactly 6 digits with the code message", () => {
    for (const bad of ["12345", "1234567", "12a456", "", "x".repeat(10_000)]) {
      const r = verifyCodeSchema.safeParse({ flow: "email", codeId: ID, code: bad });
      expect(r.success, bad.slice(0, 20)).toBe(false);
      if (!r.success) expect(r.error.issues[0].message).toBe(CODE_MESSAGES.codeInvalid);
    }
  });

  it("accepts job ids that are safe in a path segment only", () => {
    expect(JOB_ID_PATTERN.test("JOB-123")).toBe(true);
    for (const bad of ["", "../admin", "a/b", "JOB 1", "<x>", "x".repeat(65)]) expect(JOB_ID_PATTERN.test(bad), bad).toBe(false);
  });

  it("requires a job id on the job door and a name only when given", () => {
    expect(requestCodeSchema.safeParse({ flow: "job", email: "a@b.co" }).success).toBe(false);
    expect(requestCodeSchema.parse({ flow: "external", email: " A@B.co " })).toEqual({ flow: "external", email: "a@b.co", fullName: "" });
    expect(requestCodeSchema.safeParse({ flow: "external", email: "a@b.co", fullName: "x".repeat(101) }).success).toBe(false);
  });

  it("refuses names with control or bidi-override characters and empty names in the name step", () => {
    expect(nameStepSchema.safeParse({ fullName: "Ada\u202eLovelace" }).success).toBe(false);
    expect(nameStepSchema.safeParse({ fullName: "   " }).success).toBe(false);
    expect(nameStepSchema.parse({ fullName: " Ada Lovelace " }).fullName).toBe("Ada Lovelace");
  });

  it("masks an address so its owner recognises it but others do not learn it", () => {
    expect(maskEmail("talent@demo.test")).toBe("ta***@demo.test");
    expect(maskEmail("ab@demo.test")).toBe("a***@demo.test");
    expect(maskEmail("not-an-address")).toBe("***");
  });
});
