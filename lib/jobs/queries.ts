import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { JobSkill } from "@/db/schema";
import { DAY_MS, NEAR_DUE_DAYS, type JobDisplayState, type JobStatus, type StatusFilter } from "./constants";
import { displayState, formatJdId, parseJdSearch } from "./rules";
import { jobDraftSchema, type JobDraft, type JobListQuery } from "./schemas";
import { isUuid } from "@/lib/text/uuid";

/**
 * Read side of jobs. Every query is scoped by company id, and deleted jobs do not exist for
 * anyone (they answer 10078 like a job of another tenant).
 */

export type JobListRow = {
  id: string;
  jdId: string;
  title: string;
  departmentName: string;
  assigneeName: string | null;
  status: JobStatus;
  state: JobDisplayState | null;
  dueDate: string;
  postedOn: string;
  published: boolean;
  applicants: number;
  interviews: number;
};

export type JobList = { rows: JobListRow[]; total: number; page: number; size: number };

/** Mirrors rules.displayState in SQL, so the status filter selects exactly the rows that show that state. */
function stateFilter(state: StatusFilter, now: Date): SQL {
  const nearDue = new Date(now.getTime() + NEAR_DUE_DAYS * DAY_MS);
  const activity = sql`(exists (select 1 from job_applications a where a.job_id = j.id) or exists (select 1 from interviews i where i.job_id = j.id))`;
  const openLater = sql`j.status = 'active' and j.due_date > ${nearDue}`;
  switch (state) {
    case "EXPIRED_SUSPENDED":
      return sql`(j.status in ('expired', 'suspended') or (j.status = 'active' and j.due_date <= ${now}))`;
    case "NEAR_DUE":
      return sql`(j.status = 'active' and j.due_date > ${now} and j.due_date <= ${nearDue})`;
    case "IN_PROGRESS":
      return sql`(${openLater} and ${activity})`;
    case "ASSIGNED":
      return sql`(${openLater} and not ${activity} and j.assignee_id is not null)`;
    case "IN_QUEUE":
      return sql`(${openLater} and not ${activity} and j.assignee_id is null)`;
    case "FULFILLED":
      return sql`j.status = 'fulfilled'`;
    case "INACTIVE":
      return sql`j.status = 'inactive'`;
  }
}

/** LIKE pattern for a user's text: %, _ and \ are literal. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listJobs(companyId: string, viewerId: string, q: JobListQuery, now: Date = new Date()): Promise<JobList> {
  const db = getDb();
  // Null-safe comparison: with a plain "=" an unassigned job would be neither mine nor other.
  const mine = sql`(j.assignee_id is not distinct from ${viewerId} or exists (select 1 from job_collaborators c where c.job_id = j.id and c.user_id = ${viewerId}))`;
  const where: SQL[] = [sql`j.company_id = ${companyId}`, sql`j.status <> 'deleted'`];
  if (q.tab === "mine") where.push(mine);
  if (q.tab === "others") where.push(sql`not ${mine}`);
  if (q.department) where.push(sql`j.department_id = ${q.department}`);
  if (q.status) where.push(stateFilter(q.status, now));
  if (q.q) {
    const jd = parseJdSearch(q.q);
    where.push(jd !== null ? sql`(j.title ilike ${containsPattern(q.q)} or j.jd_number = ${jd})` : sql`j.title ilike ${containsPattern(q.q)}`);
  }
  const filter = sql.join(where, sql` and `);
  const offset = (q.page - 1) * q.size;

  const [count, page] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from jobs j where ${filter}`),
    db.execute<{
      id: string;
      jd_number: number;
      title: string;
      department_name: string;
      assignee_name: string | null;
      assignee_id: string | null;
      status: JobStatus;
      due_date: Date;
      posted_on: Date;
      published_at: Date | null;
      applicants: number;
      interviews: number;
    }>(sql`
      select j.id, j.jd_number, j.title, d.name as department_name, u.full_name as assignee_name, j.assignee_id,
             j.status, j.due_date, j.posted_on, j.published_at,
             (select count(*) from job_applications a where a.job_id = j.id)::int as applicants,
             (select count(*) from interviews i where i.job_id = j.id)::int as interviews
      from jobs j
      join departments d on d.id = j.department_id
      left join users u on u.id = j.assignee_id
      where ${filter}
      order by j.created_at desc, j.jd_number desc
      limit ${q.size} offset ${offset}`),
  ]);

  return {
    total: count.rows[0]?.total ?? 0,
    page: q.page,
    size: q.size,
    rows: page.rows.map((r) => {
      const dueDate = new Date(r.due_date);
      return {
        id: r.id,
        jdId: formatJdId(r.jd_number),
        title: r.title,
        departmentName: r.department_name,
        assigneeName: r.assignee_name,
        status: r.status,
        state: displayState({ status: r.status, assigneeId: r.assignee_id, dueDate, activityCount: r.applicants + r.interviews }, now),
        dueDate: dueDate.toISOString(),
        postedOn: new Date(r.posted_on).toISOString(),
        published: r.published_at !== null,
        applicants: r.applicants,
        interviews: r.interviews,
      };
    }),
  };
}

export type Person = { id: string; name: string; email: string; role: string };
export type CandidateEntry = { id: string; candidateId: string; name: string; email: string; candidateUniqueId: string | null; status: string; at: string };
export type InterviewEntry = { id: string; candidateName: string; round: number; startsAt: string; status: string };
export type InvitationEntry = { id: string; candidateName: string; round: number; status: string; createdAt: string };

export type JobDetail = {
  id: string;
  jdNumber: number;
  jdId: string;
  title: string;
  departmentId: string;
  departmentName: string;
  openings: number;
  companyLocation: string | null;
  description: string;
  mustHaveSkills: JobSkill[];
  niceToHaveSkills: JobSkill[];
  designation: string | null;
  domains: string[];
  experienceFrom: number | null;
  experienceTo: number | null;
  workplaceType: string | null;
  jobType: string | null;
  contractType: string | null;
  jobLocations: string[];
  candidateLocations: string[];
  availability: string | null;
  salary: { currency: "USD"; from: number | null; to: number | null; interval: "day" | "month" | "year" | null };
  dueDate: string;
  status: JobStatus;
  state: JobDisplayState | null;
  assignee: Person | null;
  collaborators: Person[];
  introVideoUrl: string | null;
  postInterviewVideoUrl: string | null;
  booleanQuery: string | null;
  publishedAt: string | null;
  postedOn: string;
  createdAt: string;
  createdByName: string | null;
  /** Shortlisted and standby talents live in job_shortlists: see jobShortlistEntries (lib/selection/queries). */
  lists: {
    applicants: CandidateEntry[];
    shared: CandidateEntry[];
    interviews: InterviewEntry[];
    invitations: InvitationEntry[];
  };
};

type JobRow = {
  id: string;
  jd_number: number;
  title: string;
  department_id: string;
  department_name: string;
  openings: number;
  company_location: string | null;
  description: string;
  must_have_skills: JobSkill[];
  nice_to_have_skills: JobSkill[];
  designation: string | null;
  domains: string[];
  experience_from: number | null;
  experience_to: number | null;
  workplace_type: string | null;
  job_type: string | null;
  contract_type: string | null;
  job_locations: string[];
  candidate_locations: string[];
  availability: string | null;
  salary_from: string | null;
  salary_to: string | null;
  salary_interval: string | null;
  due_date: Date;
  status: JobStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  assignee_role: string | null;
  intro_video_url: string | null;
  post_interview_video_url: string | null;
  boolean_query: string | null;
  published_at: Date | null;
  posted_on: Date;
  created_at: Date;
  created_by_name: string | null;
};

const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (d: Date | string) => new Date(d).toISOString();

export async function jobDetail(companyId: string, jobId: string, now: Date = new Date()): Promise<JobDetail | null> {
  if (!isUuid(jobId)) return null;
  const db = getDb();
  const found = await db.execute<JobRow>(sql`
    select j.*, d.name as department_name, a.full_name as assignee_name, a.email as assignee_email, a.role as assignee_role, c.full_name as created_by_name
    from jobs j
    join departments d on d.id = j.department_id
    left join users a on a.id = j.assignee_id
    left join users c on c.id = j.created_by_id
    where j.id = ${jobId} and j.company_id = ${companyId} and j.status <> 'deleted'`);
  const r = found.rows[0];
  if (!r) return null;

  const [collaborators, applications, interviews, invitations] = await Promise.all([
    db.execute<{ id: string; full_name: string; email: string; role: string }>(sql`
      select u.id, u.full_name, u.email, u.role from job_collaborators c join users u on u.id = c.user_id
      where c.job_id = ${jobId} and u.company_id = ${companyId} order by u.full_name`),
    db.execute<{ id: string; candidate_id: string; full_name: string; email: string; candidate_unique_id: string | null; status: string; applied_at: Date }>(sql`
      select a.id, a.candidate_id, u.full_name, u.email, u.candidate_unique_id, a.status, a.applied_at
      from job_applications a join users u on u.id = a.candidate_id
      where a.job_id = ${jobId} and a.company_id = ${companyId} order by a.applied_at desc limit 500`),
    db.execute<{ id: string; full_name: string; round: number; starts_at: Date; status: string }>(sql`
      select i.id, u.full_name, i.round, i.starts_at, i.status from interviews i join users u on u.id = i.candidate_id
      where i.job_id = ${jobId} and i.company_id = ${companyId} order by i.starts_at desc limit 500`),
    db.execute<{ id: string; full_name: string; round: number; status: string; created_at: Date }>(sql`
      select v.id, u.full_name, v.round, v.status, v.created_at from interview_invitations v join users u on u.id = v.candidate_id
      where v.job_id = ${jobId} and v.company_id = ${companyId} order by v.created_at desc limit 500`),
  ]);

  const entries: CandidateEntry[] = applications.rows.map((a) => ({
    id: a.id,
    candidateId: a.candidate_id,
    name: a.full_name,
    email: a.email,
    candidateUniqueId: a.candidate_unique_id,
    status: a.status,
    at: iso(a.applied_at),
  }));
  const dueDate = new Date(r.due_date);
  return {
    id: r.id,
    jdNumber: r.jd_number,
    jdId: formatJdId(r.jd_number),
    title: r.title,
    departmentId: r.department_id,
    departmentName: r.department_name,
    openings: r.openings,
    companyLocation: r.company_location,
    description: r.description,
    mustHaveSkills: r.must_have_skills ?? [],
    niceToHaveSkills: r.nice_to_have_skills ?? [],
    designation: r.designation,
    domains: r.domains ?? [],
    experienceFrom: r.experience_from,
    experienceTo: r.experience_to,
    workplaceType: r.workplace_type,
    jobType: r.job_type,
    contractType: r.contract_type,
    jobLocations: r.job_locations ?? [],
    candidateLocations: r.candidate_locations ?? [],
    availability: r.availability,
    salary: { currency: "USD", from: num(r.salary_from), to: num(r.salary_to), interval: (r.salary_interval as "day" | "month" | "year" | null) ?? null },
    dueDate: dueDate.toISOString(),
    status: r.status,
    state: displayState({ status: r.status, assigneeId: r.assignee_id, dueDate, activityCount: applications.rows.length + interviews.rows.length }, now),
    assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? "", email: r.assignee_email ?? "", role: r.assignee_role ?? "" } : null,
    collaborators: collaborators.rows.map((u) => ({ id: u.id, name: u.full_name, email: u.email, role: u.role })),
    introVideoUrl: r.intro_video_url,
    postInterviewVideoUrl: r.post_interview_video_url,
    booleanQuery: r.boolean_query,
    publishedAt: r.published_at ? iso(r.published_at) : null,
    postedOn: iso(r.posted_on),
    createdAt: iso(r.created_at),
    createdByName: r.created_by_name,
    lists: {
      applicants: entries,
      // Talent matched to the job by search and shared with the team (status MATCHING).
      shared: entries.filter((e) => e.status === "MATCHING"),
      interviews: interviews.rows.map((i) => ({ id: i.id, candidateName: i.full_name, round: i.round, startsAt: iso(i.starts_at), status: i.status })),
      invitations: invitations.rows.map((v) => ({ id: v.id, candidateName: v.full_name, round: v.round, status: v.status, createdAt: iso(v.created_at) })),
    },
  };
}

/** What draftOf reads: a job's detail, or a stored row with its people (repost). */
export type DraftSource = Pick<JobDetail, Exclude<keyof JobDraft, "assigneeId" | "collaboratorIds">> & { assignee: { id: string } | null; collaborators: { id: string }[] };

/** The job's fields as the form edits them (also what a template or repost copies). */
export function draftOf(job: DraftSource): JobDraft {
  return {
    title: job.title,
    departmentId: job.departmentId,
    openings: job.openings,
    companyLocation: job.companyLocation,
    description: job.description,
    mustHaveSkills: job.mustHaveSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    designation: job.designation,
    domains: job.domains,
    experienceFrom: job.experienceFrom,
    experienceTo: job.experienceTo,
    workplaceType: job.workplaceType,
    jobType: job.jobType,
    contractType: job.contractType,
    jobLocations: job.jobLocations,
    candidateLocations: job.candidateLocations,
    availability: job.availability,
    salary: job.salary,
    introVideoUrl: job.introVideoUrl,
    postInterviewVideoUrl: job.postInterviewVideoUrl,
    booleanQuery: job.booleanQuery,
    assigneeId: job.assignee?.id ?? null,
    collaboratorIds: job.collaborators.map((c) => c.id),
  };
}

export type Option = { id: string; name: string };
export type DepartmentOption = Option & { defaultRecruiterId: string | null };
export type JobFormOptions = { departments: DepartmentOption[]; assignees: Option[]; team: (Option & { role: string })[] };

/** Roles that may be a job's assignee, and that may be added as its recruiters or collaborators. */
export const ASSIGNEE_ROLES = ["recruiterAdmin", "recruiter"] as const;
export const COLLABORATOR_ROLES = ["recruiterAdmin", "recruiter", "collaborator"] as const;

export async function jobFormOptions(companyId: string): Promise<JobFormOptions> {
  const db = getDb();
  const [departments, team] = await Promise.all([
    db.execute<{ id: string; name: string; default_recruiter_id: string | null }>(sql`
      select id, name, default_recruiter_id from departments where company_id = ${companyId} order by lower(name)`),
    db.execute<{ id: string; full_name: string; role: string }>(sql`
      select id, full_name, role from users
      where company_id = ${companyId} and role in ('recruiterAdmin', 'recruiter', 'collaborator') and state = 'active' and invitation_accepted_at is not null
      order by lower(full_name)`),
  ]);
  return {
    departments: departments.rows.map((d) => ({ id: d.id, name: d.name, defaultRecruiterId: d.default_recruiter_id })),
    assignees: team.rows.filter((u) => (ASSIGNEE_ROLES as readonly string[]).includes(u.role)).map((u) => ({ id: u.id, name: u.full_name })),
    team: team.rows.map((u) => ({ id: u.id, name: u.full_name, role: u.role })),
  };
}

export type TemplateRow = { id: string; templateName: string; title: string; createdAt: string; createdByName: string | null };

export async function listTemplates(companyId: string, opts: { q?: string; page?: number; size?: number } = {}): Promise<{ rows: TemplateRow[]; total: number }> {
  const db = getDb();
  const size = opts.size ?? 10;
  const offset = ((opts.page ?? 1) - 1) * size;
  const filter = opts.q ? sql`t.company_id = ${companyId} and t.template_name ilike ${containsPattern(opts.q)}` : sql`t.company_id = ${companyId}`;
  const [count, rows] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from job_templates t where ${filter}`),
    db.execute<{ id: string; template_name: string; title: string | null; created_at: Date; created_by_name: string | null }>(sql`
      select t.id, t.template_name, t.payload->>'title' as title, t.created_at, u.full_name as created_by_name
      from job_templates t left join users u on u.id = t.created_by_id
      where ${filter} order by t.created_at desc limit ${size} offset ${offset}`),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    rows: rows.rows.map((t) => ({ id: t.id, templateName: t.template_name, title: t.title ?? "", createdAt: iso(t.created_at), createdByName: t.created_by_name })),
  };
}

export type TemplateDetail = TemplateRow & { draft: JobDraft; departmentName: string | null };

export async function templateDetail(companyId: string, templateId: string): Promise<TemplateDetail | null> {
  if (!isUuid(templateId)) return null;
  const db = getDb();
  const found = await db.execute<{ id: string; template_name: string; payload: JobDraft; created_at: Date; created_by_name: string | null }>(sql`
    select t.id, t.template_name, t.payload, t.created_at, u.full_name as created_by_name
    from job_templates t left join users u on u.id = t.created_by_id
    where t.id = ${templateId} and t.company_id = ${companyId}`);
  const t = found.rows[0];
  if (!t) return null;
  // A department named in the payload counts only while it still belongs to this company.
  const dept = t.payload.departmentId
    ? await db.execute<{ name: string }>(sql`select name from departments where id = ${t.payload.departmentId} and company_id = ${companyId}`)
    : null;
  // Stored payloads are re-read through the schema, so a template saved by an older form still fills today's.
  const parsed = jobDraftSchema.safeParse(t.payload);
  const base = parsed.success ? parsed.data : jobDraftSchema.parse({ title: typeof t.payload.title === "string" ? t.payload.title.slice(0, 60) : "" });
  const draft = { ...base, departmentId: dept?.rows[0] ? base.departmentId : null };
  return { id: t.id, templateName: t.template_name, title: draft.title, createdAt: iso(t.created_at), createdByName: t.created_by_name, draft, departmentName: dept?.rows[0]?.name ?? null };
}

export async function promptHistory(companyId: string, userId: string, limit = 10): Promise<{ id: string; prompt: string; createdAt: string }[]> {
  const rows = await getDb().execute<{ id: string; prompt: string; created_at: Date }>(sql`
    select id, prompt, created_at from job_prompts where company_id = ${companyId} and user_id = ${userId} order by created_at desc limit ${limit}`);
  return rows.rows.map((p) => ({ id: p.id, prompt: p.prompt, createdAt: iso(p.created_at) }));
}

/** Stack names of the catalogue, suggested in the skill inputs. */
export async function stackNames(): Promise<string[]> {
  const rows = await getDb().execute<{ name: string }>(sql`select distinct name from stacks order by name`);
  return rows.rows.map((r) => r.name);
}
