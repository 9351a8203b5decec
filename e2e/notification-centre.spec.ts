import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import { apiAs } from './support/api.ts';
import { managerAnswers, midtownId, requestedFrontDeskShift } from './support/requested-shift.ts';
import { dateKey, daysFromToday, MIDTOWN } from './support/shifts.ts';
import { createVerifiedUser, demo } from './support/users.ts';

// Issue #14 §2: a fresh professional (no notifications yet) asks for a Front Desk shift at
// Midtown and the manager offers it; the bell is what the journey drives.
test('an offered shift shows in the bell; it links to the shift, and Mark all as read clears it', async ({
  page,
  request,
}) => {
  const asked = await requestedFrontDeskShift(request, 'bell', 24);
  const { person, shiftId } = asked;

  await managerAnswers(request, asked, 'offer');

  await signInAt(page, person, '/dashboard');
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

// Issue #26 §7: a series that fits a person is ONE notification, not one per date. A fresh
// Front Desk professional living near Midtown; the demo manager posts four dates as one series.
test('a four-date series that fits a person is one notification in the bell', async ({
  page,
  request,
}) => {
  const person = await createVerifiedUser(request, 'series');
  const own = await apiToken(request, person);
  await apiAs(request, own, 'PUT', '/api/users/me/work-profile', 200, {
    homeZip: '10018',
    travelRadiusMiles: 5,
    weekdays: [],
    openToOtherOrganizations: true,
  });
  const managerToken = await apiToken(request, demo.manager);
  const { shiftIds } = await apiAs<{ shiftIds: number[] }>(
    request,
    managerToken,
    'POST',
    '/api/shifts/series',
    201,
    {
      shift: {
        locationId: await midtownId(request, managerToken),
        date: `${dateKey(daysFromToday(33))}T05:00`,
        position: 'Front Desk',
        specialty: null,
        totalMinutes: 120,
        lunchMinutes: 0,
        notes: null,
        internalNotes: null,
      },
      repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count: 4 },
    },
  );

  // The fan-out worker writes the alerts just after the posting commits. Journeys running
  // beside this one post other Front Desk shifts at Midtown, which fit this person too: only the
  // notices about this series' shifts count.
  const aboutSeries = async () => {
    const { items } = await apiAs<{ items: { shiftId: number | null }[] }>(
      request,
      own,
      'GET',
      '/api/notifications',
      200,
    );
    return items.filter((item) => item.shiftId !== null && shiftIds.includes(item.shiftId));
  };
  await expect.poll(async () => (await aboutSeries()).length).toBeGreaterThan(0);
  expect(await aboutSeries()).toHaveLength(1);

  await signInAt(page, person, '/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(
    list.getByRole('listitem').filter({
      hasText: /4 new Front Desk shifts at Midtown Manhattan, [A-Z][a-z]{2} \d+-/,
    }),
  ).toHaveCount(1);
});
