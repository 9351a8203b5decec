import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import { nextMonthTuesdaysAndThursdays, postTuesdaysAndThursdays } from './support/shifts.ts';
import { demo } from './support/users.ts';

// Issue #16 §1: a manager posts every Tuesday and Thursday of next month as one series, sees
// them on the calendar, and deletes the rest of the series from one of them.
test('a manager posts a weekly series, then deletes it from one shift on', async ({
  page,
  request,
}) => {
  const month = nextMonthTuesdaysAndThursdays();
  await signInAt(page, demo.manager, '/dashboard/shifts');
  await page.getByRole('button', { name: 'Create Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await dialog.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Doctor' }).click();
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // An unusual hour, so no demo shift duplicates the series.
  await dialog.getByRole('combobox', { name: 'Start time hour' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '6', exact: true }).click();
  const shiftIds = await postTuesdaysAndThursdays(page, dialog, month);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Shifts Created')).toBeVisible();
  const monthName = new Date(`${month.first}T12:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('heading', { name: monthName })).toBeVisible();
  expect(shiftIds).toHaveLength(month.days.length);

  // From the second shift on: this and the following open shifts of the series.
  await page.goto(`/dashboard/shifts/${shiftIds[1]}`);
  await page.getByRole('button', { name: 'Delete Shift' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Shift' });
  await confirm.getByRole('radio', { name: 'This and the following open shifts' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Shift Deleted')).toBeVisible();

  const token = await apiToken(request, demo.manager);
  const statusOf = async (id: number) =>
    (
      await request.get(`/api/shifts/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).status();
  expect(await statusOf(shiftIds[0])).toBe(200);
  for (const id of shiftIds.slice(1)) expect(await statusOf(id)).toBe(404);
});
