DROP INDEX "shifts_calendar_idx";--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "proposed_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "offered_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "agreed_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD COLUMN "engagement" text DEFAULT 'w2' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD COLUMN "payment_terms" text DEFAULT 'net_15' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "engagement" text DEFAULT 'w2' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "payment_terms" text DEFAULT 'net_15' NOT NULL;--> statement-breakpoint
CREATE INDEX "shifts_calendar_idx" ON "shifts" USING btree ("location_id","local_date","starts_at","id","total_minutes","lunch_minutes","position","specialty","timezone","hourly_rate_cents","engagement","payment_terms");--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_proposed_rate_cents_ck" CHECK ("proposed_rate_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_offered_rate_cents_ck" CHECK ("offered_rate_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_agreed_rate_cents_ck" CHECK ("agreed_rate_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_hourly_rate_cents_ck" CHECK ("hourly_rate_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_engagement_ck" CHECK ("engagement" in ('w2', '1099'));--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_payment_terms_ck" CHECK ("payment_terms" in ('same_day', 'net_7', 'net_15', 'net_30'));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_hourly_rate_cents_ck" CHECK ("hourly_rate_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_engagement_ck" CHECK ("engagement" in ('w2', '1099'));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_payment_terms_ck" CHECK ("payment_terms" in ('same_day', 'net_7', 'net_15', 'net_30'));