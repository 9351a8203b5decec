import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import { apiAs } from './support/api.ts';
import { requestedFrontDeskShift } from './support/requested-shift.ts';
import { demo } from './support/users.ts';

interface Notice {
  type: string;
  shiftId: number | null;
  body: string;
}

// Issue #16 §2 (and #14's 'shift changed'): a manager moves a requested shift an hour later;
// the person who asked for it hears what changed.
test('a manager edits the time of a requested shift, and the requester is told what changed', async ({
  page,
  request,
}) => {
  const { person, shiftId } = await requestedFrontDeskShift(request, 'edited', 22);

  await signInAt(page, demo.manager, `/dashboard/shifts/${shiftId}`);
  await page.getByRole('button', { name: 'Edit Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Shift' });
  await dialog.getByRole('combobox', { name: 'Start time hour' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '9', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Shift Updated')).toBeVisible();
  await expect(page.getByText(/9:00 AM/).first()).toBeVisible();

  const notices = await apiAs<{ items: Notice[] }>(
    request,
    await apiToken(request, person),
    'GET',
    '/api/notifications',
    200,
  );
  const changed = notices.items.find(
    (notice) => notice.type === 'shift_changed' && notice.shiftId === shiftId,
  );
  expect(changed?.body).toContain('Start 8:00 AM → 9:00 AM');
});
