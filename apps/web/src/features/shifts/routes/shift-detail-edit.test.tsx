import type { ShiftRequest } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiHandlers, StubbedCall } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { makeShiftRequest } from '@/test/factories/shifts.ts';
import {
  BEFORE_THE_SHIFT,
  chooseTime,
  employee,
  makeShift,
  orgManager,
  renderShiftWithRequests,
} from '../testing/render-shift-detail-page.tsx';

/** The factories' shift starts on 15 January 2031 at 9:00 AM in Los Angeles, 8 hours long. */
const EDIT = '/api/shifts/41';

function renderPage(
  options: { requests?: ShiftRequest[]; handlers?: ApiHandlers; confirmed?: number } = {},
  user = orgManager,
) {
  const shift = makeShift({ confirmed: options.confirmed ?? 0, notes: 'Bring loupes' });
  return renderShiftWithRequests({
    user,
    shift,
    requests: options.requests ?? [],
    handlers: options.handlers,
  }).calls;
}

const patches = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PATCH');

async function openEdit() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Shift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Shift' });
  return { user, dialog };
}

describe('Edit Shift on the shift page (issue #16 §2)', () => {
  beforeEach(() => pinClock(BEFORE_THE_SHIFT));

  it('opens with the shift’s values on its location’s clock, the location fixed', async () => {
    renderPage();
    const { dialog } = await openEdit();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2031-01-15');
    expect(within(dialog).getByRole('combobox', { name: 'Start time hour' })).toHaveTextContent(
      '9',
    );
    expect(within(dialog).getByRole('combobox', { name: 'End time hour' })).toHaveTextContent('5');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Bring loupes');
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toBeDisabled();
  });

  it('sends the edited shift without its location, closes and toasts', async () => {
    const calls = renderPage({
      handlers: { [`PATCH ${EDIT}`]: { body: makeShift({ notes: 'Bring loupes' }) } },
    });
    const { user, dialog } = await openEdit();
    await chooseTime(user, 'Start time', { hour: '10', minute: '00', period: 'AM' });
    // Issue #28 §1: the posted $52.50 shows as dollars, and a new rate goes out in cents.
    const rate = within(dialog).getByLabelText('Hourly rate ($)');
    expect(rate).toHaveValue('52.50');
    await user.clear(rate);
    await user.type(rate, '55');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Shift Updated')).toBeVisible();
    expect(patches(calls).map((call) => call.body)).toEqual([
      {
        date: '2031-01-15T10:00',
        position: 'Hygienist',
        specialty: null,
        totalMinutes: 480,
        lunchMinutes: 60,
        notes: 'Bring loupes',
        internalNotes: null,
        hourlyRateCents: 5500,
        engagement: 'w2',
        paymentTerms: 'net_15',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Edit Shift' })).toBeNull();
  });

  it('shows Add Shift’s messages and sends nothing while the form is wrong', async () => {
    const calls = renderPage();
    const { user, dialog } = await openEdit();
    await chooseTime(user, 'End time', { hour: '8', minute: '00', period: 'AM' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible();
    expect(patches(calls)).toHaveLength(0);
  });

  it('lets only the notes change once someone is confirmed, and says why', async () => {
    const calls = renderPage({
      confirmed: 1,
      requests: [makeShiftRequest({ status: 'Confirmed' })],
      handlers: { [`PATCH ${EDIT}`]: { body: makeShift({ notes: 'Side door' }) } },
    });
    const { user, dialog } = await openEdit();
    expect(within(dialog).getByRole('note')).toHaveTextContent('only its notes can be edited');
    expect(within(dialog).getByLabelText('Date')).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Hourly rate ($)')).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Engagement' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.type(within(dialog).getByLabelText('Notes'), 'Side door');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Shift Updated')).toBeVisible();
    expect(patches(calls).map((call) => call.body)).toEqual([
      { notes: 'Side door', internalNotes: null },
    ]);
  });

  it('offers no Edit Shift to an employee', async () => {
    renderPage({}, employee);
    await screen.findByRole('heading', { name: 'Shift Details' });
    expect(screen.queryByRole('button', { name: 'Edit Shift' })).toBeNull();
  });

  it('offers no Edit Shift once the shift has started', async () => {
    pinClock(new Date('2031-01-15T18:00:00Z'));
    renderPage();
    await screen.findByRole('heading', { name: 'Shift Details' });
    expect(screen.queryByRole('button', { name: 'Edit Shift' })).toBeNull();
  });
});
