import { describe, expect, it } from 'vitest';
import {
  formatShiftCoverage,
  gapsToPost,
  gapsWithPostings,
  isPartlyCovered,
  postedAsOpenShifts,
  shiftCoverage,
  type ConfirmedHours,
  type CoverableShift,
} from './shift-coverage.ts';

const NEW_YORK = 'America/New_York';

/** 8:00 AM to 4:30 PM in New York on an ordinary summer day (EDT, UTC-4). */
const dayShift: CoverableShift = {
  date: '2027-06-01T12:00:00.000Z',
  totalMinutes: 510,
  timezone: NEW_YORK,
};

const spans = (coverage: ReturnType<typeof shiftCoverage>) =>
  coverage && {
    covered: [coverage.covered.start.toISOString(), coverage.covered.end.toISOString()],
    gaps: coverage.gaps.map((gap) => [gap.start.toISOString(), gap.end.toISOString()]),
  };

describe('shiftCoverage: the covered window and the open gaps of a part-shift confirmation', () => {
  it.each<[string, CoverableShift, ConfirmedHours, string[], string[][]]>([
    [
      'a middle part leaves a gap before and one after',
      dayShift,
      { startTime: '2027-06-01T14:00:00.000Z', endTime: '2027-06-01T18:30:00.000Z' },
      ['2027-06-01T14:00:00.000Z', '2027-06-01T18:30:00.000Z'],
      [
        ['2027-06-01T12:00:00.000Z', '2027-06-01T14:00:00.000Z'],
        ['2027-06-01T18:30:00.000Z', '2027-06-01T20:30:00.000Z'],
      ],
    ],
    [
      'the first part leaves only the end open',
      dayShift,
      { startTime: '2027-06-01T12:00:00.000Z', endTime: '2027-06-01T16:00:00.000Z' },
      ['2027-06-01T12:00:00.000Z', '2027-06-01T16:00:00.000Z'],
      [['2027-06-01T16:00:00.000Z', '2027-06-01T20:30:00.000Z']],
    ],
    [
      'the last part leaves only the start open',
      dayShift,
      { startTime: '2027-06-01T17:00:00.000Z', endTime: '2027-06-01T20:30:00.000Z' },
      ['2027-06-01T17:00:00.000Z', '2027-06-01T20:30:00.000Z'],
      [['2027-06-01T12:00:00.000Z', '2027-06-01T17:00:00.000Z']],
    ],
    [
      'hours covering the whole shift leave no gaps',
      dayShift,
      { startTime: '2027-06-01T12:00:00.000Z', endTime: '2027-06-01T20:30:00.000Z' },
      ['2027-06-01T12:00:00.000Z', '2027-06-01T20:30:00.000Z'],
      [],
    ],
    [
      // 10:00 PM EST to 6:00 AM EDT: 480 wall-clock minutes, 7 hours pass.
      'across spring-forward the shift ends on the wall clock (6:00 AM EDT)',
      { date: '2027-03-14T03:00:00.000Z', totalMinutes: 480, timezone: NEW_YORK },
      { startTime: '2027-03-14T03:00:00.000Z', endTime: '2027-03-14T07:00:00.000Z' },
      ['2027-03-14T03:00:00.000Z', '2027-03-14T07:00:00.000Z'],
      [['2027-03-14T07:00:00.000Z', '2027-03-14T10:00:00.000Z']],
    ],
    [
      // 10:00 PM EDT to 6:00 AM EST: 9 hours pass.
      'across fall-back the open end reaches 6:00 AM EST',
      { date: '2027-11-07T02:00:00.000Z', totalMinutes: 480, timezone: NEW_YORK },
      { startTime: '2027-11-07T04:00:00.000Z', endTime: '2027-11-07T08:00:00.000Z' },
      ['2027-11-07T04:00:00.000Z', '2027-11-07T08:00:00.000Z'],
      [
        ['2027-11-07T02:00:00.000Z', '2027-11-07T04:00:00.000Z'],
        ['2027-11-07T08:00:00.000Z', '2027-11-07T11:00:00.000Z'],
      ],
    ],
  ])('%s', (_case, shift, confirmed, covered, gaps) => {
    expect(spans(shiftCoverage(shift, confirmed))).toEqual({ covered, gaps });
  });

  it.each<[string, ConfirmedHours | null]>([
    ['nobody is confirmed', null],
    ['the confirmation is for the whole shift, without times', { startTime: null, endTime: null }],
  ])('is null when %s', (_case, confirmed) => {
    expect(shiftCoverage(dayShift, confirmed)).toBeNull();
  });

  it('counts a shift as partly covered only while hours stay open', () => {
    const middle = { startTime: '2027-06-01T14:00:00.000Z', endTime: '2027-06-01T18:30:00.000Z' };
    const whole = { startTime: '2027-06-01T12:00:00.000Z', endTime: '2027-06-01T20:30:00.000Z' };
    expect(isPartlyCovered(shiftCoverage(dayShift, middle))).toBe(true);
    expect(isPartlyCovered(shiftCoverage(dayShift, whole))).toBe(false);
    expect(isPartlyCovered(null)).toBe(false);
  });
});

describe('formatShiftCoverage: the covered hours and the open ones in words', () => {
  it.each<[string, CoverableShift, ConfirmedHours, string]>([
    [
      'a middle part',
      dayShift,
      { startTime: '2027-06-01T14:00:00.000Z', endTime: '2027-06-01T18:30:00.000Z' },
      'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM open',
    ],
    [
      'a morning part, the meridiem said once where both ends share it',
      dayShift,
      { startTime: '2027-06-01T12:00:00.000Z', endTime: '2027-06-01T15:00:00.000Z' },
      'Covered 8:00 to 11:00 AM; 11:00 AM to 4:30 PM open',
    ],
    [
      'the whole shift',
      dayShift,
      { startTime: '2027-06-01T12:00:00.000Z', endTime: '2027-06-01T20:30:00.000Z' },
      'Covered 8:00 AM to 4:30 PM',
    ],
    [
      'a night across spring-forward, on the location clocks',
      { date: '2027-03-14T03:00:00.000Z', totalMinutes: 480, timezone: NEW_YORK },
      { startTime: '2027-03-14T03:00:00.000Z', endTime: '2027-03-14T07:00:00.000Z' },
      'Covered 10:00 PM to 3:00 AM; 3:00 to 6:00 AM open',
    ],
  ])('reads %s', (_case, shift, confirmed, text) => {
    const coverage = shiftCoverage(shift, confirmed);
    expect(coverage && formatShiftCoverage(coverage, shift.timezone)).toBe(text);
  });
});

describe('the open shifts posted for a shift’s uncovered hours (issue #26 §4)', () => {
  const coverage = shiftCoverage(dayShift, {
    startTime: '2027-06-01T14:00:00.000Z',
    endTime: '2027-06-01T18:30:00.000Z',
  })!;

  it('pairs each open stretch with the shift posted at its hours, or null while unposted', () => {
    const posted = [{ id: 41, start: '2027-06-01T18:30:00.000Z', end: '2027-06-01T20:30:00.000Z' }];
    expect(gapsWithPostings(coverage, posted).map(({ shiftId }) => shiftId)).toEqual([null, 41]);
  });

  it('leaves to post only the stretches no open shift was posted for', () => {
    const posted = [{ id: 41, start: '2027-06-01T18:30:00.000Z', end: '2027-06-01T20:30:00.000Z' }];
    expect(gapsToPost(coverage, []).map((gap) => gap.start.toISOString())).toEqual([
      '2027-06-01T12:00:00.000Z',
      '2027-06-01T18:30:00.000Z',
    ]);
    expect(gapsToPost(coverage, posted).map((gap) => gap.start.toISOString())).toEqual([
      '2027-06-01T12:00:00.000Z',
    ]);
  });

  it('says how the stretches were posted, by their count', () => {
    expect(postedAsOpenShifts(1)).toBe('posted as an open shift');
    expect(postedAsOpenShifts(2)).toBe('posted as open shifts');
  });
});
