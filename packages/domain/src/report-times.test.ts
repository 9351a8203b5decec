import { describe, expect, it } from 'vitest';
import { reportTimes } from './report-times.ts';

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
