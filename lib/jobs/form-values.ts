import { dueDayOf } from "./rules";
import type { JobDraft, JobInputRaw } from "./schemas";

/**
 * The job form keeps what the inputs hold (strings, comma lists); the schema checks what the
 * server receives. These helpers convert between the two and map each schema message back to
 * the input it belongs to, so client and server validate with the one schema. The checking half
 * (form-validate.ts) is apart so the form's first load carries no zod (decision D48).
 */
export type SkillValues = { stack: string; years: string };

export type JobFormValues = {
  title: string;
  departmentId: string;
  openings: string;
  dueDate: string;
  companyLocation: string;
  jobLocations: string;
  candidateLocations: string;
  designation: string;
  domains: string;
  experienceFrom: string;
  experienceTo: string;
  workplaceType: string;
  jobType: string;
  contractType: string;
  availability: string;
  salary: { currency: "USD"; from: string; to: string; interval: string };
  mustHaveSkills: SkillValues[];
  niceToHaveSkills: SkillValues[];
  description: string;
  booleanQuery: string;
  assigneeId: string;
  collaboratorIds: string[];
  introVideoUrl: string;
  postInterviewVideoUrl: string;
};

/** Select value meaning "not specified" (Radix reserves "" for the placeholder). */
export const NONE = "none";

export function emptyJobForm(): JobFormValues {
  return {
    title: "",
    departmentId: "",
    openings: "1",
    dueDate: "",
    companyLocation: "",
    jobLocations: "",
    candidateLocations: "",
    designation: "",
    domains: "",
    experienceFrom: "",
    experienceTo: "",
    workplaceType: NONE,
    jobType: NONE,
    contractType: NONE,
    availability: NONE,
    salary: { currency: "USD", from: "", to: "", interval: NONE },
    mustHaveSkills: [],
    niceToHaveSkills: [],
    description: "",
    booleanQuery: "",
    assigneeId: NONE,
    collaboratorIds: [],
    introVideoUrl: "",
    postInterviewVideoUrl: "",
  };
}

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
const opt = (v: string | null | undefined) => (v ? v : NONE);

/**
 * A draft (template, AI answer, parsed file, existing job) into form values. Fields the draft
 * leaves empty keep what the user already entered in `base`.
 */
export function formFromDraft(draft: Partial<JobDraft>, base: JobFormValues = emptyJobForm(), dueDate?: string): JobFormValues {
  const keep = <T>(value: T | null | undefined, fallback: T, empty: (v: T) => boolean = (v) => v === "" || v === NONE) =>
    value === null || value === undefined || empty(value) ? fallback : value;
  const list = (xs: string[] | undefined, fallback: string, sep = ", ") => (xs && xs.length ? xs.join(sep) : fallback);
  return {
    title: keep(draft.title, base.title),
    departmentId: keep(draft.departmentId ?? "", base.departmentId),
    openings: keep(str(draft.openings), base.openings),
    dueDate: dueDate ?? base.dueDate,
    companyLocation: keep(draft.companyLocation ?? "", base.companyLocation),
    jobLocations: list(draft.jobLocations, base.jobLocations, "; "),
    candidateLocations: list(draft.candidateLocations, base.candidateLocations, "; "),
    designation: keep(draft.designation ?? "", base.designation),
    domains: list(draft.domains, base.domains),
    experienceFrom: keep(str(draft.experienceFrom), base.experienceFrom),
    experienceTo: keep(str(draft.experienceTo), base.experienceTo),
    workplaceType: keep(opt(draft.workplaceType), base.workplaceType),
    jobType: keep(opt(draft.jobType), base.jobType),
    contractType: keep(opt(draft.contractType), base.contractType),
    availability: keep(opt(draft.availability), base.availability),
    salary: draft.salary && draft.salary.from !== null ? { currency: "USD", from: str(draft.salary.from), to: str(draft.salary.to), interval: opt(draft.salary.interval) } : base.salary,
    mustHaveSkills: draft.mustHaveSkills?.length ? draft.mustHaveSkills.map((s) => ({ stack: s.stack, years: String(s.years) })) : base.mustHaveSkills,
    niceToHaveSkills: draft.niceToHaveSkills?.length ? draft.niceToHaveSkills.map((s) => ({ stack: s.stack, years: String(s.years) })) : base.niceToHaveSkills,
    description: keep(draft.description, base.description),
    booleanQuery: keep(draft.booleanQuery ?? "", base.booleanQuery),
    assigneeId: keep(opt(draft.assigneeId), base.assigneeId),
    collaboratorIds: draft.collaboratorIds?.length ? draft.collaboratorIds : base.collaboratorIds,
    introVideoUrl: keep(draft.introVideoUrl ?? "", base.introVideoUrl),
    postInterviewVideoUrl: keep(draft.postInterviewVideoUrl ?? "", base.postInterviewVideoUrl),
  };
}

export function formFromJob(job: JobDraft & { dueDate: string }): JobFormValues {
  return formFromDraft(job, emptyJobForm(), dueDayOf(new Date(job.dueDate)));
}

/** "" → absent; anything else must be a whole number (NaN fails the schema with its message). */
function number(v: string): number | undefined {
  const t = v.trim();
  if (t === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** Domains are separated by commas; locations by semicolons, since "Toronto, Canada" is one place. */
const splitList = (v: string, sep: "," | ";") =>
  v
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);
const none = (v: string) => (v === NONE || v === "" ? null : v);

export function payloadFromForm(v: JobFormValues): JobInputRaw {
  const skills = (xs: SkillValues[]) => xs.filter((s) => s.stack.trim() || s.years.trim()).map((s) => ({ stack: s.stack, years: number(s.years) ?? 0 }));
  return {
    title: v.title,
    departmentId: v.departmentId,
    dueDate: v.dueDate,
    openings: number(v.openings),
    companyLocation: v.companyLocation || null,
    description: v.description,
    mustHaveSkills: skills(v.mustHaveSkills),
    niceToHaveSkills: skills(v.niceToHaveSkills),
    designation: v.designation || null,
    domains: splitList(v.domains, ","),
    experienceFrom: number(v.experienceFrom) ?? null,
    experienceTo: number(v.experienceTo) ?? null,
    workplaceType: none(v.workplaceType),
    jobType: none(v.jobType),
    contractType: none(v.contractType),
    jobLocations: splitList(v.jobLocations, ";"),
    candidateLocations: splitList(v.candidateLocations, ";"),
    availability: none(v.availability),
    salary: { currency: "USD", from: number(v.salary.from) ?? null, to: number(v.salary.to) ?? null, interval: none(v.salary.interval) as "day" | "month" | "year" | null },
    introVideoUrl: v.introVideoUrl || null,
    postInterviewVideoUrl: v.postInterviewVideoUrl || null,
    booleanQuery: v.booleanQuery || null,
    assigneeId: none(v.assigneeId),
    collaboratorIds: v.collaboratorIds,
  };
}

/** The form input a schema path belongs to: list entries report on the list's input. */
export function formFieldOf(path: string): string {
  const [head] = path.split(".");
  if (head === "jobLocations" || head === "candidateLocations" || head === "domains" || head === "collaboratorIds") return head;
  return path || "title";
}
