CREATE TYPE "public"."application_status" AS ENUM('APPLIED', 'MATCHING', 'STANDBY', 'INTERVIEW_LIST', 'INTERVIEW_INPROGRESS', 'REVIEW_INPROGRESS', 'INTERVIEW_SHORTLISTED', 'INTERVIEW_STANDBY');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('scheduled', 'canceled', 'ended');--> statement-breakpoint
CREATE TYPE "public"."interview_invitation_status" AS ENUM('invited', 'accepted', 'declined', 'expired', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('active', 'inactive', 'suspended', 'expired', 'fulfilled', 'archived', 'deleted');--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" "interview_invitation_status" DEFAULT 'invited' NOT NULL,
	"last_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "interview_status" DEFAULT 'scheduled' NOT NULL,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'APPLIED' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_collaborators" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "job_collaborators_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"jd_number" integer NOT NULL,
	"title" text NOT NULL,
	"department_id" uuid NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"company_location" text,
	"description" text DEFAULT '' NOT NULL,
	"must_have_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nice_to_have_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"designation" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_from" integer,
	"experience_to" integer,
	"workplace_type" text,
	"job_type" text,
	"contract_type" text,
	"job_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"salary_from" numeric(12, 2),
	"salary_to" numeric(12, 2),
	"salary_interval" text,
	"due_date" timestamp with time zone NOT NULL,
	"status" "job_status" DEFAULT 'active' NOT NULL,
	"assignee_id" uuid,
	"intro_video_url" text,
	"post_interview_video_url" text,
	"boolean_query" text,
	"search_criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"posted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "user_seats" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_jd_number" integer DEFAULT 1001 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_mock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_collaborators" ADD CONSTRAINT "job_collaborators_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_collaborators" ADD CONSTRAINT "job_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_prompts" ADD CONSTRAINT "job_prompts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_prompts" ADD CONSTRAINT "job_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_invitations_job_idx" ON "interview_invitations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_candidate_idx" ON "interview_invitations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "interviews_job_starts_idx" ON "interviews" USING btree ("job_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_candidate_key" ON "job_applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_applications_candidate_idx" ON "job_applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "job_applications_company_applied_idx" ON "job_applications" USING btree ("company_id","applied_at");--> statement-breakpoint
CREATE INDEX "job_collaborators_user_idx" ON "job_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_prompts_user_idx" ON "job_prompts" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_templates_company_name_key" ON "job_templates" USING btree ("company_id",lower("template_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_jd_key" ON "jobs" USING btree ("company_id","jd_number");--> statement-breakpoint
CREATE INDEX "jobs_company_status_due_idx" ON "jobs" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_assignee_idx" ON "jobs" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "jobs_department_idx" ON "jobs" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("company_id","published_at") WHERE "jobs"."published_at" is not null;