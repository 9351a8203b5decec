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

/** The UTC midnight of a 'YYYY-MM-DD' date. */
function utcMidnightOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** `date` moved by `days` (negative: back). */
export function addDaysToDate(date: string, days: number): string {
  return dateKey(utcMidnightOf(date) + days * DAY_MS);
}

/** The week board's week starts on Sunday like SPEC §9's calendar: the Sunday on or before `date`. */
export function weekStartOf(date: string): string {
  return addDaysToDate(date, -new Date(utcMidnightOf(date)).getUTCDay());
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(start, index));
}

/**
 * The month whose calendar grid holds the whole week starting on `start`: its Sunday's. A grid
 * runs six weeks from the Sunday on or before the 1st, and no month reaches a seventh week row,
 * so one `GET /shifts?span=grid` answers a week even when it spans two months.
 */
export function weekGridMonth(start: string): CalendarMonth {
  const sunday = new Date(utcMidnightOf(start));
  return { year: sunday.getUTCFullYear(), month: sunday.getUTCMonth() + 1 };
}

const dayMonthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The week board's title: 'Nov 22 – 28, 2026', 'Nov 29 – Dec 5, 2026' or, across a new year,
 * 'Dec 27, 2026 – Jan 2, 2027'.
 */
export function formatWeekRange(start: string): string {
  const first = new Date(utcMidnightOf(start));
  const last = new Date(utcMidnightOf(addDaysToDate(start, 6)));
  const firstYear = yearFormat.format(first);
  const lastYear = yearFormat.format(last);
  if (firstYear !== lastYear) {
    return `${dayMonthFormat.format(first)}, ${firstYear} – ${dayMonthFormat.format(last)}, ${lastYear}`;
  }
  const end =
    first.getUTCMonth() === last.getUTCMonth()
      ? dayFormat.format(last)
      : dayMonthFormat.format(last);
  return `${dayMonthFormat.format(first)} – ${end}, ${lastYear}`;
}

/** A week board column's heading: `{ weekday: 'Sun', day: '22' }`. */
export function weekColumnHeading(date: string): { weekday: string; day: string } {
  const at = new Date(utcMidnightOf(date));
  return { weekday: weekdayFormat.format(at), day: dayFormat.format(at) };
}

/** A day in words for accessible names: 'Sunday, November 22'. */
export function formatLongDay(date: string): string {
  return longDayFormat.format(new Date(utcMidnightOf(date)));
}
