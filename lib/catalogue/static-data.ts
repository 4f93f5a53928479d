import { JOB_OPTION_DATA, type StaticDataEntry } from "@/lib/catalogue/job-options";
import { SKILL_CATEGORIES, type SkillCategory, type StaticDataSlug } from "@/lib/catalogue/slugs";

/**
 * The static data's option lists (availability, marital status, education levels…) and the
 * specialities, without the technologies (./data.ts re-exports them with `STACKS`): the builder's
 * steps and the other forms that show a few option lists import this module (decision D83).
 */

export type { StaticDataEntry };

function numbers(from: number, to: number): StaticDataEntry[] {
  const out: StaticDataEntry[] = [];
  for (let n = from; n <= to; n++) out.push({ value: String(n), en: String(n), fr: String(n) });
  return out;
}

const SKILL_CATEGORY_FR: Record<SkillCategory, string> = {
  Framework: "Framework",
  Tools: "Outils",
  Language: "Langage",
  Methodologies: "Méthodologies",
  Cloud: "Cloud",
  "Quality Assurance": "Assurance qualité",
  Technology: "Technologie",
  Database: "Base de données",
  "Programming Concept": "Concept de programmation",
  Mobile: "Mobile",
  "Operating System": "Système d'exploitation",
  Competencies: "Compétences",
};

/** English labels follow the spec's wording; the spec's order is the display order. */
export const STATIC_DATA: Record<StaticDataSlug, readonly StaticDataEntry[]> = {
  availability: JOB_OPTION_DATA["availability"],
  "marital-status": [
    { value: "MARRIED_PARTNER", en: "Married/Partner", fr: "Marié(e)/En couple" },
    { value: "WIDOWED", en: "Widowed", fr: "Veuf/Veuve" },
    { value: "SEPARATED", en: "Separated", fr: "Séparé(e)" },
    { value: "DIVORCED", en: "Divorced", fr: "Divorcé(e)" },
    { value: "SINGLE", en: "Single", fr: "Célibataire" },
  ],
  dependents: numbers(1, 14),
  "workplace-types": JOB_OPTION_DATA["workplace-types"],
  "job-types": JOB_OPTION_DATA["job-types"],
  "contract-types": JOB_OPTION_DATA["contract-types"],
  "education-levels": [
    { value: "HIGH_SCHOOL", en: "High School", fr: "Lycée" },
    { value: "UNDERGRADUATE", en: "Undergraduate", fr: "Licence" },
    { value: "MASTERS", en: "Masters", fr: "Master" },
    { value: "PHD", en: "PhD", fr: "Doctorat" },
  ],
  "education-completion": [
    { value: "COMPLETED", en: "Completed", fr: "Terminé" },
    { value: "ON_GOING", en: "On Going", fr: "En cours" },
    { value: "INCOMPLETE", en: "Incomplete", fr: "Inachevé" },
  ],
  "immigration-documents": [
    { value: "H1B_VISA", en: "H1B Visa", fr: "Visa H1B" },
    { value: "AUSTRALIA_PASSPORT", en: "Australia passport", fr: "Passeport australien" },
    { value: "UK_PASSPORT", en: "UK passport", fr: "Passeport britannique" },
    { value: "NEW_ZEALAND_PASSPORT", en: "New Zealand passport", fr: "Passeport néo-zélandais" },
    {
      value: "CANADA_PR_OR_WORK_PERMIT",
      en: "Canada permanent residency or work permit",
      fr: "Résidence permanente ou permis de travail au Canada",
    },
    {
      value: "US_PR_OR_WORK_PERMIT",
      en: "US permanent residency or work permit",
      fr: "Résidence permanente ou permis de travail aux États-Unis",
    },
    {
      value: "APPLIED_CANADIAN_IMMIGRATION",
      en: "Applied for Canadian immigration",
      fr: "Demande d'immigration au Canada déposée",
    },
  ],
  "skill-categories": SKILL_CATEGORIES.map((c) => ({ value: c, en: c, fr: SKILL_CATEGORY_FR[c] })),
  // The spec's lowercase tokens double as the stored value and the suffix shown after an amount ("/hr").
  "salary-intervals": JOB_OPTION_DATA["salary-intervals"],
  currencies: [{ value: "USD", en: "USD", fr: "USD" }],
  "rating-choices": numbers(0, 5),
  "years-0-80": numbers(0, 80),
  "years-1-30": numbers(1, 30),
  // Values are month counts so a filter can be applied without a lookup table.
  "profile-last-updated": [
    { value: "1", en: "1 month", fr: "1 mois" },
    { value: "3", en: "3 months", fr: "3 mois" },
    { value: "6", en: "6 months", fr: "6 mois" },
    { value: "12", en: "12 months", fr: "12 mois" },
  ],
  "dashboard-periods": [
    { value: "LAST_4_WEEKS", en: "Last 4 weeks", fr: "4 dernières semaines" },
    { value: "LAST_2_MONTHS", en: "Last 2 months", fr: "2 derniers mois" },
    { value: "LAST_3_MONTHS", en: "Last 3 months", fr: "3 derniers mois" },
    { value: "LAST_6_MONTHS", en: "Last 6 months", fr: "6 derniers mois" },
  ],
  recommendations: [
    { value: "RECOMMEND", en: "Recommend", fr: "Recommander" },
    { value: "NOT_RECOMMEND", en: "Not Recommend", fr: "Ne pas recommander" },
    { value: "HOLD", en: "Hold", fr: "En attente" },
  ],
  // The spec names the stored values in capitals; the labels are their display form.
  "question-difficulties": [
    { value: "BEGINNER", en: "Beginner", fr: "Débutant" },
    { value: "INTERMEDIATE", en: "Intermediate", fr: "Intermédiaire" },
    { value: "EXPERT", en: "Expert", fr: "Expert" },
  ],
};

/** Display order is the array order. */
export const SPECIALITIES: readonly string[] = [
  "Frontend Development",
  "Backend Development",
  "Full Stack Development",
  "Mobile Development",
  "DevOps",
  "Site Reliability",
  "Cloud Architecture",
  "Solutions Architecture",
  "Data Engineering",
  "Data Science",
  "Machine Learning",
  "Database Administration",
  "QA / Test Automation",
  "Security",
  "Embedded Systems",
  "Network Engineering",
  "Game Development",
  "Blockchain",
  "UI/UX Design",
  "Product Management",
  "Project Management",
  "Business Analysis",
  "Technical Writing",
  "IT Support",
];
