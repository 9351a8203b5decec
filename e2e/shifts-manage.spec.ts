import { expect, test } from '@playwright/test';
import { expectMessages } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import {
  createShift,
  daysFromToday,
  detailValue,
  requestCard,
  shiftLink,
} from './support/shifts.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

// SPEC §2 shift detail actions and the selected-day panel, §4 shift states, §5 Assign messages.

const ASSISTANT = 'Carlos Mendez';
const ASSISTANT_OPTION = `${ASSISTANT} (Dental Assistant-General Practice)`;
const BROOKLYN = 'Bright Smiles Dental - Brooklyn Heights';

test('the manager assigns a new shift directly to an assistant', async ({ page }) => {
  await signInAt(page, demo.manager, '/dashboard');
  const shiftId = await createShift(page, {
    position: 'Dental Assistant-General Practice',
    date: daysFromToday(13),
    start: { hour: 5, minute: 30, period: 'PM' },
    end: { hour: 9, minute: 0, period: 'PM' },
    location: BROOKLYN,
  });
  await shiftLink(page, shiftId).click();
  await expect(page).toHaveURL(hasPath(`/dashboard/shifts/${shiftId}`));
  await expect(detailValue(page, 'Status')).toHaveText('Unassigned');

  await page.getByRole('button', { name: 'Assign to User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Shift to User' });
  const assign = dialog.getByRole('button', { name: 'Assign Shift' });
  await assign.click();
  await expectMessages(dialog, ['Please select a user']);

  const notes = dialog.getByLabel('Notes', { exact: true });
  await notes.fill('x'.repeat(501));
  await assign.click();
  await expectMessages(dialog, ['Notes must be 500 characters or less']);

  // The server searches as the manager types; the assistant fits the shift's position.
  const picker = dialog.getByRole('combobox', { name: 'User' });
  await picker.click();
  await page.keyboard.type(ASSISTANT);
  const option = page.getByRole('option', { name: ASSISTANT_OPTION, exact: true });
  await expect(option).toHaveAccessibleDescription(/, Fits this shift$/);
  await option.click();
  await expect(picker).toContainText(ASSISTANT_OPTION);
  await expect(dialog.getByText('Please select a user')).toBeHidden();
  await notes.fill('Covering the late clinic.');
  await expect(dialog.getByText('Notes must be 500 characters or less')).toBeHidden();
  await assign.click();
  await expectToast(page, 'Shift Assigned', `${ASSISTANT} is confirmed for this shift.`);
  await expect(dialog).toBeHidden();

  await expect(detailValue(page, 'Status')).toHaveText('Assigned');
  const assigned = requestCard(page, ASSISTANT);
  await expect(assigned).toContainText('Confirmed');
  await expect(assigned).toContainText('Covering the late clinic.');
  await expect(page.getByRole('button', { name: 'Assign to User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Shift' })).toHaveCount(0);
});

test('the manager deletes a new shift and returns to the Shifts page', async ({ page }) => {
  await signInAt(page, demo.manager, '/dashboard');
  const shiftId = await createShift(page, {
    position: 'Doctor',
    date: daysFromToday(14),
    start: { hour: 6, minute: 0, period: 'PM' },
    end: { hour: 8, minute: 0, period: 'PM' },
    location: BROOKLYN,
  });
  await shiftLink(page, shiftId).click();
  await expect(page).toHaveURL(hasPath(`/dashboard/shifts/${shiftId}`));

  await page.getByRole('button', { name: 'Delete Shift' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete Shift' });
  await expect(confirmation).toContainText(
    'This action cannot be undone. The shift will be permanently removed.',
  );
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Shift Deleted');
  await expect(page).toHaveURL(hasPath('/dashboard/shifts'));
  await expect(page.getByRole('heading', { name: 'Shifts', exact: true })).toBeVisible();
  await expect(shiftLink(page, shiftId)).toHaveCount(0);

  await page.goto(`/dashboard/shifts/${shiftId}`);
  await expect(page.getByRole('heading', { name: 'Shift not found' })).toBeVisible();
});

test('Toggle Week shows seven days from the chosen one', async ({ page }) => {
  await signInAt(page, demo.manager, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shifts' })
    .click();
  const sections = page.getByTestId('day-section');
  await expect(sections).toHaveCount(1);
  // Issue #26 §11: the dots have a legend, and the toggle's name says what it does.
  await expect(
    page.getByRole('group', { name: 'Legend' }).getByRole('list', { name: 'Positions' }),
  ).toContainText('Hygienist');
  await expect(page.getByRole('button', { name: 'Toggle Week' })).toHaveAccessibleName(
    'Toggle Week: show seven days from this day',
  );

  await page.getByRole('button', { name: 'Toggle Week' }).click();
  await expect(sections).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Toggle Day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle Week' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  const first = daysFromToday(0);
  const last = daysFromToday(6);
  const short = (day: Date) => day.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  await expect(
    page.getByRole('heading', { name: `${short(first)} - ${short(last)}` }),
  ).toBeVisible();
  for (const [index, day] of [first, last].entries()) {
    const heading = day.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
    });
    await expect(sections.nth(index * 6).getByRole('heading')).toHaveText(heading);
  }

  await page.getByRole('button', { name: 'Toggle Day' }).click();
  await expect(sections).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Toggle Week' })).toBeVisible();
});
