import { describe, expect, it } from 'vitest';
import { confirmedPart, reportTimes } from './report-times.ts';

describe('reportTimes: the durations that really pass, which is what is paid', () => {
  it('reports an ordinary day as its wall-clock length', () => {
    expect(reportTimes(new Date('2027-06-01T13:00:00Z'), 480, 60, 'America/New_York')).toEqual({
      startTime: '9:00 AM',
      endTime: '5:00 PM',
      workingDuration: '7h 0m',
      lunchDuration: '1h 0m',
      duration: '8h 0m',
    });
  });

  it.each([
    ['spring-forward', '2027-03-14T03:00:00Z', '6h 0m', '7h 0m'],
    ['fall-back', '2027-11-07T02:00:00Z', '8h 0m', '9h 0m'],
  ])(
    'reports 22:00 plus 480 minutes across %s as %s worked of %s, ending at 6:00 AM',
    (_change, start, working, total) => {
      expect(reportTimes(new Date(start), 480, 60, 'America/New_York')).toEqual({
        startTime: '10:00 PM',
        endTime: '6:00 AM',
        workingDuration: working,
        lunchDuration: '1h 0m',
        duration: total,
      });
    },
  );
});

describe('reportTimes of a part shift: the confirmed hours, their length and their lunch', () => {
  // 8:00 AM to 4:30 PM in Chicago (CDT, UTC-5) with a one-hour lunch; its middle is 12:15 PM.
  const start = new Date('2027-06-01T13:00:00Z');
  const at = (clock: string) => new Date(`2027-06-01T${clock}:00-05:00`);

  it.each([
    ['10:00', '14:30', '10:00 AM', '2:30 PM', '1h 0m', '3h 30m', '4h 30m'],
    ['08:00', '12:15', '8:00 AM', '12:15 PM', '0h 0m', '4h 15m', '4h 15m'],
    ['12:15', '16:30', '12:15 PM', '4:30 PM', '1h 0m', '3h 15m', '4h 15m'],
    ['12:00', '12:30', '12:00 PM', '12:30 PM', '0h 30m', '0h 0m', '0h 30m'],
  ])(
    'reports %s-%s as %s to %s with %s lunch, %s working of %s (lunch only across the middle, at most the part)',
    (from, to, startTime, endTime, lunchDuration, workingDuration, duration) => {
      const part = confirmedPart(at(from), at(to));
      expect(reportTimes(start, 510, 60, 'America/Chicago', part)).toEqual({
        startTime,
        endTime,
        lunchDuration,
        workingDuration,
        duration,
      });
    },
  );

  it('reports the posted hours when the confirmed request holds no part-shift times', () => {
    expect(confirmedPart(null, null)).toBeNull();
    expect(reportTimes(start, 510, 60, 'America/Chicago', confirmedPart(null, null))).toEqual(
      reportTimes(start, 510, 60, 'America/Chicago'),
    );
  });
});
