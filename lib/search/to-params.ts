import { DEFAULT_PAGE_SIZE, type SearchCriteria, type StackFilter } from "./criteria";

// The writing half of params.ts (which re-exports it), without zod: the search screen imports it
// from here so zod stays out of its first load (decision D48).

function stackParam(s: StackFilter): string {
  return s.min === null && s.max === null ? s.stack : `${s.stack}:${s.min ?? ""}:${s.max ?? ""}`;
}

/** The URL form of a search; defaults are left out so links stay short. */
export function toSearchParams(c: SearchCriteria, opts: { page?: number; size?: number } = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (c.q.trim()) p.set("q", c.q);
  c.availability.forEach((v) => p.append("availability", v));
  if (c.speciality) p.set("speciality", c.speciality);
  c.domains.forEach((v) => p.append("domain", v));
  if (c.workplaceType) p.set("workplace", c.workplaceType);
  if (c.jobType) p.set("jobType", c.jobType);
  if (c.jobType === "CONTRACT" && c.contractType) p.set("contract", c.contractType);
  if (c.locations.length && c.locationPreference !== "either") p.set("locPref", c.locationPreference);
  c.locations.forEach((v) => p.append("location", v));
  c.primaryStacks.forEach((s) => p.append("primary", stackParam(s)));
  c.secondaryStacks.forEach((s) => p.append("secondary", stackParam(s)));
  if (c.salary.from !== null) p.set("salaryFrom", String(c.salary.from));
  if (c.salary.to !== null) p.set("salaryTo", String(c.salary.to));
  if (c.salary.interval) p.set("salaryInterval", c.salary.interval);
  if (c.keywords.length) p.set("keywords", c.keywords.join(", "));
  if (c.updatedWithin !== null) p.set("updated", String(c.updatedWithin));
  if (c.talentType) p.set("type", c.talentType);
  if (opts.page && opts.page > 1) p.set("page", String(opts.page));
  if (opts.size && opts.size !== DEFAULT_PAGE_SIZE) p.set("size", String(opts.size));
  return p;
}
