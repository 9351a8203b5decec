import { expect, test } from '@playwright/test';
import { login } from './support/auth.ts';
import { apiAs } from './support/api.ts';
import { requestedFrontDeskShift } from './support/requested-shift.ts';
import { MIDTOWN } from './support/shifts.ts';

// Issue #14 §2: a fresh professional (no notifications yet) asks for a Front Desk shift at
// Midtown and the manager offers it; the bell is what the journey drives.
test('an offered shift shows in the bell; it links to the shift, and Mark all as read clears it', async ({
  page,
  request,
}) => {
  const { person, managerToken, shiftId, requestId } = await requestedFrontDeskShift(
    request,
    'bell',
    24,
  );
  await apiAs(
    request,
    managerToken,
    'PATCH',
    `/api/shifts/${shiftId}/requests/${requestId}/offer`,
    200,
  );

  await login(page, person, person.name);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  const offer = list.getByRole('link', { name: /You have a shift offer/ });
  await expect(offer).toContainText(`Front Desk at ${MIDTOWN}`);
  await expect(offer).toHaveAttribute('href', `/dashboard/shifts/${shiftId}`);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shifts/${shiftId}$`));
  await expect(list).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeVisible();
});
