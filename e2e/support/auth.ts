import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from './toasts.ts';
import type { Credentials } from './users.ts';
import { escapeRegExp, hasPath } from './urls.ts';

/** Where the web app keeps its session's access token (apps/web/src/lib/session.ts). */
export const ACCESS_TOKEN_KEY = 'access_token';

/** A fresh access token of `credentials`, signed in through the API. */
export async function apiToken(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/login', {
    data: { username: credentials.email, password: credentials.password },
  });
  expect(response.status(), `POST /api/auth/login: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Signs in without the login form, for a journey that is not about signing in, and opens
 * `path`: a fresh token from the API, stored where the app keeps it while a page of the origin
 * that runs no script is open (the health check), so nothing is left to sign in again later.
 * Two page loads fewer than `login` then `goto` (issue #25).
 */
export async function signInAt(page: Page, credentials: Credentials, path: string): Promise<void> {
  const token = await apiToken(page.request, credentials);
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    ACCESS_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(path);
}

/** Fills the login form and presses Sign In, without expecting any outcome. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  if (new URL(page.url(), 'http://x.invalid').pathname !== '/auth/login') {
    await page.goto('/auth/login');
  }
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in through the login page and waits for the dashboard's greeting. Returns the name
 * the greeting shows.
 */
export async function login(page: Page, credentials: Credentials, name?: string): Promise<string> {
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(hasPath('/dashboard'));
  const greeting = page.getByRole('heading', {
    name: name === undefined ? /^Welcome back, \S/ : `Welcome back, ${name}`,
    exact: name !== undefined,
  });
  await expect(greeting).toBeVisible();
  const text = (await greeting.textContent()) ?? '';
  return text.replace(/^\s*Welcome back,\s*/, '').trim();
}

/** Logs out through the sidebar footer's user button (desktop layout). */
export async function logout(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(hasPath('/'));
}

/** On the reset page (SPEC §4): chooses `password`, sees the success toast and the login page. */
export async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(
    page,
    'Password Reset Successful',
    'Your password has been reset. You may now login with your new password.',
  );
  await expect(page).toHaveURL(hasPath('/auth/login'));
}

/** Waits until the app's service worker is installed (the build precached) and controls the page. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
