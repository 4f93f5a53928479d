CREATE TYPE "public"."room_participant_role" AS ENUM('moderator', 'talent');--> statement-breakpoint
CREATE TYPE "public"."question_difficulty" AS ENUM('BEGINNER', 'INTERMEDIATE', 'EXPERT');--> statement-breakpoint
CREATE TABLE "code_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_sessions" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"language" text DEFAULT 'javascript' NOT NULL,
	"doc" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_updates" (
	"interview_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"user_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_updates_interview_id_version_pk" PRIMARY KEY("interview_id","version")
);
--> statement-breakpoint
CREATE TABLE "company_limits" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"live_interviews_per_month" integer,
	"one_sided_interviews_per_month" integer,
	"storage_bytes" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_rooms" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"room_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"talent_joined_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "livekit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"room_name" text,
	"company_id" uuid,
	"created_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"participant_sid" text NOT NULL,
	"user_id" uuid,
	"role" "room_participant_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whiteboard_snapshot_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"interview_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"document_clock" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whiteboard_snapshots" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"document_clock" bigint DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assist_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"questionnaire_title" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"difficulty" "question_difficulty" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"difficulty" "question_difficulty" NOT NULL,
	"tag" text,
	"prompt" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'javascript' NOT NULL,
	"starter_code" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_osi_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "osi_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"question" text NOT NULL,
	"response_seconds" integer NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "osi_questions_response_check" CHECK ("osi_questions"."response_seconds" between 1 and 3600)
);
--> statement-breakpoint
ALTER TABLE "code_events" ADD CONSTRAINT "code_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_events" ADD CONSTRAINT "code_events_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_events" ADD CONSTRAINT "code_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_sessions" ADD CONSTRAINT "code_sessions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_sessions" ADD CONSTRAINT "code_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_updates" ADD CONSTRAINT "code_updates_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_updates" ADD CONSTRAINT "code_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_updates" ADD CONSTRAINT "code_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_limits" ADD CONSTRAINT "company_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rooms" ADD CONSTRAINT "interview_rooms_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rooms" ADD CONSTRAINT "interview_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livekit_events" ADD CONSTRAINT "livekit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_snapshot_versions" ADD CONSTRAINT "whiteboard_snapshot_versions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_snapshot_versions" ADD CONSTRAINT "whiteboard_snapshot_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_snapshots" ADD CONSTRAINT "whiteboard_snapshots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whiteboard_snapshots" ADD CONSTRAINT "whiteboard_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assist_questions" ADD CONSTRAINT "assist_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assist_questions" ADD CONSTRAINT "assist_questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_questions" ADD CONSTRAINT "code_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_questions" ADD CONSTRAINT "code_questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_osi_questions" ADD CONSTRAINT "job_osi_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_osi_questions" ADD CONSTRAINT "job_osi_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_osi_questions" ADD CONSTRAINT "job_osi_questions_question_id_osi_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."osi_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_questions" ADD CONSTRAINT "osi_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_questions" ADD CONSTRAINT "osi_questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_events_interview_idx" ON "code_events" USING btree ("interview_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_rooms_room_name_key" ON "interview_rooms" USING btree ("room_name");--> statement-breakpoint
CREATE INDEX "interview_rooms_company_started_idx" ON "interview_rooms" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "livekit_events_room_idx" ON "livekit_events" USING btree ("room_name","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_participants_sid_key" ON "room_participants" USING btree ("interview_id","participant_sid");--> statement-breakpoint
CREATE INDEX "room_participants_present_idx" ON "room_participants" USING btree ("interview_id","role") WHERE "room_participants"."left_at" is null;--> statement-breakpoint
CREATE INDEX "whiteboard_snapshot_versions_interview_idx" ON "whiteboard_snapshot_versions" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE INDEX "assist_questions_company_idx" ON "assist_questions" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_questions_company_code_key" ON "code_questions" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "code_questions_company_idx" ON "code_questions" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_osi_questions_job_question_key" ON "job_osi_questions" USING btree ("job_id","question_id");--> statement-breakpoint
CREATE INDEX "job_osi_questions_job_idx" ON "job_osi_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "osi_questions_company_idx" ON "osi_questions" USING btree ("company_id","updated_at");