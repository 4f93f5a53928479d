import type { ResumeParseResult } from "@/lib/resume/types";
import { SKILL_CATEGORIES } from "@/lib/catalogue/slugs";
import { isCountryCode } from "./location/data";
import { valuesOf } from "./options";
import { isListedYear, type YearMonth } from "./rules";

/**
 * Suggestions from a parsed resume (lib/resume/types.ts ResumeParseResult) in the builder's form
 * shapes. Only what passes the builder's own lists is kept (a level, a country code, a category
 * of the catalogue), so a suggestion never puts a value in a form that the form could not hold.
 * The builder fills empty fields of steps not yet saved with these, for the candidate to confirm.
 */
export type ResumePrefill = {
  personal: { firstName?: string; middleName?: string; lastName?: string; altEmail?: string; linkedInProfileUrl?: string; summary?: string; phone?: { value: string; country: string; dialCode: string } };
  expertise: { speciality?: string; stacks: { category: string; technology: string; experience: number; certificates: [] }[] };
  education: { level: string; courseName: string; institution: string; country: string; status: string; completion: number | null; certificates: [] }[];
  experience: {
    id: string;
    designation: string;
    company: string;
    country: string;
    from: YearMonth | null;
    to: YearMonth | null;
    current: boolean;
    responsibilities: string;
    certificates: [];
    projects: [];
  }[];
};

function str(v: unknown, max: number): string {
  return typeof v === "string" ? v.trim().slice(0, max) : "";
}

/** "2020-03" → March 2020; "2020" → January 2020 (the month is the candidate's to correct). */
function yearMonth(v: unknown): YearMonth | null {
  const m = typeof v === "string" ? /^(\d{4})(?:-(\d{2}))?/.exec(v) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : 1;
  return isListedYear(year, { pastOnly: true }) && month >= 1 && month <= 12 ? { year, month } : null;
}

export function prefillFromResume(result: unknown): ResumePrefill | null {
  if (!result || typeof result !== "object") return null;
  const r = result as Partial<ResumeParseResult>;
  const personal: ResumePrefill["personal"] = {};
  const p = r.personal;
  if (p) {
    if (str(p.firstName, 20)) personal.firstName = str(p.firstName, 20);
    if (str(p.middleName, 20)) personal.middleName = str(p.middleName, 20);
    if (str(p.lastName, 20)) personal.lastName = str(p.lastName, 20);
    if (str(p.altEmail, 254)) personal.altEmail = str(p.altEmail, 254);
    if (str(p.linkedInProfileUrl, 300)) personal.linkedInProfileUrl = str(p.linkedInProfileUrl, 300);
    if (str(p.summary, 2000)) personal.summary = str(p.summary, 2000);
    const phone = p.phoneNumber;
    if (phone?.value && phone.country && phone.dialCode && isCountryCode(phone.country)) personal.phone = { value: phone.value, country: phone.country, dialCode: phone.dialCode };
  }

  const stacks: ResumePrefill["expertise"]["stacks"] = [];
  for (const [category, items] of Object.entries(r.expertise?.stacks ?? {})) {
    if (!(SKILL_CATEGORIES as readonly string[]).includes(category) || !Array.isArray(items)) continue;
    for (const item of items) {
      const technology = str(item?.technology, 100);
      if (!technology) continue;
      const years = typeof item.experience === "number" ? Math.round(item.experience) : 1;
      stacks.push({ category, technology, experience: Math.min(30, Math.max(1, years)), certificates: [] });
    }
  }

  const levels = valuesOf("education-levels");
  const statuses = valuesOf("education-completion");
  const education: ResumePrefill["education"] = [];
  for (const [level, items] of Object.entries(r.education?.groupedEducation ?? {})) {
    if (!levels.includes(level) || !Array.isArray(items)) continue;
    for (const e of items) {
      const courseName = str(e?.courseName, 100);
      if (!courseName) continue;
      const year = Number(e.completion);
      education.push({
        level,
        courseName,
        institution: str(e.institution, 150),
        country: isCountryCode(e.country) ? e.country : "",
        status: e.status && statuses.includes(e.status) ? e.status : "",
        completion: isListedYear(year) ? year : null,
        certificates: [],
      });
    }
  }

  const experience: ResumePrefill["experience"] = (r.workExperience?.experience ?? []).slice(0, 30).map((e) => ({
    id: "",
    designation: str(e?.designation?.label ?? e?.designation?.value, 100),
    company: str(e?.company, 100),
    country: isCountryCode(e?.country) ? (e.country as string) : "",
    from: yearMonth(e?.from),
    to: e?.current ? null : yearMonth(e?.to),
    current: Boolean(e?.current),
    responsibilities: str(e?.responsibilities, 2000),
    certificates: [],
    projects: [],
  }));

  return { personal, expertise: { speciality: str(p?.designation, 100) || undefined, stacks: stacks.slice(0, 100) }, education: education.slice(0, 20), experience };
}
