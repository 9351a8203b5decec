CREATE TABLE "timesheet_reminders" (
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_reminders_request_id_kind_pk" PRIMARY KEY("request_id","kind"),
	CONSTRAINT "timesheet_reminders_kind_ck" CHECK ("kind" in ('morningAfter', 'lastDays', 'awaitingApproval'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"lunch_minutes" integer NOT NULL,
	"submitted_start_time" timestamp with time zone,
	"submitted_end_time" timestamp with time zone,
	"submitted_lunch_minutes" integer,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"correction_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_ck" CHECK ("timesheets"."status" in ('submitted', 'approved')),
	CONSTRAINT "timesheets_times_ck" CHECK ("timesheets"."end_time" > "timesheets"."start_time"),
	CONSTRAINT "timesheets_lunch_minutes_ck" CHECK ("timesheets"."lunch_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_request_id_shift_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shift_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_request_id_shift_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shift_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheets_waiting_idx" ON "timesheets" USING btree ("submitted_at") WHERE "timesheets"."status" = 'submitted';--> statement-breakpoint
-- Issue #28 §3: the 'timesheets' event group of the notification preferences, by default by
-- email and push and not by text, for those who saved preferences before it existed.
UPDATE "users" SET "notification_preferences" = jsonb_set("notification_preferences", '{channels,timesheets}', '{"email": true, "sms": false, "push": true}'::jsonb) WHERE "notification_preferences" IS NOT NULL AND NOT ("notification_preferences"->'channels' ? 'timesheets');
