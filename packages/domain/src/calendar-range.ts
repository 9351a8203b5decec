import { CALENDAR_CELLS } from './constants.ts';

/** A calendar month: `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Local dates ('YYYY-MM-DD'), both ends included. */
export interface LocalDateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** The last date a four-digit year writes: December 9999's grid would reach into year 10000. */
const LAST_DATE = Date.UTC(9999, 11, 31);

/** Plain dates are computed at UTC midnights, so no local DST hour can shift a day. */
function dateKey(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** The first and last local dates of a month. */
export function monthDateRange({ year, month }: CalendarMonth): LocalDateRange {
  return { from: dateKey(Date.UTC(year, month - 1, 1)), to: dateKey(Date.UTC(year, month, 0)) };
}

/**
 * SPEC §9: the 42 days of a month's calendar grid, from the Sunday on or before the 1st. The
 * API widens `GET /shifts?span=grid` to these days and the web draws its grid from them, so the
 * days drawn are the days fetched.
 */
export function calendarGridRange({ year, month }: CalendarMonth): LocalDateRange {
  const first = Date.UTC(year, month - 1, 1);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  const end = Math.min(start + (CALENDAR_CELLS - 1) * DAY_MS, LAST_DATE);
  return { from: dateKey(start), to: dateKey(end) };
}
