import type { CertificateRef, EducationEntry, ExperienceEntry, LocationValue, StackItem } from "./schemas";
import type { BuilderStep, TotalExperience } from "./rules";

/**
 * The profile as views read it (second document §3 Profile). Client-safe: no server imports, so
 * the builder's forms and the profile views share the one shape.
 */
export type PhoneNumber = { value: string; country: string; dialCode: string };

export type ProfileFile = { fileId: string; fileName: string; contentType: string; sizeBytes: number; uploadedAt: string; url: string };

export type StoredExpertise = {
  speciality: string;
  domains: string[];
  isReviewComplete: boolean;
  /** Category → its technologies, the spec's map. */
  stacks: Record<string, Omit<StackItem, "category">[]>;
  stackArray: StackItem[];
};

export type StoredEducationItem = EducationEntry & { isReviewed: boolean };
export type StoredEducation = { groupedEducation: Record<string, StoredEducationItem[]>; isReviewComplete: boolean };

export type StoredExperienceItem = Omit<ExperienceEntry, "designation"> & { id: string; designation: { value: string; label: string }; isReviewed: boolean };
export type StoredWorkExperience = { isReviewComplete: boolean; totalExperience: TotalExperience; experience: StoredExperienceItem[] };

export type StoredCertification = {
  description: string;
  institution: string;
  validTill: number | null;
  country: string;
  status: string;
  year: number | null;
  certificates: CertificateRef[];
};

export type StoredImmigration = {
  dob: string;
  maritalStatus: string;
  dependents: number | null;
  citizenship: string;
  remoteWork: string;
  validDocument: string;
  checkLists: string[];
  applicationDetails: { applicationDate: string; applicationCountry: string; applicationStatus: string };
  spouse: { firstName: string; middleName: string; lastName: string; dob: string; country: string; citizenship: string; validDocument: string } | null;
  spouseApplicationDetails: { applicationDate: string; applicationCountry: string; applicationStatus: string } | null;
  spouseEducation: { groupedEducation: Record<string, StoredEducationItem[]> } | null;
};

export type TalentProfileView = {
  personal: {
    id: string;
    firstName: string;
    middleName: string;
    lastName: string;
    candidateUniqueId: string | null;
    emailId: string;
    altEmail: string;
    phoneNumber: PhoneNumber | null;
    alternatePhoneNumber: PhoneNumber | null;
    profileImage: (ProfileFile & { content: string }) | null;
    currentLocation: LocationValue | null;
    preferredLocations: { value: string; countryCode: string }[];
    availability: string;
    workplaceType: string;
    jobType: string;
    contractType: string;
    resume: ProfileFile[];
    linkedInProfileUrl: string;
    summary: string;
    introVideoUrl: string | null;
    introVideoResponse: { question: string; questionNumber: number; startTime: number; endTime: number }[];
    isIntroVideoSaved: boolean;
  };
  expertise: StoredExpertise;
  education: StoredEducation;
  certification: StoredCertification[];
  workExperience: StoredWorkExperience;
  /** Every project of every experience, flattened for views that list them on their own. */
  projects: (StoredExperienceItem["projects"][number] & { company: string })[];
  immigration: StoredImmigration | null;
  builder: { furthestStep: BuilderStep; completed: boolean; completedSteps: BuilderStep[]; updatedAt: string | null };
};
