import { expect, test } from '@playwright/test';
import { login, submitLogin } from './support/auth.ts';
import { expectErrorToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { createVerifiedUser, newUser } from './support/users.ts';

// SPEC §5: every client-side message of the authentication and settings forms.

test.describe('register form', () => {
  test('reports mismatched email addresses and passwords', async ({ page }) => {
    const user = newUser('mismatch');
    await page.goto('/auth/register');
    await page.getByLabel('Full Name', { exact: true }).fill(user.name);
    await page.getByLabel('Email Address', { exact: true }).fill(user.email);
    await page.getByLabel('Validate Email Address', { exact: true }).fill(`other.${user.email}`);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Validate Password', { exact: true }).fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText('Email addresses do not match')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(hasPath('/auth/register'));
  });

  test('reports a password shorter than 8 characters', async ({ page }) => {
    const user = newUser('short');
    await page.goto('/auth/register');
    await page.getByLabel('Full Name', { exact: true }).fill(user.name);
    await page.getByLabel('Email Address', { exact: true }).fill(user.email);
    await page.getByLabel('Validate Email Address', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Short1!');
    await page.getByLabel('Validate Password', { exact: true }).fill('Short1!');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page).toHaveURL(hasPath('/auth/register'));
  });
});

test.describe('reset password form', () => {
  test('without a code reads "Invalid reset link"', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByText('Invalid reset link')).toBeVisible();
  });

  test('reports mismatched and short passwords', async ({ page }) => {
    await page.goto('/auth/reset-password?code=e2e-unused-code');
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirmPassword = page.getByLabel('Confirm New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset Password' });

    await newPassword.fill('Long-enough-1');
    await confirmPassword.fill('Long-enough-2');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await newPassword.fill('Short1!');
    await confirmPassword.fill('Short1!');
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page).toHaveURL(hasPath('/auth/reset-password'));
  });

  test('an unknown code shows the destructive Error toast', async ({ page }) => {
    await page.goto('/auth/reset-password?code=e2e-not-a-real-code');
    await page.getByLabel('New Password', { exact: true }).fill('Long-enough-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Long-enough-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectErrorToast(page);
    await expect(page).toHaveURL(hasPath('/auth/reset-password'));
  });
});

test.describe('login form', () => {
  test('does not submit with empty fields', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/login') loginCalls += 1;
    });
    await page.goto('/auth/login');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Both the browser's `required` check and the form's own validation focus the first field.
    await expect(email).toBeFocused();

    // A request would have been sent synchronously with the click; let any response land.
    await page.waitForLoadState('networkidle');
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL(hasPath('/auth/login'));
  });

  test('a wrong password shows the destructive Error toast', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'wrongpass');
    await submitLogin(page, { email: user.email, password: 'Not-the-password-1' });
    await expectErrorToast(page);
    await expect(page).toHaveURL(hasPath('/auth/login'));
  });
});

test.describe('settings forms', () => {
  test('report a short name, a bad phone number and mismatched new passwords', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'settingsbad');
    await login(page, user, user.name);
    await page.goto('/dashboard/settings');

    await page.getByLabel('Name', { exact: true }).fill('Al');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Phone Number', { exact: true }).fill('555-0100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid US phone number')).toBeVisible();

    await page.getByLabel('Current Password', { exact: true }).fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('Another-pass-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
  });
});
