import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { JobSkill } from "@/db/schema";
import { formatJdId, parseJdSearch } from "./rules";
import { isUuid } from "@/lib/text/uuid";

/**
 * The career page (`/jobs`, public): a company's published jobs that are open right now
 * (active and not past their due moment). Unpublishing, suspending, fulfilling or expiry takes a
 * job off at once, because every read applies the same filter.
 */
export type CareerJob = {
  id: string;
  jdId: string;
  title: string;
  departmentName: string;
  description: string;
  companyLocation: string | null;
  jobLocations: string[];
  workplaceType: string | null;
  jobType: string | null;
  contractType: string | null;
  experienceFrom: number | null;
  experienceTo: number | null;
  mustHaveSkills: JobSkill[];
  niceToHaveSkills: JobSkill[];
  salary: { currency: "USD"; from: number | null; to: number | null; interval: "day" | "month" | "year" | null };
  postedOn: string;
  dueDate: string;
  openings: number;
};

type Row = {
  id: string;
  jd_number: number;
  title: string;
  department_name: string;
  description: string;
  company_location: string | null;
  job_locations: string[];
  workplace_type: string | null;
  job_type: string | null;
  contract_type: string | null;
  experience_from: number | null;
  experience_to: number | null;
  must_have_skills: JobSkill[];
  nice_to_have_skills: JobSkill[];
  salary_from: string | null;
  salary_to: string | null;
  salary_interval: string | null;
  published_at: Date;
  due_date: Date;
  openings: number;
};

/** Jobs per career page: a visitor scans a page, and the page renders in the same time whatever the tenant holds. */
export const CAREER_PAGE_SIZE = 20;

function openNow(companyId: string, now: Date): SQL {
  // An assignee too: a published job whose assignee was taken off would refuse applications (10085).
  return sql`j.company_id = ${companyId} and j.published_at is not null and j.status = 'active' and j.due_date > ${now} and j.assignee_id is not null`;
}

function toCareerJob(r: Row): CareerJob {
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    id: r.id,
    jdId: formatJdId(r.jd_number),
    title: r.title,
    departmentName: r.department_name,
    description: r.description,
    companyLocation: r.company_location,
    jobLocations: r.job_locations ?? [],
    workplaceType: r.workplace_type,
    jobType: r.job_type,
    contractType: r.contract_type,
    experienceFrom: r.experience_from,
    experienceTo: r.experience_to,
    mustHaveSkills: r.must_have_skills ?? [],
    niceToHaveSkills: r.nice_to_have_skills ?? [],
    salary: { currency: "USD", from: num(r.salary_from), to: num(r.salary_to), interval: (r.salary_interval as CareerJob["salary"]["interval"]) ?? null },
    // "Posted on" on the career page is when the job was put on it.
    postedOn: new Date(r.published_at).toISOString(),
    dueDate: new Date(r.due_date).toISOString(),
    openings: r.openings,
  };
}

const SELECT = sql`
  select j.id, j.jd_number, j.title, d.name as department_name, j.description, j.company_location, j.job_locations,
         j.workplace_type, j.job_type, j.contract_type, j.experience_from, j.experience_to, j.must_have_skills,
         j.nice_to_have_skills, j.salary_from, j.salary_to, j.salary_interval, j.published_at, j.due_date, j.openings
  from jobs j join departments d on d.id = j.department_id`;

/** Search: title, description, locations, skills or the job id ("JD-1004"), case-insensitive. */
export type CareerPage = { jobs: CareerJob[]; total: number; page: number; pages: number };

/** One page (1-based) of the open jobs matching `q`, newest first, with the number of matches. */
export async function listCareerJobs(companyId: string, q: string, page = 1, now: Date = new Date()): Promise<CareerPage> {
  const where: SQL[] = [openNow(companyId, now)];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const jd = parseJdSearch(q);
    where.push(sql`(j.title ilike ${like} or j.description ilike ${like} or d.name ilike ${like}
      or array_to_string(j.job_locations, ' ') ilike ${like} or j.must_have_skills::text ilike ${like}
      ${jd !== null ? sql`or j.jd_number = ${jd}` : sql``})`);
  }
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    getDb().execute<Row>(sql`${SELECT} where ${condition} order by j.published_at desc, j.jd_number desc limit ${CAREER_PAGE_SIZE} offset ${(page - 1) * CAREER_PAGE_SIZE}`),
    getDb().execute<{ total: number }>(sql`select count(*)::int as total from jobs j join departments d on d.id = j.department_id where ${condition}`),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return { jobs: rows.rows.map(toCareerJob), total, page, pages: Math.max(1, Math.ceil(total / CAREER_PAGE_SIZE)) };
}

export async function careerJob(companyId: string, jobId: string, now: Date = new Date()): Promise<CareerJob | null> {
  if (!isUuid(jobId)) return null;
  const rows = await getDb().execute<Row>(sql`${SELECT} where ${openNow(companyId, now)} and j.id = ${jobId}`);
  return rows.rows[0] ? toCareerJob(rows.rows[0]) : null;
}
