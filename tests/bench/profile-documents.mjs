// Profile downloads for `npm run bench` (issue "Talent profile": PDF and Word generation time,
// p50 and p95, for a full profile). Setup gives the demo talent a complete profile (six jobs with
// two projects each, stacks, education, certifications, immigration) straight in SQL, then the
// scenarios download it through the real route handlers: the talent's PDF and Word files and the
// admin's masked PDF. The in-process timing of the renderers alone is `npm run bench:documents`.
import pg from "pg";
import { sessionCookie } from "./_session.mjs";

function job(i) {
  const companies = ["Northwind Payments", "Shopify", "Wealthsimple", "Coveo", "Lightspeed", "Ubisoft Montreal"];
  const startYear = 2024 - i * 3;
  const project = (name, months, stack) => ({ projectName: `${name} ${i + 1}`, shortDescription: "Payments API serving millions of requests a day, with idempotent retries and fraud checks.", experience: { years: Math.floor(months / 12), months: months % 12 }, stack });
  return {
    id: `00000000-0000-4000-8000-${String(100000000000 + i)}`,
    designation: { value: i === 0 ? "Staff Engineer" : "Senior Engineer", label: i === 0 ? "Staff Engineer" : "Senior Engineer" },
    company: companies[i],
    country: i % 2 ? "US" : "CA",
    from: { month: 1 + i, year: startYear },
    to: i === 0 ? null : { month: 12, year: startYear + 2 },
    current: i === 0,
    responsibilities: `Led the ${companies[i]} platform team: APIs, reliability and hiring.\nMentored engineers and ran design reviews.`,
    certificates: [],
    isReviewed: i !== 2,
    projects: [
      project("Checkout", 18, [
        { name: "TypeScript", type: "Language" },
        { name: "PostgreSQL", type: "Database" },
        { name: "Kubernetes", type: "Cloud" },
      ]),
      project("Ledger", 9, [{ name: "Go", type: "Language" }]),
    ],
  };
}

function fullProfile() {
  const stackArray = [
    { category: "Language", technology: "TypeScript", experience: 8, certificates: [] },
    { category: "Language", technology: "Go", experience: 3, certificates: [] },
    { category: "Database", technology: "PostgreSQL", experience: 7, certificates: [] },
    { category: "Cloud", technology: "Kubernetes", experience: 4, certificates: [] },
    { category: "Framework", technology: "React", experience: 6, certificates: [] },
  ];
  const stacks = {};
  for (const { category, ...item } of stackArray) (stacks[category] ??= []).push(item);
  const experience = Array.from({ length: 6 }, (_, i) => job(i));
  return {
    expertise: { speciality: "Backend Development", domains: ["Banking", "Fintech", "SaaS"], isReviewComplete: false, stacks, stackArray },
    education: {
      isReviewComplete: false,
      groupedEducation: {
        UNDERGRADUATE: [{ level: "UNDERGRADUATE", courseName: "BSc Computer Science", institution: "University of Toronto", country: "CA", status: "COMPLETED", completion: 2012, certificates: [], isReviewed: false }],
        MASTERS: [{ level: "MASTERS", courseName: "MSc Software Engineering", institution: "McGill University", country: "CA", status: "COMPLETED", completion: 2014, certificates: [], isReviewed: false }],
      },
    },
    certifications: [{ description: "AWS Solutions Architect", institution: "Amazon Web Services", validTill: 2027, country: "US", status: "COMPLETED", year: 2020, certificates: [] }],
    workExperience: { isReviewComplete: false, totalExperience: { totalMonths: 209, years: 17, months: 5 }, experience },
    immigration: {
      dob: "1990-04-12",
      maritalStatus: "SINGLE",
      dependents: null,
      citizenship: "CA",
      remoteWork: "Yes",
      validDocument: "Yes",
      checkLists: [],
      applicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" },
      spouse: null,
      spouseApplicationDetails: null,
      spouseEducation: null,
    },
  };
}

export async function setup(ctx) {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const p = fullProfile();
    await client.query(
      `insert into talent_profiles (user_id, company_id, alt_email, phone, current_location, preferred_locations, availability, workplace_type, job_type,
         linkedin_url, summary, speciality, domains, expertise, education, certifications, work_experience, immigration, furthest_step, completed_at, total_experience_months)
       select u.id, u.company_id, 'taylor.alt@example.org', $1::jsonb, $2::jsonb, $3::jsonb, 'WITHIN_30_DAYS', 'HYBRID', 'FULL_TIME',
         'https://www.linkedin.com/in/taylor-morgan', 'Backend engineer with ten years in payments.', 'Backend Development', array['Banking','Fintech','SaaS'],
         $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, 'immigration', now(), 209
       from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'
       on conflict (user_id) do update set expertise = excluded.expertise, education = excluded.education, certifications = excluded.certifications,
         work_experience = excluded.work_experience, immigration = excluded.immigration, furthest_step = excluded.furthest_step, completed_at = excluded.completed_at`,
      [
        JSON.stringify({ value: "4165550100", country: "CA", dialCode: "+1" }),
        JSON.stringify({ country: "Canada", countryCode: "CA", state: "Ontario", locality: "Toronto", formattedAddress: "Toronto, Ontario, Canada", label: "Toronto, Ontario, Canada", value: "CA|Ontario|Toronto" }),
        JSON.stringify([{ value: "Montreal, Quebec, Canada", countryCode: "CA" }]),
        JSON.stringify(p.expertise),
        JSON.stringify(p.education),
        JSON.stringify(p.certifications),
        JSON.stringify(p.workExperience),
        JSON.stringify(p.immigration),
      ],
    );
    const { rows } = await client.query(`select u.id from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'`);
    const talent = await sessionCookie(ctx, { slug: "demo", email: "talent@demo.test", portal: "talent" });
    const admin = await sessionCookie(ctx, { slug: "demo", email: "recruiteradmin@demo.test", portal: "admin" });
    return { talent, admin, candidateId: rows[0].id };
  } finally {
    await client.end();
  }
}

export function scenarios(ctx) {
  if (!ctx.state) return [];
  const h = (cookie) => ({ cookie, "x-tenant": "demo" });
  return [
    { name: "profile-pdf", path: "/api/candidate/profile/download?format=pdf", headers: h(ctx.state.talent) },
    { name: "profile-docx", path: "/api/candidate/profile/download?format=docx", headers: h(ctx.state.talent) },
    // One connection: the time to generate one file, without waiting behind the others.
    { name: "profile-pdf-alone", path: "/api/candidate/profile/download?format=pdf", headers: h(ctx.state.talent), connections: 1 },
    { name: "profile-docx-alone", path: "/api/candidate/profile/download?format=docx", headers: h(ctx.state.talent), connections: 1 },
    { name: "admin-profile-pdf", path: `/api/admin/candidate/profile/download?candidateId=${ctx.state.candidateId}&format=pdf`, headers: h(ctx.state.admin) },
  ];
}
