import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock.ts';
import { makeAssignableUser, makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  employee,
  findRequestCard,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';

/** Five hours before the offer's deadline, Sun, Jan 12, 3:00 PM on the shift's clock. */
const DEADLINE = '2031-01-12T23:00:00.000Z';
const ANSWER_BY = 'Answer by Sun, Jan 12, 3:00 PM PST (in 5 hours)';

function statusRow() {
  const term = screen.getByText('Status', { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

beforeEach(() => pinClock(new Date('2031-01-12T18:00:00.000Z')));

describe('the shift’s state on its page (issue #26 §1, §6)', () => {
  it('reads Offered beside SPEC’s Requested, with when to answer by, for the person offered', async () => {
    renderShiftWithRequests({
      user: employee,
      shift: makeShift({
        restricted: true,
        status: 'Requested',
        requests: null,
        offers: null,
        offerExpiresAt: DEADLINE,
      }),
      requests: [makeShiftRequest({ status: 'Offered', offerExpiresAt: DEADLINE })],
    });
    await findRequestCard('Sam Park');
    expect(statusRow()).toHaveTextContent(`RequestedOffered${ANSWER_BY}`);
    expect(within(await findRequestCard('Sam Park')).getByText(ANSWER_BY)).toBeVisible();
  });

  it('reads only SPEC’s status without a live offer', async () => {
    renderShiftWithRequests({
      user: orgManager,
      shift: makeShift({ status: 'Requested', requests: 1, offers: 0 }),
      requests: [makeShiftRequest()],
    });
    await findRequestCard('Sam Park');
    expect(statusRow()).toHaveTextContent(/^Requested$/);
  });
});

describe('opening a shift (issue #26 §12)', () => {
  it('moves focus to the page’s heading', async () => {
    renderShiftWithRequests({
      user: employee,
      shift: makeShift({ restricted: true }),
      requests: [],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shift Details' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('the manager’s shift page (issue #26 §10)', () => {
  it('gives a manager their own actions, Assign first among them, and never Request Shift', async () => {
    renderShiftWithRequests({ user: orgManager, shift: makeShift(), requests: [] });
    const assign = await screen.findByRole('button', { name: 'Assign to User' });
    expect(assign).toHaveClass('bg-primary');
    expect(screen.getByRole('button', { name: 'Edit Shift' })).not.toHaveClass('bg-primary');
    expect(screen.queryByRole('button', { name: 'Request Shift' })).not.toBeInTheDocument();
  });

  it('makes Edit Shift the main action once there is nobody to assign', async () => {
    renderShiftWithRequests({
      user: orgManager,
      shift: makeShift({ status: 'Assigned', confirmed: 1 }),
      requests: [makeShiftRequest({ status: 'Confirmed' })],
    });
    expect(await screen.findByRole('button', { name: 'Edit Shift' })).toHaveClass('bg-primary');
    expect(screen.queryByRole('button', { name: 'Assign to User' })).not.toBeInTheDocument();
  });

  it('offers the shift with a deadline beside confirming now', async () => {
    const user = userEvent.setup();
    const offered = makeShiftRequest({ status: 'Offered', offerExpiresAt: DEADLINE });
    const { calls } = renderShiftWithRequests({
      user: orgManager,
      shift: makeShift(),
      requests: [],
      handlers: {
        'GET /api/shifts/41/assignable-users': { body: [makeAssignableUser()] },
        'POST /api/shifts/41/requests/assign-user': { body: offered },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign to User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Shift to User' });
    const how = within(dialog).getByRole('radiogroup', { name: 'How' });
    expect(within(how).getByRole('radio', { name: 'Confirm now' })).toBeChecked();
    await user.click(within(how).getByRole('radio', { name: 'Offer with a deadline' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Park (Hygienist)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Shift Offered')).toBeVisible();
    expect(screen.getByText(`Offered to Sam Park. ${ANSWER_BY}.`)).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/assign-user'))?.body).toEqual({
      userId: 21,
      notes: null,
      mode: 'offer',
    });
  });
});
