ALTER TABLE "shifts" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "shifts_series_idx" ON "shifts" USING btree ("series_id","starts_at");