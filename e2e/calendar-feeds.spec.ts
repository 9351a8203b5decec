import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { expectToast } from './support/toasts.ts';
import { createVerifiedUser } from './support/users.ts';

/** What a calendar app gets from a feed URL: only its path, on the app under test. */
async function fetchFeed(request: APIRequestContext, url: string) {
  return request.get(new URL(url).pathname);
}

test('a professional subscribes to their calendar feed and resets its link, which kills the old one', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'calendar-feed');
  await signInAt(page, user, '/dashboard/settings');
  const section = page.getByRole('region', { name: 'Calendar feeds' });
  const link = section.getByRole('textbox', { name: 'My shifts: calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const oldUrl = await link.inputValue();
  await expect(
    section.getByRole('link', { name: 'Add My shifts to Apple Calendar' }),
  ).toHaveAttribute('href', oldUrl.replace(/^https?:\/\//, 'webcal://'));

  const feed = await fetchFeed(request, oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Reset link: My shifts' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset this calendar link?' });
  await expect(dialog).toContainText('The current link stops working at once');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expectToast(page, 'Calendar link reset');
  await expect(link).not.toHaveValue(oldUrl);
  const newUrl = await link.inputValue();

  expect((await fetchFeed(request, oldUrl)).status()).toBe(404);
  expect((await fetchFeed(request, newUrl)).status()).toBe(200);
});
