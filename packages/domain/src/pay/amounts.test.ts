import { describe, expect, it } from 'vitest';
import { amountCents, elapsedMinutes, scheduledTimes, timesheetWorkedMinutes } from './amounts.ts';

const LOS_ANGELES = 'America/Los_Angeles';

describe('amountCents: the rate times the worked minutes, rounded half up once (issue #28)', () => {
  it.each([
    // rate (cents/h), minutes, cents
    [5500, 465, 42625], // $55.00 for 7h 45m: $426.25
    [5250, 480, 42000], // $52.50 for 8h
    [5250, 465, 40688], // 40687.5 rounds up
    [3333, 1, 56], // 55.55 rounds up
    [3333, 61, 3389], // 3388.55 rounds up
    [100, 1, 2], // 1.666… rounds up
    [100, 17, 28], // 28.333… rounds down
    [9000, 1, 150],
    [1, 30, 1], // exactly half a cent rounds up
    [1, 29, 0], // just under half rounds down
    [5500, 0, 0],
    [100000, 1440, 2400000],
  ])('%i cents an hour for %i minutes is %i cents', (rate, minutes, cents) => {
    expect(amountCents(rate, minutes)).toBe(cents);
    expect(Number.isInteger(amountCents(rate, minutes))).toBe(true);
  });

  it('rounds once per shift, not per piece of it', () => {
    // 45 minutes at 1 cent an hour is 0.75 cents, 1; three 15-minute pieces would round to 0 each.
    expect(amountCents(1, 45)).toBe(1);
    expect(amountCents(1, 15) * 3).toBe(0);
  });

  it('refuses fractions and negatives: money is whole cents', () => {
    expect(() => amountCents(52.5, 60)).toThrow(RangeError);
    expect(() => amountCents(5250, 0.5)).toThrow(RangeError);
    expect(() => amountCents(-1, 60)).toThrow(RangeError);
    expect(() => amountCents(5250, -60)).toThrow(RangeError);
  });
});

describe('timesheetWorkedMinutes: the real time between the instants less lunch', () => {
  it.each([
    [
      'a day shift, 8:00 AM to 4:45 PM PST with an hour of lunch',
      '2031-03-04T16:00:00Z',
      '2031-03-05T00:45:00Z',
      60,
      465,
    ],
    ['no lunch', '2031-03-04T16:00:00Z', '2031-03-04T20:00:00Z', 0, 240],
    // 10:00 PM PST to 6:00 AM PDT: the clocks spring forward, 7 hours pass.
    [
      'the night the clocks spring forward',
      '2031-03-09T06:00:00Z',
      '2031-03-09T13:00:00Z',
      30,
      390,
    ],
    // 10:00 PM PDT to 6:00 AM PST: the clocks fall back, 9 hours pass.
    ['the night the clocks fall back', '2031-11-02T05:00:00Z', '2031-11-02T14:00:00Z', 30, 510],
    ['seconds left out', '2031-03-04T16:00:59Z', '2031-03-04T17:00:00Z', 0, 59],
  ])('%s', (_case, startTime, endTime, lunchMinutes, minutes) => {
    expect(timesheetWorkedMinutes({ startTime, endTime, lunchMinutes })).toBe(minutes);
  });

  it('counts elapsed minutes between instants given as text or dates alike', () => {
    expect(elapsedMinutes(new Date('2031-03-04T16:00:00Z'), '2031-03-04T16:30:00Z')).toBe(30);
  });
});

describe('scheduledTimes: the confirmed window and its lunch (a due timesheet’s prefill)', () => {
  /** 8:00 AM to 5:00 PM PST, an hour of lunch: its middle is 12:30 PM. */
  const eightToFive = {
    date: '2031-03-04T16:00:00.000Z',
    totalMinutes: 540,
    lunchMinutes: 60,
    timezone: LOS_ANGELES,
  };

  it('reads the whole shift with the posted lunch when confirmed for all of it', () => {
    for (const window of [null, { startTime: null, endTime: null }]) {
      const times = scheduledTimes(eightToFive, window);
      expect(times).toEqual({
        startTime: new Date('2031-03-04T16:00:00.000Z'),
        endTime: new Date('2031-03-05T01:00:00.000Z'),
        lunchMinutes: 60,
      });
      expect(timesheetWorkedMinutes(times)).toBe(480);
    }
  });

  it.each([
    [
      'a part spanning the middle keeps the lunch',
      '2031-03-04T18:00:00Z',
      '2031-03-04T23:00:00Z',
      60,
      240,
    ],
    ['a morning part has none', '2031-03-04T16:00:00Z', '2031-03-04T20:00:00Z', 0, 240],
    ['an afternoon part has none', '2031-03-04T21:00:00Z', '2031-03-05T01:00:00Z', 0, 240],
  ])('%s', (_case, startTime, endTime, lunchMinutes, worked) => {
    const times = scheduledTimes(eightToFive, { startTime, endTime });
    expect(times.lunchMinutes).toBe(lunchMinutes);
    expect(times.startTime.toISOString()).toBe(new Date(startTime).toISOString());
    expect(timesheetWorkedMinutes(times)).toBe(worked);
  });

  it('pays a night shift across a DST change for the hours that really pass', () => {
    // 10:00 PM to 6:00 AM on the clocks (480 wall-clock minutes), the night they spring forward.
    const night = {
      date: '2031-03-09T06:00:00.000Z',
      totalMinutes: 480,
      lunchMinutes: 30,
      timezone: LOS_ANGELES,
    };
    const times = scheduledTimes(night, null);
    expect(times.endTime.toISOString()).toBe('2031-03-09T13:00:00.000Z');
    expect(timesheetWorkedMinutes(times)).toBe(390);
    expect(amountCents(6000, timesheetWorkedMinutes(times))).toBe(39000);
  });
});
