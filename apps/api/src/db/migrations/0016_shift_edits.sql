ALTER TABLE "shift_requests" DROP CONSTRAINT "shift_requests_decline_reason_ck";--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_decline_reason_ck" CHECK ("shift_requests"."decline_reason" in ('filled', 'offerExpired', 'cancelled', 'withdrawn', 'shiftChanged'));--> statement-breakpoint
UPDATE "shifts" SET "updated_at" = "created_at";