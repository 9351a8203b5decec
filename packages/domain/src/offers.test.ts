import { describe, expect, it } from 'vitest';
import {
  declineReasonLabel,
  isLateCancellation,
  lateCancellationsLabel,
  offerDeadline,
  offerDeadlineLabel,
  timeLeftToAnswer,
  ownRequestBlocksRequest,
} from './offers.ts';

const at = (iso: string) => new Date(iso);

describe('offerDeadline: the response time after the offer, never past the start', () => {
  it.each([
    [
      '24 hours, the start far away',
      24,
      '2026-12-10T15:00:00Z',
      '2026-12-02T15:00:00Z',
      '2026-12-02T03:00:00Z',
    ],
    ['2 hours', 2, '2026-12-10T15:00:00Z', '2026-12-01T17:00:00Z', '2026-12-01T16:00:00Z'],
    [
      'the start comes first',
      24,
      '2026-12-01T21:00:00Z',
      '2026-12-01T21:00:00Z',
      '2026-12-01T18:00:00Z',
    ],
  ])('%s', (_label, hours, start, expires, reminder) => {
    const deadline = offerDeadline(at('2026-12-01T15:00:00Z'), hours, at(start));
    expect(deadline.expiresAt.toISOString()).toBe(at(expires).toISOString());
    expect(deadline.reminderAt.toISOString()).toBe(at(reminder).toISOString());
  });
});

describe('isLateCancellation: within 48 hours of the start', () => {
  it.each([
    ['47 hours before', '2026-12-01T13:00:00Z', true],
    ['exactly 48 hours before', '2026-12-01T12:00:00Z', false],
    ['three days before', '2026-11-29T12:00:00Z', false],
  ])('%s', (_label, cancelledAt, late) => {
    expect(isLateCancellation(at(cancelledAt), at('2026-12-03T12:00:00Z'))).toBe(late);
  });
});

describe('how a request reads', () => {
  it('names why it is declined: Offer expired, Cancelled: <reason>', () => {
    expect(declineReasonLabel({ declineReason: 'offerExpired', cancelReason: null })).toBe(
      'Offer expired',
    );
    expect(declineReasonLabel({ declineReason: 'cancelled', cancelReason: 'Sick' })).toBe(
      'Cancelled: Sick',
    );
    expect(declineReasonLabel({ declineReason: 'withdrawn', cancelReason: null })).toBe(
      'Withdrawn',
    );
    expect(declineReasonLabel({ declineReason: 'shiftChanged', cancelReason: null })).toBe(
      'Shift changed',
    );
    expect(declineReasonLabel({ declineReason: null, cancelReason: null })).toBeNull();
  });

  it('counts late cancellations in words', () => {
    expect(lateCancellationsLabel(1)).toBe('1 late cancellation in 90 days');
    expect(lateCancellationsLabel(2)).toBe('2 late cancellations in 90 days');
  });

  it('shows an offer’s deadline on the shift’s clocks with its zone and the time left', () => {
    expect(
      offerDeadlineLabel(
        '2026-11-29T10:28:00Z',
        'America/Los_Angeles',
        new Date('2026-11-29T05:20:00Z'),
      ),
    ).toBe('Answer by Sun, Nov 29, 2:28 AM PST (in 5 hours)');
  });

  it.each([
    ['40 minutes left', '2026-12-01T12:40:00Z', 'in 40 minutes'],
    ['under a minute left', '2026-12-01T12:00:30Z', 'in 1 minute'],
    ['one hour left', '2026-12-01T13:10:00Z', 'in 1 hour'],
    ['47 hours left', '2026-12-03T11:00:00Z', 'in 47 hours'],
    ['three days left', '2026-12-04T13:00:00Z', 'in 3 days'],
    ['the deadline passed', '2026-12-01T11:59:00Z', 'time is up'],
  ])('says what is left to answer, rounded down: %s', (_, expiresAt, left) => {
    expect(timeLeftToAnswer(expiresAt, new Date('2026-12-01T12:00:00Z'))).toBe(left);
  });
});

describe('ownRequestBlocksRequest: asking again once a cancellation reopened the shift or after withdrawing', () => {
  it.each([
    ['a live request', { declined: false, declineReason: null }, 0, true],
    ['declined by the manager', { declined: true, declineReason: null }, 0, true],
    ['declined because filled, still filled', { declined: true, declineReason: 'filled' }, 1, true],
    ['declined because filled, open again', { declined: true, declineReason: 'filled' }, 0, false],
    ['an expired offer', { declined: true, declineReason: 'offerExpired' }, 0, true],
    ['withdrawn by the person', { declined: true, declineReason: 'withdrawn' }, 0, false],
  ] as const)('%s', (_label, own, confirmed, blocks) => {
    expect(ownRequestBlocksRequest(own, confirmed)).toBe(blocks);
  });
});
