import type { ShiftTemplate } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseOption } from '@/test/choose-option.ts';
import { pinClock } from '@/test/clock.ts';
import { makeShiftTemplate } from '@/test/factories/shift-templates.ts';
import { makeShiftDetail } from '@/test/factories/shifts.ts';
import { renderShiftsPage } from '../testing/render-shifts-page.tsx';

const HYGIENE_DAY = makeShiftTemplate({ notes: 'Recalls all day' });

async function openAddShift(templates: ShiftTemplate[]) {
  const user = userEvent.setup();
  const view = renderShiftsPage({
    handlers: {
      'GET /api/locations/11/shift-templates': { body: templates },
      'POST /api/shifts': {
        status: 201,
        body: makeShiftDetail({ id: 9 }),
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Create Shift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
  return { user, dialog, ...view };
}

describe('Add Shift: Start from template (issue #16 §1)', () => {
  beforeEach(() => pinClock(new Date(2026, 10, 23, 10, 0)));

  it('holds its place, saying why there is nothing to choose, until the location has templates (issue #26 §8)', async () => {
    const { user, dialog } = await openAddShift([]);
    const picker = () => within(dialog).getByRole('combobox', { name: 'Start from template' });
    expect(picker()).toBeDisabled();
    expect(picker()).toHaveTextContent('Choose a location to use its templates');
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await waitFor(() => expect(picker()).toHaveTextContent('No templates at this location yet'));
    expect(picker()).toBeDisabled();
  });

  it('manages the location’s templates from Add Shift', async () => {
    const { user, dialog } = await openAddShift([HYGIENE_DAY]);
    expect(within(dialog).queryByRole('button', { name: 'Manage Templates' })).toBeNull();
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await user.click(within(dialog).getByRole('button', { name: 'Manage Templates' }));
    const templates = await screen.findByRole('dialog', { name: 'Shift Templates' });
    expect(await within(templates).findByText('Hygiene day')).toBeVisible();
  });

  it('fills position, times, lunch and notes from the template, which stay editable', async () => {
    const { user, dialog, calls } = await openAddShift([HYGIENE_DAY]);
    await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
    await chooseOption(
      user,
      dialog,
      'Start from template',
      'Hygiene day · 7:00 AM – 4:00 PM · 1 hour lunch',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toHaveTextContent(
      'Hygienist',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Lunch length' })).toHaveTextContent(
      '1 Hour',
    );
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Recalls all day');

    // The user may still change what the template filled.
    await chooseOption(user, dialog, 'End time hour', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      locationId: 11,
      date: '2026-11-23T07:00',
      position: 'Hygienist',
      totalMinutes: 600,
      lunchMinutes: 60,
      notes: 'Recalls all day',
    });
  });
});
