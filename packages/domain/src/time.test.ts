import { describe, expect, it } from 'vitest';
import {
  addMinutesToClock,
  formatClock12,
  formatDuration,
  formatTime12,
  fromClock24,
  initials,
  shiftClockTimes,
  shiftEnd,
  timezoneLabel,
  toClock24,
  type ClockTime12,
  type Meridiem,
} from './time.ts';

describe('formatDuration (SPEC §9: durations read Xh Ym)', () => {
  it.each([
    [0, '0h 0m'],
    [30, '0h 30m'],
    [60, '1h 0m'],
    [90, '1h 30m'],
    [120, '2h 0m'],
    [485, '8h 5m'],
    [1439, '23h 59m'],
  ])('shows %i minutes as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('never shows a negative duration', () => {
    expect(formatDuration(-15)).toBe('0h 0m');
  });
});

describe('formatTime12 (SPEC §9: 12-hour en-US times)', () => {
  it.each([
    ['2024-01-15T14:05:00Z', 'America/New_York', '9:05 AM'],
    ['2024-07-15T13:05:00Z', 'America/New_York', '9:05 AM'],
    ['2024-01-15T17:00:00Z', 'America/Chicago', '11:00 AM'],
    ['2024-01-15T20:30:00Z', 'America/Los_Angeles', '12:30 PM'],
    ['2024-01-15T08:00:00Z', 'America/Los_Angeles', '12:00 AM'],
    ['2024-01-16T03:45:00Z', 'Pacific/Honolulu', '5:45 PM'],
    ['2024-07-15T23:15:00Z', 'America/Phoenix', '4:15 PM'],
  ])('shows %s in %s as %s', (instant, zone, text) => {
    expect(formatTime12(instant, zone)).toBe(text);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(formatTime12(new Date('2024-01-15T18:00:00Z'), 'UTC')).toBe('6:00 PM');
  });
});

describe('shiftEnd (SPEC §2: end is start plus totalMinutes, on the wall clock)', () => {
  it.each([
    ['2024-01-15T14:00:00Z', 120, '2024-01-15T16:00:00.000Z'],
    ['2024-01-15T14:00:00Z', 510, '2024-01-15T22:30:00.000Z'],
    ['2024-01-15T22:00:00Z', 180, '2024-01-16T01:00:00.000Z'],
  ])('ends a shift starting %s lasting %i minutes at %s', (start, minutes, end) => {
    expect(shiftEnd(start, minutes, 'America/New_York').toISOString()).toBe(end);
  });

  it.each([
    // 22:00 EST on 13 March 2027; clocks skip 2:00 to 3:00 AM that night.
    ['spring-forward', '2027-03-14T03:00:00Z', '2027-03-14T10:00:00.000Z', 7],
    // 22:00 EDT on 6 November 2027; clocks repeat 1:00 to 2:00 AM that night.
    ['fall-back', '2027-11-07T02:00:00Z', '2027-11-07T11:00:00.000Z', 9],
  ])(
    'ends 22:00 plus 480 minutes across %s at 6:00 AM local, %i hours later',
    (_change, start, end, hours) => {
      const ends = shiftEnd(start, 480, 'America/New_York');
      expect(ends.toISOString()).toBe(end);
      expect(formatTime12(ends, 'America/New_York')).toBe('6:00 AM');
      expect((ends.getTime() - Date.parse(start)) / 3_600_000).toBe(hours);
    },
  );

  it('ends in the repeated hour at its first occurrence, as a start there begins', () => {
    // 18:00 EDT plus 450 minutes is 1:30 AM, which New York's clocks show twice that night.
    const ends = shiftEnd('2027-11-06T22:00:00Z', 450, 'America/New_York');
    expect(ends.toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(formatTime12(ends, 'America/New_York')).toBe('1:30 AM');
  });

  it('counts no change where the zone keeps one offset (Phoenix)', () => {
    expect(shiftEnd('2027-03-14T05:00:00Z', 480, 'America/Phoenix').toISOString()).toBe(
      '2027-03-14T13:00:00.000Z',
    );
  });
});

describe("shiftClockTimes (a shift's start and end on its location's clock)", () => {
  it.each([
    ['2026-12-01T13:00:00.000Z', 480, 'America/New_York', '8:00 AM', '4:00 PM'],
    ['2026-12-01T16:30:00.000Z', 270, 'America/Los_Angeles', '8:30 AM', '1:00 PM'],
    // The night DST ends in New York: 8 hours on the wall clock are 9 that pass.
    ['2026-11-01T04:00:00.000Z', 480, 'America/New_York', '12:00 AM', '8:00 AM'],
  ])('%s for %i minutes in %s reads %s to %s', (date, totalMinutes, timezone, start, end) => {
    expect(shiftClockTimes({ date, totalMinutes, timezone })).toEqual({ start, end });
  });
});

describe('formatClock12', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['02:00', '2:00 AM'],
    ['12:05', '12:05 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (clock, text) => {
    expect(formatClock12(clock)).toBe(text);
  });
});

describe('toClock24 (SPEC §5 time picker)', () => {
  it.each<[string, ClockTime12, string]>([
    ['12:00 AM', { hour: 12, minute: 0, period: 'AM' }, '00:00'],
    ['12:30 AM', { hour: 12, minute: 30, period: 'AM' }, '00:30'],
    ['1:00 AM', { hour: 1, minute: 0, period: 'AM' }, '01:00'],
    ['9:05 AM', { hour: 9, minute: 5, period: 'AM' }, '09:05'],
    ['11:59 AM', { hour: 11, minute: 59, period: 'AM' }, '11:59'],
    ['12:00 PM', { hour: 12, minute: 0, period: 'PM' }, '12:00'],
    ['12:45 PM', { hour: 12, minute: 45, period: 'PM' }, '12:45'],
    ['1:00 PM', { hour: 1, minute: 0, period: 'PM' }, '13:00'],
    ['5:30 PM', { hour: 5, minute: 30, period: 'PM' }, '17:30'],
    ['11:59 PM', { hour: 11, minute: 59, period: 'PM' }, '23:59'],
  ])('reads %s as %s (12 AM counts as hour 0)', (_label, picked, clock) => {
    expect(toClock24(picked)).toBe(clock);
  });

  it.each<[number, Meridiem, string]>([
    [9, 'AM', '10:00'],
    [11, 'AM', '12:00'],
    [12, 'AM', '01:00'],
    [11, 'PM', '00:00'],
  ])('carries minute 60 of %i %s into the next hour (%s)', (hour, period, clock) => {
    expect(toClock24({ hour, minute: 60, period })).toBe(clock);
  });
});

describe('fromClock24', () => {
  it.each<[string, ClockTime12]>([
    ['00:00', { hour: 12, minute: 0, period: 'AM' }],
    ['00:30', { hour: 12, minute: 30, period: 'AM' }],
    ['09:05', { hour: 9, minute: 5, period: 'AM' }],
    ['12:00', { hour: 12, minute: 0, period: 'PM' }],
    ['13:15', { hour: 1, minute: 15, period: 'PM' }],
    ['23:59', { hour: 11, minute: 59, period: 'PM' }],
  ])('shows %s on the picker as %j', (clock, picked) => {
    expect(fromClock24(clock)).toEqual(picked);
  });

  it('round-trips every picker value through 24-hour time', () => {
    for (const period of ['AM', 'PM'] as const) {
      for (let hour = 1; hour <= 12; hour += 1) {
        for (let minute = 0; minute < 60; minute += 1) {
          expect(fromClock24(toClock24({ hour, minute, period }))).toEqual({
            hour,
            minute,
            period,
          });
        }
      }
    }
  });
});

describe('addMinutesToClock', () => {
  it.each([
    ['09:00', 120, '11:00'],
    ['09:45', 30, '10:15'],
    ['23:00', 120, '01:00'],
    ['00:30', -60, '23:30'],
    ['12:00', 0, '12:00'],
  ])('moves %s by %i minutes to %s, wrapping at midnight', (clock, minutes, moved) => {
    expect(addMinutesToClock(clock, minutes)).toBe(moved);
  });
});

describe('timezoneLabel (shift end shown with its timezone label)', () => {
  it.each([
    ['America/New_York', 'EST', 'EDT'],
    ['America/Chicago', 'CST', 'CDT'],
    ['America/Denver', 'MST', 'MDT'],
    ['America/Phoenix', 'MST', 'MST'],
    ['America/Los_Angeles', 'PST', 'PDT'],
    ['America/Anchorage', 'AKST', 'AKDT'],
    ['Pacific/Honolulu', 'HST', 'HST'],
  ])('labels %s %s in winter and %s in summer', (zone, winter, summer) => {
    expect(timezoneLabel(zone, '2024-01-15T12:00:00Z')).toBe(winter);
    expect(timezoneLabel(zone, new Date('2024-07-15T12:00:00Z'))).toBe(summer);
  });

  it('switches label on the DST change instant', () => {
    // 2024-03-10 02:00 EST is 07:00 UTC, when New York moves to EDT.
    expect(timezoneLabel('America/New_York', '2024-03-10T06:59:00Z')).toBe('EST');
    expect(timezoneLabel('America/New_York', '2024-03-10T07:00:00Z')).toBe('EDT');
  });
});

describe('initials', () => {
  it.each([
    ['Dana Whitfield', 'DW'],
    ['dana whitfield', 'DW'],
    ['Dana Marie Whitfield', 'DW'],
    ['  Dana   Whitfield ', 'DW'],
    ['Cher', 'C'],
    ['', '?'],
    ['   ', '?'],
  ])('shows %j as %s', (name, text) => {
    expect(initials(name)).toBe(text);
  });
});
