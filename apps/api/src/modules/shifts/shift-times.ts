import { localDateOf, zonedLocalToInstant } from '@chairside/domain';

/** DESIGN §8: a local 'YYYY-MM-DDTHH:MM' read in the location's timezone, stored as a UTC instant. */
export function shiftTimes(localDateTime: string, timezone: string) {
  const startsAt = zonedLocalToInstant(localDateTime, timezone);
  return { startsAt, localDate: localDateOf(startsAt, timezone), timezone };
}
