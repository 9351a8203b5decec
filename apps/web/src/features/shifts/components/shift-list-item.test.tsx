import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import { makeShift } from '@/test/factories/shifts.ts';
import { ShiftListItem } from './shift-list-item.tsx';

function renderItem(shift: ReturnType<typeof makeShift>) {
  render(
    <MemoryRouter>
      <ul>
        <ShiftListItem shift={shift} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('shift-item');
}

describe('a shift in the day panel: its state word (issue #26 §1, §6)', () => {
  it('reads Offered beside SPEC’s Requested, with when to answer by, while an offer waits', () => {
    pinClock(new Date('2031-01-12T18:00:00.000Z'));
    const item = renderItem(
      makeShift({
        status: 'Requested',
        requests: 0,
        offers: 1,
        offerExpiresAt: '2031-01-12T23:00:00.000Z',
      }),
    );
    expect(item).toHaveTextContent('RequestedOffered');
    expect(item).toHaveTextContent('Answer by Sun, Jan 12, 3:00 PM PST (in 5 hours)');
    expect(item).toHaveTextContent('Requests: 0 · Offers: 1 · Confirmed: 0');
  });

  it('reads SPEC’s status alone without a live offer', () => {
    const item = renderItem(makeShift({ status: 'Requested', requests: 2, offers: 0 }));
    expect(item).not.toHaveTextContent('Offered');
    expect(item).not.toHaveTextContent('Answer by');
  });
});

describe('a shift in the day panel: its pay (issue #28 §1)', () => {
  it.each([
    [
      { hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' },
      '$52.50/h · 1099 · Net 7',
    ],
    [{ hourlyRateCents: null }, 'Rate not shown · W-2 · Net 15'],
  ] as const)('%o reads %s', (pay, text) => {
    const item = renderItem(makeShift(pay));
    expect(item).toHaveTextContent(text);
  });
});
