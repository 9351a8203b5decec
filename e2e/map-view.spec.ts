import type { MapLocation, ShiftListItem } from '@chairside/domain';
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from './support/a11y.ts';
import {
  apiGet,
  chooseRadius,
  DEFAULT_CENTER,
  DENVER,
  DENVER_AREA,
  expectZoom,
  independent,
  marker,
  markerNames,
  markers,
  radiusFilter,
  stubTiles,
  theMap,
} from './support/map.ts';
import { apiToken, signInAt } from './support/auth.ts';

const DENIED_TEXT =
  "Location Access Denied: We can't show your current location on the map. Please enable location permissions in your browser settings to see nearby locations.";

/** The month of today, as GET /api/shifts takes it. */
function thisMonth() {
  const today = new Date();
  return { month: today.getMonth() + 1, year: today.getFullYear() };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The calendar's day cell of a 'YYYY-MM-DD' date. */
function dayCell(page: Page, date: string) {
  return page.getByTestId('calendar-days').locator(`button[data-date="${date}"]`);
}

test.describe('map view with the location granted at Denver', () => {
  test.use({
    geolocation: DENVER,
    permissions: ['geolocation'],
    viewport: { width: 1440, height: 1000 },
  });

  test('centres on the user, narrows markers, calendar and panel to a 25 mile radius, and selects a clicked location', async ({
    page,
    request,
    baseURL,
  }) => {
    const tiles = await stubTiles(page, baseURL as string);
    // What the server holds this month, everywhere and within 25 miles of Denver.
    const token = await apiToken(request, independent);
    const month = thisMonth();
    const everywhere = await apiGet<ShiftListItem[]>(request, token, '/api/shifts', month);
    const near = await apiGet<ShiftListItem[]>(request, token, '/api/shifts', {
      ...month,
      radius: 25,
      lat: DENVER.latitude,
      lng: DENVER.longitude,
    });
    const locations = await apiGet<MapLocation[]>(request, token, '/api/locations/map');
    expect(locations.length).toBeGreaterThanOrEqual(9);
    expect(near.length).toBeGreaterThan(0);
    expect([...new Set(near.map((shift) => shift.locationName))].sort()).toEqual(DENVER_AREA);
    const nearByDay = countBy(near, (shift) => shift.localDate);
    // A day with Denver-area shifts, and a day whose shifts are all far away.
    const [day, dayCount] = [...nearByDay].sort((a, b) => b[1] - a[1])[0] as [string, number];
    const farDay = everywhere.find((shift) => !nearByDay.has(shift.localDate))?.localDate;
    expect(farDay).toBeDefined();
    const lodo = locations.find((location) => location.name === 'Denver LoDo') as MapLocation;
    const boulder = locations.find(
      (location) => location.name === 'Boulder Pearl Street',
    ) as MapLocation;

    await signInAt(page, independent, `/dashboard/shifts?date=${day}&view=map`);

    // Centred on the user at zoom 13, with every organization's locations on the map.
    await expectZoom(page, 13);
    await expect(theMap(page)).toHaveAttribute('data-center-lat', DENVER.latitude.toFixed(4));
    await expect(theMap(page)).toHaveAttribute('data-center-lng', DENVER.longitude.toFixed(4));
    await expect(markers(page)).toHaveCount(locations.length);
    expect(await markerNames(page)).toEqual(locations.map((location) => location.name).sort());
    await expect(page.getByRole('img', { name: 'You are here' })).toBeAttached();
    await expect(page.getByText(`${locations.length} locations`, { exact: true })).toBeVisible();
    await expect(page.getByText('Getting your location...')).toHaveCount(0);
    // Tiles come from the configured server (answered here with a blank image).
    const { tileUrl } = await apiGet<{ tileUrl: string }>(request, token, '/api/config');
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(new URL(tiles[0] as string).hostname).toBe(new URL(tileUrl).hostname);
    await expect(
      theMap(page).getByRole('link', { name: 'OpenStreetMap', exact: true }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');

    // A 25 mile radius keeps only the Denver-area locations, and the map shows the circle.
    await chooseRadius(page, '25 miles');
    await expect(page).toHaveURL(/[?&]radius=25(&|$)/);
    await expect.poll(() => markerNames(page)).toEqual(DENVER_AREA);
    await expect(page.getByText('2 locations within 25 miles')).toBeVisible();
    await expect(theMap(page).locator('path.chairside-radius')).toHaveCount(1);
    await expect(theMap(page)).not.toHaveAttribute('data-zoom', '13');

    // The day panel beside the map lists only the shifts at those locations.
    const items = page.getByTestId('shift-item');
    await expect(items).toHaveCount(dayCount);
    for (const text of await items.allTextContents()) {
      expect(text).toMatch(/Denver LoDo|Boulder Pearl Street/);
    }

    // A marker's popup: name, number, distance and the day's position dots.
    await marker(page, 'Denver LoDo').click();
    const popup = page.getByTestId('location-popup');
    await expect(popup.getByRole('heading', { name: 'Denver LoDo' })).toBeVisible();
    await expect(popup).toContainText(`Location #${lodo.locationNumber}`);
    await expect(popup).toContainText(/\d+(\.\d)? miles? away/);
    const lodoToday = near.filter(
      (shift) => shift.localDate === day && shift.locationId === lodo.id,
    );
    if (lodoToday.length === 0) {
      await expect(popup).toContainText('No shifts scheduled for this date');
    } else {
      await expect(popup.getByRole('listitem').first()).toBeVisible();
      await expect(popup).not.toContainText('No shifts scheduled for this date');
    }
    // Clicking it selected the location, and the panel follows.
    await expect(page).toHaveURL(new RegExp(`[?&]location=${lodo.id}(&|$)`));
    await expect(items).toHaveCount(lodoToday.length);

    // Another marker is one click away once the popup is closed.
    await theMap(page).getByRole('button', { name: 'Close popup' }).click();
    await expect(popup).toHaveCount(0);
    await marker(page, 'Boulder Pearl Street').click();
    await expect(page).toHaveURL(new RegExp(`[?&]location=${boulder.id}(&|$)`));
    await expect(page.getByTestId('location-popup')).toContainText('Boulder Pearl Street');
    await expect(page.getByTestId('location-popup')).toContainText('miles away');

    // The month calendar with the radius counts only the Denver-area shifts.
    await page.goto(`/dashboard/shifts?date=${day}&radius=25`);
    await expect(dayCell(page, day)).toHaveAccessibleName(
      new RegExp(`: ${dayCount} ${dayCount === 1 ? 'shift' : 'shifts'}, `),
    );
    await expect(dayCell(page, farDay as string)).toHaveAccessibleName(/: no shifts$/);
  });

  test('markers open from the keyboard and the map passes an accessibility scan in both themes', async ({
    page,
    baseURL,
  }, testInfo) => {
    await stubTiles(page, baseURL as string);
    await signInAt(page, independent, '/dashboard');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('chairside-theme', value), theme);
      await page.goto('/dashboard/shifts?view=map&radius=100');
      await expect.poll(() => markerNames(page)).toEqual(DENVER_AREA);
      const lodo = marker(page, 'Denver LoDo');
      await lodo.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('location-popup')).toContainText('Denver LoDo');
      await expect(page).toHaveURL(/[?&]location=\d+/);
      await page.screenshot({ path: testInfo.outputPath(`map-${theme}.png`) });

      const { violations } = await axeScan(page).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(serious, `${theme}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
    }
  });
});

test.describe('map view with the location denied', () => {
  test.use({ permissions: [], viewport: { width: 1440, height: 1000 } });

  test('shows the denial banner and the default view, and the radius filter explains itself', async ({
    page,
    baseURL,
    context,
  }) => {
    await context.clearPermissions();
    await stubTiles(page, baseURL as string);
    await signInAt(page, independent, '/dashboard/shifts?view=map');

    await expect(page.getByRole('alert').filter({ hasText: 'Location Access Denied' })).toHaveText(
      DENIED_TEXT,
    );
    await expectZoom(page, 4);
    await expect(theMap(page)).toHaveAttribute('data-center-lat', DEFAULT_CENTER.lat);
    await expect(theMap(page)).toHaveAttribute('data-center-lng', DEFAULT_CENTER.lng);
    await expect(page.getByRole('img', { name: 'You are here' })).toHaveCount(0);
    await expect.poll(async () => (await markerNames(page)).length).toBeGreaterThanOrEqual(9);

    await expect(radiusFilter(page)).toBeDisabled();
    await expect(radiusFilter(page)).toHaveAccessibleDescription(
      'Enable location permissions to use radius filter',
    );
  });
});
