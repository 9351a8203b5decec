import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support/auth.ts';
import { demo } from './support/users.ts';

/*
 * Issue #13 item 4: fields side by side share one height and one baseline. A field with a hint
 * or an error under it is taller than its neighbour, and the neighbour's control used to sink by
 * the difference (Reports: Time Range beside Start Date; Shifts: Location beside Radius;
 * Settings: Name beside Email).
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(control: Locator): Promise<Box> {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not laid out');
  return box;
}

/** The page's Filters panel, opened when it starts closed (on a phone). */
async function openFilters(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Filters' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The controls labelled `left` and `right` have equal tops and heights wherever they sit side
 * by side; `sideBySide` says whether they must at this width.
 */
async function expectAligned(
  scope: Locator,
  [left, right]: readonly [string, string],
  sideBySide: boolean,
): Promise<void> {
  const a = await boxOf(scope.getByLabel(left, { exact: true }));
  const b = await boxOf(scope.getByLabel(right, { exact: true }));
  const besideEachOther = b.x >= a.x + a.width;
  if (sideBySide) expect(besideEachOther, `${right} sits beside ${left}`).toBe(true);
  if (!besideEachOther) return;
  expect(Math.abs(a.y - b.y), `${left} and ${right} share a top`).toBeLessThanOrEqual(0.5);
  expect(Math.abs(a.height - b.height), `${left} and ${right} share a height`).toBeLessThanOrEqual(
    0.5,
  );
}

const SCREENS = [
  {
    name: 'Reports',
    path: '/dashboard/reports',
    pairs: [
      ['Time Range', 'Start Date'],
      ['Start Date', 'End Date'],
      ['End Date', 'Status'],
    ],
    scope: openFilters,
  },
  {
    name: 'Shifts',
    path: '/dashboard/shifts',
    pairs: [['Location', 'Radius']],
    scope: openFilters,
  },
  {
    name: 'Settings',
    path: '/dashboard/settings',
    pairs: [
      ['Name', 'Email'],
      ['Phone Number', 'Job Title'],
    ],
    scope: async (page: Page) => {
      const form = page.locator('form').filter({ has: page.getByLabel('Name', { exact: true }) });
      await expect(form).toBeVisible();
      return form;
    },
  },
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('fields beside each other share one height and one top', async ({ page }) => {
      await login(page, demo.manager);
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          await page.goto(screen.path);
          const scope = await screen.scope(page);
          for (const pair of screen.pairs) {
            await expectAligned(scope, pair, viewport.width >= 1024);
          }
        });
      }
    });
  });
}
