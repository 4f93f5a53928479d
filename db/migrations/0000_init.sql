CREATE TYPE "public"."company_status" AS ENUM('active', 'expired', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."login_type" AS ENUM('password', 'email', 'external', 'public', 'job');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('recruiterAdmin', 'recruiter', 'collaborator', 'admin', 'talent', 'cloudAdmin');--> statement-breakpoint
CREATE TYPE "public"."user_state" AS ENUM('active', 'inactive', 'archived', 'suspended');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"short_logo_url" text,
	"tag_manager_id" text,
	"is_sk_client" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'America/Detroit' NOT NULL,
	"status" "company_status" DEFAULT 'active' NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"talent_help_link" text,
	"admin_help_link" text,
	"contact_email" text,
	"modules" jsonb DEFAULT '{"dashboard":true,"profile":true,"interview":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_restrictions" (
	"company_id" uuid NOT NULL,
	"module_type" text NOT NULL,
	"restriction" text NOT NULL,
	CONSTRAINT "module_restrictions_company_id_module_type_restriction_pk" PRIMARY KEY("company_id","module_type","restriction")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"default_recruiter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"company_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_company_id_role_permission_pk" PRIMARY KEY("company_id","role","permission")
);
--> statement-breakpoint
CREATE TABLE "user_departments" (
	"user_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "user_departments_user_id_department_id_pk" PRIMARY KEY("user_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"password_hash" text,
	"role" "user_role" NOT NULL,
	"state" "user_state" DEFAULT 'active' NOT NULL,
	"is_secure_password" boolean DEFAULT true NOT NULL,
	"privileges" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_unique_id" text,
	"login_type" "login_type" DEFAULT 'password' NOT NULL,
	"profile_image_url" text,
	"invitation_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_data_items" (
	"slug" text NOT NULL,
	"value" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "static_data_items_slug_value_pk" PRIMARY KEY("slug","value")
);
--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_restrictions" ADD CONSTRAINT "module_restrictions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_default_recruiter_id_users_id_fk" FOREIGN KEY ("default_recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "module_restrictions_company_idx" ON "module_restrictions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_key" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_departments_department_idx" ON "user_departments" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_key" ON "users" USING btree ("company_id",lower("email")) WHERE "users"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_cloud_email_key" ON "users" USING btree (lower("email")) WHERE "users"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_recruiter_admin_key" ON "users" USING btree ("company_id") WHERE "users"."role" = 'recruiterAdmin' and "users"."state" <> 'archived';--> statement-breakpoint
CREATE UNIQUE INDEX "users_candidate_unique_id_key" ON "users" USING btree ("company_id","candidate_unique_id");--> statement-breakpoint
CREATE INDEX "users_company_role_idx" ON "users" USING btree ("company_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "specialities_name_key" ON "specialities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stacks_category_name_key" ON "stacks" USING btree ("category",lower("name"));