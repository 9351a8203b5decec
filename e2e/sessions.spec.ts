import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './support/auth.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { createVerifiedUser, type TestUser } from './support/users.ts';

async function signedInDevice(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, user, user.name);
  return page;
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/dashboard/settings');
  await page.getByLabel('Current Password', { exact: true }).fill(from);
  await page.getByLabel('New Password', { exact: true }).fill(to);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated');
}

test('a password change keeps this device signed in and signs the others out at once', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'sessions');
  const laptop = await signedInDevice(browser, user);
  const phone = await signedInDevice(browser, user);

  await changePassword(laptop, user.password, 'Changed-pass-4');
  await laptop.reload();
  await expect(laptop.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The phone's live-updates stream ends with its session, so it is signed out without a click.
  await expectToast(phone, 'Signed out', 'Your session has ended. Please sign in again.');
  await expect(phone).toHaveURL(hasPath('/'));
});

test('Sign out of all devices ends every session, this one included', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'everywhere');
  const laptop = await signedInDevice(browser, user);
  const phone = await signedInDevice(browser, user);

  await laptop.goto('/dashboard/settings');
  await laptop.getByRole('button', { name: 'Sign out of all devices' }).click();
  const dialog = laptop.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToast(laptop, 'Signed out of all devices');
  await expect(laptop).toHaveURL(hasPath('/'));
  expect(await laptop.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await expectToast(phone, 'Signed out', 'Your session has ended. Please sign in again.');
  await expect(phone).toHaveURL(hasPath('/'));
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(hasPath('/'));
});
