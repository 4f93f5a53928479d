import { SPECIALITIES, STATIC_DATA } from "@/lib/catalogue/static-data";
import type { StaticDataSlug } from "@/lib/catalogue/slugs";

/**
 * Choice lists of the builder. The catalogue's static data is the single source of values
 * (second document §9), so a value a form offers is a value the schema accepts.
 */
export function valuesOf(slug: StaticDataSlug): [string, ...string[]] {
  const values = STATIC_DATA[slug].map((e) => e.value);
  return values as [string, ...string[]];
}

export function optionsOf(slug: StaticDataSlug, locale: string): { value: string; label: string }[] {
  return STATIC_DATA[slug].map((e) => ({ value: e.value, label: locale === "fr" ? e.fr : e.en }));
}

export { SPECIALITIES };

/**
 * Domain expertise (industries). The spec names the field but not its list; these are the
 * industries recruiting platforms commonly offer (decision D-builder-domains).
 */
export const DOMAINS: readonly string[] = [
  "Banking",
  "Insurance",
  "Fintech",
  "Healthcare",
  "Pharmaceuticals",
  "E-commerce",
  "Retail",
  "Telecommunications",
  "Media and Entertainment",
  "Education",
  "Government",
  "Manufacturing",
  "Automotive",
  "Energy",
  "Logistics",
  "Travel and Hospitality",
  "Real Estate",
  "Gaming",
  "Cybersecurity",
  "SaaS",
];

/** The answers of yes/no questions in the immigration step. */
export const YES_NO = ["Yes", "No"] as const;
