import { messageKeyOf } from "@/lib/i18n/message-keys";

// The org forms' texts, caps and list options without zod: schemas.ts builds its schemas from
// them and re-exports them, and client screens import them from here so that zod stays out of
// their first load (decision D48).

/**
 * Spec texts (second document §5 Messages), exact, plus the length texts the spec implies (§9:
 * full name 60) or leaves to us (department name). Forms translate them via `orgMessageKey` →
 * `org.validation.{key}`; the English file holds the same words.
 */
export const ORG_MESSAGES = {
  departmentNameRequired: "Please enter department name",
  departmentNameTooLong: "Department name must be at most 60 characters",
  roleRequired: "Please select role",
  departmentsRequired: "Please select atleast one department",
  fullNameRequired: "Please enter full name",
  fullNameTooLong: "Full name must be at most 60 characters",
  emailInvalid: "Please enter valid email id",
  csvRequired: "Please choose a csv file",
} as const;

export type OrgMessageKey = keyof typeof ORG_MESSAGES;

/** The translation key of a schema message, or undefined for a text that is not ours. */
export const orgMessageKey = messageKeyOf(ORG_MESSAGES);

/** Spec §9: full name 60. The spec sets no department-name cap; 60 matches the other names. */
export const FULL_NAME_MAX = 60;
export const DEPARTMENT_NAME_MAX = 60;
/** Far above any real company; keeps a hostile array from becoming a huge IN list. */
export const DEPARTMENTS_PER_USER_MAX = 50;
export const SEARCH_MAX = 100;

export const USER_LIST_STATES = ["all", "active", "inactive", "archived", "invited"] as const;
export type UserListState = (typeof USER_LIST_STATES)[number];
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
