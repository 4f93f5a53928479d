import { countryName } from "@/lib/profiles/location/data";
import { makePlace } from "@/lib/profiles/location/provider";
import { totalExperience } from "@/lib/profiles/rules";
import type { StackItem } from "@/lib/profiles/schemas";
import type { StoredCertification, StoredEducation, StoredExperienceItem, StoredImmigration, StoredWorkExperience } from "@/lib/profiles/types";
import { STATIC_DATA } from "@/lib/catalogue/data";
import type { GeneratedTalent } from "@/lib/talent/generate";
import type { ResumeLine } from "@/lib/talent/resume-pdf";

/**
 * The demo talent's hand-written profile (issue "Talent profile": experience with projects,
 * education, certifications, immigration with a spouse, a resume). The same person in both
 * tenants; only where they live follows the tenant (Detroit for demo, Paris for acme).
 */

const STACKS: StackItem[] = (
  [
    ["Language", "TypeScript", 8],
    ["Language", "JavaScript", 10],
    ["Language", "SQL", 9],
    ["Language", "Python", 4],
    ["Framework", "React", 7],
    ["Framework", "Next.js", 4],
    ["Framework", "NestJS", 3],
    ["Technology", "Node.js", 8],
    ["Technology", "GraphQL", 4],
    ["Database", "PostgreSQL", 9],
    ["Database", "Redis", 5],
    ["Cloud", "AWS", 6],
    ["Tools", "Docker", 6],
    ["Tools", "Kubernetes", 3],
    ["Quality Assurance", "Jest", 7],
    ["Quality Assurance", "Playwright", 2],
    ["Methodologies", "Agile", 10],
    ["Competencies", "Mentoring", 4],
  ] as const
).map(([category, technology, experience]) => ({ category, technology, experience, certificates: [] }));

const DOMAINS = ["Fintech", "Healthcare", "E-commerce"];

const EXPERIENCE: StoredExperienceItem[] = [
  {
    id: "5b0f6a1e-2c4d-4e8f-9a01-7d3c2b1a0e01",
    designation: { value: "Senior Full Stack Engineer", label: "Senior Full Stack Engineer" },
    company: "Northwind Financial",
    country: "US",
    from: { year: 2022, month: 3 },
    to: null,
    current: true,
    responsibilities:
      "Lead a team of five building the merchant-facing side of a payments platform.\nOwn the onboarding and payouts services from schema design to production monitoring.\nRun the front-end guild and mentor two junior developers.",
    certificates: [],
    projects: [
      {
        projectName: "Merchant Onboarding Portal",
        shortDescription: "Rebuilt merchant sign-up as a guided, accessible flow with document upload and instant identity checks. Approval time fell from three days to four hours.",
        experience: { years: 2, months: 0 },
        stack: [
          { name: "React", type: "Framework" },
          { name: "Next.js", type: "Framework" },
          { name: "Node.js", type: "Technology" },
          { name: "PostgreSQL", type: "Database" },
        ],
      },
      {
        projectName: "Payout Reconciliation Service",
        shortDescription: "A service matching bank statements with payouts every night and flagging gaps for the finance team; manual reconciliation work dropped by 80%.",
        experience: { years: 1, months: 2 },
        stack: [
          { name: "NestJS", type: "Framework" },
          { name: "PostgreSQL", type: "Database" },
          { name: "Redis", type: "Database" },
          { name: "AWS", type: "Cloud" },
        ],
      },
    ],
    isReviewed: false,
  },
  {
    id: "5b0f6a1e-2c4d-4e8f-9a01-7d3c2b1a0e02",
    designation: { value: "Full Stack Developer", label: "Full Stack Developer" },
    company: "Bluepeak Health",
    country: "CA",
    from: { year: 2018, month: 6 },
    to: { year: 2022, month: 2 },
    current: false,
    responsibilities: "Built features across the clinic scheduling product, from GraphQL resolvers to React screens.\nIntroduced component tests and a shared design system.",
    certificates: [],
    projects: [
      {
        projectName: "Clinic Scheduling Platform",
        shortDescription: "Online booking, reminders and waiting lists for 300 clinics, with a GraphQL API shared by the web and mobile apps.",
        experience: { years: 2, months: 6 },
        stack: [
          { name: "React", type: "Framework" },
          { name: "GraphQL", type: "Technology" },
          { name: "Node.js", type: "Technology" },
          { name: "PostgreSQL", type: "Database" },
        ],
      },
      {
        projectName: "Design System",
        shortDescription: "A themable React component library with documented tokens and automated accessibility checks, adopted by four teams.",
        experience: { years: 1, months: 0 },
        stack: [
          { name: "React", type: "Framework" },
          { name: "TypeScript", type: "Language" },
          { name: "Jest", type: "Quality Assurance" },
        ],
      },
    ],
    isReviewed: false,
  },
  {
    id: "5b0f6a1e-2c4d-4e8f-9a01-7d3c2b1a0e03",
    designation: { value: "Software Developer", label: "Software Developer" },
    company: "Maplebrook Retail Group",
    country: "CA",
    from: { year: 2015, month: 7 },
    to: { year: 2018, month: 5 },
    current: false,
    responsibilities: "Maintained the store inventory systems and the integrations with suppliers.\nAutomated nightly data exchanges that used to be run by hand.",
    certificates: [],
    projects: [
      {
        projectName: "Inventory Sync",
        shortDescription: "Near real-time stock synchronisation between 120 stores and the e-commerce site, replacing a nightly batch.",
        experience: { years: 1, months: 8 },
        stack: [
          { name: "Python", type: "Language" },
          { name: "SQL", type: "Language" },
          { name: "Docker", type: "Tools" },
        ],
      },
    ],
    isReviewed: false,
  },
];

const EDUCATION: StoredEducation = {
  groupedEducation: {
    UNDERGRADUATE: [
      { level: "UNDERGRADUATE", courseName: "Bachelor of Computer Science", institution: "University of Waterloo", country: "CA", status: "COMPLETED", completion: 2013, certificates: [], isReviewed: false },
    ],
    MASTERS: [
      { level: "MASTERS", courseName: "Master of Computer Science", institution: "University of Toronto", country: "CA", status: "COMPLETED", completion: 2015, certificates: [], isReviewed: false },
    ],
  },
  isReviewComplete: false,
};

const CERTIFICATIONS: StoredCertification[] = [
  { description: "AWS Certified Developer – Associate", institution: "Amazon Web Services", validTill: 2027, country: "US", status: "COMPLETED", year: 2024, certificates: [] },
  { description: "Certified Kubernetes Application Developer (CKAD)", institution: "Cloud Native Computing Foundation", validTill: 2026, country: "US", status: "COMPLETED", year: 2023, certificates: [] },
  { description: "Professional Scrum Master I (PSM I)", institution: "Scrum.org", validTill: null, country: "CA", status: "COMPLETED", year: 2019, certificates: [] },
];

const IMMIGRATION: StoredImmigration = {
  dob: "1990-04-12",
  maritalStatus: "MARRIED_PARTNER",
  dependents: 2,
  citizenship: "CA",
  remoteWork: "Yes",
  validDocument: "Yes",
  checkLists: ["US_PR_OR_WORK_PERMIT", "CANADA_PR_OR_WORK_PERMIT"],
  applicationDetails: { applicationDate: "2023-06-15", applicationCountry: "US", applicationStatus: "Approved" },
  spouse: { firstName: "Alexis", middleName: "", lastName: "Morgan", dob: "1991-09-03", country: "US", citizenship: "CA", validDocument: "Yes" },
  spouseApplicationDetails: { applicationDate: "2023-06-15", applicationCountry: "US", applicationStatus: "Approved" },
  spouseEducation: {
    groupedEducation: {
      UNDERGRADUATE: [
        { level: "UNDERGRADUATE", courseName: "Bachelor of Arts in Economics", institution: "McGill University", country: "CA", status: "COMPLETED", completion: 2013, certificates: [], isReviewed: false },
      ],
    },
  },
};

const SUMMARY =
  "Full stack engineer with ten years of experience building payment, healthcare and retail products. I work across React front ends, Node.js and NestJS services and PostgreSQL, and I care about accessible interfaces, clear APIs and calm, reliable releases. I mentor junior developers and enjoy pairing with product and design.";

const HOMES = {
  demo: { code: "US", state: "Michigan", city: "Detroit", phone: { value: "3135550142", country: "US", dialCode: "+1" } },
  acme: { code: "FR", state: "Île-de-France", city: "Paris", phone: { value: "612345678", country: "FR", dialCode: "+33" } },
} as const;

export type DemoProfile = Omit<GeneratedTalent, "emailLocalPart" | "loginType"> & { resume: { fileName: string; lines: ResumeLine[] } };

function placeOf(code: string, state: string, city: string) {
  return makePlace({ countryCode: code, country: countryName(code, "en"), state, locality: city, value: [code, state, city].join("|") });
}

function levelLabel(value: string): string {
  return STATIC_DATA["education-levels"].find((e) => e.value === value)?.en ?? value;
}

export function demoProfile(tenantSlug: string, fullName: string, email: string, now: Date = new Date()): DemoProfile {
  const home = HOMES[tenantSlug as keyof typeof HOMES] ?? HOMES.demo;
  const [firstName, ...rest] = fullName.split(" ");
  const lastName = rest.join(" ");
  const current = placeOf(home.code, home.state, home.city);
  const total = totalExperience(EXPERIENCE, now);
  const work: StoredWorkExperience = { isReviewComplete: false, totalExperience: total, experience: EXPERIENCE };
  const stacks: Record<string, Omit<StackItem, "category">[]> = {};
  for (const { category, ...item } of STACKS) (stacks[category] ??= []).push(item);
  const when = (d: { year: number; month: number } | null) => (d ? `${String(d.month).padStart(2, "0")}/${d.year}` : "Present");

  const resume: ResumeLine[] = [
    { text: fullName, style: "title" },
    { text: `${EXPERIENCE[0].designation.label} · ${current.label}`, style: "muted" },
    { text: `${email} · ${home.phone.dialCode} ${home.phone.value} · linkedin.com/in/taylor-morgan-demo`, style: "muted" },
    { text: "Summary", style: "heading" },
    { text: SUMMARY },
    { text: "Experience", style: "heading" },
    ...EXPERIENCE.flatMap((e): ResumeLine[] => [
      { text: `${e.designation.label}, ${e.company}`, style: "strong" },
      { text: `${when(e.from)} - ${when(e.to)} · ${countryName(e.country, "en")}`, style: "muted" },
      ...e.responsibilities.split("\n").map((r): ResumeLine => ({ text: `- ${r}` })),
      ...e.projects.map((p): ResumeLine => ({ text: `Project: ${p.projectName}. ${p.shortDescription} (${p.stack.map((s) => s.name).join(", ")})` })),
    ]),
    { text: "Education", style: "heading" },
    ...Object.values(EDUCATION.groupedEducation)
      .flat()
      .map((e): ResumeLine => ({ text: `${e.courseName}, ${e.institution} (${e.completion}) - ${levelLabel(e.level)}` })),
    { text: "Certifications", style: "heading" },
    ...CERTIFICATIONS.map((c): ResumeLine => ({ text: `${c.description}, ${c.institution} (${c.year})` })),
    { text: "Skills", style: "heading" },
    { text: STACKS.map((s) => `${s.technology} (${s.experience}y)`).join(", ") },
  ];

  const updatedAt = new Date(now.getTime() - 3 * 86_400_000);
  return {
    firstName,
    middleName: null,
    lastName,
    fullName,
    talentType: "internal",
    nameVisible: true,
    phone: { ...home.phone },
    altEmail: "taylor.morgan@altmail.test",
    currentLocation: current,
    preferredLocations: [
      { value: placeOf("CA", "Ontario", "Toronto").label, countryCode: "CA" },
      { value: placeOf("US", "Illinois", "Chicago").label, countryCode: "US" },
    ],
    availability: "WITHIN_30_DAYS",
    workplaceType: "HYBRID",
    jobType: "FULL_TIME",
    contractType: null,
    linkedInUrl: "https://www.linkedin.com/in/taylor-morgan-demo",
    summary: SUMMARY,
    designation: EXPERIENCE[0].designation.label,
    speciality: "Full Stack Development",
    domains: DOMAINS,
    expertise: { speciality: "Full Stack Development", domains: DOMAINS, isReviewComplete: false, stacks, stackArray: STACKS },
    education: EDUCATION,
    certifications: CERTIFICATIONS,
    workExperience: work,
    immigration: IMMIGRATION,
    totalExperienceMonths: total.totalMonths,
    stacks: STACKS.map((s) => ({ category: s.category, stack: s.technology, years: s.experience })),
    createdAt: new Date(now.getTime() - 200 * 86_400_000),
    updatedAt,
    completedAt: updatedAt,
    resume: { fileName: `${firstName}_${lastName}_Resume.pdf`.replace(/\s+/g, "_"), lines: resume },
  };
}
