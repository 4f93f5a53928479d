import type { StoredCertification, StoredEducation, StoredEducationItem, StoredExpertise, StoredImmigration, StoredWorkExperience } from "@/lib/profiles/types";

/**
 * The profile builder's section inputs rebuilt from what a profile stores, so a test can run the
 * builder's own schemas (lib/profiles/schemas.ts SECTION_SCHEMAS) over data written without the
 * builder: generated talents, the seed's demo profile.
 */
export type StoredProfileParts = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  altEmail: string | null;
  phone: unknown;
  currentLocation: unknown;
  preferredLocations: unknown;
  availability: string | null;
  workplaceType: string | null;
  jobType: string | null;
  contractType: string | null;
  linkedInUrl: string | null;
  summary: string | null;
  expertise: StoredExpertise;
  education: StoredEducation;
  certifications: StoredCertification[];
  workExperience: StoredWorkExperience;
  immigration: StoredImmigration | null;
};

function flatEducation(grouped: Record<string, StoredEducationItem[]>) {
  return Object.values(grouped)
    .flat()
    .map(({ isReviewed: _reviewed, ...e }) => e);
}

export function sectionInputsOf(p: StoredProfileParts) {
  const imm = p.immigration;
  return {
    personal: {
      firstName: p.firstName,
      middleName: p.middleName ?? "",
      lastName: p.lastName,
      altEmail: p.altEmail ?? "",
      phone: p.phone,
      alternatePhone: null,
      photoFileId: null,
      currentLocation: p.currentLocation,
      preferredLocations: p.preferredLocations,
      availability: p.availability,
      workplaceType: p.workplaceType,
      jobType: p.jobType ?? "",
      contractType: p.contractType ?? "",
      linkedInProfileUrl: p.linkedInUrl ?? "",
      summary: p.summary ?? "",
    },
    expertise: { speciality: p.expertise.speciality, domains: p.expertise.domains, stacks: p.expertise.stackArray },
    education: { entries: flatEducation(p.education.groupedEducation) },
    certifications: { entries: p.certifications },
    experience: { entries: p.workExperience.experience.map(({ isReviewed: _reviewed, designation, ...e }) => ({ ...e, designation: designation.value })) },
    immigration: imm
      ? {
          ...imm,
          spouse: imm.spouse ?? undefined,
          spouseApplicationDetails: imm.spouseApplicationDetails ?? undefined,
          spouseEducation: imm.spouseEducation ? flatEducation(imm.spouseEducation.groupedEducation) : [],
        }
      : null,
  };
}
