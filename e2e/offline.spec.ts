import { APP_STATUS_MESSAGES } from '@chairside/domain';
import { expect, test } from '@playwright/test';
import { login, untilServiceWorkerControls } from './support/auth.ts';
import { requestedFrontDeskShift } from './support/requested-shift.ts';

test.use({ serviceWorkers: 'allow' });

// Issue #15 §4: the installed app opens offline with the last seen dashboard and shift, read only.
test('offline, the app shell loads, says so, and shows the last seen dashboard and shift read only', async ({
  page,
  context,
  request,
}) => {
  const { person, shiftId } = await requestedFrontDeskShift(request, 'offline', 25);
  // Debian's Chromium 150 starts each new document with navigator.onLine true under Playwright's
  // emulated offline (the service worker's fetches do fail): setting it again once the document
  // loaded applies it to that document, as a real loss of network would.
  const offlineAgain = async () => {
    await context.setOffline(false);
    await context.setOffline(true);
  };
  await login(page, person, person.name);
  await untilServiceWorkerControls(page);
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.name}` })).toBeVisible();
  await page.goto(`/dashboard/shifts/${shiftId}`);
  await expect(page.getByRole('button', { name: 'Withdraw Request' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await offlineAgain();
  const banner = page.getByRole('status').filter({ hasText: APP_STATUS_MESSAGES.offline });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shift Details' })).toBeVisible();
  await expect(page.getByText(APP_STATUS_MESSAGES.readOnly)).toBeVisible();
  await expect(page.getByRole('article', { name: person.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw Request' })).toHaveCount(0);

  await page.goto('/dashboard');
  await offlineAgain();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.name}` })).toBeVisible();

  // Issue #26 §9: a month never loaded says so, rather than showing as an empty schedule.
  await page.goto('/dashboard/shifts');
  await offlineAgain();
  await expect(page.getByRole('region', { name: /^\w+ \d{4}$/ }).getByRole('status')).toHaveText(
    APP_STATUS_MESSAGES.notLoadedOffline,
  );
  await expect(page.getByText('No shifts available')).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await page.goto(`/dashboard/shifts/${shiftId}`);
  await expect(page.getByRole('button', { name: 'Withdraw Request' })).toBeVisible();
});
