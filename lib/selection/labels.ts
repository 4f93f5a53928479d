import { STATIC_DATA, type StaticDataSlug } from "@/lib/catalogue/data";

/**
 * Display labels of the stored option values a compare or share view shows, in the reader's
 * language, resolved on the server so the client gets a few small maps instead of the catalogue.
 */
const SLUGS = {
  availability: "availability",
  workplaceType: "workplace-types",
  jobType: "job-types",
  contractType: "contract-types",
  educationLevel: "education-levels",
} as const satisfies Record<string, StaticDataSlug>;

export type OptionLabels = Record<keyof typeof SLUGS, Record<string, string>>;

export function optionLabels(locale: string): OptionLabels {
  const out = {} as OptionLabels;
  for (const [key, slug] of Object.entries(SLUGS) as [keyof typeof SLUGS, StaticDataSlug][]) {
    out[key] = Object.fromEntries(STATIC_DATA[slug].map((e) => [e.value, locale === "fr" ? e.fr : e.en]));
  }
  return out;
}

