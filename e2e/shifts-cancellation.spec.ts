import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectMessages } from './support/admin.ts';
import { apiToken, signInAt } from './support/auth.ts';
import { apiAs } from './support/api.ts';
import {
  dateKey,
  daysFromToday,
  detailValue,
  MIDTOWN,
  requestCard,
  shiftLink,
} from './support/shifts.ts';
import { readOutbox } from './support/outbox.ts';
import { expectToast } from './support/toasts.ts';
import { demo } from './support/users.ts';

const HYGIENIST_NAME = 'Hannah Lee';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Set-up the journey does not exercise: the manager posts an evening Hygienist shift at Midtown
 * (7:00 to 11:00 PM), the demo hygienist asks for 8:00 to 10:00 PM of it, and the manager
 * assigns her: she is confirmed for her part (issue #26 §2).
 */
async function assignedShift(
  request: APIRequestContext,
  day: Date,
): Promise<{ id: number; date: string }> {
  const manager = await apiToken(request, demo.manager);
  const hygienist = await apiToken(request, demo.employee);
  const locations = await apiAs<{ value: number; label: string }[]>(
    request,
    manager,
    'GET',
    '/api/locations/dropdown',
    200,
  );
  const midtown = locations.find((option) => option.label === MIDTOWN);
  const me = await apiAs<{ id: number }>(request, hygienist, 'GET', '/api/users/me', 200);
  const shift = await apiAs<{ id: number; date: string }>(
    request,
    manager,
    'POST',
    '/api/shifts',
    201,
    {
      locationId: midtown?.value,
      date: `${dateKey(day)}T19:00`,
      position: 'Hygienist',
      specialty: null,
      totalMinutes: 240,
      lunchMinutes: 0,
      notes: null,
      internalNotes: null,
    },
  );
  const at = (hours: number) => new Date(Date.parse(shift.date) + hours * HOUR_MS).toISOString();
  await apiAs(request, hygienist, 'POST', `/api/shifts/${shift.id}/requests`, 201, {
    startTime: at(1),
    endTime: at(3),
    notes: null,
  });
  await apiAs(request, manager, 'POST', `/api/shifts/${shift.id}/requests/assign-user`, 200, {
    userId: me.id,
    notes: null,
  });
  return shift;
}

/** The manager's unread notifications now, so the bell's count can be checked relatively. */
async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  return (
    await apiAs<{ count: number }>(request, token, 'GET', '/api/notifications/unread-count', 200)
  ).count;
}

// Issue #14 §4: the confirmed person cancels from the shift page with a reason; the manager's
// bell shows it, linking to the shift, and the shift is open on the manager's calendar again.
// Issue #26 §2 and §5: her dashboard, her 'Shift confirmed' notification and the shift page name
// the hours she works with the zone; 20 hours before the start the dialog says it is late.
// Both browsers' clocks stand still, so nothing moves with the real time.
test('the hygienist sees her hours and cancels a confirmed shift; the manager’s bell shows it and the calendar has it open', async ({
  browser,
  page,
  request,
}) => {
  const startedAt = new Date();
  await page.clock.setFixedTime(startedAt);
  const day = daysFromToday(27);
  const shift = await assignedShift(request, day);
  const shiftId = shift.id;
  const managerToken = await apiToken(request, demo.manager);
  const unreadBefore = await unreadCount(request, managerToken);

  // Her part of the shift, never the shift's 7:00 PM start, with New York's zone.
  const hours = /8:00 to 10:00 PM E[SD]T/;
  await signInAt(page, demo.employee, '/dashboard');
  const upcoming = page
    .getByRole('list', { name: 'Your Upcoming Shifts' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/dashboard/shifts/${shiftId}"]`) });
  await expect(upcoming).toContainText(hours);
  await expect(upcoming).toContainText('2h 0m');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const confirmedNotice = page
    .getByRole('list', { name: 'Notifications' })
    .locator(`a[href="/dashboard/shifts/${shiftId}"]`);
  await expect(confirmedNotice).toContainText('Shift confirmed');
  await expect(confirmedNotice).toContainText(hours);
  await page.keyboard.press('Escape');

  await page.goto(`/dashboard/shifts/${shiftId}`);
  await expect(detailValue(page, 'Status')).toContainText('Assigned');
  await expect(detailValue(page, 'Your Hours')).toHaveText(hours);
  await expect(requestCard(page, HYGIENIST_NAME)).toContainText('Confirmed');
  // 20 hours before the start, as her clock reads it, the dialog says the cancellation is late.
  await page.clock.setFixedTime(new Date(Date.parse(shift.date) - 20 * HOUR_MS));

  const dialog = page.getByRole('dialog', { name: 'Cancel Shift' });
  await page.getByRole('button', { name: 'Cancel Shift' }).click();
  await dialog.getByRole('button', { name: 'Keep Shift' }).click();
  await expect(dialog).toBeHidden();
  await expect(requestCard(page, HYGIENIST_NAME)).toContainText('Confirmed');

  await page.getByRole('button', { name: 'Cancel Shift' }).click();
  await expect(dialog.getByText('Late cancellation: this shift starts in 20 hours.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Shift' }).click();
  await expectMessages(dialog, ['Enter a reason for cancelling']);
  await dialog.getByLabel('Reason').fill('My child is sick');
  await dialog.getByRole('button', { name: 'Cancel Shift' }).click();
  await expectToast(page, 'Shift Cancelled', 'The shift is open again.');
  await expect(dialog).toBeHidden();

  await expect(detailValue(page, 'Status')).toHaveText('Unassigned');
  await expect(requestCard(page, HYGIENIST_NAME)).toContainText('Cancelled: My child is sick');
  await expect(requestCard(page, HYGIENIST_NAME)).not.toContainText('Declined');
  await expect(page.getByRole('button', { name: 'Cancel Shift' })).toHaveCount(0);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.clock.setFixedTime(startedAt);
  await signInAt(manager, demo.manager, '/dashboard');
  // At least one more: journeys running beside this one tell the demo manager of their shifts.
  const bell = manager.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect
    .poll(async () => Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')?.[0]))
    .toBeGreaterThan(unreadBefore);
  await bell.click();
  const cancelled = manager
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /A confirmed shift was cancelled/ })
    .first();
  await expect(cancelled).toContainText(
    `${HYGIENIST_NAME} cancelled their confirmed shift (My child is sick)`,
  );
  await expect(cancelled).toHaveAttribute('href', `/dashboard/shifts/${shiftId}`);

  await manager.goto(`/dashboard/shifts?date=${dateKey(day)}`);
  const listed = shiftLink(manager, shiftId);
  await expect(listed).toContainText('7:00 PM - 11:00 PM');
  await expect(listed).toContainText('Unassigned');
  await managerContext.close();

  await expect
    .poll(async () =>
      (await readOutbox(request, demo.manager.email)).map((message) => message.subject),
    )
    .toContain(`${HYGIENIST_NAME}'s shift was cancelled`);
});
