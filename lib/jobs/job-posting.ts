/**
 * schema.org JobPosting for a career-page job (Google for Jobs reads it). Pure, so the page and
 * the tests build the same object.
 */
export type JobPostingInput = {
  id: string;
  jdId: string;
  title: string;
  description: string;
  postedOn: string;
  dueDate: string;
  jobLocations: string[];
  companyLocation: string | null;
  workplaceType: string | null;
  jobType: string | null;
  salary: { currency: "USD"; from: number | null; to: number | null; interval: "day" | "month" | "year" | null };
};

export type Organisation = { name: string; url: string; logoUrl: string | null };

// schema.org employmentType values for the catalogue's job types.
const EMPLOYMENT_TYPE: Record<string, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
  TEMPORARY: "TEMPORARY",
  INTERNSHIP: "INTERN",
  VOLUNTEER: "VOLUNTEER",
};

const UNIT_TEXT = { day: "DAY", month: "MONTH", year: "YEAR" } as const;

/** "Toronto, Canada" → a Place with the locality and the country as written. */
function place(text: string) {
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (parts.length > 1) {
    address.addressLocality = parts[0];
    address.addressCountry = parts[parts.length - 1];
    if (parts.length > 2) address.addressRegion = parts[1];
  } else {
    address.addressLocality = text;
  }
  return { "@type": "Place", address };
}

export function jobPostingJsonLd(job: JobPostingInput, org: Organisation): Record<string, unknown> {
  const locations = job.jobLocations.length ? job.jobLocations : job.companyLocation ? [job.companyLocation] : [];
  const out: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description || job.title,
    identifier: { "@type": "PropertyValue", name: org.name, value: job.jdId },
    datePosted: job.postedOn,
    validThrough: job.dueDate,
    hiringOrganization: { "@type": "Organization", name: org.name, sameAs: org.url, ...(org.logoUrl ? { logo: new URL(org.logoUrl, org.url).toString() } : {}) },
    directApply: true,
    url: `${org.url.replace(/\/$/, "")}/jobs?job=${job.id}`,
  };
  if (locations.length) out.jobLocation = locations.map(place);
  if (job.workplaceType === "REMOTE") out.jobLocationType = "TELECOMMUTE";
  if (job.jobType && EMPLOYMENT_TYPE[job.jobType]) out.employmentType = EMPLOYMENT_TYPE[job.jobType];
  if (job.salary.from !== null) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue" };
    if (job.salary.to !== null) {
      value.minValue = job.salary.from;
      value.maxValue = job.salary.to;
    } else {
      value.value = job.salary.from;
    }
    if (job.salary.interval) value.unitText = UNIT_TEXT[job.salary.interval];
    out.baseSalary = { "@type": "MonetaryAmount", currency: job.salary.currency, value };
  }
  return out;
}

/**
 * JSON for a <script type="application/ld+json"> body: "<" is escaped so no text in a job can
 * close the script element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
