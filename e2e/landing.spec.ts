import { expect, test } from '@playwright/test';
import { hasPath } from './support/urls.ts';

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
