CREATE TABLE "new_shift_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shift_id" integer,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"texted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_shift_alerts_kind_ck" CHECK ("new_shift_alerts"."kind" in ('instant', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "new_shift_alerts" ADD CONSTRAINT "new_shift_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_shift_alerts" ADD CONSTRAINT "new_shift_alerts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_shift_alerts_pending_idx" ON "new_shift_alerts" USING btree ("due_at") WHERE "new_shift_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "new_shift_alerts_user_idx" ON "new_shift_alerts" USING btree ("user_id","due_at");