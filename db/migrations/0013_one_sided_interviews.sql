CREATE TYPE "public"."osi_answer_status" AS ENUM('recording', 'uploading', 'uploaded');--> statement-breakpoint
CREATE TYPE "public"."osi_status" AS ENUM('invited', 'started', 'completed', 'blocked', 'unblocked');--> statement-breakpoint
CREATE TABLE "osi_answer_ratings" (
	"answer_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "osi_answer_ratings_answer_id_reviewer_id_pk" PRIMARY KEY("answer_id","reviewer_id"),
	CONSTRAINT "osi_answer_ratings_range_check" CHECK ("osi_answer_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "osi_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"status" "osi_answer_status" DEFAULT 'recording' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"file_id" uuid,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"total_bytes" integer,
	"mime" text,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "osi_invitation_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_question_id" uuid,
	"question" text NOT NULL,
	"response_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "osi_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "osi_status" DEFAULT 'invited' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_id" uuid,
	"consent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"block_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "osi_answer_ratings" ADD CONSTRAINT "osi_answer_ratings_answer_id_osi_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."osi_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answer_ratings" ADD CONSTRAINT "osi_answer_ratings_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answer_ratings" ADD CONSTRAINT "osi_answer_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answers" ADD CONSTRAINT "osi_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answers" ADD CONSTRAINT "osi_answers_invitation_id_osi_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."osi_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answers" ADD CONSTRAINT "osi_answers_question_id_osi_invitation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."osi_invitation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_answers" ADD CONSTRAINT "osi_answers_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitation_questions" ADD CONSTRAINT "osi_invitation_questions_invitation_id_osi_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."osi_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitation_questions" ADD CONSTRAINT "osi_invitation_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitation_questions" ADD CONSTRAINT "osi_invitation_questions_source_question_id_osi_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."osi_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitations" ADD CONSTRAINT "osi_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitations" ADD CONSTRAINT "osi_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitations" ADD CONSTRAINT "osi_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osi_invitations" ADD CONSTRAINT "osi_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "osi_answers_one_attempt_key" ON "osi_answers" USING btree ("invitation_id","question_id");--> statement-breakpoint
CREATE INDEX "osi_answers_invitation_idx" ON "osi_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "osi_invitation_questions_position_key" ON "osi_invitation_questions" USING btree ("invitation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "osi_invitations_job_candidate_key" ON "osi_invitations" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "osi_invitations_company_created_idx" ON "osi_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "osi_invitations_candidate_idx" ON "osi_invitations" USING btree ("candidate_id");