/**
 * Names of the static data lists (second document §9) served by `GET /api/static-data/{slug}`.
 * Kept free of server imports so client code can name a list without pulling in the database,
 * and free of zod (the schemas are in ./slug-schemas) so it adds nothing to a page's first load.
 */
export const STATIC_DATA_SLUGS = [
  "availability",
  "marital-status",
  "dependents",
  "workplace-types",
  "job-types",
  "contract-types",
  "education-levels",
  "education-completion",
  "immigration-documents",
  "skill-categories",
  "salary-intervals",
  "currencies",
  "rating-choices",
  "years-0-80",
  "years-1-30",
  "profile-last-updated",
  "dashboard-periods",
  "recommendations",
  "question-difficulties",
] as const;

export type StaticDataSlug = (typeof STATIC_DATA_SLUGS)[number];

export function isStaticDataSlug(v: unknown): v is StaticDataSlug {
  return typeof v === "string" && (STATIC_DATA_SLUGS as readonly string[]).includes(v);
}

/**
 * The twelve skill categories. The category name itself is the stable key: stacks rows and a
 * profile's expertise map (category → technologies) are keyed by it.
 */
export const SKILL_CATEGORIES = [
  "Framework",
  "Tools",
  "Language",
  "Methodologies",
  "Cloud",
  "Quality Assurance",
  "Technology",
  "Database",
  "Programming Concept",
  "Mobile",
  "Operating System",
  "Competencies",
] as const;

export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** Case-insensitive, since the value usually arrives from a query string typed by hand. */
export function toSkillCategory(v: string): SkillCategory | null {
  const lower = v.trim().toLowerCase();
  return SKILL_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? null;
}
