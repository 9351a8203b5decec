import { addWallClockMinutes } from './zoned-time.ts';

/** Durations read 'Xh Ym' (SPEC §9). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** 12-hour en-US time of an instant in a timezone, e.g. '9:00 AM'. */
const time12Formats = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs ten times formatting with one, and reports format many rows. */
function time12Format(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = time12Formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    time12Formats.set(key, format);
  }
  return format;
}

export function formatTime12(instant: Date | string, timeZone?: string): string {
  return time12Format(timeZone).format(new Date(instant));
}

/**
 * The end of a shift: its length counted on the wall clock of its timezone from its start, as
 * the form counts it (end clock minus start clock), so across a DST change the time that passes
 * is an hour shorter or longer (docs/API.md). The stored `ends_at` column agrees with it.
 */
export function shiftEnd(start: Date | string, totalMinutes: number, timeZone: string): Date {
  return addWallClockMinutes(start, totalMinutes, timeZone);
}

/** A shift's start and end on its location's clock, '8:00 AM' and '4:00 PM'. */
export function shiftClockTimes(shift: {
  date: Date | string;
  totalMinutes: number;
  timezone: string;
}): { start: string; end: string } {
  return {
    start: formatTime12(shift.date, shift.timezone),
    end: formatTime12(shiftEnd(shift.date, shift.totalMinutes, shift.timezone), shift.timezone),
  };
}

export type Meridiem = 'AM' | 'PM';

export interface ClockTime12 {
  hour: number;
  minute: number;
  period: Meridiem;
}

/**
 * The time picker's 1-12 hour and AM/PM to 'HH:MM' (24 h); 12 AM counts as hour 0.
 * The picker offers minutes 0 to 60 (SPEC §5): minute 60 carries into the next hour.
 */
export function toClock24({ hour, minute, period }: ClockTime12): string {
  const hour24 = (hour % 12) + (period === 'PM' ? 12 : 0);
  return addMinutesToClock('00:00', hour24 * 60 + minute);
}

export function fromClock24(value: string): ClockTime12 {
  const [hour24, minute] = value.split(':').map(Number);
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, minute, period: hour24 < 12 ? 'AM' : 'PM' };
}

/** An 'HH:MM' (24 h) clock time as SPEC §9's 12-hour en-US time, e.g. '02:00' -> '2:00 AM'. */
export function formatClock12(value: string): string {
  const { hour, minute, period } = fromClock24(value);
  return `${hour}:${String(minute).padStart(2, '0')} ${period}`;
}

/** Adds minutes to an 'HH:MM' clock time, wrapping at midnight. */
export function addMinutesToClock(value: string, minutes: number): string {
  const [hours, mins] = value.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** Cached like time12Format: the shifts panel labels hundreds of shifts in one render. */
function zoneNameFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneNameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(timeZone, format);
  }
  return format;
}

/** Short zone label of a timezone at an instant, e.g. 'PST' or 'EDT'. */
export function timezoneLabel(timeZone: string, at: Date | string = new Date()): string {
  const part = zoneNameFormat(timeZone)
    .formatToParts(new Date(at))
    .find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Initials of a person's name for the avatar: 'Dana Whitfield' -> 'DW'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
