ALTER TABLE "organizations" ADD COLUMN "offer_response_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "offer_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_requests_offer_expiry_idx" ON "shift_requests" USING btree ("offer_expires_at") WHERE "shift_requests"."status" = 'Offered' and not "shift_requests"."declined";--> statement-breakpoint
CREATE INDEX "shift_requests_offer_reminder_idx" ON "shift_requests" USING btree ("offer_reminder_at") WHERE "shift_requests"."status" = 'Offered' and not "shift_requests"."declined";--> statement-breakpoint
CREATE INDEX "shift_requests_late_cancellations_idx" ON "shift_requests" USING btree ("employee_id","cancelled_at") WHERE "shift_requests"."cancelled_late";--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_decline_reason_ck" CHECK ("shift_requests"."decline_reason" in ('filled', 'offerExpired', 'cancelled'));