/**
 * What a parsed resume gives the profile builder (second document §3 Profile), section by
 * section, for the candidate to confirm. Every value is a suggestion: the builder shows it
 * pre-filled and unreviewed, and nothing reaches the profile until the candidate saves a step.
 *
 * Dates are partial ISO strings: "2020-01" when the resume gives a month, "2020" when it gives
 * only a year; `to: null` with `current: true` means "Present".
 */
export type ParsedPhone = {
  /** National significant number, digits only (no dial code, no trunk 0). */
  value: string;
  /** ISO 3166-1 alpha-2, or null when the resume gives no dial code and the number fits no known plan. */
  country: string | null;
  /** "+33", or null as above. */
  dialCode: string | null;
};

export type ParsedPersonal = {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  emailId: string | null;
  altEmail: string | null;
  phoneNumber: ParsedPhone | null;
  alternatePhoneNumber: ParsedPhone | null;
  linkedInProfileUrl: string | null;
  githubUrl: string | null;
  portfolioUrl: string | null;
  /** Every web address found, normalised to https, LinkedIn/GitHub included. */
  links: string[];
  summary: string | null;
  /** The most recent role's designation, for the profile's headline. */
  designation: string | null;
};

export type ParsedStack = {
  technology: string;
  /** Years of the roles whose text names it (one decimal), null when only listed. */
  experience: number | null;
};

export type ParsedExpertise = {
  /** Catalogue category → technologies, in catalogue order of categories (builder: expertise.stacks). */
  stacks: Record<string, ParsedStack[]>;
  /** The same technologies, flat, in order of first mention. */
  stackArray: string[];
};

export const EDUCATION_LEVELS = ["HIGH_SCHOOL", "UNDERGRADUATE", "MASTERS", "PHD"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export type ParsedEducation = {
  courseName: string | null;
  institution: string | null;
  country: string | null;
  /** Values of the `education-completion` static list. */
  status: "COMPLETED" | "ON_GOING" | null;
  /** Year of completion (or expected completion), "2019". */
  completion: string | null;
  isReviewed: false;
};

export type ParsedEducationSection = { groupedEducation: Record<EducationLevel, ParsedEducation[]> };

export type ParsedExperience = {
  designation: { value: string; label: string } | null;
  company: string | null;
  country: string | null;
  from: string | null;
  to: string | null;
  current: boolean;
  responsibilities: string;
  isReviewed: false;
};

export type ParsedWorkExperience = {
  totalExperience: { totalMonths: number; years: number; months: number };
  /** Most recent first, as resumes list them. */
  experience: ParsedExperience[];
};

/** Output of the pure extractor (lib/resume/extract.ts). */
export type ResumeFields = {
  language: "en" | "fr";
  personal: ParsedPersonal;
  expertise: ParsedExpertise;
  education: ParsedEducationSection;
  workExperience: ParsedWorkExperience;
};

/** Stored in resume_parses.result once a parse succeeds. */
export type ResumeParseResult = ResumeFields & {
  version: 1;
  file: { type: "pdf" | "docx"; sha256: string; characters: number };
};

/** A stack of the catalogue (table `stacks`): skills are only ever suggested from it. */
export type StackEntry = { name: string; category: string };
