import { messageKeyOf } from "@/lib/i18n/message-keys";

// Without zod: schemas.ts re-exports these, and client components import them from here so zod
// stays out of their first load (decision D48).

/**
 * Job texts of second document §5, exact where the spec gives the words ('Please add a future
 * date', 'Maximum value should be greater than minimum value', 'Invalid search query
 * expression'); the others say what the spec requires (title, department, due date, template
 * name, assignee and recruiter are required). Forms translate them via `jobMessageKey` →
 * `jobs.validation.{key}`; the English file holds the same words.
 */
export const JOB_MESSAGES = {
  titleRequired: "Please enter job title",
  titleTooLong: "Job title must be at most 60 characters",
  departmentRequired: "Please select department",
  dueDateRequired: "Please select due date",
  futureDate: "Please add a future date",
  templateNameRequired: "Please enter template name",
  templateNameTaken: "A template with this name already exists",
  salaryRange: "Maximum value should be greater than minimum value",
  booleanQuery: "Invalid search query expression",
  assigneeRequired: "Please select assignee",
  recruiterRequired: "Please select recruiter",
  tooLong: "This text is too long",
  invalidNumber: "Please enter a valid number",
  invalidOption: "Please select a valid option",
  invalidUrl: "Please enter a valid https address",
  skillRequired: "Please enter a skill",
  tooMany: "Too many entries",
  promptRequired: "Please enter a prompt",
  confirmRequired: "Please confirm to continue",
} as const;

export type JobMessageKey = keyof typeof JOB_MESSAGES;
/** The translation key of a schema message, or undefined for a text that is not ours. */
export const jobMessageKey = messageKeyOf(JOB_MESSAGES);
