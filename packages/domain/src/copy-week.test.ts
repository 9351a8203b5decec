import { describe, expect, it } from 'vitest';
import { copyWeekOccurrences, type CopySource } from './copy-week.ts';
import { MESSAGES } from './messages/general.ts';
import { COPY_WEEK_MESSAGES } from './messages/scheduling.ts';
import { copyWeekPayloadSchema } from './schemas/copy-week.ts';

// New York springs forward on Sunday, March 14, 2027.
const FROM = '2027-03-07';
const TO = '2027-03-14';
const BEFORE = new Date('2027-03-01T00:00:00Z');

function source(overrides: Partial<CopySource> = {}): CopySource {
  return {
    id: 1,
    locationId: 10,
    locationName: 'Downtown',
    position: 'Hygienist',
    // Tuesday, March 9, 8:00 AM EST.
    startsAt: '2027-03-09T13:00:00.000Z',
    totalMinutes: 480,
    timezone: 'America/New_York',
    ...overrides,
  };
}

const copy = (
  sources: CopySource[],
  extra: Partial<Parameters<typeof copyWeekOccurrences>[0]> = {},
) =>
  copyWeekOccurrences({
    sources,
    fromWeekStart: FROM,
    toWeekStart: TO,
    existing: [],
    now: BEFORE,
    ...extra,
  }).map(({ copy }) => copy);

describe('copyWeekOccurrences (copy a week, issue #16 §1)', () => {
  it("posts each shift on the same weekday of the other week at its location's clock, across DST", () => {
    expect(copy([source()])).toEqual([
      {
        date: '2027-03-16',
        // 8:00 AM EDT: the same wall clock, an hour earlier in UTC.
        startsAt: '2027-03-16T12:00:00.000Z',
        endsAt: '2027-03-16T20:00:00.000Z',
        status: 'ok',
        sourceShiftId: 1,
        locationId: 10,
        locationName: 'Downtown',
        position: 'Hygienist',
        timezone: 'America/New_York',
      },
    ]);
  });

  it('copies to an earlier week too', () => {
    const [copied] = copyWeekOccurrences({
      sources: [source({ startsAt: '2027-03-16T12:00:00.000Z' })],
      fromWeekStart: TO,
      toWeekStart: FROM,
      existing: [],
      now: BEFORE,
    });
    expect(copied?.copy).toMatchObject({
      date: '2027-03-09',
      startsAt: '2027-03-09T13:00:00.000Z',
    });
  });

  it('marks a shift whose clock the spring-forward change skips', () => {
    // Sunday, March 7, 2:30 AM EST: on March 14 2:00 to 3:00 AM does not exist in New York.
    const [copied] = copy([source({ startsAt: '2027-03-07T07:30:00.000Z' })]);
    expect(copied).toMatchObject({ date: '2027-03-14', status: 'dstGap' });
  });

  it('marks a shift that would start in the past', () => {
    const [copied] = copy([source()], { now: new Date('2027-03-16T12:00:00.000Z') });
    expect(copied?.status).toBe('past');
  });

  it('marks a copy of an open shift already there, one copy for each shift there', () => {
    const existing = [
      {
        locationId: 10,
        position: 'Hygienist' as const,
        startsAt: '2027-03-16T12:00:00.000Z',
        endsAt: '2027-03-16T20:00:00.000Z',
      },
    ];
    const marks = copy([source({ id: 1 }), source({ id: 2 })], { existing }).map(
      (copied) => copied.status,
    );
    expect(marks).toEqual(['duplicate', 'ok']);
  });

  it.each([
    ['another position', { position: 'Front Desk' as const }],
    ['another location', { locationId: 11 }],
  ])('does not mark a shift at the same hours for %s as a duplicate', (_case, differs) => {
    const existing = [
      {
        locationId: 10,
        position: 'Hygienist' as const,
        startsAt: '2027-03-16T12:00:00.000Z',
        endsAt: '2027-03-16T20:00:00.000Z',
        ...differs,
      },
    ];
    expect(copy([source()], { existing })[0]?.status).toBe('ok');
  });

  it('lists the copies soonest first, then by location', () => {
    const copies = copy([
      source({ id: 1, locationName: 'Uptown', startsAt: '2027-03-10T13:00:00.000Z' }),
      source({ id: 2, locationName: 'Uptown' }),
      source({ id: 3, locationName: 'Midtown' }),
    ]);
    expect(copies.map((copied) => copied.sourceShiftId)).toEqual([3, 2, 1]);
  });
});

describe('copyWeekPayloadSchema', () => {
  const errorOf = (payload: object) =>
    copyWeekPayloadSchema.safeParse(payload).error?.issues.map((issue) => issue.message);

  it('reads the weeks, the location and whether filled shifts are copied (not by default)', () => {
    expect(copyWeekPayloadSchema.parse({ fromWeekStart: FROM, toWeekStart: TO })).toEqual({
      fromWeekStart: FROM,
      toWeekStart: TO,
      includeFilled: false,
    });
  });

  it.each([
    [
      'a week that does not start on a Sunday',
      { toWeekStart: '2027-03-15' },
      COPY_WEEK_MESSAGES.weekStart,
    ],
    ['the same week', { toWeekStart: FROM }, COPY_WEEK_MESSAGES.sameWeek],
    ['a date that does not exist', { toWeekStart: '2027-02-30' }, MESSAGES.dateRequired],
    ['no date', { toWeekStart: undefined }, MESSAGES.dateRequired],
  ] as [string, { toWeekStart?: string }, string][])('refuses %s', (_case, change, message) => {
    expect(errorOf({ fromWeekStart: FROM, ...change })).toEqual([message]);
  });
});
