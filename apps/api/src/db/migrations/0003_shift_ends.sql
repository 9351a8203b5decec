-- The instant at which the clocks of `zone` show `wall_clock`, the domain's zonedLocalToInstant
-- in SQL (RFC 5545): a time repeated by a fall-back change takes its first occurrence, a time
-- skipped by a spring-forward change moves forward by the gap. `wall_clock AT TIME ZONE zone`
-- alone takes the later occurrence, an hour after the domain. The wall clock is read with the
-- zone's offset of a day before and of a day after, which bracket any change near it.
CREATE FUNCTION zoned_local_to_instant(wall_clock timestamp, zone text) RETURNS timestamptz
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  offset_before interval := ((wall_clock - interval '1 day') AT TIME ZONE 'UTC') AT TIME ZONE zone - (wall_clock - interval '1 day');
  offset_after interval := ((wall_clock + interval '1 day') AT TIME ZONE 'UTC') AT TIME ZONE zone - (wall_clock + interval '1 day');
  read_before timestamptz := (wall_clock - offset_before) AT TIME ZONE 'UTC';
  read_after timestamptz := (wall_clock - offset_after) AT TIME ZONE 'UTC';
BEGIN
  IF read_before AT TIME ZONE zone = wall_clock OR read_after AT TIME ZONE zone <> wall_clock THEN
    RETURN read_before;
  END IF;
  RETURN read_after;
END
$$;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "ends_at" timestamp with time zone GENERATED ALWAYS AS (zoned_local_to_instant((starts_at at time zone timezone) + total_minutes * interval '1 minute', timezone)) STORED NOT NULL;
