import { expect, test } from '@playwright/test';
import { expectMessages } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import {
  calendarDayName,
  daysFromToday,
  detailValue,
  fillShiftForm,
  MIDTOWN,
  monthsAhead,
  monthTitle,
  requestCard,
  setTime,
  shiftLink,
  submitShiftForm,
} from './support/shifts.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

const HYGIENIST_NAME = 'Hannah Lee';

// SPEC §2 Shifts page and shift detail, §4 request states, §5 Create Shift and Request Shift
// messages: a manager posts a Hygienist shift, the hygienist asks for part of it, the manager
// offers it and the hygienist accepts. Each journey starts where the one before left off.
test.describe.serial('a Hygienist shift from posting to confirmation', () => {
  // An evening well past the demo data's working hours, so nobody is busy then.
  const day = daysFromToday(12);
  let shiftId = 0;

  test('the manager creates a Hygienist shift at Midtown Manhattan', async ({ page }) => {
    await signInAt(page, demo.manager, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shifts' })
      .click();
    await expect(page).toHaveURL(hasPath('/dashboard/shifts'));
    await page.getByRole('button', { name: 'Create Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shift' });

    // The messages the form can produce: nothing chosen, no date, and an end before the start.
    await dialog.getByLabel('Date', { exact: true }).fill('');
    await setTime(page, dialog, 'End time', { hour: 8, minute: 0, period: 'AM' });
    await dialog.getByRole('button', { name: 'Create Shift' }).click();
    await expectMessages(dialog, [
      'Position is required',
      'Date is required',
      'Location is required',
      'End time must be after start time',
    ]);

    await fillShiftForm(page, dialog, {
      position: 'Hygienist',
      date: day,
      start: { hour: 6, minute: 0, period: 'PM' },
      end: { hour: 10, minute: 0, period: 'PM' },
      location: MIDTOWN,
      lunch: '30 Minutes',
      notes: 'Evening clinic',
    });
    for (const message of ['Position is required', 'Date is required', 'Location is required']) {
      await expect(dialog.getByText(message)).toBeHidden();
    }
    shiftId = await submitShiftForm(page, dialog);

    // The page moves to the new shift's day, where it is listed as Unassigned.
    const listed = shiftLink(page, shiftId);
    await expect(listed).toContainText('6:00 PM - 10:00 PM');
    await expect(listed).toContainText('Midtown Manhattan');
    await expect(listed).toContainText('Hygienist');
    await expect(listed).toContainText('Unassigned');
    await expect(listed).toContainText('Requests: 0 · Offers: 0 · Confirmed: 0');
  });

  test('the hygienist finds it and requests part of it', async ({ page }) => {
    await signInAt(page, demo.employee, '/dashboard');
    const recommended = page.getByRole('list', { name: 'Recommended Upcoming Shifts' });
    const recommendation = recommended
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/dashboard/shifts/${shiftId}"]`) });
    await expect(recommendation).toContainText('Hygienist - Midtown Manhattan');

    // The calendar: move to the shift's month; its day has a Hygienist dot.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shifts' })
      .click();
    await expect(page.getByRole('button', { name: 'Create Shift' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: monthTitle(new Date()) })).toBeVisible();
    for (let step = 0; step < monthsAhead(day); step += 1) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(page.getByRole('heading', { name: monthTitle(day) })).toBeVisible();
    const cell = page.getByRole('button', {
      name: new RegExp(`^${calendarDayName(day)}: \\d+ shifts?, `),
    });
    await expect(cell.locator('[data-group="Hygienist"]').first()).toBeVisible();
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    const listed = shiftLink(page, shiftId);
    await expect(listed).toContainText('6:00 PM - 10:00 PM');
    await listed.click();

    await expect(page).toHaveURL(hasPath(`/dashboard/shifts/${shiftId}`));
    await expect(page.getByText('My Request', { exact: true })).toBeVisible();
    await expect(page.getByText('No requests currently exist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Shift' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign to User' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Request Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Shift' });
    await dialog.getByRole('checkbox', { name: 'I can only work part of this shift' }).check();
    await setTime(page, dialog, 'Start time', { hour: 8, minute: 0, period: 'PM' });
    await setTime(page, dialog, 'End time', { hour: 7, minute: 0, period: 'PM' });
    await dialog.getByRole('button', { name: 'Request Shift' }).click();
    await expectMessages(dialog, ['End time must be after start time']);

    await setTime(page, dialog, 'Start time', { hour: 7, minute: 0, period: 'PM' });
    await setTime(page, dialog, 'End time', { hour: 9, minute: 0, period: 'PM' });
    await expect(dialog.getByText('End time must be after start time')).toBeHidden();
    await dialog.getByRole('button', { name: 'Request Shift' }).click();
    await expectToast(page, 'Shift Requested');
    await expect(dialog).toBeHidden();

    const mine = requestCard(page, HYGIENIST_NAME);
    await expect(mine).toContainText('Requested');
    await expect(mine).toContainText('Part of the shift: 7:00 PM to 9:00 PM');
    await expect(page.getByRole('button', { name: 'Request Shift' })).toHaveCount(0);
    await expect(detailValue(page, 'Status')).toHaveText('Requested');
  });

  test('the manager offers the shift, the hygienist accepts, and both see it assigned', async ({
    page,
    browser,
  }) => {
    await signInAt(page, demo.manager, `/dashboard/shifts/${shiftId}`);
    await expect(page.getByText('Requests', { exact: true })).toBeVisible();
    const request = requestCard(page, HYGIENIST_NAME);
    await expect(request).toContainText('Requested');
    await expect(request).toContainText('Part of the shift: 7:00 PM to 9:00 PM');
    await request.getByRole('button', { name: 'Offer Shift' }).click();
    // Issue #28 §2: the offer dialog asks the rate; the manager offers $55.00 an hour.
    const offer = page.getByRole('alertdialog', { name: 'Offer Shift' });
    await offer.getByLabel('Offered rate ($)').fill('55');
    await offer.getByRole('button', { name: 'Offer Shift' }).click();
    await expectToast(page, 'Offer Sent', `${HYGIENIST_NAME} was offered this shift.`);
    await expect(request).toContainText('Offered rate $55.00/h');
    await expect(request).toContainText('Offered');
    await expect(request.getByRole('button', { name: 'Offer Shift' })).toHaveCount(0);

    const hygienistContext = await browser.newContext();
    try {
      const hygienistPage = await hygienistContext.newPage();
      await signInAt(hygienistPage, demo.employee, `/dashboard/shifts/${shiftId}`);
      const offer = requestCard(hygienistPage, HYGIENIST_NAME);
      await expect(offer).toContainText('Offered');
      await expect(offer.getByRole('button', { name: 'Decline Offer' })).toBeVisible();
      await offer.getByRole('button', { name: 'Accept Offer' }).click();
      await expectToast(hygienistPage, 'Shift Confirmed');
      await expect(offer).toContainText('Confirmed');
      await expect(offer.getByRole('button')).toHaveCount(0);
      // The hygienist asked for part of the shift: it is assigned, and its other hours open.
      await expect(detailValue(hygienistPage, 'Status')).toHaveText('AssignedPartly covered');
    } finally {
      await hygienistContext.close();
    }

    await page.reload();
    await expect(detailValue(page, 'Status')).toHaveText('AssignedPartly covered');
    await expect(request).toContainText('Confirmed');
    await expect(request.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign to User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Shift' })).toHaveCount(0);
  });
});
