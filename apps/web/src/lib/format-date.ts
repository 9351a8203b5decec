import { formatTime12, timezoneLabel } from '@chairside/domain';

/*
 * Dates of shifts read on the clocks of the shift's timezone (DESIGN §8), so a shift shows
 * the day it happens at the practice wherever the reader is. Without a timezone, the
 * browser's is used (for moments such as when a request was made).
 */

/** 'Wednesday, January 15, 2025'. */
export function formatLongDate(instant: Date | string, timeZone?: string): string {
  return new Date(instant).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** 'Jan 15, 2025' (SPEC §9 'MMM d, yyyy'). */
export function formatShortDate(instant: Date | string, timeZone?: string): string {
  return new Date(instant).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** '5:00 PM PST': a 12-hour time with the zone's short label at that moment. */
export function formatZonedTime(instant: Date | string, timeZone: string): string {
  return `${formatTime12(instant, timeZone)} ${timezoneLabel(timeZone, instant)}`;
}
