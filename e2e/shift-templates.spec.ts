import { expect, test } from '@playwright/test';
import { chooseOption } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import {
  addShiftFromTemplate,
  dateKey,
  daysFromToday,
  setTime,
  shiftLink,
  submitShiftForm,
} from './support/shifts.ts';
import { demo } from './support/users.ts';

// Issue #16 §1: a manager keeps a template at a location, then posts a shift from it.
test('a manager creates a shift template at a location, then posts a shift from it', async ({
  page,
}, testInfo) => {
  const name = `Evening hygiene ${testInfo.project.name} ${Date.now() % 100_000}`;
  await signInAt(page, demo.manager, '/dashboard/locations');
  await page.getByRole('button', { name: 'Shift Templates of Midtown Manhattan' }).click();
  const templates = page.getByRole('dialog', { name: 'Shift Templates' });
  await expect(templates.getByText('Hygiene day', { exact: true })).toBeVisible();

  await templates.getByRole('button', { name: 'Add Template' }).click();
  const form = page.getByRole('dialog', { name: 'Add Template' });
  await form.getByRole('button', { name: 'Add Template' }).click();
  await expect(form.getByText('Template name is required')).toBeVisible();
  await expect(form.getByText('Position is required')).toBeVisible();

  await form.getByLabel('Template name').fill(name);
  await chooseOption(page, form.getByRole('combobox', { name: 'Position' }), 'Hygienist');
  await setTime(page, form, 'Start time', { hour: 5, minute: 0, period: 'PM' });
  await setTime(page, form, 'End time', { hour: 9, minute: 0, period: 'PM' });
  await chooseOption(page, form.getByRole('combobox', { name: 'Lunch length' }), '30 Minutes');
  await form.getByLabel('Notes').fill('Evening recalls');
  await form.getByRole('button', { name: 'Add Template' }).click();
  await expect(form).toBeHidden();
  await expect(templates.getByText(name, { exact: true })).toBeVisible();
  await expect(templates).toContainText('Hygienist · 5:00 PM – 9:00 PM · 30 minutes lunch');
  await page.keyboard.press('Escape');
  await expect(templates).toBeHidden();

  const dialog = await addShiftFromTemplate(page, `${name} · 5:00 PM – 9:00 PM · 30 minutes lunch`);
  await expect(dialog.getByRole('combobox', { name: 'Lunch length' })).toContainText('30 Minutes');
  await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('Evening recalls');

  await dialog.getByLabel('Date', { exact: true }).fill(dateKey(daysFromToday(15)));
  const shiftId = await submitShiftForm(page, dialog);
  const listed = shiftLink(page, shiftId);
  await expect(listed).toContainText('5:00 PM - 9:00 PM');
  await expect(listed).toContainText('Midtown Manhattan');
  await expect(listed).toContainText('Hygienist');
});
