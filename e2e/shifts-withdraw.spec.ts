import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { signInAt } from './support/auth.ts';
import { managerAnswers, requestedFrontDeskShift } from './support/requested-shift.ts';
import { detailValue, requestCard } from './support/shifts.ts';
import { demo } from './support/users.ts';

interface Notice {
  type: string;
  shiftId: number | null;
  body: string;
}

// Issue #14 §2: a professional takes back a request not yet offered; the location's managers
// hear of it, and the shift can be asked for again.
test('a professional withdraws their request (Withdrawn), the manager is told, Request Shift is back, and a manager’s refusal of the new request reads Declined', async ({
  page,
  request,
}) => {
  const asked = await requestedFrontDeskShift(request, 'withdraw', 23);
  const { person, managerToken, shiftId } = asked;

  await signInAt(page, person, `/dashboard/shifts/${shiftId}`);
  const own = page.getByRole('article', { name: person.name });
  await own.getByRole('button', { name: 'Withdraw Request' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your request?' });
  await dialog.getByRole('button', { name: 'Withdraw Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(own.getByText('Withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Shift' })).toBeVisible();

  const notices = await apiAs<{ items: Notice[] }>(
    request,
    managerToken,
    'GET',
    '/api/notifications',
    200,
  );
  const withdrawn = notices.items.find(
    (notice) => notice.type === 'request_withdrawn' && notice.shiftId === shiftId,
  );
  expect(withdrawn?.body).toContain(`${person.name} withdrew their request`);

  // Issue #26 §3: her own withdrawal read Withdrawn; asked again and refused by a manager, Declined.
  await page.getByRole('button', { name: 'Request Shift' }).click();
  const ask = page.getByRole('dialog', { name: 'Request Shift' });
  await ask.getByRole('button', { name: 'Request Shift' }).click();
  await expect(ask).toBeHidden();
  await expect(own.getByText('Requested')).toBeVisible();
  await managerAnswers(request, asked, 'decline');
  await page.reload();
  await expect(own.getByText('Declined')).toBeVisible();
  await expect(own.getByText('Withdrawn')).toHaveCount(0);
});

// Issue #26 §3: the demo's offer to Pacific Coast's hygienist went unanswered past its deadline
// and expired as the demo loaded (the seed runs the deadline worker's round). Her request reads
// Expired, never Declined, on her dashboard and the shift page, and so does her manager's card.
test('an offer left unanswered past its deadline reads Expired to its person and to her manager', async ({
  page,
  browser,
}) => {
  const name = 'Lucia Alvarez';
  await signInAt(page, demo.pacificHygienist, '/dashboard');
  const expired = page
    .getByRole('list', { name: 'Your Shift Requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Expired' });
  await expect(expired).toHaveCount(1);
  await expect(expired).toContainText('Hygienist - Santa Monica');
  await expired.getByRole('link', { name: 'Details' }).click();
  const own = requestCard(page, name);
  await expect(own.getByText('Expired', { exact: true })).toBeVisible();
  await expect(own).toContainText('Offer expired');
  await expect(own.getByText('Declined')).toHaveCount(0);
  await expect(detailValue(page, 'Status')).toHaveText('Unassigned');

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAt(manager, demo.pacificManager, new URL(page.url()).pathname);
  const card = requestCard(manager, name);
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card).toContainText('Offer expired');
  await managerContext.close();
});
