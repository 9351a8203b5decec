import { expect, test } from '@playwright/test';
import { login, logout } from './support/auth.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { expectToast, toast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { newUser } from './support/users.ts';

test('a new user registers, verifies the email address, signs in and logs out', async ({
  page,
  request,
}) => {
  const user = newUser('register');

  await page.goto('/auth/register');
  await expect(page.getByText('Create an Account', { exact: true })).toBeVisible();
  await page.getByLabel('Full Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email Address', { exact: true }).fill(user.email);
  await page.getByLabel('Validate Email Address', { exact: true }).fill(user.email);
  await expect(page.getByRole('combobox', { name: 'Job Title' })).toContainText('Front Desk');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Validate Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(hasPath('/auth/register-success'));
  await expect(page.getByText('Please check your inbox for a verification email.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return To Login' })).toHaveAttribute(
    'href',
    '/auth/login',
  );

  const verifyLink = await linkFromOutbox(request, user.email, '/auth/verify-email');
  // The waiting screen lasts 100 ms plus the call; hold the call until the screen has been seen.
  let releaseVerification = () => {};
  const verificationReleased = new Promise<void>((resolve) => {
    releaseVerification = resolve;
  });
  await page.route('**/api/auth/verify', async (route) => {
    await verificationReleased;
    await route.continue();
  });
  await page.goto(verifyLink);
  await expect(page.getByText('Verifying your email address')).toBeVisible();
  await expect(page.getByRole('status').first()).toBeVisible();
  releaseVerification();

  await expectToast(
    page,
    'Verification Success',
    'Your email was successfully verified. You may now login.',
  );
  await expect(page).toHaveURL(hasPath('/'));
  await page.unrouteAll();

  await login(page, user, user.name);
  await logout(page, user.name);
});

test('a bad verification code shows the server message in place of the spinner', async ({
  page,
  request,
}) => {
  const code = 'e2e-not-a-real-code';
  const refused = await request.post('/api/auth/verify', { data: { code } });
  expect(refused.ok()).toBe(false);
  const { message } = (await refused.json()) as { message: string | string[] };

  await page.goto(`/auth/verify-email?code=${code}`);
  await expect(page.getByText(Array.isArray(message) ? message.join(', ') : message)).toBeVisible();
  await expect(page.getByText('Verifying your email address')).toBeHidden();
  await expect(page).toHaveURL(hasPath('/auth/verify-email'));
  await expect(toast(page, 'Verification Success')).toHaveCount(0);
});

test('the verification screen without a code goes to the login page', async ({ page }) => {
  await page.goto('/auth/verify-email');
  await expect(page).toHaveURL(hasPath('/auth/login'));
});
