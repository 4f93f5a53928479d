import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX, adminPasswordField, AUTH_MESSAGES, emailField } from "@/lib/auth/schemas";
import { hasNoNul } from "@/lib/text/nul";
import { MANAGED_ROLES, STATE_ACTIONS } from "./rules";

export {
  DEPARTMENT_NAME_MAX,
  DEPARTMENTS_PER_USER_MAX,
  FULL_NAME_MAX,
  ORG_MESSAGES,
  orgMessageKey,
  SEARCH_MAX,
  USER_LIST_STATES,
  USER_PAGE_SIZES,
  type OrgMessageKey,
  type UserListState,
} from "./limits";
import { DEPARTMENT_NAME_MAX, DEPARTMENTS_PER_USER_MAX, FULL_NAME_MAX, ORG_MESSAGES, SEARCH_MAX, USER_LIST_STATES, USER_PAGE_SIZES } from "./limits";


// Trim first, then cap: "   " is a missing name, and a megabyte is refused before anything else.
export const departmentNameField = z
  .string({ error: ORG_MESSAGES.departmentNameRequired })
  .max(DEPARTMENT_NAME_MAX * 4, { message: ORG_MESSAGES.departmentNameTooLong, abort: true })
  .trim()
  .min(1, { message: ORG_MESSAGES.departmentNameRequired, abort: true })
  .max(DEPARTMENT_NAME_MAX, ORG_MESSAGES.departmentNameTooLong)
  .refine(hasNoNul, ORG_MESSAGES.departmentNameRequired);

export const fullNameField = z
  .string({ error: ORG_MESSAGES.fullNameRequired })
  .max(FULL_NAME_MAX * 4, { message: ORG_MESSAGES.fullNameTooLong, abort: true })
  .trim()
  .min(1, { message: ORG_MESSAGES.fullNameRequired, abort: true })
  .max(FULL_NAME_MAX, ORG_MESSAGES.fullNameTooLong)
  .refine(hasNoNul, ORG_MESSAGES.fullNameRequired);

/**
 * The users screen's e-mail rule with its own spec text ("email id", lower case), but the very
 * same pattern as the login form, so every address that can be invited can also sign in.
 */
export const userEmailField = z
  .string({ error: ORG_MESSAGES.emailInvalid })
  .max(EMAIL_MAX + 64, { message: ORG_MESSAGES.emailInvalid, abort: true })
  .trim()
  .refine((v) => emailField.safeParse(v).success, ORG_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const roleField = z.enum(MANAGED_ROLES, { error: ORG_MESSAGES.roleRequired });

const idField = z.uuid();

export const departmentIdsField = z
  .array(idField, { error: ORG_MESSAGES.departmentsRequired })
  .min(1, ORG_MESSAGES.departmentsRequired)
  .max(DEPARTMENTS_PER_USER_MAX)
  .transform((ids) => [...new Set(ids)]);

export const createDepartmentSchema = z.object({ name: departmentNameField });
export type CreateDepartmentInput = z.infer<typeof createDepartmentSchema>;

export const renameDepartmentSchema = z.object({ id: idField, name: departmentNameField });
export type RenameDepartmentInput = z.infer<typeof renameDepartmentSchema>;

export const departmentIdSchema = z.object({ id: idField });

/** Null clears the default recruiter. */
export const setDefaultRecruiterSchema = z.object({ departmentId: idField, userId: idField.nullable() });
export type SetDefaultRecruiterInput = z.infer<typeof setDefaultRecruiterSchema>;

export const addUserSchema = z.object({
  fullName: fullNameField,
  email: userEmailField,
  role: roleField,
  departmentIds: departmentIdsField,
});
export type AddUserInput = z.input<typeof addUserSchema>;
export type AddUserValues = z.output<typeof addUserSchema>;

export const updateUserSchema = z.object({
  userId: idField,
  fullName: fullNameField,
  role: roleField,
  departmentIds: departmentIdsField,
});
export type UpdateUserValues = z.output<typeof updateUserSchema>;

export const userIdSchema = z.object({ userId: idField });

export const changeUserStateSchema = z.object({ userId: idField, action: z.enum(STATE_ACTIONS) });
export type ChangeUserStateInput = z.infer<typeof changeUserStateSchema>;

/** The invitation page: the link token and the admin password rule (at least 6), confirmed. */
export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: adminPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMismatch }).max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordsMismatch, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsMismatch, path: ["confirmPassword"] });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;


/** The users table's address bar: anything odd falls back to the defaults instead of failing the page. */
export const userListQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX).refine(hasNoNul).catch("").default(""),
  state: z.enum(USER_LIST_STATES).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n))
    .catch(10)
    .default(10),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
