ALTER TABLE "one_time_codes" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_job_title" text;