CREATE TYPE "public"."file_kind" AS ENUM('resume', 'certificate', 'photo', 'introVideo', 'jobDescription', 'logo', 'osiAnswer');--> statement-breakpoint
CREATE TYPE "public"."review_recommendation" AS ENUM('Recommend', 'Not Recommend', 'Hold');--> statement-breakpoint
CREATE TYPE "public"."resume_parse_status" AS ENUM('initialized', 'queued', 'parsing', 'parsed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."shortlist_status" AS ENUM('shortListed', 'standBy');--> statement-breakpoint
CREATE TABLE "job_shortlists" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "shortlist_status" NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_shortlists_job_id_candidate_id_pk" PRIMARY KEY("job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "resume_parses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"status" "resume_parse_status" DEFAULT 'initialized' NOT NULL,
	"error_code" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid,
	"candidate_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"recommendation" "review_recommendation" NOT NULL,
	"comments" text NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_rating" numeric(2, 1) NOT NULL,
	"personal_note" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"kind" "file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"alt_email" text,
	"phone" jsonb,
	"alt_phone" jsonb,
	"photo_file_id" uuid,
	"current_location" jsonb,
	"preferred_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text,
	"workplace_type" text,
	"job_type" text,
	"contract_type" text,
	"linkedin_url" text,
	"summary" text,
	"designation" text,
	"speciality" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"intro_video_file_id" uuid,
	"intro_video_response" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expertise" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"education" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_experience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"immigration" jsonb,
	"expertise_reviewed" boolean DEFAULT false NOT NULL,
	"education_reviewed" boolean DEFAULT false NOT NULL,
	"work_reviewed" boolean DEFAULT false NOT NULL,
	"total_experience_months" integer DEFAULT 0 NOT NULL,
	"furthest_step" text DEFAULT 'resume' NOT NULL,
	"completed_at" timestamp with time zone,
	"name_visible" boolean DEFAULT true NOT NULL,
	"talent_type" text DEFAULT 'external' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid,
	"candidate_ids" uuid[] NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_stacks" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"stack" text NOT NULL,
	"years" numeric(4, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "talent_stacks_user_id_category_stack_pk" PRIMARY KEY("user_id","category","stack")
);
--> statement-breakpoint
ALTER TABLE "job_shortlists" ADD CONSTRAINT "job_shortlists_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_shortlists" ADD CONSTRAINT "job_shortlists_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_shortlists" ADD CONSTRAINT "job_shortlists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_shortlists" ADD CONSTRAINT "job_shortlists_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_intro_video_file_id_stored_files_id_fk" FOREIGN KEY ("intro_video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_shares" ADD CONSTRAINT "talent_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_shares" ADD CONSTRAINT "talent_shares_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_shares" ADD CONSTRAINT "talent_shares_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_stacks" ADD CONSTRAINT "talent_stacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_stacks" ADD CONSTRAINT "talent_stacks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_shortlists_candidate_idx" ON "job_shortlists" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "resume_parses_user_idx" ON "resume_parses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_candidate_idx" ON "reviews" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE INDEX "reviews_job_idx" ON "reviews" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("company_id","owner_user_id","kind");--> statement-breakpoint
CREATE INDEX "talent_profiles_company_updated_idx" ON "talent_profiles" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "talent_profiles_company_availability_idx" ON "talent_profiles" USING btree ("company_id","availability");--> statement-breakpoint
CREATE INDEX "talent_shares_company_idx" ON "talent_shares" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_stacks_lookup_idx" ON "talent_stacks" USING btree ("company_id",lower("stack"),"years");