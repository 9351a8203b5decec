import { expect, test } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { demo } from './support/users.ts';

// SPEC §2 list behaviour: at 768 px or narrower the lists are cards that grow 10 at a time
// as the end of the list scrolls into view.
test('at 390 px the platform admin scrolls the users list to load 10 more cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, demo.admin, '/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);

  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('button', { name: /^View / })).toBeVisible();

  // The demo data alone holds more than 20 people, so a second batch is a full one.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('Loading more...')).toBeHidden();
});
