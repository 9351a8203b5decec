import type { CredentialChip, RequestAction, ShiftRequest } from '@chairside/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import { RequestCard } from './request-card.tsx';

function renderCard(
  request: ShiftRequest,
  actions: RequestAction[] = [],
  credentialChip: CredentialChip | null = null,
) {
  render(
    <RequestCard
      request={request}
      timeZone="America/Los_Angeles"
      actions={actions}
      onAction={() => undefined}
      busy={false}
      credentialChip={credentialChip}
    />,
  );
  return screen.getByRole('article', { name: request.employeeName });
}

/** Asked on Jan 2; the last change (an answer, a cancellation) on Jan 9. */
const ended = (overrides: Partial<ShiftRequest>) =>
  makeShiftRequest({
    declined: true,
    requestedAt: '2031-01-02T18:00:00.000Z',
    updatedAt: '2031-01-09T18:00:00.000Z',
    ...overrides,
  });

describe('a request card’s word (issue #26 §3): four ways a request ends, four words', () => {
  it.each<[string, string, Partial<ShiftRequest>, string]>([
    ['she withdrew it', 'Withdrawn', { declineReason: 'withdrawn' }, 'ended'],
    [
      'she cancelled her confirmed shift',
      'Cancelled',
      { status: 'Confirmed', declineReason: 'cancelled', cancelReason: 'Sick child' },
      'ended',
    ],
    [
      'her offer ran past its deadline',
      'Expired',
      { status: 'Offered', declineReason: 'offerExpired' },
      'ended',
    ],
    ['a manager declined it', 'Declined', { declineReason: null }, 'declined'],
  ])('%s: %s', (_label, word, overrides, tone) => {
    const card = renderCard(ended(overrides));
    const badge = within(card).getByText(word);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(within(card).queryByText(word === 'Declined' ? 'Withdrawn' : 'Declined')).toBeNull();
    // 'Applied on' is the day she asked, not the day of the last change.
    expect(card).toHaveTextContent('Applied on Jan 2, 2031');
  });

  it('keeps the reason of a cancellation beside its word, not in red', () => {
    const card = renderCard(
      ended({ status: 'Confirmed', declineReason: 'cancelled', cancelReason: 'Sick child' }),
    );
    expect(within(card).getByText('Cancelled: Sick child')).not.toHaveClass('text-destructive');
  });
});

describe('a request card’s buttons', () => {
  it('offers a reopened shift again to one who asked before it was filled: Offer Again (issue #26 §5)', () => {
    const card = renderCard(ended({ declineReason: 'filled' }), ['offer']);
    expect(within(card).getByText('Filled by someone else')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Offer Again' })).toBeVisible();
  });

  it('shows Withdraw Request in the destructive style (issue #26 §5)', () => {
    const card = renderCard(makeShiftRequest(), ['withdraw']);
    expect(within(card).getByRole('button', { name: 'Withdraw Request' })).toHaveClass(
      'text-destructive',
    );
  });
});

describe('a request card’s credential chip, for the shift’s managers (issue #27 §3)', () => {
  it.each<[CredentialChip, string, string]>([
    ['verified', 'Credentials: Verified', 'confirmed'],
    ['unverified', 'Credentials: Unverified', 'pending'],
    ['expiring', 'Credentials: Expiring', 'pending'],
    ['missing', 'Credentials: Missing', 'declined'],
  ])('%s reads %s', (chip, text, tone) => {
    const card = renderCard(makeShiftRequest(), [], chip);
    expect(within(card).getByText(text)).toHaveAttribute('data-chip', chip);
    expect(card.querySelector(`[data-chip="${chip}"]`)).toHaveClass(
      tone === 'declined'
        ? 'text-red-800'
        : tone === 'confirmed'
          ? 'text-green-800'
          : 'text-amber-900',
    );
  });

  it('shows none where nothing is asked of the person', () => {
    const card = renderCard(makeShiftRequest());
    expect(within(card).queryByText(/^Credentials:/)).toBeNull();
  });
});
