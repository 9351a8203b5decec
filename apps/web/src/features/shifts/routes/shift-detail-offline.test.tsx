import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  BEFORE_THE_SHIFT,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';

describe('the shift page offline (issue #15 §4)', () => {
  beforeEach(() => {
    pinClock(BEFORE_THE_SHIFT);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the shift as last seen, read only: no actions, no buttons on its requests', async () => {
    renderShiftWithRequests({
      user: orgManager,
      shift: makeShift(),
      requests: [makeShiftRequest()],
    });
    const card = await screen.findByRole('article', { name: 'Sam Park' });
    expect(screen.getByText('Offline: read only')).toBeVisible();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    for (const action of ['Edit Shift', 'Assign to User', 'Delete Shift', 'Request Shift']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
  });
});
