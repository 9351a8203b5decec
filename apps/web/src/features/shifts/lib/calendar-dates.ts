import { CALENDAR_CELLS, calendarGridRange } from '@chairside/domain';
import { addDays, format, isValid, parse } from 'date-fns';
import type { ShiftMonth } from '../api/get-shifts.ts';

/*
 * Calendar days are plain dates ('YYYY-MM-DD'), handled as local midnights only to do date
 * arithmetic; the shifts on them are matched by their own timezone's date (`localDate`).
 */

const DATE_KEY = 'yyyy-MM-dd';

export function toDateKey(day: Date): string {
  return format(day, DATE_KEY);
}

/** The day of a 'YYYY-MM-DD' key; null when the text is not a real date. */
export function parseDateKey(key: string | null | undefined): Date | null {
  if (!key || !/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const day = parse(key, DATE_KEY, new Date());
  return isValid(day) ? day : null;
}

export function todayKey(): string {
  return toDateKey(new Date());
}

export function monthOf(day: Date): ShiftMonth {
  return { year: day.getFullYear(), month: day.getMonth() + 1 };
}

export function firstOfMonth({ year, month }: ShiftMonth): Date {
  return new Date(year, month - 1, 1);
}

export function shiftMonthBy({ year, month }: ShiftMonth, delta: number): ShiftMonth {
  return monthOf(new Date(year, month - 1 + delta, 1));
}

export function sameMonth(a: ShiftMonth, b: ShiftMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** SPEC §9: the 42 days of a month grid, the days `GET /shifts?span=grid` answers for. */
export function calendarDays(month: ShiftMonth): Date[] {
  const first = parseDateKey(calendarGridRange(month).from) as Date;
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => addDays(first, index));
}

/** The distinct months that `days` fall in, in order. */
export function monthsOf(days: readonly Date[]): ShiftMonth[] {
  const months: ShiftMonth[] = [];
  for (const day of days) {
    const month = monthOf(day);
    if (!months.some((known) => sameMonth(known, month))) months.push(month);
  }
  return months;
}
