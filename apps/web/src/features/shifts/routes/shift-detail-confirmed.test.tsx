import type { Me, ShiftDetail, ShiftRequest } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiHandlers } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  BEFORE_THE_SHIFT,
  employee,
  findRequestCard,
  orgManager,
  renderRequestsAs,
} from '../testing/render-shift-detail-page.tsx';

const CANCEL = '/api/shifts/41/requests/90/cancel';

const confirmed = (overrides: Partial<ShiftRequest> = {}) =>
  makeShiftRequest({ status: 'Confirmed', ...overrides });

/** The page of an assigned shift unless `shift` says otherwise. */
const renderPage = (
  user: Me,
  requests: ShiftRequest[],
  handlers: ApiHandlers = {},
  shift: Partial<ShiftDetail> = { status: 'Assigned', confirmed: 1 },
) => renderRequestsAs(user, requests, handlers, shift);

describe('Cancel Shift on the shift page (issue #14)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it('lets the confirmed person cancel with a required reason, and says the shift is open again', async () => {
    const user = userEvent.setup();
    const calls = renderPage(employee, [confirmed()], {
      [`PATCH ${CANCEL}`]: {
        body: confirmed({ declined: true, declineReason: 'cancelled', cancelReason: 'Sick child' }),
      },
    });
    await findRequestCard('Sam Park');
    await user.click(await screen.findByRole('button', { name: 'Cancel Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Shift' }));
    expect(await within(dialog).findByText('Enter a reason for cancelling')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Sick child');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Shift' }));
    expect(await screen.findByText('Shift Cancelled')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'Sick child' });
  });

  it('gives a manager Cancel Shift for the confirmed person, naming them, and keeps the card’s buttons to SPEC §4', async () => {
    const user = userEvent.setup();
    renderPage(orgManager, [confirmed()]);
    expect(within(await findRequestCard('Sam Park')).queryAllByRole('button')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    expect(dialog).toHaveTextContent('Sam Park is told');
  });

  it('tells the person a cancellation within 48 hours is late, in red buttons (issue #26 §5)', async () => {
    // The shift starts at 9:00 AM PST on Jan 15, 2031 (17:00 UTC): 20 hours on.
    pinClock(new Date('2031-01-14T21:00:00Z'));
    const user = userEvent.setup();
    renderPage(employee, [confirmed()]);
    const open = await screen.findByRole('button', { name: 'Cancel Shift' });
    expect(open).toHaveClass('text-destructive');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    expect(
      await within(dialog).findByText('Late cancellation: this shift starts in 20 hours.'),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(
      'Within 48 hours of the start it counts as a late cancellation.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel Shift' })).toHaveClass(
      'bg-destructive',
    );
  });

  it.each([
    ['further out than 48 hours', employee, BEFORE_THE_SHIFT],
    [
      'to a manager cancelling someone’s shift, never late',
      orgManager,
      new Date('2031-01-14T21:00:00Z'),
    ],
  ])('says nothing of lateness %s', async (_label, who, now) => {
    pinClock(now);
    const user = userEvent.setup();
    renderPage(who, [confirmed()]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    await within(dialog).findByLabelText('Reason');
    expect(within(dialog).queryByText(/^Late cancellation/)).toBeNull();
  });

  it('dismisses the Cancel Shift dialog with Keep Shift (no ambiguous Cancel beside Cancel Shift)', async () => {
    const user = userEvent.setup();
    const calls = renderPage(employee, [confirmed()]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Shift' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel Shift' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('offers no Cancel Shift when no one is confirmed', async () => {
    renderPage(orgManager, [makeShiftRequest({ declined: true, declineReason: 'filled' })]);
    await findRequestCard('Sam Park');
    expect(screen.queryByRole('button', { name: 'Cancel Shift' })).toBeNull();
  });

  it('offers no Cancel Shift once the shift has started', async () => {
    pinClock(new Date('2031-01-15T18:00:00Z'));
    renderPage(employee, [confirmed()]);
    await findRequestCard('Sam Park');
    expect(screen.queryByRole('button', { name: 'Cancel Shift' })).toBeNull();
  });
});

describe('what a request says of itself (issue #14)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it('shows Offer expired, Cancelled: <reason>, and the late cancellations a manager weighs', async () => {
    renderPage(
      orgManager,
      [
        makeShiftRequest({ status: 'Offered', declined: true, declineReason: 'offerExpired' }),
        makeShiftRequest({
          id: 91,
          employeeId: 22,
          employeeName: 'Lee Wong',
          status: 'Confirmed',
          declined: true,
          declineReason: 'cancelled',
          cancelReason: 'Car broke down',
          lateCancellations: 2,
        }),
      ],
      {},
      { status: 'Unassigned' },
    );
    expect(within(await findRequestCard('Sam Park')).getByText('Offer expired')).toBeVisible();
    const lee = await findRequestCard('Lee Wong');
    expect(within(lee).getByText('Cancelled: Car broke down')).toBeVisible();
    expect(within(lee).getByText('2 late cancellations in 90 days')).toBeVisible();
  });

  it('shows an open offer’s deadline on the shift’s clocks, with its zone and the time left', async () => {
    pinClock(new Date('2031-01-12T18:00:00.000Z'));
    renderPage(
      employee,
      [makeShiftRequest({ status: 'Offered', offerExpiresAt: '2031-01-12T23:00:00.000Z' })],
      {},
      {},
    );
    expect(
      within(await findRequestCard('Sam Park')).getByText(
        'Answer by Sun, Jan 12, 3:00 PM PST (in 5 hours)',
      ),
    ).toBeVisible();
  });

  it('lets a person declined only because the shift was filled request it again once it is open', async () => {
    renderPage(
      employee,
      [makeShiftRequest({ declined: true, declineReason: 'filled' })],
      {},
      { status: 'Unassigned', confirmed: 0 },
    );
    await findRequestCard('Sam Park');
    expect(await screen.findByRole('button', { name: 'Request Shift' })).toBeVisible();
  });
});

/** Sam Park confirmed for 11:00 AM to 3:00 PM of the 9:00 AM to 5:00 PM shift. */
const partConfirmed = makeShiftRequest({
  status: 'Confirmed',
  startTime: '2031-01-15T19:00:00.000Z',
  endTime: '2031-01-15T23:00:00.000Z',
});

const assigned = {
  status: 'Assigned',
  confirmed: 1,
  confirmedStartTime: partConfirmed.startTime,
  confirmedEndTime: partConfirmed.endTime,
} as const;

const yourHours = () => screen.queryByText('Your Hours', { selector: 'dt' })?.nextElementSibling;

describe('the shift page names the hours the reader works (issue #26 §2)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it.each<[string, ShiftRequest, string]>([
    ['her part of the shift', partConfirmed, '11:00 AM to 3:00 PM PST'],
    ['the whole shift', makeShiftRequest({ status: 'Confirmed' }), '9:00 AM to 5:00 PM PST'],
  ])('shows the confirmed person %s with the zone', async (_label, request, hours) => {
    renderRequestsAs(
      employee,
      [request],
      {},
      request.startTime ? assigned : { status: 'Assigned', confirmed: 1 },
    );
    await findRequestCard('Sam Park');
    expect(yourHours()).toHaveTextContent(hours);
  });

  it('shows no Your Hours to a manager, who does not work it', async () => {
    renderRequestsAs(orgManager, [partConfirmed], {}, assigned);
    await findRequestCard('Sam Park');
    expect(yourHours()).toBeUndefined();
  });
});
