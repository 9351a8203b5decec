import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StubbedCall } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  BEFORE_THE_SHIFT,
  employee,
  findRequestCard,
  orgManager,
  renderRequestsAs,
} from '../testing/render-shift-detail-page.tsx';

const WITHDRAW = '/api/shifts/41/requests/90/withdraw';

const patches = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PATCH');

describe('Withdraw Request on the shift page (issue #14)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it('lets the requester withdraw after confirming, and says they may ask again', async () => {
    const user = userEvent.setup();
    const calls = renderRequestsAs(employee, [makeShiftRequest()], {
      [`PATCH ${WITHDRAW}`]: {
        body: makeShiftRequest({ declined: true, declineReason: 'withdrawn' }),
      },
    });
    await user.click(
      within(await findRequestCard('Sam Park')).getByRole('button', { name: 'Withdraw Request' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    expect(patches(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Request' }));
    expect(await screen.findByText('Request Withdrawn')).toBeVisible();
    expect(patches(calls).map((call) => call.path)).toEqual([WITHDRAW]);
  });

  it('dismisses with Keep Request and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderRequestsAs(employee, [makeShiftRequest()]);
    await user.click(
      within(await findRequestCard('Sam Park')).getByRole('button', { name: 'Withdraw Request' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Request' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches(calls)).toHaveLength(0);
  });

  it('shows a withdrawn request as Withdrawn, with Request Shift back', async () => {
    renderRequestsAs(employee, [makeShiftRequest({ declined: true, declineReason: 'withdrawn' })]);
    const withdrawn = await findRequestCard('Sam Park');
    expect(within(withdrawn).getByText('Withdrawn')).toBeVisible();
    expect(within(withdrawn).queryByRole('button')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Request Shift' })).toBeVisible();
  });

  it('gives a manager no Withdraw Request on someone’s request', async () => {
    renderRequestsAs(orgManager, [makeShiftRequest()]);
    const request = await findRequestCard('Sam Park');
    expect(within(request).queryByRole('button', { name: 'Withdraw Request' })).toBeNull();
    expect(within(request).getByRole('button', { name: 'Offer Shift' })).toBeVisible();
  });
});
