DROP INDEX "jobs_company_created_idx";--> statement-breakpoint
CREATE INDEX "users_company_role_created_idx" ON "users" USING btree ("company_id","role","created_at","login_type","state");--> statement-breakpoint
CREATE INDEX "job_applications_company_updated_idx" ON "job_applications" USING btree ("company_id","updated_at","status");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at","status","due_date","assignee_id");