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

  // Issue #26 §13: from the prerendered login page, the address is typed at once.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
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

test('forgot password keeps what was typed before its scripts ran, and answers the same for an unknown address', async ({
  page,
}) => {
  // Issue #26 §13: the page is prerendered; its scripts are held back while a person types.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/forgot-password', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  const address = uniqueEmail('nobody');
  await page.getByLabel('Email', { exact: true }).fill(address);
  const submit = page.getByRole('button', { name: 'Request Reset Link' });
  // Nothing is sent as a plain HTML form before the app is live.
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(address);
  await submit.click();
  await expectToast(page, 'Reset Link Sent', RESET_LINK_SENT);
});
