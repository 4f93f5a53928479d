import { isCandidateLogin } from "@/lib/auth/identity";
import { isEmptyImmigration, isMarried } from "./display";
import type { PhoneNumber, StoredEducationItem, TalentProfileView } from "./types";

/**
 * Who is looking at a profile, and what they may see (first document §6, §4.4). Pure: the same
 * rules shape the web views, the public link and the documents, and the hidden data is removed
 * from the profile itself, so nothing a viewer may not see ever reaches their browser or file.
 *
 * - self: the talent on /profile (edit links, downloads, share).
 * - preview: the talent's own profile without edit and delete (spec: preview mode).
 * - admin: an admin-portal user of the same company (admin flag: header menu, admin-mode
 *   certificate download, no empty-projects hint; masked contacts in the printable profile).
 * - public: someone holding a public link (no certificate chips, no left stack chips).
 */
export const VIEWER_KINDS = ["self", "preview", "admin", "public"] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

export type Viewer = {
  kind: ViewerKind;
  /** "document": the printable profile (PDF, Word), where admin viewers get masked contacts. */
  medium?: "screen" | "document";
};

/** Facts about the candidate (not in the builder's profile view) that the rules depend on. */
export type ProfileSubject = {
  /** Candidate name view permission (spec §6, defaults to true). */
  nameVisible: boolean;
  /** How the candidate signs in; external, public and job logins hide the date of birth. */
  loginType: string | null;
};

export type ViewFlags = {
  /** Edit links to /builder?section=… */
  canEdit: boolean;
  canDelete: boolean;
  /** Spec §6: the completed-profile view lets a project be edited. */
  canEditProjects: boolean;
  showCertificateChips: boolean;
  /** The stack chips of the left column. */
  showStackChips: boolean;
  showDateOfBirth: boolean;
  showImmigration: boolean;
  showSpouseEducation: boolean;
  /** Reviewed / not reviewed badges and highlights. */
  showReviewState: boolean;
  showEmptyProjectsHint: boolean;
  /** Admin flag: header menu section and admin-mode certificate download. */
  adminMode: boolean;
  /** Name permission off: confidential-name label, masked e-mails, no photo. */
  confidential: boolean;
  showDownloads: boolean;
  showShare: boolean;
};

export type ProfileDownloads = { resume: boolean; pdf: boolean; docx: boolean };

export type ViewedProfile = {
  viewer: ViewerKind;
  profile: TalentProfileView;
  /** Null when the name is confidential: show the confidential-name label instead. */
  displayName: string | null;
  flags: ViewFlags;
  downloads: ProfileDownloads;
};

// ---------------------------------------------------------------------------------------------
// Masking
// ---------------------------------------------------------------------------------------------

const MASK = "*";

/** "ta****@demo.test": the first two characters of the local part (one when it is short) and the domain. */
export function maskEmail(email: string | null | undefined): string {
  const v = (email ?? "").trim();
  if (!v) return "";
  const at = v.lastIndexOf("@");
  if (at <= 0) return MASK.repeat(Math.min(v.length, 8));
  const local = v.slice(0, at);
  const keep = local.length > 3 ? 2 : 1;
  return `${local.slice(0, keep)}${MASK.repeat(Math.max(3, local.length - keep))}@${v.slice(at + 1)}`;
}

/** Every digit but the last two: "******0100" → enough to tell two numbers apart, not to call. */
export function maskPhoneNumber(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "");
  if (!digits) return "";
  const keep = digits.length > 4 ? 2 : 0;
  return MASK.repeat(digits.length - keep) + digits.slice(digits.length - keep);
}

/** "+1" → "+*", "+44" → "+**". */
export function maskDialCode(dialCode: string | null | undefined): string {
  const v = (dialCode ?? "").trim();
  if (!v) return "";
  return `+${MASK.repeat(Math.max(1, v.replace(/\D/g, "").length))}`;
}

export function maskPhone(p: PhoneNumber | null): PhoneNumber | null {
  if (!p) return null;
  return { value: maskPhoneNumber(p.value), country: p.country, dialCode: maskDialCode(p.dialCode) };
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** Spec §4.4: immigration shows when it exists, the work-status flag is on and it is not the empty default. */
export function immigrationVisible(profile: Pick<TalentProfileView, "immigration" | "builder">): boolean {
  // The work-status flag is the immigration (work status) step having been saved (decision D27).
  const workStatus = profile.builder.completed || profile.builder.completedSteps.includes("immigration");
  return profile.immigration !== null && workStatus && !isEmptyImmigration(profile.immigration);
}

function withoutCertificates<T extends { certificates?: unknown[] }>(item: T): T {
  return { ...item, certificates: [] };
}

function stripEducationCertificates(grouped: Record<string, StoredEducationItem[]>): Record<string, StoredEducationItem[]> {
  return Object.fromEntries(Object.entries(grouped).map(([k, list]) => [k, list.map(withoutCertificates)]));
}

/** A copy of the profile with everything this viewer may not see removed or masked. */
export function viewFor(profile: TalentProfileView, viewer: Viewer, subject: ProfileSubject): ViewedProfile {
  const own = viewer.kind === "self" || viewer.kind === "preview";
  const admin = viewer.kind === "admin";
  const isPublic = viewer.kind === "public";
  const document = viewer.medium === "document";
  // The talent always sees their own name; everyone else only with the name permission.
  const confidential = !own && !subject.nameVisible;
  const showDateOfBirth = !isCandidateLogin(subject.loginType);
  // Public links do not carry immigration (personal and a spouse's data) (decision D27).
  const showImmigration = !isPublic && immigrationVisible(profile);
  const maskContacts = confidential || (admin && document);

  const p: TalentProfileView = structuredClone(profile);
  const personal = p.personal;
  if (maskContacts) {
    personal.emailId = maskEmail(personal.emailId);
    personal.altEmail = maskEmail(personal.altEmail);
    personal.phoneNumber = maskPhone(personal.phoneNumber);
    personal.alternatePhoneNumber = maskPhone(personal.alternatePhoneNumber);
  }
  if (confidential) {
    personal.firstName = "";
    personal.middleName = "";
    personal.lastName = "";
    personal.profileImage = null;
    // A LinkedIn address and the original resume name the person as surely as the name does.
    personal.linkedInProfileUrl = "";
    personal.resume = [];
    if (p.immigration?.spouse) p.immigration.spouse = { ...p.immigration.spouse, firstName: "", middleName: "", lastName: "" };
  }
  if (!showDateOfBirth && p.immigration) p.immigration.dob = "";
  if (!showImmigration) p.immigration = null;
  const showSpouseEducation = showImmigration && isMarried(p.immigration);
  if (p.immigration && !showSpouseEducation) p.immigration.spouseEducation = null;

  if (isPublic) {
    p.expertise.stackArray = p.expertise.stackArray.map(withoutCertificates);
    p.expertise.stacks = Object.fromEntries(Object.entries(p.expertise.stacks).map(([k, list]) => [k, list.map(withoutCertificates)]));
    p.education.groupedEducation = stripEducationCertificates(p.education.groupedEducation);
    p.certification = p.certification.map(withoutCertificates);
    p.workExperience.experience = p.workExperience.experience.map(withoutCertificates);
    if (p.immigration?.spouseEducation) p.immigration.spouseEducation = { groupedEducation: stripEducationCertificates(p.immigration.spouseEducation.groupedEducation) };
    // Files behind the link's reader are the talent's own business: no resume either, and no
    // internal candidate id.
    personal.resume = [];
    personal.candidateUniqueId = null;
  }

  const flags: ViewFlags = {
    canEdit: viewer.kind === "self",
    canDelete: viewer.kind === "self",
    canEditProjects: viewer.kind === "self" && profile.builder.completed,
    showCertificateChips: !isPublic,
    showStackChips: !isPublic,
    showDateOfBirth,
    showImmigration,
    showSpouseEducation,
    showReviewState: !isPublic,
    showEmptyProjectsHint: own,
    adminMode: admin,
    confidential,
    showDownloads: viewer.kind === "self" || admin,
    showShare: viewer.kind === "self" || admin,
  };

  return {
    viewer: viewer.kind,
    profile: p,
    displayName: confidential ? null : [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(" "),
    flags,
    downloads: {
      // Spec §4.4: the original resume only if one exists; Word only for a custom resume (a
      // profile completed in the builder, decision D27).
      resume: flags.showDownloads && personal.resume.length > 0,
      pdf: flags.showDownloads,
      docx: flags.showDownloads && profile.builder.completed,
    },
  };
}
