import type { Locale } from "@/lib/i18n/config";
import type { CareerJob } from "./career";
import { optionLabel } from "./constants";

/**
 * What the career page states about a job, in display order: the salary band (in the job's
 * currency, with its interval), the experience range, the contract type, the openings. A fact the
 * job leaves empty is left out. Pure: the page translates the labels and the years text.
 */
export type CareerFact =
  | { key: "salary"; value: string }
  | { key: "experience"; from: number; to: number | null }
  | { key: "contractType"; value: string }
  | { key: "openings"; value: string };

export function careerSalary(salary: CareerJob["salary"], locale: Locale): string | null {
  if (salary.from === null) return null;
  const money = (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: salary.currency, maximumFractionDigits: 0 }).format(n);
  return `${money(salary.from)}${salary.to !== null ? ` – ${money(salary.to)}` : ""}${salary.interval ? ` / ${optionLabel("salary-intervals", salary.interval, locale)}` : ""}`;
}

export function careerFacts(job: CareerJob, locale: Locale): CareerFact[] {
  const facts: CareerFact[] = [];
  const salary = careerSalary(job.salary, locale);
  if (salary) facts.push({ key: "salary", value: salary });
  if (job.experienceFrom !== null) facts.push({ key: "experience", from: job.experienceFrom, to: job.experienceTo });
  if (job.contractType) facts.push({ key: "contractType", value: optionLabel("contract-types", job.contractType, locale) });
  facts.push({ key: "openings", value: String(job.openings) });
  return facts;
}

/** The skills a visitor sees: must-haves first, then nice-to-haves. */
export function careerSkills(job: Pick<CareerJob, "mustHaveSkills" | "niceToHaveSkills">): string[] {
  return [...job.mustHaveSkills, ...job.niceToHaveSkills].map((s) => s.stack);
}
