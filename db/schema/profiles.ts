import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";
import { jobs } from "./jobs";
import { interviews } from "./interviews";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const fileKind = pgEnum("file_kind", ["resume", "certificate", "photo", "introVideo", "jobDescription", "logo", "osiAnswer"]);

/**
 * Every stored file (lib/storage): the bytes live on disk or in S3 under `storage_key`; this row
 * says whose they are, so a signed URL is only issued to someone of the same company.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: fileKind("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stored_files_key").on(t.storageKey), index("stored_files_owner_idx").on(t.companyId, t.ownerUserId, t.kind)],
);

/**
 * One profile per talent (second document §3 Profile). Scalar personal fields are columns; each
 * builder section is a jsonb document validated by lib/profiles/schemas.ts, saved whole when its
 * step is saved. Stacks are also copied to talent_stacks for indexed filtering, and `search` holds
 * the weighted full-text document of the talent (maintained by lib/search on every save).
 */
export const talentProfiles = pgTable(
  "talent_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    altEmail: text("alt_email"),
    phone: jsonb("phone").$type<{ value: string; country: string; dialCode: string } | null>(),
    altPhone: jsonb("alt_phone").$type<{ value: string; country: string; dialCode: string } | null>(),
    photoFileId: uuid("photo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    currentLocation: jsonb("current_location").$type<Record<string, string> | null>(),
    preferredLocations: jsonb("preferred_locations").$type<{ value: string; countryCode: string }[]>().notNull().default([]),
    availability: text("availability"),
    workplaceType: text("workplace_type"),
    jobType: text("job_type"),
    contractType: text("contract_type"),
    linkedInUrl: text("linkedin_url"),
    summary: text("summary"),
    designation: text("designation"),
    speciality: text("speciality"),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    introVideoFileId: uuid("intro_video_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    introVideoResponse: jsonb("intro_video_response").$type<{ question: string; questionNumber: number; startTime: number; endTime: number }[]>().notNull().default([]),
    expertise: jsonb("expertise").$type<Record<string, unknown>>().notNull().default({}),
    education: jsonb("education").$type<Record<string, unknown>>().notNull().default({}),
    certifications: jsonb("certifications").$type<unknown[]>().notNull().default([]),
    workExperience: jsonb("work_experience").$type<Record<string, unknown>>().notNull().default({}),
    immigration: jsonb("immigration").$type<Record<string, unknown> | null>(),
    expertiseReviewed: boolean("expertise_reviewed").notNull().default(false),
    educationReviewed: boolean("education_reviewed").notNull().default(false),
    workReviewed: boolean("work_reviewed").notNull().default(false),
    totalExperienceMonths: integer("total_experience_months").notNull().default(0),
    /** Furthest builder step reached (resume, personal, expertise, …); steps after it are not selectable. */
    furthestStep: text("furthest_step").notNull().default("resume"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Candidate name view permission (defaults to true): off → confidential name, masked e-mails, no photo. */
    nameVisible: boolean("name_visible").notNull().default(true),
    /** Internal (company's own) or external talent, for search filters. */
    talentType: text("talent_type").notNull().default("external"),
    search: tsvector("search"),
    /** Compact weighted vector of the structured fields that results are ranked by (migration 0006, kept by trigger). */
    searchRank: tsvector("search_rank"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("talent_profiles_company_updated_idx").on(t.companyId, t.updatedAt),
    index("talent_profiles_company_availability_idx").on(t.companyId, t.availability),
  ],
);

/**
 * The narrow side table that talent searches run on (migration 0007, decision D-search-side): one
 * row per profile, kept by a trigger on talent_profiles in the same transaction (insert, update,
 * tenant move; a deleted profile takes its row with it). It holds only what matching, filtering
 * and ranking read — the tenant, the filter columns, the rank vector in the row — and `terms`:
 * the profile's whole `search` document plus one lexeme per pair of adjacent words
 * (`incident_response`), so a two-word phrase is one plain lexeme the GIN index answers without
 * reading any document. The wide profile is joined only for the page of results.
 */
export const talentSearch = pgTable(
  "talent_search",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => talentProfiles.userId, { onDelete: "cascade", onUpdate: "cascade" }),
    companyId: uuid("company_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    availability: text("availability"),
    workplaceType: text("workplace_type"),
    jobType: text("job_type"),
    contractType: text("contract_type"),
    designation: text("designation"),
    speciality: text("speciality"),
    domains: text("domains").array().notNull(),
    talentType: text("talent_type").notNull(),
    /** Null only when the profile's `search` is (never with the trigger on): matches nothing, as before. */
    terms: tsvector("terms"),
    searchRank: tsvector("search_rank"),
  },
  (t) => [index("talent_search_terms_idx").using("gin", t.terms), index("talent_search_company_updated_idx").on(t.companyId, t.updatedAt)],
);

/** The profile's stacks, one row per technology, for filters with min/max years (search). */
export const talentStacks = pgTable(
  "talent_stacks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    stack: text("stack").notNull(),
    years: numeric("years", { precision: 4, scale: 1, mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.stack] }), index("talent_stacks_lookup_idx").on(t.companyId, sql`lower(${t.stack})`, t.years)],
);

export const resumeParseStatus = pgEnum("resume_parse_status", ["initialized", "queued", "parsing", "parsed", "failed"]);

/** One resume parse: statuses initialized → queued → parsing → parsed | failed (10456–10463). */
export const resumeParses = pgTable(
  "resume_parses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    status: resumeParseStatus("status").notNull().default("initialized"),
    errorCode: integer("error_code"),
    result: jsonb("result").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resume_parses_user_idx").on(t.userId, t.createdAt)],
);

export const recommendation = pgEnum("review_recommendation", ["Recommend", "Not Recommend", "Hold"]);

/** Recruiter review of a candidate (second document §3 Review): criteria scored on 10, final rating on 5. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    /** The interview reviewed (null for reviews recorded outside an interview, e.g. seeded history). */
    interviewId: uuid("interview_id").references(() => interviews.id, { onDelete: "cascade" }),
    recommendation: recommendation("recommendation").notNull(),
    comments: text("comments").notNull(),
    criteria: jsonb("criteria").$type<{ name: string; score: number }[]>().notNull().default([]),
    finalRating: numeric("final_rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    personalNote: text("personal_note"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_candidate_idx").on(t.companyId, t.candidateId),
    index("reviews_job_idx").on(t.jobId),
    // One review per interviewer and interview; a second save edits it.
    uniqueIndex("reviews_interview_reviewer_key").on(t.interviewId, t.reviewerId).where(sql`${t.interviewId} is not null`),
  ],
);

export const shortlistStatus = pgEnum("shortlist_status", ["shortListed", "standBy"]);

/** Talents shortlisted or put on standby against a job (only by its assignee, only on active jobs). */
export const jobShortlists = pgTable(
  "job_shortlists",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: shortlistStatus("status").notNull(),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.candidateId] }), index("job_shortlists_candidate_idx").on(t.candidateId)],
);

/** A set of talents shared with colleagues of the same company through a link. */
export const talentShares = pgTable(
  "talent_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    candidateIds: uuid("candidate_ids").array().notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("talent_shares_company_idx").on(t.companyId, t.createdAt)],
);
