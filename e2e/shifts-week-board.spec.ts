import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import { dateKey, daysFromToday, setTime, submitShiftForm } from './support/shifts.ts';
import { demo } from './support/users.ts';

// Issue #16 §3: the week board, against the demo server's seeded shifts.

interface ListedShift {
  id: number;
  localDate: string;
  locationId: number;
  locationName: string;
  position: string;
  specialty: string | null;
}

/** 'Friday, November 27': a board column's accessible name. */
function longDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** The board's cell of a location row and a day column. */
async function cell(page: Page, locationName: string, date: string): Promise<Locator> {
  const board = page.getByRole('table');
  const columns = await board
    .getByRole('columnheader')
    .evaluateAll((headers) =>
      headers.map((header) => header.getAttribute('aria-label') ?? header.textContent),
    );
  const row = board.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: new RegExp(`^${locationName}`) }),
  });
  return row.getByRole('cell').nth(columns.indexOf(longDay(date)) - 1);
}

test('a manager opens the week board, finds a seeded shift in its cell and adds one from a cell', async ({
  page,
}) => {
  await signInAt(page, demo.manager, '/dashboard/shifts');
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/shifts',
  );
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/view=week&week=\d{4}-\d{2}-\d{2}/);
  const week = new URL(page.url()).searchParams.get('week') as string;
  const listed = (await (await answered).json()) as ListedShift[];
  const last = new Date(`${week}T00:00:00`);
  last.setDate(last.getDate() + 6);
  const seeded = listed.find(
    (shift) => shift.localDate >= week && shift.localDate <= dateKey(last),
  );
  expect(seeded, 'the demo data has a shift this week').toBeDefined();
  const { id, localDate, locationName } = seeded as ListedShift;
  const seededCell = await cell(page, locationName, localDate);
  await expect(seededCell.locator(`a[href="/dashboard/shifts/${id}"]`)).toBeVisible();
  // Issue #26 §11: a card shows its shift's specialty.
  const special = listed.find(
    (shift) =>
      shift.specialty !== null && shift.localDate >= week && shift.localDate <= dateKey(last),
  );
  expect(special, 'the demo data has a specialty shift this week').toBeDefined();
  const specialCell = await cell(page, special?.locationName ?? '', special?.localDate ?? '');
  await expect(specialCell.locator(`a[href="/dashboard/shifts/${special?.id}"]`)).toContainText(
    `${special?.position}${special?.specialty}`,
  );

  // Add a shift from next week's Wednesday at Midtown Manhattan: the form knows both.
  await page.getByRole('button', { name: 'Next week' }).click();
  const nextWeek = new URL(page.url()).searchParams.get('week') as string;
  const wednesday = new Date(`${nextWeek}T00:00:00`);
  wednesday.setDate(wednesday.getDate() + 3);
  expect(wednesday.getTime()).toBeGreaterThan(daysFromToday(0).getTime());
  const day = dateKey(wednesday);
  await page
    .getByRole('button', { name: `Add shift at Midtown Manhattan on ${longDay(day)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(day);
  await expect(dialog.getByRole('combobox', { name: 'Location' })).toContainText(
    'Bright Smiles Dental - Midtown Manhattan',
  );
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Position' }), 'Front Desk');
  await setTime(page, dialog, 'Start time', { hour: 6, minute: 15, period: 'AM' });
  const shiftId = await submitShiftForm(page, dialog);

  const newCell = await cell(page, 'Midtown Manhattan', day);
  const card = newCell.locator(`a[href="/dashboard/shifts/${shiftId}"]`);
  await expect(card).toContainText('6:15 AM – 8:15 AM');
  await expect(card).toContainText('Front Desk');
  await expect(card).toContainText('Open');

  // Issue #26 §11: on a phone the board moves a day at a time, location names whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('week-board')).toHaveCSS('scroll-snap-type', 'x mandatory');
  const rowName = page
    .getByRole('rowheader', { name: /^Midtown Manhattan/ })
    .locator('span')
    .first();
  await expect(rowName).toHaveText('Midtown Manhattan');
  expect(await rowName.evaluate((name) => name.scrollHeight <= name.clientHeight)).toBe(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shifts/${shiftId}$`));
});
