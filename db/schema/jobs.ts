import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { departments, users } from "./identity";
import { APPLICATION_STATUSES } from "../../lib/jobs/application-status";

/** Stored job status (second document §4). Display states (ASSIGNED, IN_QUEUE, …) are derived in lib/jobs/rules.ts. */
export const jobStatus = pgEnum("job_status", ["active", "inactive", "suspended", "expired", "fulfilled", "archived", "deleted"]);

export type JobSkill = { stack: string; years: number };
export type SalaryRange = { currency: "USD"; from: number | null; to: number | null; interval: "day" | "month" | "year" | null };

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Shown as `JD-{jdNumber}`; unique per company. */
    jdNumber: integer("jd_number").notNull(),
    title: text("title").notNull(),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "restrict" }),
    openings: integer("openings").notNull().default(1),
    companyLocation: text("company_location"),
    description: text("description").notNull().default(""),
    mustHaveSkills: jsonb("must_have_skills").$type<JobSkill[]>().notNull().default([]),
    niceToHaveSkills: jsonb("nice_to_have_skills").$type<JobSkill[]>().notNull().default([]),
    designation: text("designation"),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    experienceFrom: integer("experience_from"),
    experienceTo: integer("experience_to"),
    workplaceType: text("workplace_type"),
    jobType: text("job_type"),
    contractType: text("contract_type"),
    jobLocations: text("job_locations").array().notNull().default(sql`'{}'::text[]`),
    candidateLocations: text("candidate_locations").array().notNull().default(sql`'{}'::text[]`),
    availability: text("availability"),
    salaryCurrency: text("salary_currency").notNull().default("USD"),
    salaryFrom: numeric("salary_from", { precision: 12, scale: 2, mode: "number" }),
    salaryTo: numeric("salary_to", { precision: 12, scale: 2, mode: "number" }),
    salaryInterval: text("salary_interval"),
    /** Due moment in UTC; the job expires when it passes (spec: jobs expire by UTC time). */
    dueDate: timestamp("due_date", { withTimezone: true }).notNull(),
    status: jobStatus("status").notNull().default("active"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    introVideoUrl: text("intro_video_url"),
    postInterviewVideoUrl: text("post_interview_video_url"),
    /** Boolean talent query and other search criteria (second document §3 Job search criteria). */
    booleanQuery: text("boolean_query"),
    searchCriteria: jsonb("search_criteria").$type<Record<string, unknown>>().notNull().default({}),
    /** Null = not on the career page. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    postedOn: timestamp("posted_on", { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_company_jd_key").on(t.companyId, t.jdNumber),
    index("jobs_company_status_due_idx").on(t.companyId, t.status, t.dueDate),
    index("jobs_company_created_idx").on(t.companyId, t.createdAt, t.status, t.dueDate, t.assigneeId),
    index("jobs_assignee_idx").on(t.assigneeId),
    index("jobs_department_idx").on(t.departmentId),
    index("jobs_published_idx").on(t.companyId, t.publishedAt).where(sql`${t.publishedAt} is not null`),
    // The career page (lib/jobs/career.ts): the jobs it may show, in its order, with what its count
    // and its filter read, so the count is an index-only scan and the page a walk down the index.
    index("jobs_career_idx")
      .on(t.companyId, t.publishedAt.desc().nullsFirst(), t.jdNumber.desc().nullsFirst(), t.dueDate, t.departmentId)
      .where(sql`${t.publishedAt} is not null and ${t.status} = 'active' and ${t.assigneeId} is not null`),
  ],
);

export const jobCollaborators = pgTable(
  "job_collaborators",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index("job_collaborators_user_idx").on(t.userId)],
);

export const jobTemplates = pgTable(
  "job_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    templateName: text("template_name").notNull(),
    /** The job's fields at the time it was saved as a template. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_templates_company_name_key").on(t.companyId, sql`lower(${t.templateName})`)],
);

/** Prompt history of the AI job generator. */
export const jobPrompts = pgTable(
  "job_prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    prompt: text("prompt").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_prompts_user_idx").on(t.companyId, t.userId, t.createdAt)],
);

/** Application status filter of second document §4. */
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: applicationStatus("status").notNull().default("APPLIED"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_applications_job_candidate_key").on(t.jobId, t.candidateId),
    index("job_applications_candidate_idx").on(t.candidateId),
    index("job_applications_company_applied_idx").on(t.companyId, t.appliedAt),
    index("job_applications_company_updated_idx").on(t.companyId, t.updatedAt, t.status),
  ],
);
