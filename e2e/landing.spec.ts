import { expect, test } from '@playwright/test';
import { login } from './support/auth.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

test('the landing page leads to sign-in and registration', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expect(page.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
    'href',
    '/contact',
  );

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(hasPath('/auth/login'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(hasPath('/auth/register'));
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
});

test('a signed-in visitor gets Go to dashboard instead of signing in', async ({ page }) => {
  await login(page, demo.employee);
  await page.goto('/');
  // The page is prerendered signed out; once live it knows better.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(hasPath('/dashboard'));
  await expect(page.getByRole('heading', { name: /^Welcome back, \S/ })).toBeVisible();
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const address of ['/', '/auth/login']) {
    test(`${address} shows the sign-in form at once, unsendable, with no skeleton`, async ({
      page,
    }) => {
      await page.goto(address);
      const form = page.locator('form');
      await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Sign In' })).toBeVisible();
      // Typing is taken (and kept once the app is live); nothing is posted as a plain HTML form.
      await expect(form.getByLabel('Email', { exact: true })).toBeEditable();
      await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
    });
  }

  // Issue #26 §13: every public page that needs nothing from its address shows whole at once.
  test('the legal pages and the other auth forms show whole', async ({ page }) => {
    for (const [address, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/contact', 'Talk to the Chairside team'],
      ['/auth/register', 'Create an Account'],
      ['/auth/forgot-password', 'Forgot Password'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

// A device set to dark with the theme 'System': the theme is only known once the page is live,
// and that change once made React swap the prerendered form, still waiting for its code, for a
// skeleton.
test.describe('on a device set to dark, theme System', () => {
  test.use({ colorScheme: 'dark' });

  test('the landing sign-in form stays in place while its code loads, keeps what was typed, and signs in', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('chairside-theme', 'system');
      // Whether a skeleton is ever on screen, however briefly.
      new MutationObserver(() => {
        if (document.querySelector('.animate-pulse'))
          document.documentElement.dataset.skeleton = '';
      }).observe(document, { childList: true, subtree: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/login-form-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/');
    // The page itself is live (the theme applied) while the form's code is held back.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => requested).toBe(true);

    const form = page.locator('form');
    const email = form.getByLabel('Email', { exact: true });
    const signIn = form.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    const before = await form.boundingBox();
    // Issue #26 §13: a quick person types before the form's code has arrived.
    await email.fill(demo.employee.email);
    await form.getByLabel('Password', { exact: true }).fill(demo.employee.password);

    release();
    await expect(signIn).toBeEnabled();
    expect(await form.boundingBox()).toEqual(before);
    await expect(page.locator('html')).not.toHaveAttribute('data-skeleton');
    await expect(email).toHaveValue(demo.employee.email);
    await signIn.click();
    await expect(page).toHaveURL(hasPath('/dashboard'));
  });
});
