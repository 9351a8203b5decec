import { menuFor, type AccountPosition } from '@chairside/domain';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { postInvite } from './admin.ts';
import { ACCESS_TOKEN_KEY, apiToken } from './auth.ts';
import { openPage, type Opening } from './in-app.ts';
import { apiGet } from './map.ts';
import { dateKey, daysFromToday, MIDTOWN } from './shifts.ts';
import { demo, DEMO_PASSWORD, uniqueEmail, type Credentials } from './users.ts';

export const THEME_KEY = 'chairside-theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The sizes every page is checked at: a laptop and a phone (the bottom bar below 768 px). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Every page a signed-out visitor can open (with a made-up code where a page needs one). */
export const PUBLIC_PAGES = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/register-success',
  '/auth/forgot-password',
  '/auth/reset-password?code=not-a-code',
  '/auth/verify-email?code=not-a-code',
  '/auth/verify-invite?code=not-a-code',
  '/privacy',
  '/terms',
  '/contact',
];

/** A demo login of each position. */
export const SIGNED_IN: readonly [AccountPosition, Credentials][] = [
  ['admin', demo.admin],
  ['manager', demo.manager],
  ['location_manager', { email: 'locations@brightsmiles.test', password: DEMO_PASSWORD }],
  ['employee', demo.employee],
];

/** The pages of `position`'s menu, and the page of shift `shiftId`. */
export function signedInPages(position: AccountPosition, shiftId: number): string[] {
  return [...menuFor(position).map((entry) => entry.path), `/dashboard/shifts/${shiftId}`];
}

/**
 * axe's source (the version `@axe-core/playwright` runs), evaluated only in a page that does not
 * have it yet: the builder evaluates its source twice a scan, and a sweep keeps one page of the
 * app for a whole test (support/in-app.ts), so the 500 kB are run once a test (issue #25).
 */
const AXE_SOURCE = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * An axe scan of `page` as every journey runs it. Legacy mode runs `axe.run` in the page itself;
 * the default runs each frame's part there and then joins the parts in a blank page opened for
 * every scan, about a third of a sweep's time. The app has no frames, so both see the same DOM.
 * Only violations are asserted, so only they are collected in full (axe builds a selector for
 * every node it passes otherwise).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
}

/**
 * Fails with a readable list when axe finds any violation, whatever its impact (a minor one is
 * still a barrier to someone). `onlyRules` limits the scan to those axe rules.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  onlyRules?: readonly string[],
): Promise<void> {
  const builder = axeScan(page);
  if (onlyRules) builder.withRules([...onlyRules]);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(found, `${where}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/** One sign-in per person and worker process: the token each page of theirs starts with. */
const tokens = new Map<string, Promise<string>>();

/**
 * Signs `page` in as `credentials` without the login form (the auth journeys test the form):
 * the API signs each person in once per worker, and the token is in local storage (SPEC §2)
 * before the app's first script reads it.
 */
export async function useSignedIn(page: Page, credentials: Credentials): Promise<void> {
  let token = tokens.get(credentials.email);
  if (!token) {
    token = apiToken(page.request, credentials);
    tokens.set(credentials.email, token);
  }
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    ACCESS_TOKEN_KEY,
    await token,
  ] as const);
}

/**
 * Shows the open page in `theme` without reloading it: stores the choice and applies it the way
 * ThemeProvider does (the `dark` class and color-scheme on <html>), which is all the styles read.
 * Transitions are switched off first, so the colours a scan reads are the theme's, not a blend
 * on the way to them.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      const still = document.createElement('style');
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      window.localStorage.setItem(key, value);
      document.documentElement.classList.toggle('dark', value === 'dark');
      document.documentElement.style.colorScheme = value;
    },
    [THEME_KEY, theme] as const,
  );
}

/** Stores `theme` before the app's first script reads it. */
export async function useStoredTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_KEY,
    theme,
  ] as const);
}

/** Opens each of `paths` in turn (`opening`) and runs `check` once the page has settled. */
export async function forEachPage(
  page: Page,
  paths: readonly string[],
  check: (path: string) => Promise<void>,
  opening: Opening = 'load',
): Promise<void> {
  for (const path of paths) {
    await openPage(page, path, opening);
    await expectPageSettled(page);
    await check(path);
  }
}

/**
 * `scope` has settled once nothing in it says it is loading: no 'Loading...' text, no spinner
 * (role status named 'Loading ...'), no table or list marked aria-busy. These are what the app
 * shows while a lazy chunk or a query is on its way, so no fixed wait for a quiet network is
 * needed.
 */
export async function expectSettled(scope: Page | Locator): Promise<void> {
  await expect(scope.getByText(/^Loading/)).toHaveCount(0);
  await expect(scope.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A page is ready once its main landmark is shown and nothing in it says it is loading. */
export async function expectPageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expectSettled(page);
}

/**
 * An open, unassigned shift at Midtown Manhattan three weeks ahead, posted by `manager` through
 * the API: it shows Delete Shift and Assign to User to a manager and Request Shift to an
 * employee without a request. Returns its id.
 */
export async function postOpenShift(
  request: APIRequestContext,
  manager: Credentials,
  daysAhead: number,
): Promise<number> {
  const token = await apiToken(request, manager);
  const locations = await apiGet<{ value: number; label: string }[]>(
    request,
    token,
    '/api/locations/dropdown',
    { search: 'Midtown' },
  );
  const midtown = locations.find((location) => location.label === MIDTOWN);
  expect(midtown, `${MIDTOWN} is among the manager's locations`).toBeDefined();
  const response = await request.post('/api/shifts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      locationId: Number(midtown?.value),
      date: `${dateKey(daysFromToday(daysAhead))}T19:00`,
      position: 'Hygienist',
      totalMinutes: 180,
      lunchMinutes: 0,
      notes: '',
      internalNotes: '',
    },
  });
  expect(response.status(), `POST /api/shifts: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A pending invite to the organization of `manager`, so its invites page has a row to delete. */
export async function postPendingInvite(
  request: APIRequestContext,
  manager: Credentials,
): Promise<void> {
  const token = await apiToken(request, manager);
  const me = await apiGet<{ organizationId: number }>(request, token, '/api/users/me');
  await postInvite(request, manager, {
    organizationId: me.organizationId,
    name: 'Jordan Pending',
    email: uniqueEmail('pending-invite'),
    position: 'employee',
  });
}

/** The dialog (or alert dialog) named `name`. */
export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
}
