import { REPEAT_MESSAGES, SHIFT_MESSAGES } from '@chairside/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiHandlers } from '@/test/api-stub.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { pinClock } from '@/test/clock.ts';
import { makeShiftDetail } from '@/test/factories/shifts.ts';
import { expectToast } from '@/test/toasts.ts';
import { renderShiftsPage } from '../testing/render-shifts-page.tsx';

async function fillRepeat(handlers: ApiHandlers) {
  const user = userEvent.setup();
  const view = renderShiftsPage({ handlers });
  await user.click(await screen.findByRole('button', { name: 'Create Shift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
  await chooseOption(user, dialog, 'Position', 'Hygienist');
  await chooseOption(user, dialog, 'Location', 'Bright Smiles Dental - Downtown');
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-12-01' } });
  await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
  return { user, dialog, ...view };
}

const occurrence = (date: string, status: string) => ({
  date,
  startsAt: `${date}T14:00:00.000Z`,
  endsAt: `${date}T16:00:00.000Z`,
  status,
});

describe('Add Shift › Repeat (issue #16 §1)', () => {
  beforeEach(() => pinClock(new Date(2026, 10, 23, 10, 0)));

  it('starts weekly on the shift’s weekday until four weeks on (issue #26 §8)', async () => {
    const { dialog } = await fillRepeat({});
    const weekdays = within(dialog).getByRole('group', { name: 'Weekdays' });
    const pressed = within(weekdays)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.getAttribute('aria-label'));
    expect(pressed).toEqual(['Tuesday']);
    expect(within(dialog).getByRole('radio', { name: 'Until' })).toBeChecked();
    expect(within(dialog).getByLabelText('Until date')).toHaveValue('2026-12-29');
  });

  it('says what a weekly repeat lacks without calling the API', async () => {
    const { user, dialog, calls } = await fillRepeat({});
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    expect(await within(dialog).findByText(REPEAT_MESSAGES.weekdaysRequired)).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/shifts/preview')).toEqual([]);
  });

  it('previews every shift with its marks, then posts the series with Post N Shifts', async () => {
    const { user, dialog, calls } = await fillRepeat({
      'POST /api/shifts/preview': {
        status: 200,
        body: {
          occurrences: [
            occurrence('2026-12-01', 'ok'),
            occurrence('2026-12-03', 'duplicate'),
            occurrence('2026-12-08', 'ok'),
          ],
        },
      },
      'POST /api/shifts/series': {
        status: 201,
        body: {
          seriesId: 'a1b2',
          shiftIds: [9, 10],
          skipped: [occurrence('2026-12-03', 'duplicate')],
        },
      },
      'GET /api/shifts/9': {
        status: 200,
        body: makeShiftDetail({ id: 9, localDate: '2026-12-01', seriesId: 'a1b2' }),
      },
    });
    // Tuesday, the shift's own weekday, is chosen already.
    await user.click(within(dialog).getByRole('button', { name: 'Thursday' }));
    fireEvent.change(within(dialog).getByLabelText('Until date'), {
      target: { value: '2026-12-08' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));

    const list = await within(dialog).findByRole('list', { name: 'Shifts to post' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tue, Dec 1, 2026 9:00 AM – 11:00 AM',
      'Thu, Dec 3, 2026 9:00 AM – 11:00 AMAlready posted',
      'Tue, Dec 8, 2026 9:00 AM – 11:00 AM',
    ]);
    const preview = calls.find((call) => call.path === '/api/shifts/preview');
    expect(preview?.body).toMatchObject({
      shift: { date: '2026-12-01T09:00', position: 'Hygienist', totalMinutes: 120 },
      repeat: { kind: 'weekly', weekdays: [2, 4], until: '2026-12-08' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Post 2 Shifts' }));
    await expectToast('Shifts Created', '2 Hygienist shifts at Downtown were posted.');
    expect(calls.filter((call) => call.path === '/api/shifts/series')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Add Shift' })).toBeNull();
  });

  it("shows the organization's posting budget refusal (429) of the series in the dialog", async () => {
    const refusal = SHIFT_MESSAGES.postingBudgetReached(1800, 2000, '40 minutes');
    const { user, dialog } = await fillRepeat({
      'POST /api/shifts/preview': {
        status: 200,
        body: { occurrences: [occurrence('2026-12-01', 'ok'), occurrence('2026-12-08', 'ok')] },
      },
      'POST /api/shifts/series': { status: 429, body: { message: refusal } },
    });
    fireEvent.change(within(dialog).getByLabelText('Until date'), {
      target: { value: '2026-12-08' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Post 2 Shifts' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Add Shift' })).toBeVisible();
  });
});
