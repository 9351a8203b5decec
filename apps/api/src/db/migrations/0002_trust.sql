ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "manager_notes" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_ck" CHECK ("one_time_codes"."purpose" in ('email_verification', 'password_reset', 'invite', 'phone_verification', 'phone_onboarding'));