import type { ShortlistStatus } from "./rules";

/**
 * What the selection screens read (client-safe: no server imports). Raw stored values; labels are
 * resolved by the page in the reader's language.
 */
export type TalentReview = {
  /** The newest review of the result (one review, or the latest of an interview panel's). */
  reviewId: string;
  jobId: string | null;
  /** The interview reviewed (null for a review recorded outside an interview). */
  interviewId?: string | null;
  /** How many interviewers' reviews the result combines (decision D47). */
  reviewers?: number;
  recommendation: "Recommend" | "Not Recommend" | "Hold";
  comments: string;
  criteria: { name: string; score: number }[];
  /** On a scale of 5 (spec §9). */
  finalRating: number;
  completedAt: string;
};

export type TalentSummary = {
  id: string;
  /** Null when the talent's name permission is off: the screens show "Confidential talent". */
  name: string | null;
  candidateUniqueId: string | null;
  designation: string;
  speciality: string;
  domains: string[];
  talentType: string;
  totalExperienceMonths: number;
  skills: { stack: string; category: string; years: number }[];
  availability: string;
  location: string;
  preferredLocations: string[];
  workplaceType: string;
  jobType: string;
  contractType: string;
  education: { level: string; courseName: string; institution: string; completion: number | null }[];
  certifications: { description: string; institution: string; year: number | null }[];
  updatedAt: string | null;
  isMock: boolean;
};

/** A compare column: the talent and their latest completed review (null: flagged "not reviewed"). */
export type CompareTalent = TalentSummary & { review: TalentReview | null };

export type CompareResult = {
  talents: CompareTalent[];
  /** Ids asked for that name no talent of this company. */
  missing: number;
  /** Set when the comparison is refused (spec §5: at least one talent with review completed). */
  blocked: "noTalents" | "noReviewedTalent" | null;
};

export type ShareView = {
  id: string;
  createdAt: string;
  createdBy: string | null;
  job: { id: string; jdId: string; title: string } | null;
  talents: CompareTalent[];
};

export type ShortlistJobOption = { id: string; jdId: string; title: string; dueDate: string; assignee: string | null };

export type ShortlistJobOptions = {
  /** Active jobs assigned to the actor: the only ones they may shortlist against (spec §6). */
  assigned: ShortlistJobOption[];
  /** Some other active jobs of the company, listed disabled so the rule is visible. */
  others: ShortlistJobOption[];
};

export type ShortlistOutcome = { jobId: string; jdId: string; status: ShortlistStatus; added: number; moved: number };
