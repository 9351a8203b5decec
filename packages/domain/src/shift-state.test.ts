import { describe, expect, it } from 'vitest';
import { shiftStateWord, shiftStatus, type ShiftStateFacts } from './shift-state.ts';

const facts = (overrides: Partial<ShiftStateFacts>): ShiftStateFacts => ({
  status: 'Unassigned',
  offers: 0,
  offerExpiresAt: null,
  ...overrides,
});

describe('shiftStateWord (issue #26 §1: one word for a shift on every screen)', () => {
  it.each([
    ['nobody asked', facts({}), 'Open'],
    ['live requests', facts({ status: 'Requested', offers: 0 }), 'Requested'],
    [
      'requests without counts (restricted)',
      facts({ status: 'Requested', offers: null }),
      'Requested',
    ],
    ['an offer out, counted', facts({ status: 'Requested', offers: 1 }), 'Offered'],
    [
      'the viewer’s own offer (restricted, no counts)',
      facts({ status: 'Requested', offers: null, offerExpiresAt: '2026-11-29T10:28:00.000Z' }),
      'Offered',
    ],
    ['someone confirmed', facts({ status: 'Assigned' }), 'Confirmed'],
  ] as const)('%s: %s', (_, shift, word) => {
    expect(shiftStateWord(shift)).toBe(word);
  });
});

describe('shiftStatus (DESIGN §8: SPEC’s status, where SPEC shows it)', () => {
  it.each([
    [{ requests: 0, offers: 0, confirmed: 0 }, 'Unassigned'],
    [{ requests: 2, offers: 0, confirmed: 0 }, 'Requested'],
    [{ requests: 0, offers: 1, confirmed: 0 }, 'Requested'],
    [{ requests: 0, offers: 0, confirmed: 1 }, 'Assigned'],
  ] as const)('%o is %s', (counts, status) => {
    expect(shiftStatus(counts)).toBe(status);
  });
});
