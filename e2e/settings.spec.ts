import { expect, test } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { expectToast } from './support/toasts.ts';
import { createVerifiedUser, loginStatus } from './support/users.ts';

test('a user updates the profile and changes the password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'settings');
  const newName = `${user.name} Updated`;
  const newPassword = 'Changed-pass-3';

  await signInAt(page, user, '/dashboard/settings');
  await expect(page.getByText('Profile Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Change Password', { exact: true })).toBeVisible();
  await expect(page.getByText('Support', { exact: true })).toBeVisible();

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();

  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByLabel('Phone Number', { exact: true }).fill('(555) 201-3344');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(/555\D*201\D*3344/);

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated');

  expect(await loginStatus(request, { email: user.email, password: newPassword })).toBe(200);
  expect(await loginStatus(request, user)).toBeGreaterThanOrEqual(400);
});

test('an independent professional saves the work profile that decides which shifts reach them', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'work-profile');
  await signInAt(page, user, '/dashboard/settings');
  const section = page.getByRole('region', { name: 'Work Profile' });
  const others = section.getByRole('switch', { name: 'Shifts at other organizations' });
  await expect(others).toBeChecked();
  await expect(others).toBeDisabled();

  await section.getByLabel('Home Zip Code', { exact: true }).fill('60614');
  await section.getByRole('combobox', { name: 'Travel Radius' }).click();
  await page.getByRole('option', { name: '50 miles' }).click();
  const weekdays = section.getByRole('group', { name: 'Available Weekdays' });
  await weekdays.getByRole('button', { name: 'Monday' }).click();
  await weekdays.getByRole('button', { name: 'Friday' }).click();
  await section.getByRole('button', { name: 'Save Work Profile' }).click();
  await expectToast(page, 'Work Profile Updated');

  await page.reload();
  await expect(section.getByLabel('Home Zip Code', { exact: true })).toHaveValue('60614');
  await expect(section.getByRole('combobox', { name: 'Travel Radius' })).toHaveText('50 miles');
  await expect(weekdays.getByRole('button', { name: 'Monday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(weekdays.getByRole('button', { name: 'Friday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(weekdays.getByRole('button', { name: 'Sunday' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
