import { z } from "zod";
import { EMPTY_CRITERIA, LIST_MAX, TEXT_MAX, availableBy, type SearchCriteria, type StackFilter } from "./criteria";
import { readSearchParams } from "./params";

/**
 * A job's talent search (search overview per job): its boolean query and the criteria its own
 * fields already say (designation, domains, workplace and job type, candidate locations and
 * availability, must-have and nice-to-have skills with years, salary), overlaid by whatever the
 * job's `search_criteria` document holds under the entity's names (second document §3 Job search
 * criteria). Values go through the URL reader, so a job's stored text is checked exactly like a
 * shared link's.
 */

export type JobForSearch = {
  booleanQuery: string | null;
  designation: string | null;
  domains: string[];
  workplaceType: string | null;
  jobType: string | null;
  contractType: string | null;
  candidateLocations: string[];
  availability: string | null;
  mustHaveSkills: { stack: string; years: number }[];
  niceToHaveSkills: { stack: string; years: number }[];
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryInterval: string | null;
  searchCriteria: Record<string, unknown>;
};

const str = z.string().max(TEXT_MAX * 10);
const stackItem = z.object({ stack: str, min: z.number().nullish(), max: z.number().nullish() });
/** The stored document, each key optional and any wrong-typed key ignored. */
const storedCriteria = z.object({
  booleanQuery: str.optional().catch(undefined),
  availability: str.optional().catch(undefined),
  speciality: str.optional().catch(undefined),
  domain: z.union([str, z.array(str)]).optional().catch(undefined),
  workplaceType: str.optional().catch(undefined),
  jobType: str.optional().catch(undefined),
  subType: str.optional().catch(undefined),
  locationPreference: str.optional().catch(undefined),
  locations: z.array(str).optional().catch(undefined),
  primaryStack: z.array(stackItem).optional().catch(undefined),
  secondaryStack: z.array(stackItem).optional().catch(undefined),
  salaryRange: z.object({ from: z.number().nullish(), to: z.number().nullish(), interval: str.nullish() }).optional().catch(undefined),
  keywords: z.union([str, z.array(str)]).optional().catch(undefined),
});

const stackParam = (s: { stack: string; min?: number | null; max?: number | null }) =>
  s.min == null && s.max == null ? s.stack : `${s.stack}:${s.min ?? ""}:${s.max ?? ""}`;
const fromSkill = (s: { stack: string; years: number }): StackFilter => ({ stack: s.stack, min: s.years > 0 ? s.years : null, max: null });

export function criteriaFromJob(job: JobForSearch): SearchCriteria {
  const stored = storedCriteria.safeParse(job.searchCriteria ?? {});
  const s = stored.success ? stored.data : {};
  const list = (v: string | string[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
  const params: Record<string, string | string[] | undefined> = {
    q: s.booleanQuery ?? job.booleanQuery ?? "",
    availability: availableBy(s.availability ?? job.availability),
    speciality: s.speciality ?? job.designation ?? undefined,
    domain: list(s.domain) ?? job.domains,
    workplace: s.workplaceType ?? job.workplaceType ?? undefined,
    jobType: s.jobType ?? job.jobType ?? undefined,
    contract: s.subType ?? job.contractType ?? undefined,
    locPref: s.locationPreference,
    location: s.locations ?? job.candidateLocations,
    primary: s.primaryStack?.map(stackParam) ?? job.mustHaveSkills.map((k) => stackParam(fromSkill(k))),
    secondary: s.secondaryStack?.map(stackParam) ?? job.niceToHaveSkills.map((k) => stackParam(fromSkill(k))),
    salaryFrom: numberParam(s.salaryRange?.from ?? job.salaryFrom),
    salaryTo: numberParam(s.salaryRange?.to ?? job.salaryTo),
    salaryInterval: s.salaryRange?.interval ?? job.salaryInterval ?? undefined,
    keywords: list(s.keywords)?.join(", "),
  };
  // Lists longer than a URL allows are cut here (a job may carry 40 skills); a link keeps the first ones.
  for (const [k, v] of Object.entries(params)) if (Array.isArray(v)) params[k] = v.slice(0, LIST_MAX);
  const { criteria } = readSearchParams(params);
  return { ...EMPTY_CRITERIA, ...criteria };
}

function numberParam(v: number | null | undefined): string | undefined {
  return v === null || v === undefined || !Number.isFinite(v) ? undefined : String(Math.round(v));
}
