import { expect, test } from '@playwright/test';
import { login, logout } from './support/auth.ts';
import { managerAnswers, requestedFrontDeskShift } from './support/requested-shift.ts';
import { dateKey, daysFromToday, detailValue, shiftLink } from './support/shifts.ts';
import { demo } from './support/users.ts';

// Issue #26 §1, §6, §10, §12: one offered shift reads 'Offered', with when to answer by, on the
// day panel, the week board, the shift page and the dashboard. Everything before is the API's.
const DAYS_AHEAD = 25;
const ANSWER_BY = /Answer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T \(in \d+ hours?\)/;

test('an offered shift reads Offered, with its answer-by time, on every screen', async ({
  page,
  request,
}) => {
  const asked = await requestedFrontDeskShift(request, 'offered-state', DAYS_AHEAD);
  const { person, shiftId } = asked;

  await managerAnswers(request, asked, 'offer');
  const day = daysFromToday(DAYS_AHEAD);
  const sunday = new Date(day);
  sunday.setDate(day.getDate() - day.getDay());

  const manager = await login(page, demo.manager);
  await page.goto(`/dashboard/shifts?date=${dateKey(day)}`);
  const item = shiftLink(page, shiftId);
  await expect(item).toContainText('RequestedOffered');
  await expect(item).toContainText(ANSWER_BY);

  await page.goto(`/dashboard/shifts?view=week&week=${dateKey(sunday)}`);
  await expect(shiftLink(page, shiftId)).toContainText('Offered');

  await shiftLink(page, shiftId).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Details' })).toBeFocused();
  await expect(detailValue(page, 'Status')).toContainText('RequestedOffered');
  await expect(detailValue(page, 'Status')).toContainText(ANSWER_BY);
  // The manager's page: their own actions, never Request Shift (§10).
  await expect(page.getByRole('button', { name: 'Edit Shift' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Shift' })).toHaveCount(0);
  await logout(page, manager);

  await login(page, person, person.name);
  // 'Your Shift Requests': the only list the requested shift is in.
  const mine = page.getByRole('listitem').filter({
    has: page.locator(`a[href="/dashboard/shifts/${shiftId}"]`),
  });
  await expect(mine).toContainText('Offered');
  await expect(mine).toContainText(ANSWER_BY);
  await mine.getByRole('link', { name: 'Details' }).click();
  await expect(detailValue(page, 'Status')).toContainText('RequestedOffered');
  await expect(detailValue(page, 'Status')).toContainText(ANSWER_BY);
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeVisible();
});
