CREATE TYPE "public"."pipeline_status" AS ENUM('screening', 'invitationSent', 'interviewScheduled', 'interviewJoined', 'interviewCompleted', 'interviewCanceled', 'interviewRescheduled', 'reviewInProgress', 'reviewCompleted', 'noShow', 'shortListed', 'standBy', 'recommended', 'invitationRequested');--> statement-breakpoint
CREATE TYPE "public"."slot_request_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."invitation_slot_status" AS ENUM('offered', 'booked', 'voided');--> statement-breakpoint
ALTER TYPE "public"."interview_status" ADD VALUE 'rescheduling';--> statement-breakpoint
ALTER TYPE "public"."interview_invitation_status" ADD VALUE 'voided';--> statement-breakpoint
CREATE TABLE "availability_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "availability_overrides_minutes_check" CHECK (("availability_overrides"."start_minute" is null and "availability_overrides"."end_minute" is null) or ("availability_overrides"."start_minute" >= 0 and "availability_overrides"."end_minute" <= 1440 and "availability_overrides"."end_minute" > "availability_overrides"."start_minute"))
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "availability_rules_weekday_check" CHECK ("availability_rules"."weekday" between 0 and 6),
	CONSTRAINT "availability_rules_minutes_check" CHECK ("availability_rules"."start_minute" >= 0 and "availability_rules"."end_minute" <= 1440 and "availability_rules"."end_minute" > "availability_rules"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "business_hours_weekday_check" CHECK ("business_hours"."weekday" between 0 and 6),
	CONSTRAINT "business_hours_minutes_check" CHECK ("business_hours"."start_minute" >= 0 and "business_hours"."end_minute" <= 1440 and "business_hours"."end_minute" > "business_hours"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "extra_slot_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"note" text,
	"status" "slot_request_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" "pipeline_status" DEFAULT 'screening' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_participants" (
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"from_status" "pipeline_status",
	"to_status" "pipeline_status" NOT NULL,
	"transition" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviewer_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"interview_id" uuid,
	"source" text DEFAULT 'interview' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "interviewer_busy_range_check" CHECK ("interviewer_busy"."ends_at" > "interviewer_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "invitation_interviewers" (
	"invitation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "invitation_slot_status" DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_slots_range_check" CHECK ("invitation_slots"."ends_at" > "invitation_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "pipeline_id" uuid;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "pipeline_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "slot_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "canceled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "talent_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "interview_id" uuid;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_slot_requests" ADD CONSTRAINT "extra_slot_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_slot_requests" ADD CONSTRAINT "extra_slot_requests_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_slot_requests" ADD CONSTRAINT "extra_slot_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_candidates" ADD CONSTRAINT "interview_candidates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_candidates" ADD CONSTRAINT "interview_candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_candidates" ADD CONSTRAINT "interview_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_candidates" ADD CONSTRAINT "interview_candidates_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stage_events" ADD CONSTRAINT "interview_stage_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stage_events" ADD CONSTRAINT "interview_stage_events_pipeline_id_interview_candidates_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."interview_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stage_events" ADD CONSTRAINT "interview_stage_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_busy" ADD CONSTRAINT "interviewer_busy_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_busy" ADD CONSTRAINT "interviewer_busy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_busy" ADD CONSTRAINT "interviewer_busy_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_interviewers" ADD CONSTRAINT "invitation_interviewers_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_interviewers" ADD CONSTRAINT "invitation_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_slots" ADD CONSTRAINT "invitation_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_slots" ADD CONSTRAINT "invitation_slots_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_overrides_user_idx" ON "availability_overrides" USING btree ("user_id","on_date");--> statement-breakpoint
CREATE INDEX "availability_rules_user_idx" ON "availability_rules" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "business_hours_company_idx" ON "business_hours" USING btree ("company_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_slot_requests_one_pending_key" ON "extra_slot_requests" USING btree ("invitation_id") WHERE "extra_slot_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_candidates_job_candidate_key" ON "interview_candidates" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "interview_candidates_company_status_idx" ON "interview_candidates" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "interview_candidates_candidate_idx" ON "interview_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_participants_key" ON "interview_participants" USING btree ("interview_id","user_id");--> statement-breakpoint
CREATE INDEX "interview_participants_user_idx" ON "interview_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_stage_events_pipeline_idx" ON "interview_stage_events" USING btree ("pipeline_id","at");--> statement-breakpoint
CREATE INDEX "interviewer_busy_user_idx" ON "interviewer_busy" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviewer_busy_interview_idx" ON "interviewer_busy" USING btree ("interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_interviewers_key" ON "invitation_interviewers" USING btree ("invitation_id","user_id");--> statement-breakpoint
CREATE INDEX "invitation_interviewers_user_idx" ON "invitation_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_slots_invitation_start_key" ON "invitation_slots" USING btree ("invitation_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_slots_one_booked_key" ON "invitation_slots" USING btree ("invitation_id") WHERE "invitation_slots"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_pipeline_id_interview_candidates_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."interview_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_pipeline_id_interview_candidates_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."interview_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_slot_id_invitation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."invitation_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_canceled_by_id_users_id_fk" FOREIGN KEY ("canceled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_open_key" ON "interview_invitations" USING btree ("pipeline_id","round") WHERE "interview_invitations"."status" in ('invited', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_pipeline_round_key" ON "interviews" USING btree ("pipeline_id","round") WHERE "interviews"."status" not in ('canceled', 'ended');--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_interview_reviewer_key" ON "reviews" USING btree ("interview_id","reviewer_id") WHERE "reviews"."interview_id" is not null;--> statement-breakpoint
-- Hand-written (Drizzle has no EXCLUDE): no two active busy rows of one person may overlap.
-- Half-open [start, end) ranges, so back-to-back interviews (10:00–11:00, 11:00–12:00) coexist.
-- This constraint, not a read-then-write check, is what refuses a double booking (10598).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "interviewer_busy" ADD CONSTRAINT "interviewer_busy_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("active");
