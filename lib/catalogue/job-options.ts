/** `value` is what is stored and sent in payloads; labels are display only and may be reworded. */
export type StaticDataEntry = { value: string; en: string; fr: string };

/**
 * The catalogue lists a job uses (its form's selects, its facts), part of `STATIC_DATA`
 * (./data.ts) but a module of their own: the job form and job pages import these without the rest
 * of the catalogue (skills, stacks, immigration documents …), which stays out of their JavaScript
 * (decision D82). English labels follow the spec's wording; the spec's order is the display order.
 */
export const JOB_OPTION_DATA = {
  availability: [
    { value: "IMMEDIATELY", en: "Immediately", fr: "Immédiatement" },
    { value: "WITHIN_15_DAYS", en: "Within 15 days", fr: "Sous 15 jours" },
    { value: "WITHIN_30_DAYS", en: "30 days", fr: "30 jours" },
    { value: "WITHIN_45_DAYS", en: "45 days", fr: "45 jours" },
    { value: "WITHIN_2_MONTHS", en: "2 months", fr: "2 mois" },
    { value: "WITHIN_3_MONTHS", en: "3 months", fr: "3 mois" },
    { value: "WITHIN_6_MONTHS", en: "6 months", fr: "6 mois" },
    { value: "WITHIN_1_YEAR", en: "1 year", fr: "1 an" },
    { value: "OPEN_TIMELINE", en: "Open timeline", fr: "Date flexible" },
    { value: "NOT_AVAILABLE", en: "Not available", fr: "Non disponible" },
  ],
  "workplace-types": [
    { value: "NOT_DISCLOSED", en: "Not Disclosed", fr: "Non précisé" },
    { value: "ONSITE", en: "Onsite", fr: "Sur site" },
    { value: "REMOTE", en: "Remote", fr: "Télétravail" },
    { value: "HYBRID", en: "Hybrid", fr: "Hybride" },
    { value: "ANY", en: "Any", fr: "Indifférent" },
  ],
  "job-types": [
    { value: "FULL_TIME", en: "Full-time", fr: "Temps plein" },
    { value: "PART_TIME", en: "Part-time", fr: "Temps partiel" },
    { value: "CONTRACT", en: "Contract", fr: "Contrat" },
    { value: "TEMPORARY", en: "Temporary", fr: "Temporaire" },
    { value: "ANY", en: "Any", fr: "Indifférent" },
    { value: "VOLUNTEER", en: "Volunteer", fr: "Bénévolat" },
    { value: "INTERNSHIP", en: "Internship", fr: "Stage" },
    { value: "NOT_DISCLOSED", en: "Not Disclosed", fr: "Non précisé" },
  ],
  "contract-types": [
    { value: "CORP_TO_CORP", en: "Corp to Corp (C2C)", fr: "Entreprise à entreprise (C2C)" },
    { value: "W2_INCORPORATED", en: "W2 (Incorporated)", fr: "W2 (société constituée)" },
    { value: "INDIVIDUAL_T4", en: "Individual/T4", fr: "Particulier/T4" },
  ],
  // The spec's lowercase tokens double as the stored value and the suffix shown after an amount ("/hr").
  "salary-intervals": [
    { value: "year", en: "year", fr: "an" },
    { value: "month", en: "month", fr: "mois" },
    { value: "week", en: "week", fr: "semaine" },
    { value: "day", en: "day", fr: "jour" },
    { value: "hr", en: "hr", fr: "h" },
  ],
} satisfies Record<string, readonly StaticDataEntry[]>;

export type JobOptionSlug = keyof typeof JOB_OPTION_DATA;
