CREATE TABLE "event_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "chairside_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
	payload jsonb;
	-- Rows announced so far in this transaction: past 100 (a bulk write: a seed, an import) one
	-- resync replaces the rest, so a bulk write costs one notification instead of one per row.
	announced int := coalesce(nullif(current_setting('chairside.announced', true), ''), '0')::int;
BEGIN
	IF announced > 100 THEN RETURN NULL; END IF;
	IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
	IF TG_TABLE_NAME = 'shifts' THEN
		payload := jsonb_build_object('kind', 'shift', 'id', changed.id, 'locationId', changed.location_id,
			'organizationId', (SELECT organization_id FROM locations WHERE id = changed.location_id));
	ELSIF TG_TABLE_NAME = 'shift_requests' THEN
		payload := jsonb_build_object('kind', 'request', 'id', changed.id, 'shiftId', changed.shift_id,
			'userId', changed.employee_id) || coalesce((SELECT jsonb_build_object('locationId',
			shifts.location_id, 'organizationId', locations.organization_id) FROM shifts JOIN locations
			ON locations.id = shifts.location_id WHERE shifts.id = changed.shift_id), '{}');
	ELSIF TG_TABLE_NAME = 'notifications' THEN
		payload := jsonb_build_object('kind', 'notification', 'id', changed.id, 'userId', changed.user_id);
	ELSIF TG_OP = 'UPDATE' AND (NEW.is_active IS DISTINCT FROM OLD.is_active
			OR NEW.token_version IS DISTINCT FROM OLD.token_version) THEN
		payload := jsonb_build_object('kind', 'sessions', 'userId', changed.id);
	END IF;
	IF payload IS NOT NULL THEN
		PERFORM set_config('chairside.announced', (announced + 1)::text, true);
		IF announced = 100 THEN payload := jsonb_build_object('kind', 'resync'); END IF;
		PERFORM pg_notify('chairside_live', payload::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shifts_announce" AFTER INSERT OR UPDATE OR DELETE ON "shifts" FOR EACH ROW EXECUTE FUNCTION "chairside_announce"();
--> statement-breakpoint
CREATE TRIGGER "shift_requests_announce" AFTER INSERT OR UPDATE OR DELETE ON "shift_requests" FOR EACH ROW EXECUTE FUNCTION "chairside_announce"();
--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "chairside_announce"();
--> statement-breakpoint
CREATE TRIGGER "users_announce" AFTER UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "chairside_announce"();
