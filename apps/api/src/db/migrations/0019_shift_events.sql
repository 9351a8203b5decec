CREATE TABLE "shift_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"request_id" integer,
	"actor_id" integer,
	"subject_id" integer,
	"kind" text NOT NULL,
	"reason" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_events_kind_ck" CHECK ("shift_events"."kind" in ('posted', 'edited', 'requested', 'withdrawn', 'offered', 'declined', 'expired', 'confirmed', 'assigned', 'cancelled', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "shift_events" ADD CONSTRAINT "shift_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_events" ADD CONSTRAINT "shift_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_events" ADD CONSTRAINT "shift_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_events" ADD CONSTRAINT "shift_events_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_events_shift_idx" ON "shift_events" USING btree ("shift_id","id");