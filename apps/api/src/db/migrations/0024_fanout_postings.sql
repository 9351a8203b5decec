ALTER TABLE "shift_fanout_jobs" ADD COLUMN "shift_ids" integer[];--> statement-breakpoint
UPDATE "shift_fanout_jobs" SET "shift_ids" = ARRAY["shift_id"];--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" ALTER COLUMN "shift_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" DROP CONSTRAINT "shift_fanout_jobs_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" DROP COLUMN "shift_id";--> statement-breakpoint
ALTER TABLE "shift_events" DROP CONSTRAINT "shift_events_kind_ck";--> statement-breakpoint
ALTER TABLE "shift_events" ADD CONSTRAINT "shift_events_kind_ck" CHECK ("shift_events"."kind" in ('posted', 'edited', 'requested', 'withdrawn', 'offered', 'declined', 'expired', 'confirmed', 'assigned', 'cancelled', 'deleted', 'uncoveredPosted'));