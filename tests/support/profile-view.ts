import type { StoredExperienceItem, TalentProfileView } from "@/lib/profiles/types";

/**
 * A complete talent profile as lib/profiles/queries.ts `getProfile` returns it, held in memory:
 * the viewer-rule tests, the view components and the document bench all start from it. Dates are
 * fixed; the current job runs to "now", so callers that print durations pass their own clock.
 */
export const FIXTURE_IDS = {
  user: "7d4c2f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  photo: "11111111-1111-4111-8111-111111111111",
  resume: "22222222-2222-4222-8222-222222222222",
  certificate: "33333333-3333-4333-8333-333333333333",
} as const;

const cert = [{ fileId: FIXTURE_IDS.certificate, fileName: "aws-certificate.pdf" }];

function job(i: number, current: boolean): StoredExperienceItem {
  const companies = ["Northwind Payments", "Shopify", "Wealthsimple", "Coveo", "Lightspeed", "Ubisoft Montréal"];
  const startYear = 2024 - i * 3;
  return {
    id: `00000000-0000-4000-8000-${String(100000000000 + i)}`,
    designation: { value: i === 0 ? "Staff Engineer" : "Senior Engineer", label: i === 0 ? "Staff Engineer" : "Senior Engineer" },
    company: companies[i % companies.length],
    country: i % 2 ? "US" : "CA",
    from: { month: 1 + (i % 12), year: startYear },
    to: current ? null : { month: 12, year: startYear + 2 },
    current,
    responsibilities: `Led the ${companies[i % companies.length]} platform team: APIs, reliability and hiring.\nMentored engineers and ran design reviews.`,
    certificates: i === 1 ? cert : [],
    isReviewed: i !== 2,
    projects: [
      {
        projectName: `Checkout ${i + 1}`,
        shortDescription: "Payments API serving millions of requests a day, with idempotent retries and fraud checks.",
        experience: { years: 1, months: 6 },
        stack: [
          { name: "TypeScript", type: "Language" },
          { name: "PostgreSQL", type: "Database" },
          { name: "Kubernetes", type: "Cloud" },
        ],
      },
      {
        projectName: `Ledger ${i + 1}`,
        shortDescription: "Double-entry ledger with daily reconciliation.",
        experience: { years: 0, months: 9 },
        stack: [{ name: "Go", type: "Language" }],
      },
    ],
  };
}

export function fullProfileView(overrides: { experienceCount?: number } = {}): TalentProfileView {
  const experience = Array.from({ length: overrides.experienceCount ?? 4 }, (_, i) => job(i, i === 0));
  const stackArray = [
    { category: "Language" as const, technology: "TypeScript", experience: 8, certificates: [] },
    { category: "Language" as const, technology: "Go", experience: 3, certificates: [] },
    { category: "Database" as const, technology: "PostgreSQL", experience: 7, certificates: cert },
    { category: "Cloud" as const, technology: "Kubernetes", experience: 4, certificates: [] },
    { category: "Framework" as const, technology: "React", experience: 6, certificates: [] },
  ];
  const stacks: TalentProfileView["expertise"]["stacks"] = {};
  for (const { category, ...item } of stackArray) (stacks[category] ??= []).push(item);

  return {
    personal: {
      id: FIXTURE_IDS.user,
      firstName: "Zoë",
      middleName: "",
      lastName: "Tremblay",
      candidateUniqueId: "DEMO-C-200042",
      emailId: "zoe.tremblay@example.com",
      altEmail: "zoe.alt@example.org",
      phoneNumber: { value: "4165550100", country: "CA", dialCode: "+1" },
      alternatePhoneNumber: { value: "5145550199", country: "CA", dialCode: "+1" },
      profileImage: null,
      currentLocation: { country: "Canada", countryCode: "CA", state: "Ontario", locality: "Toronto", formattedAddress: "Toronto, Ontario, Canada", label: "Toronto, Ontario, Canada", value: "CA|Ontario|Toronto" },
      preferredLocations: [
        { value: "Montreal, Quebec, Canada", countryCode: "CA" },
        { value: "Seattle, Washington, United States", countryCode: "US" },
      ],
      availability: "WITHIN_30_DAYS",
      workplaceType: "HYBRID",
      jobType: "FULL_TIME",
      contractType: "INDIVIDUAL_T4",
      resume: [{ fileId: FIXTURE_IDS.resume, fileName: "zoe-tremblay-cv.pdf", contentType: "application/pdf", sizeBytes: 48_213, uploadedAt: "2026-01-10T12:00:00.000Z", url: `/api/files/${FIXTURE_IDS.resume}?exp=1&sig=${"0".repeat(64)}` }],
      linkedInProfileUrl: "https://www.linkedin.com/in/zoe-tremblay",
      summary: "Backend engineer with ten years in payments. I build reliable APIs and grow teams.",
      introVideoUrl: null,
      introVideoResponse: [],
      isIntroVideoSaved: false,
    },
    expertise: { speciality: "Backend Development", domains: ["Banking", "Fintech", "SaaS"], isReviewComplete: true, stacks, stackArray },
    education: {
      isReviewComplete: false,
      groupedEducation: {
        UNDERGRADUATE: [{ level: "UNDERGRADUATE", courseName: "BSc Computer Science", institution: "University of Toronto", country: "CA", status: "COMPLETED", completion: 2012, certificates: [], isReviewed: true }],
        MASTERS: [{ level: "MASTERS", courseName: "MSc Software Engineering", institution: "McGill University", country: "CA", status: "COMPLETED", completion: 2014, certificates: cert, isReviewed: false }],
      },
    },
    certification: [
      { description: "AWS Solutions Architect", institution: "Amazon Web Services", validTill: 2027, country: "US", status: "COMPLETED", year: 2020, certificates: cert },
      { description: "Certified Kubernetes Administrator", institution: "CNCF", validTill: null, country: "", status: "COMPLETED", year: 2022, certificates: [] },
    ],
    workExperience: { isReviewComplete: false, totalExperience: { totalMonths: 121, years: 10, months: 1 }, experience },
    projects: experience.flatMap((e) => e.projects.map((p) => ({ ...p, company: e.company }))),
    immigration: {
      dob: "1990-04-12",
      maritalStatus: "MARRIED_PARTNER",
      dependents: 2,
      citizenship: "IN",
      remoteWork: "Yes",
      validDocument: "Yes",
      checkLists: ["CANADA_PR_OR_WORK_PERMIT"],
      applicationDetails: { applicationDate: "2021-03-01", applicationCountry: "CA", applicationStatus: "Approved" },
      spouse: { firstName: "Sam", middleName: "", lastName: "Tremblay", dob: "1991-02-02", country: "CA", citizenship: "IN", validDocument: "Yes" },
      spouseApplicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" },
      spouseEducation: { groupedEducation: { MASTERS: [{ level: "MASTERS", courseName: "MBA", institution: "IIM Bangalore", country: "IN", status: "COMPLETED", completion: 2015, certificates: [], isReviewed: false }] } },
    },
    builder: { furthestStep: "immigration", completed: true, completedSteps: ["resume", "personal", "expertise", "education", "certifications", "experience", "immigration"], updatedAt: "2026-02-01T10:00:00.000Z" },
  };
}
