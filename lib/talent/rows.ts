import type { GeneratedTalent } from "./generate";

/**
 * The talent_profiles columns a generated talent fills, by column name: one mapping for every
 * writer of generated talents (lib/talent/mock.ts, and the search bench's bulk loader, which
 * loads this file with tsx). No imports beyond types, so both can use it.
 */
export function generatedProfileColumns(t: GeneratedTalent) {
  return {
    alt_email: t.altEmail,
    phone: t.phone,
    current_location: t.currentLocation,
    preferred_locations: t.preferredLocations,
    availability: t.availability,
    workplace_type: t.workplaceType,
    job_type: t.jobType,
    contract_type: t.contractType,
    linkedin_url: t.linkedInUrl,
    summary: t.summary,
    designation: t.designation,
    speciality: t.speciality,
    domains: t.domains,
    expertise: t.expertise,
    education: t.education,
    certifications: t.certifications,
    work_experience: t.workExperience,
    immigration: t.immigration,
    total_experience_months: t.totalExperienceMonths,
    completed_at: t.completedAt,
    name_visible: t.nameVisible,
    talent_type: t.talentType,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}
