import { expect, test } from '@playwright/test';
import { apiToken } from './support/auth.ts';
import { readOutbox } from './support/outbox.ts';
import { apiAs } from './support/api.ts';
import { managerAnswers, requestedFrontDeskShift } from './support/requested-shift.ts';

/** The path and query of the newest unsubscribe link emailed to `to`. */
async function unsubscribeLink(request: Parameters<typeof readOutbox>[0], to: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await readOutbox(request, to)).map((message) => message.text);
      const found = texts.join('\n').match(/https?:\/\/\S+(\/unsubscribe\?token=\S+)/);
      link = found?.[1];
      return link;
    })
    .toBeDefined();
  return link as string;
}

test("an email's unsubscribe link, opened signed out, turns that group's emails off", async ({
  page,
  request,
}) => {
  const asked = await requestedFrontDeskShift(request, 'unsubscribe', 27);
  const { person } = asked;

  await managerAnswers(request, asked, 'decline');

  await page.goto(await unsubscribeLink(request, person.email));

  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'You will no longer get emails about Confirmations. You can change this in Settings › Notifications.',
  );
  await expect(page.getByRole('link', { name: 'Sign in to Settings' })).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fdashboard%2Fsettings',
  );
  const preferences = await apiAs<{ channels: Record<string, Record<string, boolean>> }>(
    request,
    await apiToken(request, person),
    'GET',
    '/api/users/me/notification-preferences',
    200,
  );
  expect(preferences.channels.decisions).toEqual({ email: false, sms: true, push: true });
  expect(preferences.channels.requests.email).toBe(true);
});

test('a forged unsubscribe link says so plainly', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.offers.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Sign in and choose your emails in Settings › Notifications.',
  );
});
