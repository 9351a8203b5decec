DROP INDEX "invites_organization_idx";--> statement-breakpoint
DROP INDEX "organizations_name_idx";--> statement-breakpoint
DROP INDEX "shifts_location_date_idx";--> statement-breakpoint
DROP INDEX "users_organization_idx";--> statement-breakpoint
CREATE INDEX "invites_created_id_idx" ON "invites" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invites_organization_created_idx" ON "invites" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "organizations_name_id_idx" ON "organizations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organizations_state_name_idx" ON "organizations" USING btree ("state_code","name","id");--> statement-breakpoint
CREATE INDEX "shift_requests_live_idx" ON "shift_requests" USING btree ("shift_id","status") WHERE not "shift_requests"."declined";--> statement-breakpoint
CREATE INDEX "shifts_calendar_idx" ON "shifts" USING btree ("location_id","local_date","starts_at","id","total_minutes","lunch_minutes","position","specialty","timezone");--> statement-breakpoint
CREATE INDEX "shifts_position_starts_idx" ON "shifts" USING btree ("position","specialty","starts_at");--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_organization_name_idx" ON "users" USING btree ("organization_id","name","id");