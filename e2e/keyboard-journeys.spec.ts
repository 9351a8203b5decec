import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import {
  chooseComboboxOptionByKeyboard,
  chooseOptionByKeyboard,
  pressButton,
  tabTo,
  typeDate,
} from './support/keyboard.ts';
import {
  daysFromToday,
  detailValue,
  MIDTOWN,
  requestCard,
  setTime,
  type ClockTime,
} from './support/shifts.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

const HYGIENIST = 'Hannah Lee';
const ASSISTANT = 'Carlos Mendez';
const ASSISTANT_OPTION = `${ASSISTANT} (Dental Assistant-General Practice)`;

// WCAG 2.1.1: the shift journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows, typing), from posting a shift to its confirmation, and a direct assignment. Evenings
// of days no other journey uses, so nobody is busy then.
/** Sets a dialog's Start time and End time pickers from the keyboard. */
async function setHoursByKeyboard(
  page: Page,
  dialog: Locator,
  start: ClockTime,
  end: ClockTime,
): Promise<void> {
  await setTime(page, dialog, 'Start time', start, chooseOptionByKeyboard);
  await setTime(page, dialog, 'End time', end, chooseOptionByKeyboard);
}

test.describe.serial('shift journeys with the keyboard only', () => {
  const requestedDay = daysFromToday(19);
  const assignedDay = daysFromToday(20);
  let requestedShift = 0;
  let assignedShift = 0;

  /** Creates a shift through Create Shift and Add Shift from the keyboard; returns its id. */
  async function createShiftByKeyboard(page: Page, position: string, day: Date): Promise<number> {
    await page.goto('/dashboard/shifts');
    const trigger = page.getByRole('button', { name: 'Create Shift' });
    await pressButton(page, trigger);
    const dialog = page.getByRole('dialog', { name: 'Add Shift' });
    await expect(dialog).toBeVisible();
    await chooseOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Position' }),
      position,
    );
    await typeDate(page, dialog.getByLabel('Date', { exact: true }), day);
    await setHoursByKeyboard(
      page,
      dialog,
      { hour: 6, minute: 0, period: 'PM' },
      { hour: 10, minute: 0, period: 'PM' },
    );
    await chooseComboboxOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Location' }),
      MIDTOWN,
      'Midtown',
    );
    await chooseOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Lunch length' }),
      'No Lunch',
    );
    await tabTo(page, dialog.getByLabel('Notes', { exact: true }));
    await page.keyboard.type('Posted from the keyboard');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/shifts',
    );
    await pressButton(page, dialog.getByRole('button', { name: 'Create Shift' }));
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    await expectToast(page, 'Shift Created');
    await expect(dialog).toBeHidden();
    // The dialog's trigger is still on the page: focus goes back to it.
    await expect(trigger).toBeFocused();
    return ((await response.json()) as { id: number }).id;
  }

  /** From the page's start, Tab to the new shift in the day panel and open it with Enter. */
  async function openShiftByKeyboard(page: Page, shiftId: number): Promise<void> {
    await pressButton(page, page.locator(`a[href="/dashboard/shifts/${shiftId}"]`));
    await expect(page).toHaveURL(hasPath(`/dashboard/shifts/${shiftId}`));
  }

  test('the manager creates a shift', async ({ page }) => {
    await signInAt(page, demo.manager, '/dashboard');
    requestedShift = await createShiftByKeyboard(page, 'Hygienist', requestedDay);
    await openShiftByKeyboard(page, requestedShift);
    await expect(detailValue(page, 'Status')).toHaveText('Unassigned');
  });

  test('the employee requests it for part of the shift', async ({ page }) => {
    await signInAt(page, demo.employee, `/dashboard/shifts/${requestedShift}`);
    await pressButton(page, page.getByRole('button', { name: 'Request Shift' }));
    const dialog = page.getByRole('dialog', { name: 'Request Shift' });
    await expect(dialog).toBeVisible();
    const partial = dialog.getByRole('checkbox', { name: 'I can only work part of this shift' });
    await tabTo(page, partial);
    await page.keyboard.press('Space');
    await expect(partial).toBeChecked();
    await setHoursByKeyboard(
      page,
      dialog,
      { hour: 7, minute: 0, period: 'PM' },
      { hour: 9, minute: 30, period: 'PM' },
    );
    await pressButton(page, dialog.getByRole('button', { name: 'Request Shift' }));
    await expectToast(page, 'Shift Requested');
    await expect(dialog).toBeHidden();
    const mine = requestCard(page, HYGIENIST);
    await expect(mine).toContainText('7:00 PM');
    await expect(mine).toContainText('9:30 PM');
  });

  test('the manager offers it', async ({ page }) => {
    await signInAt(page, demo.manager, `/dashboard/shifts/${requestedShift}`);
    const request = requestCard(page, HYGIENIST);
    await pressButton(page, request.getByRole('button', { name: 'Offer Shift' }));
    const offer = page.getByRole('alertdialog', { name: 'Offer Shift' });
    await pressButton(page, offer.getByRole('button', { name: 'Offer Shift' }));
    await expect(request).toContainText('Offered');
    await expect(request.getByRole('button', { name: 'Offer Shift' })).toHaveCount(0);
  });

  test('the employee accepts the offer', async ({ page }) => {
    await signInAt(page, demo.employee, `/dashboard/shifts/${requestedShift}`);
    const offer = requestCard(page, HYGIENIST);
    await pressButton(page, offer.getByRole('button', { name: 'Accept Offer' }));
    await expect(offer).toContainText('Confirmed');
    await expect(offer.getByRole('button')).toHaveCount(0);
  });

  test('the manager assigns a shift to a user', async ({ page }) => {
    await signInAt(page, demo.manager, '/dashboard');
    assignedShift = await createShiftByKeyboard(
      page,
      'Dental Assistant-General Practice',
      assignedDay,
    );
    await openShiftByKeyboard(page, assignedShift);
    await pressButton(page, page.getByRole('button', { name: 'Assign to User' }));
    const dialog = page.getByRole('dialog', { name: 'Assign Shift to User' });
    await expect(dialog).toBeVisible();
    await chooseComboboxOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'User' }),
      ASSISTANT_OPTION,
      ASSISTANT,
    );
    await pressButton(page, dialog.getByRole('button', { name: 'Assign Shift' }));
    await expectToast(page, 'Shift Assigned', `${ASSISTANT} is confirmed for this shift.`);
    await expect(dialog).toBeHidden();
    await expect(detailValue(page, 'Status')).toHaveText('Assigned');
    await expect(requestCard(page, ASSISTANT)).toContainText('Confirmed');
  });
});
