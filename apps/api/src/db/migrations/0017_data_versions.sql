CREATE TABLE "data_version_bumps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL
);
--> statement-breakpoint
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
	-- Once per statement, not per row: a bulk insert of 200,000 rows notes each organization once.
	-- Noting takes no lock; the counters are bumped as the transaction commits (below).
	IF TG_OP <> 'DELETE' THEN changed := changed || format(source, 'new_rows'); END IF;
	IF TG_OP <> 'INSERT' THEN changed := changed || format(source, 'old_rows'); END IF;
	EXECUTE 'INSERT INTO data_version_bumps (organization_id) SELECT DISTINCT organization_id FROM ('
		|| array_to_string(changed, ' UNION ') || ') c WHERE organization_id IS NOT NULL';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chairside_apply_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- At commit, after every lock the transaction's own work took: the counter's row is held only
	-- while committing, so it cannot close a cycle with the shift and person locks of DESIGN §8.
	DELETE FROM data_version_bumps WHERE id = NEW.id;
	INSERT INTO data_versions (organization_id, version) VALUES (NEW.organization_id, 1)
		ON CONFLICT (organization_id) DO UPDATE SET version = data_versions.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bumps_at_commit" AFTER INSERT ON "data_version_bumps" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "chairside_apply_version_bump"();
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
