import { expect, test } from '@playwright/test';
import { submitLogin } from './support/auth.ts';
import { expectErrorToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { createVerifiedUser } from './support/users.ts';

// SPEC §5 in a real browser and against the real server: the browser's own `required` check and
// the Error toasts of answers the server gives. The forms' client-side messages (register, reset
// password, settings) are proved by their component tests (docs/TESTING.md, "What moved where").

test.describe('reset password form', () => {
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
