import { describe, expect, it } from 'vitest';
import {
  batchWindowEnd,
  isInBatchWindow,
  localDayBounds,
  mayTextNewShift,
  NEW_SHIFT_TEXTS_PER_DAY,
  localDateSpan,
  newShiftsCountLabel,
  newShiftsPostingLabel,
  nextDigestAt,
} from './new-shift-alerts.ts';

const at = (iso: string) => new Date(iso);

describe('the batching window of new-shift alerts', () => {
  const opened = at('2026-03-10T15:00:00Z');
  const cases: [string, string, boolean][] = [
    ['a shift posted a minute after the first alert is held', '2026-03-10T15:01:00Z', true],
    ['a shift posted 9:59 after is still held', '2026-03-10T15:09:59Z', true],
    ['the window closes 10 minutes after the first alert', '2026-03-10T15:10:00Z', false],
    ['a shift posted later opens a new window', '2026-03-10T16:00:00Z', false],
  ];
  it.each(cases)('%s', (_, now, held) => {
    expect(isInBatchWindow(at(now), batchWindowEnd(opened))).toBe(held);
  });

  it('no window is open before a first alert', () => {
    expect(isInBatchWindow(opened, null)).toBe(false);
  });
});

describe('the text cap counts a local day', () => {
  const cases: [string, string, string, string, string][] = [
    [
      'a plain Chicago day is 24 hours from local midnight',
      '2026-03-10T15:00:00Z',
      'America/Chicago',
      '2026-03-10T05:00:00.000Z',
      '2026-03-11T05:00:00.000Z',
    ],
    [
      'late evening local time still counts the same local day',
      '2026-03-11T04:30:00Z',
      'America/Chicago',
      '2026-03-10T05:00:00.000Z',
      '2026-03-11T05:00:00.000Z',
    ],
    [
      'the spring-forward day is 23 hours',
      '2026-03-08T18:00:00Z',
      'America/Chicago',
      '2026-03-08T06:00:00.000Z',
      '2026-03-09T05:00:00.000Z',
    ],
    [
      'the fall-back day is 25 hours',
      '2026-11-01T18:00:00Z',
      'America/New_York',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
  ];
  it.each(cases)('%s', (_, now, zone, start, end) => {
    const bounds = localDayBounds(at(now), zone);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
  });

  it('allows 3 texts a day and not a 4th', () => {
    expect(NEW_SHIFT_TEXTS_PER_DAY).toBe(3);
    expect([0, 1, 2, 3, 4].map(mayTextNewShift)).toEqual([true, true, true, false, false]);
  });
});

describe('the next daily digest is at 7:00 on the person’s clocks', () => {
  const cases: [string, string, string, string][] = [
    ['before 7:00: today’s', '2026-03-10T10:00:00Z', 'America/Chicago', '2026-03-10T12:00:00.000Z'],
    [
      'at 7:00 exactly: tomorrow’s',
      '2026-03-10T12:00:00Z',
      'America/Chicago',
      '2026-03-11T12:00:00.000Z',
    ],
    [
      'after 7:00: tomorrow’s',
      '2026-03-10T20:00:00Z',
      'America/Chicago',
      '2026-03-11T12:00:00.000Z',
    ],
    [
      'across spring forward: 7:00 CDT',
      '2026-03-07T20:00:00Z',
      'America/Chicago',
      '2026-03-08T12:00:00.000Z',
    ],
    [
      'across fall back: 7:00 CST',
      '2026-10-31T20:00:00Z',
      'America/Chicago',
      '2026-11-01T13:00:00.000Z',
    ],
    ['in another zone', '2026-03-10T20:00:00Z', 'America/Los_Angeles', '2026-03-11T14:00:00.000Z'],
  ];
  it.each(cases)('%s', (_, now, zone, expected) => {
    expect(nextDigestAt(at(now), zone).toISOString()).toBe(expected);
  });
});

describe('the count a batched alert leads with', () => {
  it('says one shift or several', () => {
    expect([1, 3].map(newShiftsCountLabel)).toEqual([
      '1 new shift near you',
      '3 new shifts near you',
    ]);
  });
});

describe('one alert for the shifts of one posting (issue #26 §7)', () => {
  const shift = (startsAt: string, position = 'Hygienist', locationName = 'SF Clinic') => ({
    position,
    locationName,
    startsAt: at(startsAt),
    timezone: 'America/Los_Angeles',
  });

  it('names a four-date series by its position, location and span of local dates', () => {
    const series = ['03', '04', '05', '06'].map((day) => shift(`2026-12-${day}T16:00:00Z`));
    expect(newShiftsPostingLabel(series)).toBe('4 new Hygienist shifts at SF Clinic, Dec 3-6');
  });

  it('names the pay the shifts share (issue #28 §1), and none when they differ', () => {
    const pay = { hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' } as const;
    const paid = [shift('2026-12-03T16:00:00Z'), shift('2026-12-04T16:00:00Z')].map((one) => ({
      ...one,
      ...pay,
    }));
    expect(newShiftsPostingLabel(paid)).toBe(
      '2 new Hygienist shifts at SF Clinic, Dec 3-4 · $52.50/h · 1099 · Net 7',
    );
    expect(newShiftsPostingLabel([paid[0], { ...paid[1], hourlyRateCents: 5000 }])).toBe(
      '2 new Hygienist shifts at SF Clinic, Dec 3-4',
    );
  });

  it('reads the dates on the location’s clocks', () => {
    expect(newShiftsPostingLabel([shift('2026-12-04T02:00:00Z')])).toBe(
      '1 new Hygienist shift at SF Clinic, Dec 3',
    );
  });

  it('leaves out a position or a location the shifts do not share', () => {
    const mixed = [
      shift('2026-11-30T16:00:00Z'),
      shift('2026-12-02T16:00:00Z', 'Front Desk', 'Oakland'),
    ];
    expect(newShiftsPostingLabel(mixed)).toBe('2 new shifts near you, Nov 30-Dec 2');
  });

  it.each([
    [['2026-12-03'], 'Dec 3'],
    [['2026-12-24', '2026-12-03'], 'Dec 3-24'],
    [['2026-12-30', '2027-01-02'], 'Dec 30-Jan 2'],
  ])('spans the dates %j as %s', (dates, span) => {
    expect(localDateSpan(dates)).toBe(span);
  });
});
