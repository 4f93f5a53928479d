import { formatYearsMonths } from "@/lib/i18n/format";
import {
  countryLabel,
  designationOf,
  educationGroups,
  experienceDuration,
  experienceRange,
  optionLabel,
  placeLabel,
  sortedExperience,
  stackGroups,
} from "@/lib/profiles/display";
import type { PhoneNumber } from "@/lib/profiles/types";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { documentLabels, type DocumentLabels, type DocumentLocale } from "./labels";

/**
 * What the printable profile shows (first document §2.6), already turned into text in the
 * reader's language. Built from a ViewedProfile, so every viewer rule (confidential name, masked
 * contacts for admin viewers, hidden date of birth) is applied before a document sees the data.
 * The PDF and the Word file render this same model.
 */
export type ImageAsset = { bytes: Uint8Array; type: "png" | "jpg"; width: number; height: number };

export type DocumentPlace = { label: string; countryCode: string };

export type ProfileDocumentModel = {
  locale: DocumentLocale;
  labels: DocumentLabels;
  company: { name: string; logo: ImageAsset | null };
  name: string;
  confidential: boolean;
  photo: ImageAsset | null;
  designation: string;
  domains: string[];
  location: DocumentPlace | null;
  preferredLocations: DocumentPlace[];
  /** Left column facts, label and value, only those with a value. */
  facts: { label: string; value: string }[];
  contact: { label: string; value: string }[];
  about: string;
  expertise: { designation: string; domains: string; groups: { category: string; items: { technology: string; years: string }[] }[] };
  education: { level: string; course: string; institution: string; details: string }[];
  certifications: { title: string; institution: string; details: string }[];
  experience: {
    company: string;
    designation: string;
    range: string;
    current: boolean;
    duration: string;
    country: string;
    responsibilities: string;
    projects: { name: string; description: string; duration: string; stack: string[] }[];
  }[];
};

function phoneText(p: PhoneNumber | null): string {
  if (!p?.value) return "";
  return [p.dialCode, p.value].filter(Boolean).join(" ");
}

function joinParts(...parts: (string | number | null | undefined)[]): string {
  return parts.filter((p) => p !== null && p !== undefined && p !== "").join(" · ");
}

export function buildProfileDocumentModel(
  view: ViewedProfile,
  opts: { locale: DocumentLocale; companyName: string; logo?: ImageAsset | null; photo?: ImageAsset | null; now?: Date },
): ProfileDocumentModel {
  const { locale } = opts;
  const labels = documentLabels(locale);
  const { profile } = view;
  const p = profile.personal;
  const years = (y: number, m = 0) => formatYearsMonths(y, m, locale);
  const total = profile.workExperience.totalExperience;
  const hasExperience = profile.workExperience.experience.length > 0;

  const facts = [
    { label: labels.availability, value: optionLabel("availability", p.availability, locale) },
    { label: labels.totalExperience, value: hasExperience ? years(total.years, total.months) : formatYearsMonths(null, null, locale) },
    { label: labels.workplaceType, value: optionLabel("workplace-types", p.workplaceType, locale) },
    { label: labels.jobType, value: optionLabel("job-types", p.jobType, locale) },
    { label: labels.contractType, value: optionLabel("contract-types", p.contractType, locale) },
  ].filter((f) => f.value);

  const contact = [
    { label: labels.email, value: p.emailId },
    { label: labels.altEmail, value: p.altEmail },
    { label: labels.phone, value: phoneText(p.phoneNumber) },
    { label: labels.altPhone, value: phoneText(p.alternatePhoneNumber) },
    { label: labels.linkedIn, value: p.linkedInProfileUrl },
  ].filter((c) => c.value);

  return {
    locale,
    labels,
    company: { name: opts.companyName, logo: opts.logo ?? null },
    name: view.displayName || labels.confidentialName,
    confidential: view.flags.confidential,
    photo: view.flags.confidential ? null : (opts.photo ?? null),
    designation: designationOf(profile),
    domains: profile.expertise.domains,
    location: p.currentLocation ? { label: placeLabel(p.currentLocation), countryCode: (p.currentLocation.countryCode ?? "").toUpperCase() } : null,
    preferredLocations: p.preferredLocations.map((l) => ({ label: l.value, countryCode: (l.countryCode ?? "").toUpperCase() })),
    facts,
    contact,
    about: p.summary,
    expertise: {
      designation: profile.expertise.speciality,
      domains: profile.expertise.domains.join(", "),
      groups: stackGroups(profile.expertise.stacks).map((g) => ({
        category: optionLabel("skill-categories", g.category, locale),
        items: g.items.map((s) => ({ technology: s.technology, years: years(s.experience) })),
      })),
    },
    education: educationGroups(profile.education.groupedEducation).flatMap((g) =>
      g.items.map((e) => ({
        level: optionLabel("education-levels", g.level, locale),
        course: e.courseName,
        institution: e.institution,
        details: joinParts(countryLabel(e.country, locale), optionLabel("education-completion", e.status, locale), e.completion ? `${labels.completion} ${e.completion}` : ""),
      })),
    ),
    certifications: profile.certification.map((c) => ({
      title: c.description,
      institution: c.institution,
      details: joinParts(c.year, c.validTill ? `${labels.validTill} ${c.validTill}` : "", countryLabel(c.country, locale)),
    })),
    experience: sortedExperience(profile.workExperience.experience).map((e) => {
      const d = experienceDuration(e, opts.now);
      return {
        company: e.company,
        designation: e.designation.label,
        range: experienceRange(e, locale, labels.present),
        current: e.current,
        duration: years(d.years, d.months),
        country: countryLabel(e.country, locale),
        responsibilities: e.responsibilities,
        projects: e.projects.map((proj) => ({
          name: proj.projectName,
          description: proj.shortDescription,
          duration: years(proj.experience.years, proj.experience.months),
          stack: proj.stack.map((s) => s.name),
        })),
      };
    }),
  };
}

/** "Bea_Builder_Profile.pdf": the person's name (or candidate id when confidential), safe in any header. */
export function documentFileName(model: Pick<ProfileDocumentModel, "name" | "confidential">, candidateUniqueId: string | null, ext: "pdf" | "docx"): string {
  const base = model.confidential ? `Candidate ${candidateUniqueId ?? ""}` : model.name;
  const slug = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
  return `${slug || "Candidate"}_Profile.${ext}`;
}
