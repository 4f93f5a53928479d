// The lists a job uses only, not the whole catalogue: this module is in the search page (D82).
import { JOB_OPTION_DATA } from "@/lib/catalogue/job-options";

/**
 * A talent search: the boolean query plus the filters of the Job search criteria entity (second
 * document §3). Client-safe; lib/search/params.ts reads and writes it as URL search params, so a
 * search can be shared and reloaded, and lib/search/job-criteria.ts derives it from a job.
 */

const values = (slug: "availability" | "workplace-types" | "job-types" | "contract-types") => JOB_OPTION_DATA[slug].map((e) => e.value) as [string, ...string[]];

export const AVAILABILITY_VALUES = values("availability");
export const WORKPLACE_VALUES = values("workplace-types");
export const JOB_TYPE_VALUES = values("job-types");
export const CONTRACT_VALUES = values("contract-types");
/** The catalogue's "Any": a talent open to any workplace or job type matches every such filter. */
export const ANY = "ANY";
export const CONTRACT_JOB_TYPE = "CONTRACT";
/** Spec §9: profile last-updated filters, in months. */
export const UPDATED_WITHIN = [1, 3, 6, 12] as const;
export type UpdatedWithin = (typeof UPDATED_WITHIN)[number];
export const TALENT_TYPES = ["internal", "external"] as const;
export type TalentType = (typeof TALENT_TYPES)[number];
/** Which of a talent's places a location filter looks at. */
export const LOCATION_PREFERENCES = ["either", "current", "preferred"] as const;
export type LocationPreference = (typeof LOCATION_PREFERENCES)[number];
export const SEARCH_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE = 1000;
export const LIST_MAX = 10;
export const TEXT_MAX = 100;
export const YEARS_MAX = 80;

export type StackFilter = { stack: string; min: number | null; max: number | null };

export type SalaryCriteria = { from: number | null; to: number | null; interval: string | null };

export type SearchCriteria = {
  q: string;
  /** Any of these (a job's "within 30 days" becomes every availability up to 30 days). */
  availability: string[];
  speciality: string | null;
  domains: string[];
  workplaceType: string | null;
  jobType: string | null;
  /** Only meaningful with jobType CONTRACT (the contract sub-type). */
  contractType: string | null;
  locationPreference: LocationPreference;
  locations: string[];
  /** Must-have: every one, within its years. */
  primaryStacks: StackFilter[];
  /** Nice-to-have: at least one of them, within its years. */
  secondaryStacks: StackFilter[];
  /** Kept with the search and shown with the criteria; profiles hold no salary (decision D-search-salary). */
  salary: SalaryCriteria;
  /** Each keyword must appear somewhere in the profile (a phrase when it has several words). */
  keywords: string[];
  updatedWithin: UpdatedWithin | null;
  talentType: TalentType | null;
};

export const EMPTY_CRITERIA: SearchCriteria = {
  q: "",
  availability: [],
  speciality: null,
  domains: [],
  workplaceType: null,
  jobType: null,
  contractType: null,
  locationPreference: "either",
  locations: [],
  primaryStacks: [],
  secondaryStacks: [],
  salary: { from: null, to: null, interval: null },
  keywords: [],
  updatedWithin: null,
  talentType: null,
};

/** The timeline part of the availability list, soonest first; the last two stand apart. */
const TIMELINE = AVAILABILITY_VALUES.filter((v) => v !== "OPEN_TIMELINE" && v !== "NOT_AVAILABLE");

/** A job asking for availability X accepts every talent available by X. */
export function availableBy(value: string | null | undefined): string[] {
  if (!value) return [];
  const i = TIMELINE.indexOf(value);
  return i >= 0 ? TIMELINE.slice(0, i + 1) : [value];
}

/** True when any filter (not the query) narrows the search. */
export function hasFilters(c: SearchCriteria): boolean {
  return (
    c.availability.length > 0 ||
    c.speciality !== null ||
    c.domains.length > 0 ||
    c.workplaceType !== null ||
    c.jobType !== null ||
    c.locations.length > 0 ||
    c.primaryStacks.length > 0 ||
    c.secondaryStacks.length > 0 ||
    c.keywords.length > 0 ||
    c.updatedWithin !== null ||
    c.talentType !== null
  );
}
