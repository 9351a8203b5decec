ALTER TABLE "shift_fanout_jobs" ADD COLUMN "shift_ids" integer[];--> statement-breakpoint
UPDATE "shift_fanout_jobs" SET "shift_ids" = ARRAY["shift_id"];--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" ALTER COLUMN "shift_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" DROP CONSTRAINT "shift_fanout_jobs_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" DROP COLUMN "shift_id";
