CREATE TABLE "shift_fanout_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"poster_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"after_user_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_fanout_jobs" ADD CONSTRAINT "shift_fanout_jobs_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_shift_alerts_texted_idx" ON "new_shift_alerts" USING btree ("user_id","sent_at") WHERE "new_shift_alerts"."texted";