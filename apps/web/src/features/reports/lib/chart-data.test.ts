import { describe, expect, it } from 'vitest';
import { makeRow } from '../testing/report-fixtures.ts';
import { fillRateByWeek, payByPosition } from './chart-data.ts';

const open = {
  assignedUser: null,
  status: 'Unassigned' as const,
  workedMinutes: null,
  amountCents: null,
};

describe('fill rate by week', () => {
  it('counts posted and filled shifts per Sunday-to-Saturday week, in order', () => {
    expect(
      fillRateByWeek([
        makeRow({ date: '2025-05-13' }),
        makeRow({ date: '2025-05-04', ...open }),
        makeRow({ date: '2025-05-10' }),
        makeRow({ date: '2025-05-11', ...open }),
      ]),
    ).toEqual([
      { week: '2025-05-04', posted: 2, filled: 1, rate: 0.5 },
      { week: '2025-05-11', posted: 2, filled: 1, rate: 0.5 },
    ]);
  });

  it('has no weeks without rows', () => {
    expect(fillRateByWeek([])).toEqual([]);
  });
});

describe('pay by position', () => {
  it('adds worked minutes and amounts per position in the positions’ order, open shifts adding none', () => {
    expect(
      payByPosition([
        makeRow({ position: 'Front Desk', workedMinutes: 240, amountCents: 9000 }),
        makeRow({ position: 'Hygienist', workedMinutes: 465, amountCents: 42625 }),
        makeRow({ position: 'Front Desk', ...open }),
        makeRow({ position: 'Hygienist', workedMinutes: 480, amountCents: null }),
      ]),
    ).toEqual([
      { position: 'Hygienist', shifts: 2, workedMinutes: 945, amountCents: 42625 },
      { position: 'Front Desk', shifts: 2, workedMinutes: 240, amountCents: 9000 },
    ]);
  });
});
