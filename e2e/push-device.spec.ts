import { PUSH_MESSAGES } from '@chairside/domain';
import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { expectErrorToast } from './support/toasts.ts';
import { createVerifiedUser } from './support/users.ts';

/*
 * Headless Chromium here has no push service it can reach (and Playwright's contexts are
 * incognito, where Chromium refuses push), so no browser subscription can complete: these
 * journeys prove the Settings states a person sees. The subscription itself, its encryption and
 * its delivery are proven against a loopback push service in apps/api/test/push/.
 */

// Push goes through the app's service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

async function openSettings(page: Page, label: string) {
  const user = await createVerifiedUser(page.request, label);
  await signInAt(page, user, '/dashboard/settings');
  return page.getByRole('region', { name: PUSH_MESSAGES.title });
}

test('notifications refused at the browser prompt: Settings says they are blocked, with no Turn on', async ({
  page,
}) => {
  const section = await openSettings(page, 'push-blocked');
  // Headless Chromium answers the permission prompt with a refusal, as a person blocking would.
  await section.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();
  await expect(section.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(section.getByText(PUSH_MESSAGES.blocked)).toBeVisible();
  await expect(section.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toHaveCount(0);
});

test('turning on where the browser refuses a push subscription says so and stays off', async ({
  page,
}) => {
  await page.context().grantPermissions(['notifications']);
  const section = await openSettings(page, 'push-refused');
  await expect(section.getByText(PUSH_MESSAGES.off)).toBeVisible();
  await section.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();
  await expectErrorToast(page, PUSH_MESSAGES.failed);
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeEnabled();
});
