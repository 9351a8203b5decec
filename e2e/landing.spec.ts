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
