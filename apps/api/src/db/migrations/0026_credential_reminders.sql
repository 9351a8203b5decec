CREATE TABLE "credential_reminders" (
	"credential_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_reminders_credential_id_expires_on_days_before_pk" PRIMARY KEY("credential_id","expires_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "credential_shortfall_checks" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"checked_on" date NOT NULL,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credential_reminders" ADD CONSTRAINT "credential_reminders_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_shortfall_checks" ADD CONSTRAINT "credential_shortfall_checks_request_id_shift_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shift_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue #27 §5: the 'credentials' event group of the notification preferences, by default by
-- email and push and not by text, for those who saved preferences before it existed.
UPDATE "users" SET "notification_preferences" = jsonb_set("notification_preferences", '{channels,credentials}', '{"email": true, "sms": false, "push": true}'::jsonb) WHERE "notification_preferences" IS NOT NULL AND NOT ("notification_preferences"->'channels' ? 'credentials');
