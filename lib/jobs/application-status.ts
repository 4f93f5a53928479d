/**
 * The application statuses (second document §4.1 filter): the values of the `application_status`
 * enum (db/schema/jobs.ts) and the list screens show. Plain data, so client components can use it.
 */
export const APPLICATION_STATUSES = [
  "APPLIED",
  "MATCHING",
  "STANDBY",
  "INTERVIEW_LIST",
  "INTERVIEW_INPROGRESS",
  "REVIEW_INPROGRESS",
  "INTERVIEW_SHORTLISTED",
  "INTERVIEW_STANDBY",
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
