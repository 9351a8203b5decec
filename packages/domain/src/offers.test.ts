import { describe, expect, it } from 'vitest';
import {
  cancellationNotice,
  declineReasonLabel,
  isLateCancellation,
  lateCancellationsLabel,
  lateCancellationWarning,
  offerDeadline,
  offerDeadlineLabel,
  timeLeftToAnswer,
  ownRequestBlocksRequest,
  requestWord,
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

describe('the Cancel Shift dialog within 48 hours of the start (issue #26 §5)', () => {
  const start = at('2026-12-03T12:00:00Z');
  it.each([
    [
      '20 hours before',
      '2026-12-02T16:00:00Z',
      'Late cancellation: this shift starts in 20 hours.',
    ],
    [
      'an hour and a half before',
      '2026-12-03T10:30:00Z',
      'Late cancellation: this shift starts in 1 hour.',
    ],
    [
      '45 minutes before',
      '2026-12-03T11:15:00Z',
      'Late cancellation: this shift starts in 45 minutes.',
    ],
    ['exactly 48 hours before', '2026-12-01T12:00:00Z', null],
  ])('%s', (_label, now, warning) => {
    expect(lateCancellationWarning(at(now), start)).toBe(warning);
  });
});

describe('the notice of a cancelled confirmation (issue #26 §5)', () => {
  const start = at('2026-12-03T12:00:00Z');
  const byHer = {
    employeeName: 'Hannah Lee',
    cancelledBy: 'Hannah Lee',
    own: true,
    reason: 'Sick',
  };
  it('says the person cancelled their own shift, urgent within 48 hours of the start', () => {
    expect(cancellationNotice(byHer, at('2026-11-20T12:00:00Z'), start)).toEqual({
      urgent: false,
      action: 'Hannah Lee cancelled their confirmed shift',
      text: 'Hannah Lee cancelled their confirmed shift (Sick)',
    });
    expect(cancellationNotice(byHer, at('2026-12-02T16:00:00Z'), start)).toEqual({
      urgent: true,
      action: 'Hannah Lee cancelled their confirmed shift',
      text: 'Urgent: Hannah Lee cancelled their confirmed shift (Sick); it starts in 20 hours',
    });
  });

  it('names whose shift a manager cancelled', () => {
    const byManager = { ...byHer, cancelledBy: 'Sam Carter', own: false };
    expect(cancellationNotice(byManager, at('2026-11-20T12:00:00Z'), start).text).toBe(
      "Sam Carter cancelled Hannah Lee's confirmed shift (Sick)",
    );
  });
});

describe('requestWord: the four ways a request ends read as four words (issue #26 §3)', () => {
  it.each([
    ['live', 'Offered', false, null, 'Offered'],
    ['withdrawn by the person', 'Requested', true, 'withdrawn', 'Withdrawn'],
    ['a confirmation cancelled', 'Confirmed', true, 'cancelled', 'Cancelled'],
    ['an offer left past its deadline', 'Offered', true, 'offerExpired', 'Expired'],
    ['declined by a manager', 'Requested', true, null, 'Declined'],
    ['declined because someone else got the shift', 'Requested', true, 'filled', 'Declined'],
  ] as const)('%s: %s', (_label, status, declined, declineReason, word) => {
    expect(requestWord({ status, declined, declineReason })).toBe(word);
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
    expect(declineReasonLabel({ declineReason: 'withdrawn', cancelReason: null })).toBeNull();
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
