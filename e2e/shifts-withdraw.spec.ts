import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { signInAt } from './support/auth.ts';
import { managerAnswers, requestedFrontDeskShift } from './support/requested-shift.ts';

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
