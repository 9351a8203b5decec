import { describe, expect, it } from 'vitest';
import { MAX_SHIFTS_PER_POSTING } from './constants.ts';
import { MESSAGES } from './messages/general.ts';
import { REPEAT_MESSAGES } from './messages/scheduling.ts';
import {
  expandRepeat,
  occurrenceKey,
  previewOccurrences,
  weeklyRepeatDefaults,
} from './repeat-shifts.ts';
import { repeatSchema } from './schemas/repeat.ts';

const TUESDAY = 2;
const THURSDAY = 4;
const SUNDAY = 0;

describe('expandRepeat (the local dates a repeat posts on)', () => {
  it.each([
    ['does not repeat', { kind: 'none' }, ['2027-03-02']],
    [
      'weekly on Tuesdays and Thursdays until a date, inclusive',
      { kind: 'weekly', weekdays: [TUESDAY, THURSDAY], until: '2027-03-16' },
      ['2027-03-02', '2027-03-04', '2027-03-09', '2027-03-11', '2027-03-16'],
    ],
    [
      'weekly for a number of occurrences',
      { kind: 'weekly', weekdays: [THURSDAY], count: 3 },
      ['2027-03-04', '2027-03-11', '2027-03-18'],
    ],
    [
      'weekly across the spring-forward Sunday, keeping every calendar date',
      { kind: 'weekly', weekdays: [SUNDAY], until: '2027-03-21' },
      ['2027-03-07', '2027-03-14', '2027-03-21'],
    ],
    [
      "chosen dates with the shift's own, sorted and once each",
      { kind: 'dates', dates: ['2027-04-02', '2027-03-30', '2027-04-02'] },
      ['2027-03-02', '2027-03-30', '2027-04-02'],
    ],
  ] as const)('%s', (_case, repeat, dates) => {
    expect(expandRepeat('2027-03-02', repeatSchema.parse(repeat))).toEqual(dates);
  });

  it('keeps the calendar dates across the fall-back change', () => {
    expect(
      expandRepeat('2027-11-01', { kind: 'weekly', weekdays: [SUNDAY], until: '2027-11-14' }),
    ).toEqual(['2027-11-07', '2027-11-14']);
  });

  it('stops one past the limit, so a posting over 366 shifts is refused without expanding it all', () => {
    const dates = expandRepeat('2027-01-01', {
      kind: 'weekly',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      until: '2099-12-31',
    });
    expect(dates).toHaveLength(MAX_SHIFTS_PER_POSTING + 1);
  });
});

describe('repeatSchema (Repeat’s messages)', () => {
  it.each([
    [{ kind: 'weekly', weekdays: [], count: 2 }, REPEAT_MESSAGES.weekdaysRequired],
    [{ kind: 'weekly', weekdays: [TUESDAY] }, REPEAT_MESSAGES.endRequired],
    [
      { kind: 'weekly', weekdays: [TUESDAY], count: 2, until: '2027-03-09' },
      REPEAT_MESSAGES.endRequired,
    ],
    [{ kind: 'weekly', weekdays: [TUESDAY], count: 367 }, REPEAT_MESSAGES.countRange],
    [{ kind: 'dates', dates: [] }, REPEAT_MESSAGES.datesRequired],
    [{ kind: 'dates', dates: ['2027-02-30'] }, MESSAGES.dateRequired],
  ])('refuses %j', (repeat, message) => {
    const result = repeatSchema.safeParse(repeat);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('previewOccurrences (the marks of the preview)', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  const zone = 'America/New_York';

  it('shows each occurrence at the same local clock on both sides of a DST change', () => {
    const [before, after] = previewOccurrences({
      dates: ['2027-03-13', '2027-03-15'],
      clock: '08:00',
      totalMinutes: 480,
      timeZone: zone,
      taken: new Set(),
      now,
    });
    expect(before).toEqual({
      date: '2027-03-13',
      startsAt: '2027-03-13T13:00:00.000Z',
      endsAt: '2027-03-13T21:00:00.000Z',
      status: 'ok',
    });
    expect(after.startsAt).toBe('2027-03-15T12:00:00.000Z');
  });

  it('marks an occurrence in the spring-forward gap as dstGap', () => {
    const [gap] = previewOccurrences({
      dates: ['2027-03-14'],
      clock: '02:30',
      totalMinutes: 60,
      timeZone: zone,
      taken: new Set(),
      now,
    });
    expect(gap.status).toBe('dstGap');
  });

  it('marks an occurrence with the start and end of an existing open shift as duplicate', () => {
    const taken = new Set([occurrenceKey('2027-03-02T13:00:00Z', '2027-03-02T21:00:00Z')]);
    const statuses = previewOccurrences({
      dates: ['2027-03-02', '2027-03-03'],
      clock: '08:00',
      totalMinutes: 480,
      timeZone: zone,
      taken,
      now,
    }).map((occurrence) => occurrence.status);
    expect(statuses).toEqual(['duplicate', 'ok']);
  });

  it('marks an occurrence that starts before now as past', () => {
    const [past] = previewOccurrences({
      dates: ['2026-12-31'],
      clock: '08:00',
      totalMinutes: 480,
      timeZone: zone,
      taken: new Set(),
      now,
    });
    expect(past.status).toBe('past');
  });
});

describe('weeklyRepeatDefaults: where Add Shift’s weekly repeat starts (issue #26 §8)', () => {
  it('chooses the shift’s weekday and ends four weeks on', () => {
    // 3 December 2026 is a Thursday.
    expect(weeklyRepeatDefaults('2026-12-03')).toEqual({ weekdays: [4], until: '2026-12-31' });
  });

  it('chooses nothing before the shift has a date', () => {
    expect(weeklyRepeatDefaults('')).toEqual({ weekdays: [], until: '' });
  });
});
