import {
  formatTimeSpan,
  shiftCoverage,
  type ConfirmedHours,
  type CoverableShift,
  type TimeSpan,
} from './shift-coverage.ts';
import { shiftEnd, timezoneLabel } from './time.ts';
import { wallClockMinutesBetween } from './zoned-time.ts';

/**
 * The hours a person works a shift (issue #26 §2): the part of it they are confirmed (or asked,
 * or offered) for, else the whole shift, so nobody is told to come at the shift's start for
 * hours that begin later.
 */
export function workedHours(shift: CoverableShift, hours: ConfirmedHours | null): TimeSpan {
  const part = shiftCoverage(shift, hours);
  if (part) return part.covered;
  return {
    start: new Date(shift.date),
    end: shiftEnd(shift.date, shift.totalMinutes, shift.timezone),
  };
}

/** The length of worked hours on the location's clocks, as a shift's length is counted. */
export function workedMinutes(span: TimeSpan, timeZone: string): number {
  return wallClockMinutesBetween(span.start, span.end, timeZone);
}

/** Worked hours on the location's clocks with its zone: '10:00 AM to 3:00 PM PST'. */
export function formatWorkedHours(span: TimeSpan, timeZone: string): string {
  return `${formatTimeSpan(span, timeZone)} ${timezoneLabel(timeZone, span.start)}`;
}

/** The day and worked hours as notices say them: 'Tue, Mar 10, 10:00 AM to 3:00 PM PST'. */
export function formatWorkedDay(span: TimeSpan, timeZone: string): string {
  const day = span.start.toLocaleDateString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day}, ${formatWorkedHours(span, timeZone)}`;
}
