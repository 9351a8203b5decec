import { expect, test } from '@playwright/test';
import { expectToast } from './support/toasts.ts';

/**
 * Trust issue #11, item 17: after a release, a tab opened before it asks for a chunk of the old
 * build, which the server no longer has. The server answers 404 (never the page), and the app
 * reloads itself once and says why, instead of showing a blank page.
 */
test('a chunk gone after a release reloads the app once, with a notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Privacy' }).first()).toBeVisible();
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  // The release: the privacy page's chunk of the build this tab runs is gone; the reloaded page
  // (the new build, here the same files) finds its chunks.
  let refused = 0;
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Not found"}',
    });
  });

  await page.getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectToast(page, 'Chairside was updated to a new version');
  expect(refused).toBe(1);
  expect(loads).toHaveLength(1);
});

test('a chunk that is still missing after the reload shows the error page, not a reload loop', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Privacy' }).first()).toBeVisible();
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Not found"}',
    }),
  );

  await page.getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // One reload, then no more however long the page stays.
  await page.waitForTimeout(1500);
  expect(loads).toHaveLength(1);
});
