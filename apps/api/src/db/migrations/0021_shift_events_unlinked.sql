ALTER TABLE "shift_events" DROP CONSTRAINT "shift_events_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_events" DROP CONSTRAINT "shift_events_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_events" DROP CONSTRAINT "shift_events_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_events" DROP CONSTRAINT "shift_events_subject_id_users_id_fk";
