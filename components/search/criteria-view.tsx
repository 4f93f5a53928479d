import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { STACKS } from "@/lib/catalogue/data";
import { optionLabel } from "@/lib/jobs/constants";
import type { SearchCriteria, StackFilter } from "@/lib/search/criteria";
import { QueryText } from "./query-text";

const CATEGORY_OF = new Map<string, string>(Object.entries(STACKS).flatMap(([category, names]) => names.map((n) => [n.toLowerCase(), category] as const)));

/** Skills grouped by their catalogue category; unknown technologies under a general heading. */
function byType(stacks: StackFilter[]): [string | null, StackFilter[]][] {
  const groups = new Map<string | null, StackFilter[]>();
  for (const s of stacks) {
    const category = CATEGORY_OF.get(s.stack.toLowerCase()) ?? null;
    groups.set(category, [...(groups.get(category) ?? []), s]);
  }
  return [...groups.entries()];
}

export type CriteriaViewProps = {
  criteria: SearchCriteria;
  /** The job's own locations (shown as job location); the criteria's locations are the candidate's. */
  jobLocations?: string[];
  description?: string | null;
  title?: string;
  className?: string;
};

/**
 * The job-search criteria view (first document §2.6): search text with AND, OR and NOT
 * highlighted, availability, job and candidate location, designation, domains, salary range,
 * must-have and nice-to-have skills grouped by type with their years, workplace type, job type,
 * contract type (only when present) and description.
 */
export function CriteriaView({ criteria: c, jobLocations = [], description, title, className }: CriteriaViewProps) {
  const t = useTranslations("search.criteria");
  const tf = useTranslations("search.filters");
  const locale = useLocale();
  const none = <span className="text-gray-600">{t("notSpecified")}</span>;
  const money = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
  const years = (s: StackFilter) =>
    s.min !== null && s.max !== null ? t("yearsBetween", { min: s.min, max: s.max }) : s.min !== null ? t("yearsFrom", { min: s.min }) : s.max !== null ? t("yearsUpTo", { max: s.max }) : null;

  const salary =
    c.salary.from === null && c.salary.to === null
      ? null
      : (() => {
          const amount = t("salaryValue", { from: c.salary.from === null ? "…" : money(c.salary.from), to: c.salary.to === null ? "…" : money(c.salary.to) });
          return c.salary.interval ? t("salaryPer", { amount, interval: optionLabel("salary-intervals", c.salary.interval, locale) }) : amount;
        })();

  const skills = (list: StackFilter[]) =>
    list.length ? (
      <div className="flex flex-col gap-2">
        {byType(list).map(([category, items]) => (
          <div key={category ?? "-"}>
            <p className="text-xs font-medium text-gray-600">{category ?? t("otherSkills")}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {items.map((s) => (
                <li key={s.stack} className="rounded-full border border-[var(--color-line)] bg-gray-50 px-2 py-0.5 text-sm">
                  {s.stack}
                  {years(s) ? <span className="ms-1 text-xs text-gray-600">({years(s)})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    ) : (
      none
    );

  const rows: [string, ReactNode][] = [
    [t("availability"), c.availability.length ? c.availability.map((a) => optionLabel("availability", a, locale)).join(", ") : none],
    [t("jobLocation"), jobLocations.length ? jobLocations.join("; ") : none],
    [t("candidateLocation"), c.locations.length ? `${c.locations.join("; ")} (${tf(`locationPreferences.${c.locationPreference}`)})` : none],
    [t("designation"), c.speciality ?? none],
    [t("domain"), c.domains.length ? c.domains.join(" | ") : none],
    [t("salary"), salary ?? none],
    [t("mustHave"), skills(c.primaryStacks)],
    [t("niceToHave"), skills(c.secondaryStacks)],
    [t("workplaceType"), c.workplaceType ? optionLabel("workplace-types", c.workplaceType, locale) : none],
    [t("jobType"), c.jobType ? optionLabel("job-types", c.jobType, locale) : none],
  ];
  // Spec: contract type only when present.
  if (c.contractType) rows.push([t("contractType"), optionLabel("contract-types", c.contractType, locale)]);
  if (c.keywords.length) rows.push([t("keywords"), c.keywords.join(", ")]);
  if (c.updatedWithin !== null) rows.push([t("updated"), tf("updatedWithin", { count: c.updatedWithin })]);
  if (c.talentType) rows.push([t("talentType"), tf(`talentTypes.${c.talentType}`)]);
  if (description) rows.push([t("description"), <p key="d" className="whitespace-pre-line">{description}</p>]);

  return (
    <section aria-label={title ?? t("title")} className={`rounded-lg border border-[var(--color-line)] bg-white p-4 ${className ?? ""}`} data-testid="criteria-view">
      <h2 className="mb-3 text-base font-medium">{title ?? t("title")}</h2>
      <div className="mb-3">
        <p className="text-xs font-medium text-gray-600">{t("query")}</p>
        {c.q.trim() ? <QueryText query={c.q} /> : none}
      </div>
      <dl className="grid grid-cols-[minmax(140px,220px)_1fr] gap-x-4 gap-y-2 text-sm max-[600px]:grid-cols-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900 max-[600px]:mb-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
