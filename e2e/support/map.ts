import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Credentials } from './users.ts';
import { DEMO_PASSWORD } from './users.ts';

/** The independent professional of the demo data: no organization, sees every one. */
export const independent: Credentials = {
  email: 'independent@chairside.test',
  password: DEMO_PASSWORD,
};

/** Downtown Denver, where the journeys stand. */
export const DENVER = { latitude: 39.7392, longitude: -104.9903 };

/** SPEC §9 map default view over the central US. */
export const DEFAULT_CENTER = { lat: '39.8283', lng: '-98.5795' };

/** The demo locations within 25 miles of downtown Denver (Boulder is 24.8 miles away). */
export const DENVER_AREA = ['Boulder Pearl Street', 'Denver LoDo'];

/** A 1x1 transparent PNG: every map tile the journeys are sent. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Answers every request that leaves the app's own origin (the map's tile server) with the
 * tiny PNG, so no journey reaches the internet. Returns the URLs asked, as they come.
 */
export async function stubTiles(page: Page, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const asked: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG });
    },
  );
  return asked;
}

/** GET an API path as the holder of `token`. */
export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const response = await request.get(path, {
    params,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The Leaflet map (its container carries the view as data attributes). */
export function theMap(page: Page): Locator {
  return page.getByTestId('shifts-map');
}

/** The location markers: focusable buttons named after their location. */
export function markers(page: Page): Locator {
  return theMap(page).locator('.chairside-marker[role="button"]');
}

export async function markerNames(page: Page): Promise<string[]> {
  const names = await markers(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return names.sort();
}

export function marker(page: Page, name: string): Locator {
  return theMap(page).getByRole('button', { name, exact: true });
}

/** The Radius filter's select. */
export function radiusFilter(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Radius' });
}

export async function chooseRadius(page: Page, label: string): Promise<void> {
  const trigger = radiusFilter(page);
  await trigger.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(trigger).toContainText(label);
}

/** The zoom the map settled on, once it stops moving. */
export async function expectZoom(page: Page, zoom: number): Promise<void> {
  await expect(theMap(page)).toHaveAttribute('data-zoom', String(zoom));
}
