import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import {
  createShift,
  daysFromToday,
  dateKey,
  detailValue,
  MIDTOWN,
  setTime,
  shiftLink,
} from './support/shifts.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

/** PATCH /api/shifts/:id/requests/:requestId/{offer|confirm} as `token`: set-up, not journey. */
async function answerRequest(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<void> {
  const response = await request.patch(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `PATCH ${path}: ${await response.text()}`).toBe(200);
}

// Issue #13 item 2: a shift confirmed for part of its hours says which hours are covered and
// which are open, and a manager posts the open hours as new shifts in one action.
test('a part-shift confirmation shows its open hours, and the manager posts them as open shifts', async ({
  page,
  browser,
  request,
}) => {
  // An evening past the demo data's working hours, so the hygienist is free then.
  const day = daysFromToday(26);
  await signInAt(page, demo.manager, '/dashboard');
  const shiftId = await createShift(page, {
    position: 'Hygienist',
    date: day,
    start: { hour: 7, minute: 0, period: 'PM' },
    end: { hour: 11, minute: 30, period: 'PM' },
    location: MIDTOWN,
    lunch: 'No Lunch',
    notes: 'Late clinic',
  });

  // The hygienist asks for 8:00 to 10:00 PM; the offer and its acceptance are set-up here.
  const hygienistContext = await browser.newContext();
  try {
    const hygienistPage = await hygienistContext.newPage();
    await signInAt(hygienistPage, demo.employee, `/dashboard/shifts/${shiftId}`);
    await hygienistPage.getByRole('button', { name: 'Request Shift' }).click();
    const dialog = hygienistPage.getByRole('dialog', { name: 'Request Shift' });
    await dialog.getByRole('checkbox', { name: 'I can only work part of this shift' }).check();
    await setTime(hygienistPage, dialog, 'Start time', { hour: 8, minute: 0, period: 'PM' });
    await setTime(hygienistPage, dialog, 'End time', { hour: 10, minute: 0, period: 'PM' });
    await dialog.getByRole('button', { name: 'Request Shift' }).click();
    await expectToast(hygienistPage, 'Shift Requested');
  } finally {
    await hygienistContext.close();
  }
  const managerToken = await apiToken(request, demo.manager);
  const requests = await request.get(`/api/shifts/${shiftId}/requests`, {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  const [asked] = (await requests.json()) as { id: number }[];
  const requestPath = `/api/shifts/${shiftId}/requests/${asked?.id}`;
  await answerRequest(request, managerToken, `${requestPath}/offer`);
  await answerRequest(request, await apiToken(request, demo.employee), `${requestPath}/confirm`);

  // The detail: still Assigned, now with the covered window and the open hours beside it.
  await page.goto(`/dashboard/shifts/${shiftId}`);
  await expect(detailValue(page, 'Status')).toContainText('Assigned');
  await expect(detailValue(page, 'Status')).toContainText('Partly covered');
  await expect(detailValue(page, 'Coverage')).toHaveText(
    'Covered 8:00 to 10:00 PM; 7:00 to 8:00 PM and 10:00 to 11:30 PM open',
  );

  await page.getByRole('button', { name: 'Post Uncovered Hours' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Post Uncovered Hours' });
  await expect(confirm.getByRole('listitem')).toHaveText(['7:00 to 8:00 PM', '10:00 to 11:30 PM']);
  await confirm.getByRole('button', { name: 'Post Open Shifts' }).click();
  await expectToast(page, 'Uncovered Hours Posted');
  await expect(confirm).toBeHidden();

  // Issue #26 §4: the page shows the result: each stretch posted, a link to its open shift; no
  // button to post them again; the shift's history says so.
  const coverage = detailValue(page, 'Coverage');
  await expect(coverage).toHaveText(
    'Covered 8:00 to 10:00 PM; 7:00 to 8:00 PM and 10:00 to 11:30 PM posted as open shifts',
  );
  await expect(coverage.getByRole('link')).toHaveText(['7:00 to 8:00 PM', '10:00 to 11:30 PM']);
  await expect(page.getByRole('button', { name: 'Post Uncovered Hours' })).toHaveCount(0);
  await expect(
    page.getByText(
      'Priya Raman posted the uncovered hours as open shifts: 7:00 to 8:00 PM and 10:00 to 11:30 PM',
    ),
  ).toBeVisible();

  // Back on the calendar's day: the partly covered shift and the two new open shifts.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(hasPath('/dashboard/shifts'));
  await expect(page).toHaveURL(new RegExp(`date=${dateKey(day)}`));
  await expect(shiftLink(page, shiftId)).toContainText('Partly covered');
  const items = page.getByTestId('shift-item').filter({ hasText: 'Midtown Manhattan' });
  const opened = items.filter({ hasText: 'Unassigned' }).filter({ hasText: 'Hygienist' });
  await expect(opened.filter({ hasText: '7:00 PM - 8:00 PM' })).toHaveCount(1);
  await expect(opened.filter({ hasText: '10:00 PM - 11:30 PM' })).toHaveCount(1);
  const cell = page.locator(`button[data-date="${dateKey(day)}"]`);
  await expect(cell.locator('[data-partly-covered="true"][data-group="Hygienist"]')).toHaveCount(1);
});
