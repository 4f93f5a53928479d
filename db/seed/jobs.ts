import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { companies, departments, jobCollaborators, jobs, users, type JobSkill } from "../schema";

type Status = (typeof jobs.$inferInsert)["status"];

type SeedJob = {
  title: string;
  /** Index into the tenant's departments (wraps around for tenants with fewer). */
  department: number;
  status: Status;
  /** Days from the seed run to the due date (negative: already past). */
  dueInDays: number;
  assignee: "recruiter" | "recruiterAdmin" | null;
  collaborator?: boolean;
  published?: boolean;
  openings?: number;
  location?: string;
  workplaceType?: string;
  jobType?: string;
  contractType?: string;
  availability?: string;
  experience?: [number, number | null];
  must: JobSkill[];
  nice?: JobSkill[];
  domains?: string[];
  salary?: [number, number | null, "day" | "month" | "year"];
  description: string;
};

const JOBS: SeedJob[] = [
  {
    title: "Senior Backend Engineer",
    department: 0,
    status: "active",
    dueInDays: 30,
    assignee: "recruiter",
    collaborator: true,
    published: true,
    openings: 2,
    location: "Toronto, Canada",
    workplaceType: "HYBRID",
    jobType: "FULL_TIME",
    availability: "WITHIN_30_DAYS",
    experience: [5, 8],
    must: [
      { stack: "Node.js", years: 5 },
      { stack: "PostgreSQL", years: 4 },
      { stack: "TypeScript", years: 3 },
    ],
    nice: [{ stack: "Kubernetes", years: 2 }],
    domains: ["Backend Development"],
    salary: [120000, 150000, "year"],
    description:
      "Design and run the services behind our hiring platform. You will own APIs end to end, from schema design in PostgreSQL to observability in production.\n\nYou have shipped Node.js services at scale, care about clear interfaces and enjoy mentoring.",
  },
  {
    title: "Frontend Developer (React)",
    department: 0,
    status: "active",
    dueInDays: 21,
    assignee: "recruiter",
    published: true,
    location: "Montreal, Canada",
    workplaceType: "REMOTE",
    jobType: "FULL_TIME",
    experience: [3, 6],
    must: [
      { stack: "React", years: 3 },
      { stack: "TypeScript", years: 2 },
    ],
    nice: [{ stack: "Next.js", years: 1 }],
    domains: ["Frontend Development"],
    salary: [95000, 120000, "year"],
    description: "Build accessible, fast interfaces for recruiters and candidates. You will work closely with design on a component library used across the product.",
  },
  {
    title: "Product Manager, Hiring Workflows",
    department: 1,
    status: "active",
    dueInDays: 5,
    assignee: "recruiterAdmin",
    published: true,
    location: "New York, United States",
    workplaceType: "HYBRID",
    jobType: "FULL_TIME",
    experience: [4, null],
    must: [
      { stack: "Agile", years: 3 },
      { stack: "Jira", years: 2 },
    ],
    domains: ["Product Management"],
    salary: [130000, 160000, "year"],
    description: "Own the recruiter workflow from job creation to offer. Talk to customers weekly, write crisp specs and measure outcomes.",
  },
  {
    title: "Data Engineer",
    department: 2,
    status: "active",
    dueInDays: 45,
    assignee: null,
    location: "Vancouver, Canada",
    workplaceType: "ONSITE",
    jobType: "FULL_TIME",
    experience: [3, 5],
    must: [
      { stack: "Python", years: 3 },
      { stack: "Apache Spark", years: 2 },
    ],
    nice: [{ stack: "Apache Airflow", years: 1 }],
    domains: ["Data Engineering"],
    description: "Build the pipelines that feed talent search and reporting. Batch and streaming, with data quality checks at every step.",
  },
  {
    title: "DevOps Engineer (Contract)",
    department: 0,
    status: "active",
    dueInDays: 60,
    assignee: "recruiter",
    published: true,
    location: "Austin, United States",
    workplaceType: "REMOTE",
    jobType: "CONTRACT",
    contractType: "CORP_TO_CORP",
    availability: "IMMEDIATELY",
    experience: [5, null],
    must: [
      { stack: "Terraform", years: 3 },
      { stack: "AWS", years: 4 },
      { stack: "Docker", years: 3 },
    ],
    domains: ["DevOps"],
    salary: [600, 800, "day"],
    description: "Six-month engagement to move our infrastructure to Terraform and harden CI/CD. Corp-to-corp contracts welcome.",
  },
  {
    title: "QA Automation Engineer",
    department: 0,
    status: "suspended",
    dueInDays: 20,
    assignee: "recruiter",
    location: "Ottawa, Canada",
    workplaceType: "HYBRID",
    jobType: "FULL_TIME",
    experience: [2, 4],
    must: [
      { stack: "Playwright", years: 2 },
      { stack: "Selenium", years: 2 },
    ],
    domains: ["QA / Test Automation"],
    description: "Grow our end-to-end test suite and keep it fast and reliable. On hold while the team is reorganised.",
  },
  {
    title: "Machine Learning Engineer",
    department: 2,
    status: "expired",
    dueInDays: -3,
    assignee: "recruiterAdmin",
    location: "Toronto, Canada",
    workplaceType: "HYBRID",
    jobType: "FULL_TIME",
    experience: [4, 7],
    must: [
      { stack: "Python", years: 4 },
      { stack: "PyTorch", years: 2 },
    ],
    domains: ["Machine Learning"],
    salary: [140000, 175000, "year"],
    description: "Improve candidate matching with models you train, evaluate and ship. Experience with ranking systems is a plus.",
  },
  {
    title: "UX Designer",
    department: 1,
    status: "fulfilled",
    dueInDays: -10,
    assignee: "recruiter",
    location: "Remote, Canada",
    workplaceType: "REMOTE",
    jobType: "FULL_TIME",
    experience: [3, null],
    must: [{ stack: "Figma", years: 3 }],
    domains: ["UI/UX Design"],
    description: "Shape the candidate experience across web and mobile. Filled in the last hiring round.",
  },
  {
    title: "Mobile Developer (Flutter)",
    department: 0,
    status: "active",
    dueInDays: 14,
    assignee: null,
    location: "Calgary, Canada",
    workplaceType: "ANY",
    jobType: "FULL_TIME",
    experience: [2, 5],
    must: [
      { stack: "Flutter", years: 2 },
      { stack: "Dart", years: 2 },
    ],
    domains: ["Mobile Development"],
    description: "Build our candidate app for iOS and Android from one codebase.",
  },
  {
    title: "Technical Writer",
    department: 1,
    status: "inactive",
    dueInDays: 30,
    assignee: null,
    location: "Halifax, Canada",
    workplaceType: "REMOTE",
    jobType: "PART_TIME",
    experience: [2, null],
    must: [{ stack: "Confluence", years: 2 }],
    domains: ["Technical Writing"],
    description: "Write the guides and API references our customers rely on. Drafted, not yet opened.",
  },
  {
    title: "Site Reliability Engineer",
    department: 0,
    status: "active",
    dueInDays: 90,
    assignee: "recruiter",
    collaborator: true,
    published: true,
    location: "Toronto, Canada",
    workplaceType: "REMOTE",
    jobType: "FULL_TIME",
    experience: [4, 8],
    must: [
      { stack: "Kubernetes", years: 3 },
      { stack: "Prometheus", years: 2 },
      { stack: "Linux", years: 4 },
    ],
    nice: [{ stack: "Go", years: 2 }],
    domains: ["Site Reliability"],
    salary: [125000, 155000, "year"],
    description: "Keep the platform fast and available. Define SLOs, run incident reviews and automate away toil.",
  },
  {
    title: "Data Analyst Intern",
    department: 2,
    status: "active",
    dueInDays: 25,
    assignee: "recruiter",
    published: true,
    openings: 3,
    location: "Waterloo, Canada",
    workplaceType: "ONSITE",
    jobType: "INTERNSHIP",
    experience: [0, null],
    must: [
      { stack: "SQL", years: 0 },
      { stack: "Python", years: 0 },
    ],
    domains: ["Data Science"],
    salary: [3000, 3500, "month"],
    description: "A four-month internship turning hiring data into dashboards and insights. Students in their final year are welcome.",
  },
];

function dueMoment(now: Date, days: number): Date {
  const d = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59, 999));
}

/** About a dozen jobs per tenant in every state the screens show. Skips a tenant that has jobs. */
export async function seedJobs(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const tenants = await db.select({ id: companies.id, slug: companies.slug }).from(companies).orderBy(asc(companies.slug));
  for (const tenant of tenants) {
    const has = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, tenant.id)).limit(1);
    if (has.length) continue;
    const depts = await db.select({ id: departments.id }).from(departments).where(eq(departments.companyId, tenant.id)).orderBy(asc(departments.createdAt), asc(departments.name));
    if (!depts.length) continue;
    const people = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, tenant.id), sql`${users.role} in ('recruiterAdmin', 'recruiter', 'collaborator')`));
    const byRole = (role: string) => people.find((p) => p.role === role)?.id ?? null;
    const collaboratorId = byRole("collaborator");

    await db.transaction(async (tx) => {
      const [{ first }] = (
        await tx.execute<{ first: number }>(sql`
          update companies set next_jd_number = next_jd_number + ${JOBS.length} where id = ${tenant.id} returning next_jd_number - ${JOBS.length} as first`)
      ).rows;
      for (const [i, j] of JOBS.entries()) {
        const [row] = await tx
          .insert(jobs)
          .values({
            companyId: tenant.id,
            jdNumber: Number(first) + i,
            title: j.title,
            departmentId: depts[j.department % depts.length].id,
            openings: j.openings ?? 1,
            companyLocation: j.location ?? null,
            description: j.description,
            mustHaveSkills: j.must,
            niceToHaveSkills: j.nice ?? [],
            designation: j.title.replace(/\s*\(.*\)$/, ""),
            domains: j.domains ?? [],
            experienceFrom: j.experience?.[0] ?? null,
            experienceTo: j.experience?.[1] ?? null,
            workplaceType: j.workplaceType ?? null,
            jobType: j.jobType ?? null,
            contractType: j.contractType ?? null,
            jobLocations: j.location ? [j.location] : [],
            candidateLocations: [],
            availability: j.availability ?? null,
            salaryFrom: j.salary?.[0] ?? null,
            salaryTo: j.salary?.[1] ?? null,
            salaryInterval: j.salary?.[2] ?? null,
            dueDate: dueMoment(now, j.dueInDays),
            status: j.status,
            assigneeId: j.assignee ? byRole(j.assignee) : null,
            publishedAt: j.published ? new Date(now.getTime() - (i + 1) * 3_600_000) : null,
            postedOn: new Date(now.getTime() - (JOBS.length - i) * 86_400_000),
            createdAt: new Date(now.getTime() - (JOBS.length - i) * 86_400_000),
          })
          .returning({ id: jobs.id });
        if (j.collaborator && collaboratorId) await tx.insert(jobCollaborators).values({ jobId: row.id, userId: collaboratorId });
      }
    });
    log(`seeded ${JOBS.length} jobs for ${tenant.slug}`);
  }
}
