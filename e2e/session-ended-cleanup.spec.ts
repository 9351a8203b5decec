import { expect, test, type Page } from '@playwright/test';
import { login, untilServiceWorkerControls } from './support/auth.ts';
import { hasPath } from './support/urls.ts';
import { createVerifiedUser } from './support/users.ts';

/*
 * DESIGN §6: when the server ends a session (here 'Sign out of all devices' from another
 * device), the browser that held it keeps nothing of the person: the offline caches of the
 * service worker go, and so does its push subscription, as after Logout.
 *
 * Headless Chromium in Playwright's incognito contexts cannot complete a push subscription
 * (push-device.spec.ts), so the page is given a stand-in: PushManager.getSubscription answers a
 * subscription whose unsubscribe() is counted. The server's side (every subscription of the
 * person deleted) is proven in apps/api/test/auth/account-recovery.test.ts.
 */

test.use({ serviceWorkers: 'allow' });

const UNSUBSCRIBED = 'e2e-push-unsubscribed';

async function standInPushSubscription(page: Page) {
  await page.addInitScript((key) => {
    const subscription = {
      endpoint: 'https://push.example.test/e2e-this-browser',
      unsubscribe: async () => {
        localStorage.setItem(key, String(Number(localStorage.getItem(key) ?? '0') + 1));
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(key) ? null : subscription) as PushSubscription | null;
  }, UNSUBSCRIBED);
}

/** The per-person caches sw.js keeps for reading offline. */
const dataCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('chairside-data-')),
  );

/** What the worker answers offline to `path` with `token`: the status and whether it was kept. */
const offlineRead = (page: Page, path: string, token: string) =>
  page.evaluate(
    async ([url, bearer]) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
      return { status: response.status, body: await response.text() };
    },
    [path, token] as const,
  );

test('a session ended elsewhere clears this browser’s offline caches and its push subscription', async ({
  page,
  context,
  request,
}) => {
  const person = await createVerifiedUser(request, 'session-ended');
  await standInPushSubscription(page);
  await login(page, person, person.name);
  // The worker is installed and controls the page, so what the dashboard reads is kept.
  await untilServiceWorkerControls(page);
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.name}` })).toBeVisible();
  await expect.poll(() => dataCaches(page)).toHaveLength(1);
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  // Offline, the kept answers are readable with the session's token: what must go.
  await context.setOffline(true);
  const kept = await offlineRead(page, '/api/users/me', token);
  expect(kept.status).toBe(200);
  expect(kept.body).toContain(person.email);
  expect((await offlineRead(page, '/api/shifts/dashboard', token)).status).toBe(200);
  await context.setOffline(false);

  // Another device signs the person out of all devices.
  const signIn = await request.post('/api/auth/login', {
    data: { username: person.email, password: person.password },
  });
  const { access_token: elsewhere } = (await signIn.json()) as { access_token: string };
  const ended = await request.post('/api/users/me/sign-out-everywhere', {
    headers: { Authorization: `Bearer ${elsewhere}` },
  });
  expect(ended.status()).toBe(200);

  // The page learns it by itself: its live stream ends, and the new ticket it asks for is
  // refused with 401. The session ends here as after Logout.
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(hasPath('/'));
  await expect.poll(() => dataCaches(page)).toEqual([]);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), UNSUBSCRIBED))
    .toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Nothing of the person is readable from this browser any more, even with the old token.
  await context.setOffline(true);
  for (const path of ['/api/users/me', '/api/shifts/dashboard']) {
    const answer = await offlineRead(page, path, token);
    expect(answer.status).toBe(503);
    expect(answer.body).not.toContain(person.email);
  }
  await context.setOffline(false);
});
