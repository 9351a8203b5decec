import { describe, expect, it } from 'vitest';
import { weekCardState } from './week-board.ts';

const NOW = Date.parse('2026-11-26T18:00:00.000Z');
const shift = (overrides: Partial<Parameters<typeof weekCardState>[0]>) => ({
  date: '2026-11-27T17:00:00.000Z',
  status: 'Unassigned' as const,
  requests: 0,
  offers: 0,
  offerExpiresAt: null,
  confirmedName: null,
  ...overrides,
});

describe('weekCardState (issue #16 §3: the state a week board card shows)', () => {
  it.each([
    ['an open shift still to come', shift({}), 'open', 'Open'],
    [
      'an open shift that has started: unfilled',
      shift({ date: '2026-11-26T18:00:00.000Z' }),
      'unfilled',
      'Unfilled',
    ],
    [
      'an open shift of an earlier day: unfilled',
      shift({ date: '2026-11-20T17:00:00.000Z' }),
      'unfilled',
      'Unfilled',
    ],
    [
      'a requested shift with its count',
      shift({ status: 'Requested', requests: 3 }),
      'requested',
      'Requested 3',
    ],
    [
      'a requested shift without counts (restricted)',
      shift({ status: 'Requested', requests: null, offers: null }),
      'requested',
      'Requested',
    ],
    [
      'a shift with an offer out',
      shift({ status: 'Requested', requests: 2, offers: 1 }),
      'offered',
      'Offered',
    ],
    [
      'the person’s own offer in the restricted view',
      shift({
        status: 'Requested',
        requests: null,
        offers: null,
        offerExpiresAt: '2026-11-27T10:00:00.000Z',
      }),
      'offered',
      'Offered',
    ],
    [
      'a confirmed shift with its person',
      shift({ status: 'Assigned', confirmedName: 'Dana Lee' }),
      'confirmed',
      'Confirmed · Dana Lee',
    ],
    [
      'a confirmed shift without a name (restricted)',
      shift({ status: 'Assigned' }),
      'confirmed',
      'Confirmed',
    ],
    [
      'a past confirmed shift: never unfilled',
      shift({ status: 'Assigned', date: '2026-11-20T17:00:00.000Z', confirmedName: 'Dana Lee' }),
      'confirmed',
      'Confirmed · Dana Lee',
    ],
  ] as const)('reads %s', (_what, input, tone, label) => {
    expect(weekCardState(input, NOW)).toEqual({ tone, label });
  });
});
