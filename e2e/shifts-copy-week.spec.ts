import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import { apiAs } from './support/api.ts';
import { dateKey, daysFromToday, MIDTOWN } from './support/shifts.ts';
import { demo } from './support/users.ts';

// Issue #16 §1: Copy a week, against the demo server, in a week no other journey posts in.

/** The Sunday of the week `weeks` weeks from now, 'YYYY-MM-DD'. */
function sundayIn(weeks: number): string {
  const day = daysFromToday(weeks * 7);
  day.setDate(day.getDate() - day.getDay());
  return dateKey(day);
}

function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00`);
  day.setDate(day.getDate() + days);
  return dateKey(day);
}

test("a manager copies a location's week to the next one, sees the copies there, and a second copy finds them posted", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.manager);
  const options = await apiAs<{ value: number; label: string }[]>(
    request,
    token,
    'GET',
    '/api/locations/dropdown',
    200,
  );
  const midtown = options.find((option) => option.label === MIDTOWN)?.value as number;
  const week = sundayIn(40);
  for (const [day, position] of [
    [2, 'Hygienist'],
    [4, 'Front Desk'],
  ] as const) {
    await apiAs(request, token, 'POST', '/api/shifts', 201, {
      locationId: midtown,
      date: `${plusDays(week, day)}T08:00`,
      position,
      specialty: null,
      totalMinutes: 480,
      lunchMinutes: 30,
      notes: null,
      internalNotes: null,
    });
  }

  await signInAt(
    page,
    demo.manager,
    `/dashboard/shifts?view=week&week=${week}&location=${midtown}`,
  );
  await expect(page.getByTestId('week-card')).toHaveCount(2);

  const copyWeek = async () => {
    await page.getByRole('button', { name: 'Copy Week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Week' });
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toContainText(MIDTOWN);
    await dialog.getByRole('button', { name: 'Preview Shifts' }).click();
    return dialog;
  };

  const dialog = await copyWeek();
  const shifts = dialog.getByRole('list', { name: 'Shifts to post' }).getByRole('listitem');
  await expect(shifts).toHaveCount(2);
  await expect(shifts.first()).toContainText('8:00 AM – 4:00 PM');
  await expect(shifts.first()).toContainText('Hygienist · Midtown Manhattan');
  await dialog.getByRole('button', { name: 'Post 2 Shifts' }).click();
  await expect(page.getByText('2 shifts were posted for', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The board moved to the week copied to, where the copies are.
  await expect(page).toHaveURL(new RegExp(`week=${plusDays(week, 7)}`));
  await expect(page.getByTestId('week-card')).toHaveCount(2);
  await expect(page.getByTestId('week-card').first()).toContainText('Open');

  // Copying the first week again finds both already posted: nothing left to post.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${week}`));
  const again = await copyWeek();
  await expect(again.getByText('Already posted')).toHaveCount(2);
  await expect(again.getByRole('button', { name: 'Post 0 Shifts' })).toBeDisabled();
});
