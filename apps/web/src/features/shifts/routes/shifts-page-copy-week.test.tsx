import { COPY_WEEK_MESSAGES, SHIFT_MESSAGES, type CopiedShift } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StubbedCall } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { expectToast } from '@/test/toasts.ts';
import { renderShiftsPage } from '../testing/render-shifts-page.tsx';
import { factory } from '@/test/factories/factory.ts';

// Thursday 26 November 2026 in New York: the board shows 22 to 28 November.
const NOW = new Date('2026-11-26T18:00:00.000Z');
const WEEK_PATH = '/dashboard/shifts?date=2026-11-26&view=week&week=2026-11-22';

const copied = factory<CopiedShift>({
  date: '2026-12-01',
  startsAt: '2026-12-01T14:00:00.000Z',
  endsAt: '2026-12-01T22:00:00.000Z',
  status: 'ok',
  sourceShiftId: 1,
  locationId: 11,
  locationName: 'Downtown',
  position: 'Hygienist',
  timezone: 'America/New_York',
});

const PREVIEW = [
  copied({ sourceShiftId: 1 }),
  copied({
    sourceShiftId: 2,
    date: '2026-12-03',
    startsAt: '2026-12-03T13:00:00.000Z',
    endsAt: '2026-12-03T17:00:00.000Z',
    position: 'Front Desk',
    locationName: 'Boulder',
    status: 'duplicate',
  }),
];

const bodiesOf = (calls: StubbedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function openCopyWeek() {
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Shifts by location, Nov 22 – 28, 2026' });
  await user.click(screen.getByRole('button', { name: 'Copy Week' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Copy Week' }) };
}

describe('Shifts page: Copy Week (issue #16 §1)', () => {
  beforeEach(() => pinClock(NOW));

  it("previews the board's week copied to the next, posts the unmarked shifts and shows that week", async () => {
    const { calls, search } = renderShiftsPage({
      path: WEEK_PATH,
      handlers: {
        'POST /api/shifts/copy-week/preview': { body: { shifts: PREVIEW } },
        'POST /api/shifts/copy-week': {
          status: 201,
          body: { shiftIds: [901], skipped: [PREVIEW[1]] },
        },
      },
    });
    const { user, dialog } = await openCopyWeek();
    expect(within(dialog).getByRole('combobox', { name: 'Copy from' })).toHaveTextContent(
      'Nov 22 – 28, 2026',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Copy to' })).toHaveTextContent(
      'Nov 29 – Dec 5, 2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));

    const list = await within(dialog).findByRole('list', { name: 'Shifts to post' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tue, Dec 1, 2026 9:00 AM – 5:00 PMHygienist · Downtown',
      'Thu, Dec 3, 2026 8:00 AM – 12:00 PMFront Desk · BoulderAlready posted',
    ]);
    expect(
      within(dialog).getByText('1 of 2 shifts will be posted.', { exact: false }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Post 1 Shift' }));

    await expectToast('Week Copied', '1 shift was posted for Nov 29 – Dec 5, 2026.');
    expect(bodiesOf(calls, '/api/shifts/copy-week')).toEqual([
      { fromWeekStart: '2026-11-22', toWeekStart: '2026-11-29', includeFilled: false },
    ]);
    await waitFor(() => expect(search().get('week')).toBe('2026-11-29'));
    expect(screen.queryByRole('dialog', { name: 'Copy Week' })).toBeNull();
  });

  it("copies the board's location when it is filtered to one, and filled shifts when asked", async () => {
    const { calls } = renderShiftsPage({
      path: `${WEEK_PATH}&location=12`,
      handlers: { 'POST /api/shifts/copy-week/preview': { body: { shifts: PREVIEW } } },
    });
    const { user, dialog } = await openCopyWeek();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
        'Bright Smiles Dental - Eastside',
      ),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also copy filled shifts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    await within(dialog).findByRole('list', { name: 'Shifts to post' });
    expect(bodiesOf(calls, '/api/shifts/copy-week/preview')).toEqual([
      {
        fromWeekStart: '2026-11-22',
        toWeekStart: '2026-11-29',
        locationId: 12,
        includeFilled: true,
      },
    ]);
  });

  it('refuses to copy a week onto itself, on the Copy to field, without asking the server', async () => {
    const { calls } = renderShiftsPage({ path: WEEK_PATH });
    const { user, dialog } = await openCopyWeek();
    await user.click(within(dialog).getByRole('combobox', { name: 'Copy to' }));
    await user.click(await screen.findByRole('option', { name: 'Nov 22 – 28, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    expect(within(dialog).getByRole('combobox', { name: 'Copy to' })).toHaveAccessibleDescription(
      COPY_WEEK_MESSAGES.sameWeek,
    );
    expect(bodiesOf(calls, '/api/shifts/copy-week/preview')).toEqual([]);
  });

  it('copies a week gone by to this week or a later one, never to a week gone by', async () => {
    renderShiftsPage({ path: '/dashboard/shifts?date=2026-11-26&view=week&week=2026-11-08' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Shifts by location, Nov 8 – 14, 2026' });
    await user.click(screen.getByRole('button', { name: 'Copy Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Week' });
    const to = within(dialog).getByRole('combobox', { name: 'Copy to' });
    expect(to).toHaveTextContent('Nov 22 – 28, 2026');
    await user.click(to);
    const weeks = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(weeks[0]).toHaveTextContent('Nov 22 – 28, 2026');
    expect(screen.queryByRole('option', { name: 'Nov 15 – 21, 2026' })).toBeNull();
  });

  it('says so when the week has no shifts to copy', async () => {
    renderShiftsPage({
      path: WEEK_PATH,
      handlers: { 'POST /api/shifts/copy-week/preview': { body: { shifts: [] } } },
    });
    const { user, dialog } = await openCopyWeek();
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      COPY_WEEK_MESSAGES.nothingToCopy,
    );
  });

  it("shows the organization's posting budget refusal (429) in the dialog and keeps it open", async () => {
    const refusal = SHIFT_MESSAGES.postingBudgetReached(1990, 2000, '12 minutes');
    renderShiftsPage({
      path: WEEK_PATH,
      handlers: {
        'POST /api/shifts/copy-week/preview': { body: { shifts: PREVIEW } },
        'POST /api/shifts/copy-week': { status: 429, body: { message: refusal } },
      },
    });
    const { user, dialog } = await openCopyWeek();
    await user.click(within(dialog).getByRole('button', { name: 'Preview Shifts' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Post 1 Shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Copy Week' })).toBeVisible();
  });
});
