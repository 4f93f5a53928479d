import { getTranslations } from "next-intl/server";
import type { JobSkill } from "@/db/schema";
import { optionLabel } from "@/lib/jobs/constants";

export type JobFactsData = {
  departmentName: string | null;
  openings: number;
  companyLocation: string | null;
  jobLocations: string[];
  candidateLocations: string[];
  designation: string | null;
  domains: string[];
  experienceFrom: number | null;
  experienceTo: number | null;
  workplaceType: string | null;
  jobType: string | null;
  contractType: string | null;
  availability: string | null;
  salary: { currency: string; from: number | null; to: number | null; interval: string | null };
  description: string;
  mustHaveSkills: JobSkill[];
  niceToHaveSkills: JobSkill[];
  booleanQuery: string | null;
};

/** The job's fields as read-only facts: job detail and template detail. */
export async function JobFacts({ job, locale }: { job: JobFactsData; locale: string }) {
  const t = await getTranslations("jobs");
  const dash = t("facts.none");
  const money = (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: job.salary.currency, maximumFractionDigits: 0 }).format(n);
  const salary =
    job.salary.from === null
      ? dash
      : `${money(job.salary.from)}${job.salary.to !== null ? ` – ${money(job.salary.to)}` : ""}${job.salary.interval ? ` / ${optionLabel("salary-intervals", job.salary.interval, locale)}` : ""}`;
  const experience =
    job.experienceFrom === null && job.experienceTo === null
      ? dash
      : job.experienceTo === null
        ? t("facts.yearsFrom", { from: job.experienceFrom ?? 0 })
        : t("facts.yearsRange", { from: job.experienceFrom ?? 0, to: job.experienceTo });
  const facts: [string, string][] = [
    [t("form.fields.department"), job.departmentName ?? dash],
    [t("form.fields.openings"), String(job.openings)],
    [t("form.fields.designation"), job.designation ?? dash],
    [t("form.fields.domains"), job.domains.join(", ") || dash],
    [t("form.fields.companyLocation"), job.companyLocation ?? dash],
    [t("form.fields.jobLocations"), job.jobLocations.join("; ") || dash],
    [t("form.fields.candidateLocations"), job.candidateLocations.join("; ") || dash],
    [t("form.fields.workplaceType"), optionLabel("workplace-types", job.workplaceType, locale) || dash],
    [t("form.fields.jobType"), optionLabel("job-types", job.jobType, locale) || dash],
    [t("form.fields.contractType"), optionLabel("contract-types", job.contractType, locale) || dash],
    [t("form.fields.availability"), optionLabel("availability", job.availability, locale) || dash],
    [t("facts.experience"), experience],
    [t("facts.salary"), salary],
    [t("form.fields.booleanQuery"), job.booleanQuery ?? dash],
  ];
  const skills = (list: JobSkill[]) =>
    list.length ? (
      <ul className="flex flex-wrap gap-2">
        {list.map((s) => (
          <li key={s.stack} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-800">
            {s.stack} · {t("facts.years", { count: s.years })}
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-gray-600">{dash}</p>
    );
  return (
    <section aria-labelledby="job-facts" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
      <h2 id="job-facts" className="mb-3 text-base font-medium">
        {t("facts.title")}
      </h2>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-3 text-sm max-[800px]:grid-cols-2 max-[600px]:grid-cols-1">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 mt-4 text-sm font-medium">{t("form.fields.mustHave")}</h3>
      {skills(job.mustHaveSkills)}
      <h3 className="mb-2 mt-4 text-sm font-medium">{t("form.fields.niceToHave")}</h3>
      {skills(job.niceToHaveSkills)}
      <h3 className="mb-2 mt-4 text-sm font-medium">{t("form.fields.description")}</h3>
      {job.description ? <p className="whitespace-pre-line text-sm text-gray-800">{job.description}</p> : <p className="text-sm text-gray-600">{dash}</p>}
    </section>
  );
}
