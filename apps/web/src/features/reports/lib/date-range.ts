import type { ReportTimeRange } from '@chairside/domain';
import {
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  format,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns';

/** A report's dates, both inclusive, as 'YYYY-MM-DD' (docs/API.md). */
export interface ReportDates {
  startDate: string;
  endDate: string;
}

export type PresetTimeRange = Exclude<ReportTimeRange, 'custom'>;

export const TIME_RANGE_LABELS: Record<ReportTimeRange, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
  custom: 'Custom',
};

/** A calendar date on the reader's own calendar, 'YYYY-MM-DD'. */
export function isoDate(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/**
 * The whole calendar period that holds `today` (SPEC §9): the day itself, the week from Sunday
 * to Saturday (as the calendar), the month, the calendar quarter, the year. Shifts later in the
 * period are part of it, so a manager sees what is scheduled as well as what took place.
 */
export function presetDates(range: PresetTimeRange, today: Date): ReportDates {
  const [start, end] = {
    day: [today, today],
    week: [startOfWeek(today, { weekStartsOn: 0 }), endOfWeek(today, { weekStartsOn: 0 })],
    month: [startOfMonth(today), endOfMonth(today)],
    quarter: [startOfQuarter(today), endOfQuarter(today)],
    year: [startOfYear(today), endOfYear(today)],
  }[range];
  return { startDate: isoDate(start), endDate: isoDate(end) };
}

/** A 'YYYY-MM-DD' date read as that day on the reader's calendar (no timezone shift). */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDate(day) === value ? day : null;
}

/** 'Jan 15, 2025' for a report row's date. */
export function formatReportDate(value: string): string {
  const day = parseIsoDate(value);
  return day ? format(day, 'MMM d, yyyy') : value;
}

/** 'Wednesday' for a report row's date ('' for anything else). */
export function formatReportWeekday(value: string): string {
  const day = parseIsoDate(value);
  return day ? format(day, 'EEEE') : '';
}

/** 'Jun 1 – Jun 30, 2025', 'Dec 28, 2025 – Jan 3, 2026' or 'Jun 4, 2025' for one day. */
export function formatDateSpan({ startDate, endDate }: ReportDates): string {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return '';
  if (startDate === endDate) return format(start, 'MMM d, yyyy');
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}
