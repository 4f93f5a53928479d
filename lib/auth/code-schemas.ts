import { z } from "zod";
import { emailField } from "./schemas";

/**
 * One-time-code logins (e-mail, external, job and public doors): what the forms, the server
 * actions and the Auth.js "code" provider accept. Pure, so client forms share it.
 */

/** Which door a code was asked for; it fixes the session's login type (lib/auth/code-login.ts). */
export const CODE_FLOWS = ["email", "external", "job", "public"] as const;
export type CodeFlow = (typeof CODE_FLOWS)[number];

export { CODE_LENGTH, CODE_MESSAGES, codeMessageKey, NAME_MAX, type CodeMessageKey } from "./code-rules";
import { CODE_MESSAGES, NAME_MAX } from "./code-rules";

/** Same shape logoutRedirect accepts: a job reference that is safe inside a path segment. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const jobIdField = z.string().regex(JOB_ID_PATTERN);

/** People paste codes as "123 456" or "123-456"; the separators are not part of it. */
export const codeField = z
  .string({ error: CODE_MESSAGES.codeInvalid })
  .max(32, { message: CODE_MESSAGES.codeInvalid, abort: true })
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGES.codeInvalid));

// Control characters (and the bidi overrides that can disguise a name) have no place in a name.
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A full name, or "" when the form left it empty (only a new account needs one). */
export const optionalNameField = z
  .string({ error: CODE_MESSAGES.nameInvalid })
  .max(NAME_MAX * 2, { message: CODE_MESSAGES.nameInvalid, abort: true })
  .trim()
  .max(NAME_MAX, CODE_MESSAGES.nameInvalid)
  .refine((s) => !NAME_FORBIDDEN.test(s), CODE_MESSAGES.nameInvalid)
  .optional()
  .transform((s) => s ?? "");

/** A sealed public-login id (lib/security/public-id.ts); opened on the server, never trusted as is. */
export const publicTokenField = z.string().min(1).max(1024).regex(/^[A-Za-z0-9_-]+$/);

export const requestCodeSchema = z.discriminatedUnion("flow", [
  z.object({ flow: z.literal("email"), email: emailField }),
  z.object({ flow: z.literal("external"), email: emailField, fullName: optionalNameField }),
  z.object({ flow: z.literal("job"), email: emailField, fullName: optionalNameField, jobId: jobIdField }),
  z.object({ flow: z.literal("public"), token: publicTokenField }),
]);
export type RequestCodeInput = z.input<typeof requestCodeSchema>;

export const verifyCodeSchema = z.object({
  flow: z.enum(CODE_FLOWS),
  codeId: z.uuid(),
  code: codeField,
  /** Only read when the code creates a new account whose name was not given with the e-mail. */
  fullName: optionalNameField,
  jobId: jobIdField.optional(),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** The forms' own steps (the server schemas above carry the flow and ids besides). */
export const externalStepSchema = z.object({ email: emailField, fullName: optionalNameField });
export const codeStepSchema = z.object({ code: codeField });
export const nameStepSchema = z.object({
  fullName: z
    .string({ error: CODE_MESSAGES.nameRequired })
    .max(NAME_MAX * 2, { message: CODE_MESSAGES.nameInvalid, abort: true })
    .trim()
    .min(1, CODE_MESSAGES.nameRequired)
    .max(NAME_MAX, CODE_MESSAGES.nameInvalid)
    .refine((s) => !NAME_FORBIDDEN.test(s), CODE_MESSAGES.nameInvalid),
});

/** "t***@demo.test": enough for the owner to recognise the address, too little to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***@${domain}`;
}
