import { describe, expect, it } from 'vitest';
import type { CoverableShift } from './shift-coverage.ts';
import { formatWorkedDay, formatWorkedHours, workedHours, workedMinutes } from './worked-hours.ts';

const LOS_ANGELES = 'America/Los_Angeles';

/** 8:00 AM to 5:00 PM in Los Angeles on a winter Tuesday (PST, UTC-8). */
const eightToFive: CoverableShift = {
  date: '2031-03-04T16:00:00.000Z',
  totalMinutes: 540,
  timezone: LOS_ANGELES,
};

describe('workedHours: the hours a person works a shift (issue #26 §2)', () => {
  it('reads a part-shift confirmation’s window, with the location’s zone', () => {
    const span = workedHours(eightToFive, {
      startTime: '2031-03-04T18:00:00.000Z',
      endTime: '2031-03-04T23:00:00.000Z',
    });
    expect(formatWorkedHours(span, LOS_ANGELES)).toBe('10:00 AM to 3:00 PM PST');
    expect(workedMinutes(span, LOS_ANGELES)).toBe(300);
    expect(formatWorkedDay(span, LOS_ANGELES)).toBe('Tue, Mar 4, 10:00 AM to 3:00 PM PST');
  });

  it('reads the whole shift for a confirmation without part-shift hours', () => {
    for (const hours of [null, { startTime: null, endTime: null }]) {
      const span = workedHours(eightToFive, hours);
      expect(formatWorkedHours(span, LOS_ANGELES)).toBe('8:00 AM to 5:00 PM PST');
      expect(workedMinutes(span, LOS_ANGELES)).toBe(540);
    }
  });

  it('says the meridiem once when both ends share it', () => {
    const span = workedHours(eightToFive, {
      startTime: '2031-03-04T16:00:00.000Z',
      endTime: '2031-03-04T18:30:00.000Z',
    });
    expect(formatWorkedHours(span, LOS_ANGELES)).toBe('8:00 to 10:30 AM PST');
  });
});
