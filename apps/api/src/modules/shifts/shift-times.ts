import { localDateOf, zonedLocalToInstant } from '@chairside/domain';

/** DESIGN §8: a local 'YYYY-MM-DDTHH:MM' read in the location's timezone, stored as a UTC instant. */
export function shiftTimes(localDateTime: string, timezone: string) {
  const startsAt = zonedLocalToInstant(localDateTime, timezone);
  return { startsAt, localDate: localDateOf(startsAt, timezone), timezone };
}

/** The first and last local dates ('YYYY-MM-DD') of a month. */
export function monthRange(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}
