CREATE TABLE "data_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "chairside_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	-- The organizations of one set of rows; %1$s is the transition table (new_rows or old_rows).
	source text := CASE TG_TABLE_NAME
		WHEN 'shifts' THEN 'SELECT l.organization_id FROM %1$s r JOIN locations l ON l.id = r.location_id'
		WHEN 'user_locations' THEN 'SELECT l.organization_id FROM %1$s r JOIN locations l ON l.id = r.location_id'
		WHEN 'organizations' THEN 'SELECT r.id AS organization_id FROM %1$s r'
		WHEN 'shift_requests' THEN 'SELECT l.organization_id FROM %1$s r JOIN shifts s ON s.id = r.shift_id JOIN locations l ON l.id = s.location_id'
		ELSE 'SELECT coalesce(r.organization_id, 0) AS organization_id FROM %1$s r' END;
	changed text[] := '{}';
BEGIN
	-- Once per statement, not per row: a bulk insert of 200,000 rows bumps each organization once.
	-- Organizations are locked in ascending order so that two writers never deadlock on them.
	IF TG_OP <> 'DELETE' THEN changed := changed || format(source, 'new_rows'); END IF;
	IF TG_OP <> 'INSERT' THEN changed := changed || format(source, 'old_rows'); END IF;
	EXECUTE 'INSERT INTO data_versions (organization_id, version) SELECT DISTINCT organization_id, 1 FROM ('
		|| array_to_string(changed, ' UNION ') || ') c WHERE organization_id IS NOT NULL ORDER BY 1'
		|| ' ON CONFLICT (organization_id) DO UPDATE SET version = data_versions.version + 1';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shifts_version_ins" AFTER INSERT ON "shifts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "shifts_version_upd" AFTER UPDATE ON "shifts" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "shifts_version_del" AFTER DELETE ON "shifts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "shift_requests_version_ins" AFTER INSERT ON "shift_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "shift_requests_version_upd" AFTER UPDATE ON "shift_requests" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "shift_requests_version_del" AFTER DELETE ON "shift_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "users_version_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "users_version_upd" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "locations_version_ins" AFTER INSERT ON "locations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "locations_version_upd" AFTER UPDATE ON "locations" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "user_locations_version_ins" AFTER INSERT ON "user_locations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "user_locations_version_del" AFTER DELETE ON "user_locations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "users_version_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "locations_version_del" AFTER DELETE ON "locations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "organizations_version_ins" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "invites_version_ins" AFTER INSERT ON "invites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "organizations_version_upd" AFTER UPDATE ON "organizations" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "invites_version_upd" AFTER UPDATE ON "invites" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "organizations_version_del" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "invites_version_del" AFTER DELETE ON "invites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chairside_bump_versions"();
