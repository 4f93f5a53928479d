import { z } from "zod";
import { SKILL_CATEGORIES } from "@/lib/catalogue/slugs";
import { FILE_NAME_MAX } from "@/lib/storage/names";
import { hasNoNul } from "@/lib/text/nul";
import { isCountryCode } from "./location/data";
import { PROFILE_MESSAGES as M } from "./messages";
import { YES_NO, valuesOf } from "./options";
import { isAfter, isListedYear, type BuilderStep } from "./rules";

/**
 * One zod schema per builder section, shared by the forms (zodResolver), the server actions and
 * the commands. Texts are capped before trimming so a megabyte is refused without more work, and
 * every list is bounded so no request can make a profile grow without limit.
 */

export { NAME_MAX } from "./limits";
import { NAME_MAX } from "./limits";
export const SHORT_TEXT_MAX = 100;
export const MEDIUM_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 2000;

/** Postgres cannot store U+0000 (lib/text/nul.ts): every free text of a profile refuses it. */
const NUL_FREE = { message: M.textInvalid, abort: true } as const;

function requiredText(message: string, max = SHORT_TEXT_MAX, tooLong: string = M.textTooLong) {
  return z
    .string({ error: message })
    .max(max * 4, { message: tooLong, abort: true })
    .refine(hasNoNul, NUL_FREE)
    .trim()
    // No abort here: an empty field must not stop the entry's own refinements (to after from).
    .min(1, message)
    .max(max, tooLong);
}

function optionalText(max = SHORT_TEXT_MAX, tooLong: string = M.textTooLong) {
  return z
    .string({ error: tooLong })
    .max(max * 4, { message: tooLong, abort: true })
    .refine(hasNoNul, NUL_FREE)
    .trim()
    .max(max, tooLong)
    .default("");
}

function choice(values: readonly [string, ...string[]], message: string) {
  return z.enum(values, { error: message });
}

function optionalChoice(values: readonly string[], message: string = M.choiceInvalid) {
  return z.enum(["", ...values] as [string, ...string[]], { error: message }).default("");
}

const countryField = z
  .string({ error: M.countryInvalid })
  .max(8, M.countryInvalid)
  .refine((v) => v === "" || isCountryCode(v), M.countryInvalid)
  .default("");

/** A year from the spec's list (1959 to this year + 20, or to this year when pastOnly). */
function yearField(message: string, opts: { pastOnly?: boolean } = {}) {
  return z
    .number({ error: message })
    .int(message)
    .refine((y) => isListedYear(y, { pastOnly: opts.pastOnly }), M.yearInvalid);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseIsoDate(v: string): Date | null {
  if (!ISO_DATE.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? null : d;
}

const optionalDate = z
  .string({ error: M.dateInvalid })
  .max(10, M.dateInvalid)
  .refine((v) => v === "" || (parseIsoDate(v) !== null && isListedYear(Number(v.slice(0, 4)))), M.dateInvalid)
  .default("");

/** Whole years between a birth date and today. */
export function ageOn(dob: string, now = new Date()): number {
  const d = parseIsoDate(dob);
  if (!d) return -1;
  let age = now.getUTCFullYear() - d.getUTCFullYear();
  const beforeBirthday = now.getUTCMonth() < d.getUTCMonth() || (now.getUTCMonth() === d.getUTCMonth() && now.getUTCDate() < d.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Spec: age must be over 18 (terms). Optional, but a given date must be a real past date of an adult. */
const dobField = z
  .string({ error: M.dobInvalid })
  .max(10, M.dobInvalid)
  .refine((v) => v === "" || parseIsoDate(v) !== null, { message: M.dobInvalid, abort: true })
  .refine((v) => v === "" || Number(v.slice(0, 4)) >= 1900, { message: M.dobInvalid, abort: true })
  .refine((v) => v === "" || ageOn(v) >= 18, M.ageUnder18)
  .default("");

/** A certificate (PDF) uploaded through /api/candidate/uploads; the command checks it is the user's. */
export const certificateRefSchema = z.object({
  fileId: z.uuid({ error: M.fileInvalid }),
  fileName: z.string({ error: M.fileInvalid }).max(FILE_NAME_MAX, M.fileInvalid).refine(hasNoNul, NUL_FREE),
});
export type CertificateRef = z.infer<typeof certificateRefSchema>;
const certificates = z.array(certificateRefSchema, { error: M.fileInvalid }).max(10, M.tooMany).default([]);

// ---------------------------------------------------------------------------------------------

export const resumeSectionSchema = z.object({
  fileId: z.uuid({ error: M.resumeRequired }),
});

export const locationSchema = z
  .object({
    country: optionalText(SHORT_TEXT_MAX),
    countryCode: countryField,
    state: optionalText(SHORT_TEXT_MAX),
    locality: optionalText(SHORT_TEXT_MAX),
    formattedAddress: optionalText(300),
    label: optionalText(300),
    value: optionalText(300),
  })
  // Spec §5: a place counts when its country, state or locality is known.
  .refine((p) => Boolean(p.country || p.countryCode || p.state || p.locality), M.currentLocationRequired);
export type LocationValue = z.infer<typeof locationSchema>;

const phoneSchema = z.object({
  value: z.string({ error: M.phoneInvalid }).regex(/^\d{4,15}$/, M.phoneInvalid),
  country: countryField.refine((v) => v !== "", M.phoneInvalid),
  dialCode: z.string({ error: M.phoneInvalid }).regex(/^\+\d{1,4}$/, M.phoneInvalid),
});

/** A phone field left empty (only a country picked) is no phone number at all. */
const optionalPhone = z.preprocess(
  (v) => (v === undefined || (typeof v === "object" && v !== null && (v as { value?: unknown }).value === "") ? null : v),
  phoneSchema.nullable(),
);

/** LinkedIn profile address: https, on linkedin.com or a subdomain of it. */
function isLinkedInUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && (u.hostname === "linkedin.com" || u.hostname.endsWith(".linkedin.com"));
  } catch {
    return false;
  }
}

export const personalSectionSchema = z.object({
  firstName: requiredText(M.firstNameRequired, NAME_MAX, M.nameTooLong),
  middleName: optionalText(NAME_MAX, M.nameTooLong),
  lastName: requiredText(M.lastNameRequired, NAME_MAX, M.nameTooLong),
  altEmail: z
    .string({ error: M.emailInvalid })
    .max(254, M.emailInvalid)
    .refine(hasNoNul, NUL_FREE)
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, M.emailInvalid)
    .default(""),
  phone: optionalPhone,
  alternatePhone: optionalPhone,
  photoFileId: z.uuid({ error: M.fileInvalid }).nullable().default(null),
  currentLocation: locationSchema.nullable().refine((v) => v !== null, M.currentLocationRequired),
  preferredLocations: z
    .array(z.object({ value: requiredText(M.currentLocationRequired, 300), countryCode: countryField }), { error: M.choiceInvalid })
    .max(5, M.tooMany)
    .default([]),
  availability: choice(valuesOf("availability"), M.availabilityRequired),
  workplaceType: choice(valuesOf("workplace-types"), M.workplaceTypeRequired),
  jobType: optionalChoice(valuesOf("job-types")),
  contractType: optionalChoice(valuesOf("contract-types")),
  linkedInProfileUrl: z
    .string({ error: M.linkedInInvalid })
    .max(300, M.linkedInInvalid)
    .refine(hasNoNul, NUL_FREE)
    .trim()
    .refine((v) => v === "" || isLinkedInUrl(v), M.linkedInInvalid)
    .default(""),
  summary: optionalText(LONG_TEXT_MAX),
});

export const stackItemSchema = z.object({
  category: choice(SKILL_CATEGORIES, M.categoryRequired),
  technology: requiredText(M.technologyRequired),
  experience: z.number({ error: M.experienceRequired }).int(M.experienceRequired).min(1, M.experienceRequired).max(30, M.experienceRequired),
  certificates,
});
export type StackItem = z.infer<typeof stackItemSchema>;

export const expertiseSectionSchema = z.object({
  speciality: requiredText(M.designationRequired),
  domains: z.array(requiredText(M.domainRequired), { error: M.domainRequired }).min(1, M.domainRequired).max(10, M.tooMany),
  stacks: z
    .array(stackItemSchema, { error: M.stackRequired })
    .min(1, M.stackRequired)
    .max(100, M.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((s, i) => {
        const key = `${s.category}\u0001${s.technology.toLowerCase()}`;
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: M.stackDuplicate, path: [i, "technology"] });
        seen.add(key);
      });
    }),
});

export const educationEntrySchema = z.object({
  level: choice(valuesOf("education-levels"), M.levelRequired),
  courseName: requiredText(M.courseRequired),
  institution: optionalText(150),
  country: countryField,
  status: optionalChoice(valuesOf("education-completion")),
  /** Year of completion, expected or done: the full list (to this year + 20). */
  completion: yearField(M.yearInvalid).nullable().default(null),
  certificates,
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const educationSectionSchema = z.object({
  entries: z.array(educationEntrySchema, { error: M.choiceInvalid }).max(20, M.tooMany),
});

export const certificationEntrySchema = z
  .object({
    description: requiredText(M.descriptionRequired, 150),
    institution: optionalText(150),
    year: yearField(M.yearInvalid, { pastOnly: true }).nullable().default(null),
    validTill: yearField(M.yearInvalid).nullable().default(null),
    country: countryField,
    status: optionalChoice(valuesOf("education-completion")),
    certificates,
  })
  .refine((c) => c.year === null || c.validTill === null || c.validTill >= c.year, { message: M.validTillBeforeYear, path: ["validTill"] });

export const certificationsSectionSchema = z.object({
  entries: z.array(certificationEntrySchema, { error: M.choiceInvalid }).max(30, M.tooMany),
});

const monthField = (message: string) => z.number({ error: message }).int(message).min(1, message).max(12, message);

const yearMonthSchema = (message: string) =>
  z.object({ month: monthField(message), year: yearField(message, { pastOnly: true }) }, { error: message });

export const projectSchema = z
  .object({
    projectName: requiredText(M.projectTitleRequired),
    shortDescription: requiredText(M.descriptionRequired, MEDIUM_TEXT_MAX),
    experience: z.object(
      {
        years: z.number({ error: M.yearsMonthsRequired }).int(M.yearsMonthsRequired).min(0, M.yearsMonthsRequired).max(80, M.yearsMonthsRequired),
        months: z.number({ error: M.yearsMonthsRequired }).int(M.yearsMonthsRequired).min(0, M.yearsMonthsRequired).max(11, M.yearsMonthsRequired),
      },
      { error: M.yearsMonthsRequired },
    ),
    stack: z
      .array(z.object({ name: requiredText(M.technologyRequired), type: choice(SKILL_CATEGORIES, M.categoryRequired) }), { error: M.choiceInvalid })
      .max(30, M.tooMany)
      .default([]),
  })
  .refine((p) => p.experience.years + p.experience.months > 0, { message: M.yearsMonthsRequired, path: ["experience"] });
export type Project = z.infer<typeof projectSchema>;

function isYearMonth(v: unknown): boolean {
  const d = v as { month?: unknown; year?: unknown } | null;
  return typeof d === "object" && d !== null && Number.isInteger(d.month) && Number.isInteger(d.year);
}

function datesUsable(v: unknown): boolean {
  const e = v as { from?: unknown; to?: unknown; current?: unknown } | null;
  if (typeof e !== "object" || e === null || !isYearMonth(e.from)) return false;
  if (e.current !== undefined && typeof e.current !== "boolean") return false;
  return e.to === null || e.to === undefined || isYearMonth(e.to);
}

export const experienceEntrySchema = z
  .object({
    id: z.string().max(64).refine(hasNoNul, NUL_FREE).default(""),
    designation: requiredText(M.designationRequired),
    company: requiredText(M.companyRequired),
    country: countryField,
    from: yearMonthSchema(M.fromRequired),
    to: yearMonthSchema(M.toRequired).nullable().default(null),
    current: z.boolean({ error: M.choiceInvalid }).default(false),
    responsibilities: optionalText(LONG_TEXT_MAX),
    certificates,
    projects: z.array(projectSchema, { error: M.choiceInvalid }).max(20, M.tooMany).default([]),
  })
  .superRefine(
    (e, ctx) => {
      if (e.current) return;
      if (!e.to) ctx.addIssue({ code: "custom", message: M.toRequired, path: ["to"] });
      else if (!isAfter(e.to, e.from)) ctx.addIssue({ code: "custom", message: M.toAfterFrom, path: ["to"] });
    },
    // Judged as soon as the dates themselves are usable, so the message shows alongside the
    // entry's other problems (a project without a title) instead of only after they are fixed.
    { when: (payload) => datesUsable(payload.value) },
  );
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const experienceSectionSchema = z.object({
  entries: z.array(experienceEntrySchema, { error: M.choiceInvalid }).max(30, M.tooMany),
});

const applicationDetailsSchema = z
  .object({
    applicationDate: optionalDate,
    applicationCountry: countryField,
    applicationStatus: optionalText(SHORT_TEXT_MAX),
  })
  .default({ applicationDate: "", applicationCountry: "", applicationStatus: "" });

const yesNo = optionalChoice(YES_NO);

export const spouseSchema = z
  .object({
    firstName: optionalText(NAME_MAX, M.nameTooLong),
    middleName: optionalText(NAME_MAX, M.nameTooLong),
    lastName: optionalText(NAME_MAX, M.nameTooLong),
    dob: optionalDate,
    country: countryField,
    citizenship: countryField,
    validDocument: yesNo,
  })
  .default({ firstName: "", middleName: "", lastName: "", dob: "", country: "", citizenship: "", validDocument: "" });

// The marital status whose spouse details are asked (in ./rules, which client pages import without zod).
export { MARRIED } from "./rules";

export const immigrationSectionSchema = z.object({
  dob: dobField,
  maritalStatus: optionalChoice(valuesOf("marital-status")),
  dependents: z.number({ error: M.dependentsRange }).int(M.dependentsRange).min(1, M.dependentsRange).max(14, M.dependentsRange).nullable().default(null),
  citizenship: countryField,
  remoteWork: yesNo,
  validDocument: yesNo,
  checkLists: z
    .array(choice(valuesOf("immigration-documents"), M.choiceInvalid), { error: M.choiceInvalid })
    .max(7, M.tooMany)
    .default([])
    .transform((list) => [...new Set(list)]),
  applicationDetails: applicationDetailsSchema,
  spouse: spouseSchema,
  spouseApplicationDetails: applicationDetailsSchema,
  spouseEducation: z.array(educationEntrySchema, { error: M.choiceInvalid }).max(20, M.tooMany).default([]),
});

export const SECTION_SCHEMAS = {
  resume: resumeSectionSchema,
  personal: personalSectionSchema,
  expertise: expertiseSectionSchema,
  education: educationSectionSchema,
  certifications: certificationsSectionSchema,
  experience: experienceSectionSchema,
  immigration: immigrationSectionSchema,
} as const satisfies Record<BuilderStep, z.ZodType>;

export type SectionInput<S extends BuilderStep> = z.input<(typeof SECTION_SCHEMAS)[S]>;
export type SectionData<S extends BuilderStep> = z.output<(typeof SECTION_SCHEMAS)[S]>;

export const saveSectionInputSchema = z.discriminatedUnion("section", [
  z.object({ section: z.literal("resume"), data: resumeSectionSchema }),
  z.object({ section: z.literal("personal"), data: personalSectionSchema }),
  z.object({ section: z.literal("expertise"), data: expertiseSectionSchema }),
  z.object({ section: z.literal("education"), data: educationSectionSchema }),
  z.object({ section: z.literal("certifications"), data: certificationsSectionSchema }),
  z.object({ section: z.literal("experience"), data: experienceSectionSchema }),
  z.object({ section: z.literal("immigration"), data: immigrationSectionSchema }),
]);
