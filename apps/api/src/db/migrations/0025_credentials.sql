CREATE TABLE "credential_documents" (
	"credential_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"state_code" text,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_type_ck" CHECK ("type" in ('hygiene_license', 'dentist_license', 'rda', 'efda', 'radiography', 'cpr_bls'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "credential_checks" text DEFAULT 'outsideProfessionals' NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "credentials_expires_idx" ON "credentials" USING btree ("expires_on");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_credential_checks_ck" CHECK ("credential_checks" in ('off', 'outsideProfessionals', 'everyone'));