import { expect, test } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import {
  addShiftFromTemplate,
  nextMonthTuesdaysAndThursdays,
  postTuesdaysAndThursdays,
} from './support/shifts.ts';
import { demo } from './support/users.ts';

/** The Sunday that starts the week of a calendar day (the week board's weeks start on Sunday). */
function sundayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

// Issue #16 §5: the scheduling tools together, as a practice manager uses them.
test('a manager posts every Tuesday and Thursday of next month from a template, sees them, edits one, deletes the rest and reads its history', async ({
  page,
}) => {
  const month = nextMonthTuesdaysAndThursdays();
  await signInAt(page, demo.manager, '/dashboard');
  const dialog = await addShiftFromTemplate(page, /^Hygiene day/);
  // An hour no demo shift starts at, so the preview marks no duplicate.
  await dialog.getByRole('combobox', { name: 'Start time hour' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '5', exact: true }).click();
  const shiftIds = await postTuesdaysAndThursdays(page, dialog, month);
  expect(shiftIds).toHaveLength(month.days.length);
  await expect(dialog).toBeHidden();

  // On the calendar (the month Add Shift went to) and on the week board.
  const first = `/dashboard/shifts/${shiftIds[0]}`;
  await page.goto(`/dashboard/shifts?date=${month.days[0]}`);
  await expect(page.locator(`a[href="${first}"]`).first()).toBeVisible();
  await page.goto(`/dashboard/shifts?view=week&week=${sundayOf(month.days[0])}`);
  await expect(page.getByRole('table').locator(`a[href="${first}"]`)).toBeVisible();

  // Edit the first: a 30-minute lunch.
  await page.goto(first);
  await page.getByRole('button', { name: 'Edit Shift' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shift' });
  await edit.getByRole('combobox', { name: 'Lunch length' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '30 Minutes' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  // Delete the rest of the series from the second shift on.
  await page.goto(`/dashboard/shifts/${shiftIds[1]}`);
  await page.getByRole('button', { name: 'Delete Shift' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete Shift' });
  await remove.getByRole('radio', { name: 'This and the following open shifts' }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Shift Deleted')).toBeVisible();

  // The edited shift remains, with its history.
  await page.goto(first);
  const history = page.getByRole('list', { name: 'Shift history' });
  await expect(history).toContainText('posted the shift');
  await expect(history).toContainText('edited the shift');
  await expect(history).toContainText('Lunch 1 Hour → 30 Minutes');
});
