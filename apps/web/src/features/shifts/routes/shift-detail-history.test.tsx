import type { ShiftEvent } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import {
  BEFORE_THE_SHIFT,
  employee,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';
import { factory } from '@/test/factories/factory.ts';

/** Five days before the factories' shift (15 January 2031, Los Angeles). */
const NOW = BEFORE_THE_SHIFT;

const maria = { id: 50, name: 'Maria Lopez' };
const sam = { id: 21, name: 'Sam Park' };

const entry = factory<ShiftEvent>({
  id: 1,
  kind: 'posted',
  actor: maria,
  subject: null,
  requestId: null,
  reason: null,
  changes: null,
  createdAt: '2031-01-08T12:00:00Z',
});

function renderHistory(history: ShiftEvent[], user = orgManager) {
  const shift = makeShift({ restricted: user === employee });
  return renderShiftWithRequests({
    user,
    shift,
    requests: [],
    handlers: { [`GET /api/shifts/${shift.id}/history`]: { body: history } },
  });
}

describe('the shift page’s History (issue #16 §4)', () => {
  beforeEach(() => pinClock(NOW));

  it('lists who did what, oldest first, with an edit’s fields and a relative time whose title is exact', async () => {
    renderHistory([
      entry({ id: 1 }),
      entry({
        id: 2,
        kind: 'edited',
        changes: [{ field: 'startTime', from: '08:00', to: '09:00' }],
        createdAt: '2031-01-09T12:00:00Z',
      }),
      entry({
        id: 3,
        kind: 'requested',
        actor: sam,
        subject: sam,
        requestId: 90,
        createdAt: '2031-01-10T10:00:00Z',
      }),
      entry({
        id: 4,
        kind: 'expired',
        actor: null,
        subject: sam,
        createdAt: '2031-01-10T11:30:00Z',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Shift history' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Maria Lopez posted the shift',
      'Maria Lopez edited the shift',
      'Sam Park requested the shift',
      'Offer to Sam Park expired',
    ]);
    expect(within(items[1]).getByText('Start 8:00 AM → 9:00 AM')).toBeVisible();
    const time = items[0].querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2031-01-08T12:00:00Z');
    expect(time?.getAttribute('title')).toBe('Jan 8, 2031, 4:00 AM PST');
    expect(time?.textContent).toBe('2 d ago');
  });

  it('shows a cancellation’s reason', async () => {
    renderHistory([
      entry({ id: 5, kind: 'cancelled', actor: sam, subject: sam, reason: 'Family emergency' }),
    ]);
    expect(await screen.findByText('Sam Park cancelled their confirmed shift')).toBeVisible();
    expect(screen.getByText('Reason: Family emergency')).toBeVisible();
  });

  it('says so when there is nothing to show yet', async () => {
    renderHistory([], employee);
    expect(await screen.findByText('No history yet')).toBeVisible();
  });
});
