CREATE TABLE "shift_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"specialty" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"lunch_minutes" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_templates_times_ck" CHECK ("shift_templates"."start_time" < "shift_templates"."end_time"),
	CONSTRAINT "shift_templates_lunch_minutes_ck" CHECK ("shift_templates"."lunch_minutes" in (0, 30, 45, 60, 90))
);
--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_location_name_uq" ON "shift_templates" USING btree ("location_id",lower("name"));