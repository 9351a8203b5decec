import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken } from './support/admin.ts';
import { login } from './support/auth.ts';
import { dateKey, daysFromToday, MIDTOWN } from './support/shifts.ts';
import { createVerifiedUser, demo } from './support/users.ts';

/** Calls the API as `token`, expecting a 2xx; answers the JSON. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

// Issue #14 §2: a fresh professional (no notifications yet) asks for a Front Desk shift at
// Midtown and the manager offers it; the bell is what the journey drives.
test('an offered shift shows in the bell; it links to the shift, and Mark all as read clears it', async ({
  page,
  request,
}) => {
  const person = await createVerifiedUser(request, 'bell');
  const manager = await apiToken(request, demo.manager);
  const own = await apiToken(request, person);
  const locations = await api<{ value: number; label: string }[]>(
    request,
    manager,
    'GET',
    '/api/locations/dropdown',
  );
  const midtown = locations.find((option) => option.label === MIDTOWN);
  const shift = await api<{ id: number }>(request, manager, 'POST', '/api/shifts', {
    locationId: midtown?.value,
    date: `${dateKey(daysFromToday(24))}T08:00`,
    position: 'Front Desk',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 30,
    notes: null,
    internalNotes: null,
  });
  const asked = await api<{ id: number }>(
    request,
    own,
    'POST',
    `/api/shifts/${shift.id}/requests`,
    {},
  );
  await api(request, manager, 'PATCH', `/api/shifts/${shift.id}/requests/${asked.id}/offer`);

  await login(page, person, person.name);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  const offer = list.getByRole('link', { name: /You have a shift offer/ });
  await expect(offer).toContainText(`Front Desk at ${MIDTOWN}`);
  await expect(offer).toHaveAttribute('href', `/dashboard/shifts/${shift.id}`);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shifts/${shift.id}$`));
  await expect(list).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeVisible();
});
