import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import type { CareerJob } from "@/lib/jobs/career";
import { careerFacts, careerSkills, type CareerFact } from "@/lib/jobs/career-facts";

/** The facts and skills of a job on the career page (lib/jobs/career-facts.ts decides which). */
export async function CareerFacts({ job, locale }: { job: CareerJob; locale: Locale }) {
  const t = await getTranslations("jobs.career");
  const text = (f: CareerFact): string =>
    f.key === "experience" ? (f.to === null ? t("yearsFrom", { from: f.from }) : t("yearsRange", { from: f.from, to: f.to })) : f.value;
  const rows = careerFacts(job, locale).map((f) => [t(f.key), text(f)] as const);
  const skills = careerSkills(job);
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm max-[600px]:grid-cols-1">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {skills.length ? (
        <>
          <h3 className="mt-4 text-sm font-medium">{t("skills")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.map((s) => (
              <li key={s} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-800">
                {s}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
