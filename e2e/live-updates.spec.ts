import { expect, test } from '@playwright/test';
import { apiToken } from './support/admin.ts';
import { login } from './support/auth.ts';
import { dateKey, daysFromToday, MIDTOWN, requestCard } from './support/shifts.ts';
import { createVerifiedUser, demo } from './support/users.ts';

/** Issue #15 §1's bound: a change shows on the other person's open page within this. */
const LIVE_MS = 2000;

// Issue #15 §1 acceptance: two browser contexts on one server, neither page reloaded.
test('the person sees the offer, and the manager the confirmation, within 2 seconds without a reload', async ({
  browser,
  request,
}) => {
  const person = await createVerifiedUser(request, 'live');
  const managerToken = await apiToken(request, demo.manager);
  const personToken = await apiToken(request, person);
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  const locations = (await (
    await request.get('/api/locations/dropdown', as(managerToken))
  ).json()) as { value: number; label: string }[];
  const created = await request.post('/api/shifts', {
    ...as(managerToken),
    data: {
      locationId: locations.find((option) => option.label === MIDTOWN)?.value,
      date: `${dateKey(daysFromToday(26))}T08:00`,
      position: 'Front Desk',
      specialty: null,
      totalMinutes: 480,
      lunchMinutes: 30,
      notes: null,
      internalNotes: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const shiftId = ((await created.json()) as { id: number }).id;
  const asked = await request.post(`/api/shifts/${shiftId}/requests`, {
    ...as(personToken),
    data: {},
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  const managerContext = await browser.newContext();
  const personContext = await browser.newContext();
  try {
    const managerPage = await managerContext.newPage();
    await login(managerPage, demo.manager);
    await managerPage.goto(`/dashboard/shifts/${shiftId}`);
    const managersCard = requestCard(managerPage, person.name);
    await expect(managersCard).toContainText('Requested');

    const personPage = await personContext.newPage();
    await login(personPage, person, person.name);
    await personPage.goto(`/dashboard/shifts/${shiftId}`);
    const personsCard = requestCard(personPage, person.name);
    await expect(personsCard).toContainText('Requested');
    // The page is settled (its stream open) before the other person acts.
    await personPage.waitForLoadState('networkidle');

    await managersCard.getByRole('button', { name: 'Offer Shift' }).click();
    await expect(personsCard).toContainText('Offered', { timeout: LIVE_MS });

    await personsCard.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(managersCard).toContainText('Confirmed', { timeout: LIVE_MS });
  } finally {
    await managerContext.close();
    await personContext.close();
  }
});
