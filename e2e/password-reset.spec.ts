import { expect, test } from '@playwright/test';
import { chooseNewPassword, login, submitLogin } from './support/auth.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { expectErrorToast, expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { createVerifiedUser, uniqueEmail } from './support/users.ts';

const RESET_LINK_SENT =
  'If an account exists with this email, you will receive a password reset link.';

test('a user who forgot the password resets it from the emailed link', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'forgot');
  const newPassword = 'Brand-new-pass-2';

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(hasPath('/auth/forgot-password'));
  // The login page stays on screen while the next page's code loads: its Email field is not this one.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expectToast(page, 'Reset Link Sent', RESET_LINK_SENT);
  // SPEC §4: the login page follows after 3 s.
  await expect(page).toHaveURL(hasPath('/auth/login'), { timeout: 10_000 });

  await page.goto(await linkFromOutbox(request, user.email, '/auth/reset-password'));
  await chooseNewPassword(page, newPassword);

  await submitLogin(page, user);
  await expectErrorToast(page);
  await expect(page).toHaveURL(hasPath('/auth/login'));

  await login(page, { email: user.email, password: newPassword }, user.name);
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expectToast(page, 'Reset Link Sent', RESET_LINK_SENT);
});
