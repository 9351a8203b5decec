import { SHIFT_MESSAGES, type Me } from '@chairside/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectToast } from '@/test/toasts.ts';
import type { ApiHandlers, StubbedCall } from '@/test/api-stub.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { pinClock } from '@/test/clock.ts';
import { makeMe } from '@/test/factories/users.ts';
import { makeShift, renderShiftsPage, shiftCalls } from '../testing/render-shifts-page.tsx';

async function openAddShift(handlers: ApiHandlers = {}, me?: Me) {
  const user = userEvent.setup();
  const view = renderShiftsPage({ handlers, user: me });
  await user.click(await screen.findByRole('button', { name: 'Create Shift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
  return { user, dialog, ...view };
}

function timeOf(dialog: HTMLElement, label: string) {
  const group = within(dialog).getByRole('group', { name: label });
  return ['hour', 'minute', 'AM or PM']
    .map((part) => within(group).getByRole('combobox', { name: `${label} ${part}` }).textContent)
    .join(' ');
}

function posts(calls: StubbedCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/api/shifts');
}

// The dialog defaults to the selected day, which is today when the URL names none.
const TODAY = new Date(2026, 10, 23, 10, 0);

/** Submits a Hygienist shift at Downtown that the server refuses with `reply`: the dialog stays open and says `message`. */
async function expectRefusedInDialog(reply: ApiHandlers[string], message: string) {
  const { user, dialog } = await openAddShift({ 'POST /api/shifts': reply });
  await chooseOption(user, dialog, 'Position', 'Hygienist');
  await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
  await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('dialog', { name: 'Add Shift' })).toBeVisible();
}

describe('Add Shift dialog', () => {
  beforeEach(() => pinClock(TODAY));

  it('starts at 9:00 AM to 11:00 AM with a 1 Hour lunch and the chosen day', async () => {
    const { dialog } = await openAddShift();
    expect(timeOf(dialog, 'Start time')).toBe('9 00 AM');
    expect(timeOf(dialog, 'End time')).toBe('11 00 AM');
    expect(within(dialog).getByRole('combobox', { name: 'Lunch length' })).toHaveTextContent(
      '1 Hour',
    );
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-23');
  });

  it('shows the required-field messages on an empty submit, without calling the API', async () => {
    const { user, dialog, calls } = await openAddShift();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));

    expect(await within(dialog).findByText('Position is required')).toBeVisible();
    expect(within(dialog).getByText('Date is required')).toBeVisible();
    expect(within(dialog).getByText('Location is required')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Specialty' })).toBeDisabled();

    // Specialty is enabled, and required, only for Dental Assistant-Specialty.
    await chooseOption(user, dialog, 'Position', 'Dental Assistant-Specialty');
    expect(within(dialog).queryByText('Position is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    expect(await within(dialog).findByText('Specialty is required')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);
  });

  it('keeps every field in its place when Dental Assistant-Specialty enables Specialty', async () => {
    const { user, dialog } = await openAddShift();
    const labels = () => [...dialog.querySelectorAll('label')].map((label) => label.textContent);
    const specialty = () => within(dialog).getByRole('combobox', { name: 'Specialty' });
    const before = labels();
    expect(before.slice(0, 5)).toEqual([
      'Start from template',
      'Position',
      'Specialty',
      'Date',
      'Lunch length',
    ]);
    expect(specialty()).toHaveTextContent('Only for Dental Assistant-Specialty');

    await chooseOption(user, dialog, 'Position', 'Dental Assistant-Specialty');
    expect(labels()).toEqual(before);
    expect(specialty()).toBeEnabled();
    await chooseOption(user, dialog, 'Specialty', 'Orthodontics');

    // Another position drops the specialty from sight, as it is dropped from the post.
    await chooseOption(user, dialog, 'Position', 'Hygienist');
    expect(labels()).toEqual(before);
    expect(specialty()).toBeDisabled();
    expect(specialty()).toHaveTextContent('Only for Dental Assistant-Specialty');
  });

  it('refuses an end that is not after the start, and notes over 500 characters', async () => {
    const { user, dialog } = await openAddShift();
    // The schema compares the times once every field is valid on its own.
    await chooseOption(user, dialog, 'Position', 'Hygienist');
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await chooseOption(user, dialog, 'End time hour', '8');
    await user.click(within(dialog).getByLabelText('Notes'));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    expect(await within(dialog).findByText('Notes must be 500 characters or less')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible();

    // After the first submit, fixing the end clears its message as it changes.
    await chooseOption(user, dialog, 'End time AM or PM', 'PM');
    await waitFor(() =>
      expect(within(dialog).queryByText('End time must be after start time')).toBeNull(),
    );
  });

  it('moves the end with the start, keeping 120 minutes, until the end is touched', async () => {
    const { user, dialog } = await openAddShift();
    await chooseOption(user, dialog, 'Start time hour', '11');
    expect(timeOf(dialog, 'End time')).toBe('1 00 PM');
    await chooseOption(user, dialog, 'Start time minute', '30');
    expect(timeOf(dialog, 'End time')).toBe('1 30 PM');

    await chooseOption(user, dialog, 'End time hour', '5');
    await chooseOption(user, dialog, 'Start time hour', '8');
    expect(timeOf(dialog, 'End time')).toBe('5 30 PM');
  });

  it('counts 12 AM as hour 0 in the posted date', async () => {
    const { user, dialog, calls } = await openAddShift({
      'POST /api/shifts': {
        status: 201,
        body: {
          ...makeShift({ id: 9 }),
          notes: null,
          internalNotes: null,
          seriesId: null,
          uncoveredShifts: [],
        },
      },
    });
    await chooseOption(user, dialog, 'Position', 'Front Desk');
    await chooseOption(user, dialog, 'Start time hour', '12');
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ date: '2026-11-23T00:00', totalMinutes: 120 });
  });

  it('posts the shift, closes, toasts, refetches and selects the new shift’s day', async () => {
    const created = makeShift({
      id: 55,
      date: '2026-12-01T15:00:00.000Z',
      localDate: '2026-12-01',
      position: 'Dental Assistant-Specialty',
      specialty: 'Orthodontics',
      locationName: 'Eastside',
    });
    const { user, dialog, calls, search } = await openAddShift({
      'POST /api/shifts': {
        status: 201,
        body: {
          ...created,
          notes: 'Bring loupes',
          internalNotes: null,
          seriesId: null,
          uncoveredShifts: [],
        },
      },
    });
    await chooseOption(user, dialog, 'Position', 'Dental Assistant-Specialty');
    await chooseOption(user, dialog, 'Specialty', 'Orthodontics');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-12-01' } });
    await chooseOption(user, dialog, 'Start time hour', '10');
    await chooseOption(user, dialog, 'End time hour', '4');
    await chooseOption(user, dialog, 'End time minute', '45');
    await chooseOption(user, dialog, 'End time AM or PM', 'PM');
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Eastside');
    await chooseOption(user, dialog, 'Lunch length', '30 Minutes');
    await user.type(within(dialog).getByLabelText('Notes'), 'Bring loupes');
    // Issue #28 §1: the rate typed in dollars goes out as integer cents.
    await user.type(within(dialog).getByLabelText('Hourly rate ($)'), '52.5');
    await chooseOption(user, dialog, 'Engagement', '1099');
    await chooseOption(user, dialog, 'Payment terms', 'Net 7');
    const before = shiftCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));

    await expectToast('Shift Created', 'Dental Assistant-Specialty at Eastside was posted.');
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        locationId: 12,
        date: '2026-12-01T10:00',
        position: 'Dental Assistant-Specialty',
        specialty: 'Orthodontics',
        totalMinutes: 405,
        lunchMinutes: 30,
        notes: 'Bring loupes',
        internalNotes: null,
        hourlyRateCents: 5250,
        engagement: '1099',
        paymentTerms: 'net_7',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add Shift' })).toBeNull();
    expect(search().get('date')).toBe('2026-12-01');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeVisible();
    await waitFor(() => expect(shiftCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows a server refusal inside the dialog and keeps it open', async () => {
    const { user, dialog } = await openAddShift({
      'POST /api/shifts': { status: 400, body: { message: 'The shift must start in the future' } },
    });
    await chooseOption(user, dialog, 'Position', 'Hygienist');
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The shift must start in the future',
    );
    expect(screen.getByRole('dialog', { name: 'Add Shift' })).toBeVisible();
  });

  it("shows the organization's posting budget refusal (429) inside the dialog", async () => {
    const refusal = SHIFT_MESSAGES.postingBudgetReached(2000, 2000, '5 minutes');
    await expectRefusedInDialog({ status: 429, body: { message: refusal } }, refusal);
  });

  it('shows the server’s refusal of a time skipped by daylight saving inside the dialog', async () => {
    const skipped =
      'This time does not exist on that day: clocks skip from 2:00 AM to 3:00 AM for daylight saving time. Choose another start time.';
    await expectRefusedInDialog({ status: 400, body: { message: [skipped] } }, skipped);
  });

  it('starts afresh each time it opens', async () => {
    const { user, dialog } = await openAddShift();
    await chooseOption(user, dialog, 'Position', 'Doctor');
    await chooseOption(user, dialog, 'Start time hour', '1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Create Shift' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add Shift' });
    expect(within(reopened).getByRole('combobox', { name: 'Position' })).toHaveTextContent(
      'Select a position',
    );
    expect(timeOf(reopened, 'Start time')).toBe('9 00 AM');
  });

  it('offers a location manager only the locations they manage', async () => {
    const { user, dialog } = await openAddShift(
      {},
      makeMe({ position: 'location_manager', organizationId: 3, locationIds: [12] }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    const choices = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual([
      'Bright Smiles Dental - Eastside',
    ]);
  });
});
