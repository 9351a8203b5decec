ALTER TABLE "users" ADD COLUMN "home_zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_radius_miles" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available_weekdays" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_to_other_organizations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_home_lat_lng_idx" ON "users" USING btree ("home_latitude","home_longitude") WHERE "users"."home_latitude" is not null;