import type { ResumePrefill } from "@/lib/profiles/prefill";
import type { SectionInput } from "@/lib/profiles/schemas";
import type { TalentProfileView } from "@/lib/profiles/types";

/**
 * Form values of each step from the saved profile. For a step not yet saved, empty fields take the
 * resume parse's suggestions (`prefill`), which the candidate confirms by saving the step.
 */
export type FormOf<S extends keyof SectionDefaults> = SectionDefaults[S];
type SectionDefaults = {
  resume: SectionInput<"resume">;
  personal: SectionInput<"personal">;
  expertise: SectionInput<"expertise">;
  education: SectionInput<"education">;
  certifications: SectionInput<"certifications">;
  experience: SectionInput<"experience">;
  immigration: SectionInput<"immigration">;
};

/** A select the user has not chosen yet: the schema's own message explains what is missing. */
export const UNSET = null as unknown as number;

export const EMPTY_STACK = { category: "", technology: "", experience: UNSET, certificates: [] } as unknown as NonNullable<SectionInput<"expertise">["stacks"]>[number];
export const EMPTY_EDUCATION = { level: "", courseName: "", institution: "", country: "", status: "", completion: null, certificates: [] } as unknown as SectionInput<"education">["entries"][number];
export const EMPTY_CERTIFICATION = { description: "", institution: "", year: null, validTill: null, country: "", status: "", certificates: [] } as SectionInput<"certifications">["entries"][number];
export const EMPTY_PROJECT = { projectName: "", shortDescription: "", experience: { years: UNSET, months: UNSET }, stack: [] } as SectionInput<"experience">["entries"][number]["projects"] extends (infer P)[] | undefined ? P : never;
export const EMPTY_EXPERIENCE = {
  id: "",
  designation: "",
  company: "",
  country: "",
  from: { month: UNSET, year: UNSET },
  to: null,
  current: false,
  responsibilities: "",
  certificates: [],
  projects: [],
} as SectionInput<"experience">["entries"][number];

export function personalDefaults(p: TalentProfileView, prefill: ResumePrefill | null): SectionInput<"personal"> {
  const pre = prefill?.personal ?? {};
  const s = p.personal;
  return {
    firstName: s.firstName || pre.firstName || "",
    middleName: s.middleName || pre.middleName || "",
    lastName: s.lastName || pre.lastName || "",
    altEmail: s.altEmail || pre.altEmail || "",
    phone: s.phoneNumber ?? pre.phone ?? null,
    alternatePhone: s.alternatePhoneNumber,
    photoFileId: s.profileImage?.fileId ?? null,
    currentLocation: s.currentLocation,
    preferredLocations: s.preferredLocations,
    availability: s.availability as SectionInput<"personal">["availability"],
    workplaceType: s.workplaceType as SectionInput<"personal">["workplaceType"],
    jobType: s.jobType,
    contractType: s.contractType,
    linkedInProfileUrl: s.linkedInProfileUrl || pre.linkedInProfileUrl || "",
    summary: s.summary || pre.summary || "",
  };
}

export function expertiseDefaults(p: TalentProfileView, prefill: ResumePrefill | null): SectionInput<"expertise"> {
  const x = p.expertise;
  const stacks = x.stackArray.length ? x.stackArray : (prefill?.expertise.stacks ?? []);
  return {
    speciality: x.speciality || prefill?.expertise.speciality || "",
    domains: x.domains,
    stacks: (stacks.length ? stacks : [EMPTY_STACK]) as SectionInput<"expertise">["stacks"],
  };
}

export function educationDefaults(p: TalentProfileView, prefill: ResumePrefill | null): SectionInput<"education"> {
  const saved = Object.values(p.education.groupedEducation).flat();
  const entries = saved.length ? saved.map(({ isReviewed: _r, ...e }) => e) : (prefill?.education ?? []);
  return { entries: entries as SectionInput<"education">["entries"] };
}

export function certificationsDefaults(p: TalentProfileView): SectionInput<"certifications"> {
  return { entries: p.certification as SectionInput<"certifications">["entries"] };
}

export function experienceDefaults(p: TalentProfileView, prefill: ResumePrefill | null): SectionInput<"experience"> {
  const saved = p.workExperience.experience;
  if (saved.length) {
    return {
      entries: saved.map(({ isReviewed: _r, designation, ...e }) => ({ ...e, designation: designation.label })) as SectionInput<"experience">["entries"],
    };
  }
  const pre = (prefill?.experience ?? []).map((e) => ({ ...e, from: e.from ?? { month: UNSET, year: UNSET } }));
  return { entries: pre as SectionInput<"experience">["entries"] };
}

export function immigrationDefaults(p: TalentProfileView): SectionInput<"immigration"> {
  const i = p.immigration;
  const emptyApp = { applicationDate: "", applicationCountry: "", applicationStatus: "" };
  const emptySpouse = { firstName: "", middleName: "", lastName: "", dob: "", country: "", citizenship: "", validDocument: "" };
  if (!i) {
    return { dob: "", maritalStatus: "", dependents: null, citizenship: "", remoteWork: "", validDocument: "", checkLists: [], applicationDetails: emptyApp, spouse: emptySpouse, spouseApplicationDetails: emptyApp, spouseEducation: [] };
  }
  return {
    ...i,
    spouse: i.spouse ?? emptySpouse,
    spouseApplicationDetails: i.spouseApplicationDetails ?? emptyApp,
    spouseEducation: Object.values(i.spouseEducation?.groupedEducation ?? {})
      .flat()
      .map(({ isReviewed: _r, ...e }) => e) as SectionInput<"immigration">["spouseEducation"],
  } as SectionInput<"immigration">;
}
